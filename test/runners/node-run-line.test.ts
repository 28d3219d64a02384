import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * The run: line of a node --test failure is what a person pastes: init's tier command begins
 * `mkdir -p reports &&` (node's junit reporter makes no folder), which the line must not keep
 * once the report options are gone; and a title two files declare (accept-negotiator's
 * Negotiator.test.js and negotiate.test.js share 48) is run in both by the line's name filter.
 */
const failing = (title: string) =>
  `test(${JSON.stringify(title)}, () => { assert.equal(1 + 1, 3, ${JSON.stringify(`${title} broke`)}); });\n`;
const HEAD = `const { test } = require("node:test");\nconst assert = require("node:assert");\n`;
const PROJECT = {
  "package.json": JSON.stringify({ name: "run-line", private: true }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml"
    junit: reports/junit.xml
`,
  // A top-level test whose own name ends in another's passes, and must not run with it.
  "test/a.test.js": `${HEAD}${failing("shared title")}${failing("only in a")}test("nested only in a", () => {});\n`,
  "test/b.test.js": `${HEAD}${failing("shared title")}`,
};

describe("node --test run: lines", () => {
  it("leave no reports folder behind, and a title two files share does not run alone", async () => {
    const root = await createTempProject(PROJECT, "fix-loop-node-run-line-");
    const run = await runCli(["verify", "-C", root]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const results = await readResults(root);
    const byId = new Map(results.tests.map((test) => [test.id, test]));
    const alone = byId.get("only in a");
    expect(alone?.run).toBe("node '--test-name-pattern=^(?:only in a)$' --test test/a.test.js");
    expect(alone?.runsAlone).toBe(true);

    const shared = results.tests.filter((test) => test.title.includes("shared title"));
    expect(shared.map((test) => test.id).sort()).toEqual(["shared title", "shared title (2)"]);
    for (const test of shared) {
      expect(test.run).toBe(
        "node '--test-name-pattern=^(?:shared title)$' --test test/a.test.js test/b.test.js",
      );
      expect(test.runsAlone, test.id).toBe(false);
    }
    // The printed line says it, not "the whole tier".
    expect(run.stdout).toContain(
      "run: node '--test-name-pattern=^(?:shared title)$' --test test/a.test.js test/b.test.js (not this test alone)\n",
    );

    // node:test reports a kind of failure (testCodeFailure), no error type to set against triage's.
    expect(run.stdout).toContain("the test runner reported a failure (testCodeFailure): ");
    expect(run.stdout).not.toContain("read from its message as");

    // Pasted, the line fails its one test and leaves the tree as it was.
    await rm(path.join(root, "reports"), { recursive: true, force: true });
    const pasted = spawnSync("sh", ["-c", alone?.run ?? "false"], { cwd: root, encoding: "utf8" });
    expect(pasted.status).toBe(1);
    expect(/^# fail (\d+)/m.exec(pasted.stdout)?.[1]).toBe("1");
    expect(/^# pass (\d+)/m.exec(pasted.stdout)?.[1]).toBe("0");
    expect(existsSync(path.join(root, "reports"))).toBe(false);
  }, 60_000);

  it("say a subtest does not run alone where node runs it through its parent, with the parent's other subtests", async () => {
    const root = await createTempProject(
      {
        ...PROJECT,
        "test/a.test.js": `${HEAD}test("cart", async (t) => {
  await t.test("adds", () => {});
  await t.test("totals", () => { assert.equal(1 + 1, 3); });
});
test("label", async (t) => {
  await t.test("prints", () => { assert.equal("a", "b"); });
});
`,
        "test/b.test.js": `${HEAD}test("top", () => {});
`,
      },
      "fix-loop-node-subtest-line-",
    );
    const run = await runCli(["verify", "-C", root]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const byId = new Map((await readResults(root)).tests.map((test) => [test.id, test]));
    const totals = byId.get("cart > totals");
    expect(totals?.run).toBe("node '--test-name-pattern=^(?:cart|totals)$' --test test/a.test.js");
    expect(totals?.runsAlone).toBe(false);
    expect(byId.get("cart > adds")?.runsAlone).toBe(false);
    expect(run.stdout).toContain(`run: ${totals?.run} (not this test alone)\n`);
    // A parent with one subtest runs only it; a top-level test runs alone.
    expect(byId.get("label > prints")?.runsAlone).toBe(true);
    expect(byId.get("top")?.runsAlone).toBe(true);

    // Pasted, the line runs the parent's other subtest too: what "not alone" says.
    const pasted = spawnSync("sh", ["-c", totals?.run ?? "false"], { cwd: root, encoding: "utf8" });
    expect(/^# pass (\d+)/m.exec(pasted.stdout)?.[1]).toBe("1");
    expect(pasted.stdout).toContain("ok 1 - adds");
  }, 60_000);

  it("name a test whose title holds a double quote as its file does, and select it", async () => {
    // Node 20's reporter writes `"` in an attribute as `&amp;quot;`: read as written, the title
    // was `parses &quot;quoted&quot; input`, which no name pattern matches and no file declares.
    const root = await createTempProject(
      {
        ...PROJECT,
        "test/a.test.js": `${HEAD}test("passes", () => {});
`,
        "test/b.test.js": `${HEAD}${failing('parses "quoted" input')}`,
      },
      "fix-loop-node-quoted-title-",
    );
    const run = await runCli(["verify", "-C", root]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const results = await readResults(root);
    const quoted = results.tests.find((test) => test.status === "failed");
    expect(quoted?.id).toBe('parses "quoted" input');
    expect(quoted?.file).toBe("test/b.test.js");
    expect(quoted?.runsAlone).toBe(true);
    // Its message attribute, escaped alike, reads as the assertion said it.
    expect(quoted?.evidence?.message).toContain('parses "quoted" input broke');
    const pasted = spawnSync("sh", ["-c", quoted?.run ?? "false"], { cwd: root, encoding: "utf8" });
    expect(/^# fail (\d+)/m.exec(pasted.stdout)?.[1]).toBe("1");
    expect(/^# pass (\d+)/m.exec(pasted.stdout)?.[1]).toBe("0");
  }, 60_000);

  it("keep an assertion's diff readable: the lines node's report drops from its message come back, spaced", async () => {
    const root = await createTempProject({
      ...PROJECT,
      "test/a.test.js": `${HEAD}test("sniffs", () => { assert.strictEqual("application/octet-stream", "image/png"); });\n`,
      "test/b.test.js": `${HEAD}test("passes", () => {});\n`,
    });
    const run = await runCli(["verify", "-C", root]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const failed = (await readResults(root)).tests.find((test) => test.status === "failed");
    expect(failed?.evidence?.message).toBe(
      "Expected values to be strictly equal: + actual - expected + 'application/octet-stream' - 'image/png'",
    );
    expect(run.stdout).toContain(
      "strictly equal: + actual - expected + 'application/octet-stream'",
    );
  }, 60_000);

  it("run a file that fails as a whole by its path in the project, not this machine's", async () => {
    // Node names such a file's test by its absolute path (whatwg-mimetype's web-platform.js,
    // whose fixtures a pretest downloads): the run: line named /tmp/... in its pattern.
    const root = await createTempProject({
      ...PROJECT,
      "test/a.test.js": `${HEAD}test("passes", () => {});\n`,
      "test/b.test.js": `require("./fixtures.json");\n${HEAD}test("never", () => {});\n`,
    });
    const run = await runCli(["verify", "-C", root]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const failed = (await readResults(root)).tests.find((test) => test.status === "failed");
    expect(failed?.id).toBe("test/b.test.js");
    expect(failed?.run).toBe("node --test test/b.test.js");
    const pasted = spawnSync("sh", ["-c", failed?.run ?? "false"], { cwd: root, encoding: "utf8" });
    expect(pasted.stdout).toContain("Cannot find module './fixtures.json'");
  }, 60_000);
});
