import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nodeTestOnEveryCore } from "../../src/runners/node-test-rerun.js";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * node --test runs one test file a core less than the machine has: one at a time on 2 cores.
 * The re-run of failures is mostly their files' own processes starting, so it runs them on
 * every core; the first run stays the project's own.
 */
const COMMAND = "node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml";

/** A failing test that notes its run's start and waits a while for the other file's. */
const waitingTest = (mine: string, other: string) => `const { test } = require("node:test");
const fs = require("node:fs");
test("${mine} fails", async () => {
  const run = fs.existsSync("runs/${mine}.1") ? 2 : 1;
  fs.mkdirSync("runs", { recursive: true });
  fs.writeFileSync("runs/${mine}." + run, "");
  let saw = false;
  for (let waited = 0; waited < 2000 && !saw; waited += 50) {
    saw = fs.existsSync("runs/${other}." + run);
    if (!saw) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  fs.writeFileSync("runs/${mine}." + run + ".saw", String(saw));
  throw new Error("${mine} is broken");
});
`;

describe("node --test re-runs on every core", () => {
  it.skipIf(availableParallelism() < 2)(
    "re-runs two failing files at once where the first run took them in turn",
    async () => {
      const root = await createTempProject({
        "package.json": JSON.stringify({ name: "pair", private: true }),
        ".github/fix-loop.yml": `tiers:\n  - name: tests\n    command: "mkdir -p reports && ${COMMAND}"\n    junit: reports/junit.xml\n    timeout: 60s\n`,
        "test/a.test.js": waitingTest("a", "b"),
        "test/b.test.js": waitingTest("b", "a"),
      });
      const cores = availableParallelism();
      const run = await runCli(["verify", "-C", root]);
      expect(run.code).toBe(1);
      const results = await readResults(root);
      const failed = results.tests.filter((test) => test.status === "failed");
      expect(failed.map((test) => [test.id, test.runs])).toEqual([
        ["a fails", 2],
        ["b fails", 2],
      ]);
      const saw = async (name: string) => readFile(path.join(root, "runs", name), "utf8");
      // With 2 cores node's own default runs one file at a time: the first never saw the second.
      if (cores === 2) expect([await saw("a.1.saw"), await saw("b.1.saw")]).toContain("false");
      expect([await saw("a.2.saw"), await saw("b.2.saw")]).toEqual(["true", "true"]);
    },
  );

  it("keeps a command's own concurrency or isolation, and a node that does not read the option", async () => {
    const env = { PATH: path.dirname(process.execPath) };
    const selected = `node '--test-name-pattern=^(?:a --test b)$' --test ${path.join("test", "a.test.js")}`;
    expect(await nodeTestOnEveryCore(selected, env, 4)).toBe(
      `node '--test-name-pattern=^(?:a --test b)$' --test --test-concurrency=4 ${path.join("test", "a.test.js")}`,
    );
    expect(await nodeTestOnEveryCore(`node --test-concurrency=1 --test`, env, 4)).toBeNull();
    expect(await nodeTestOnEveryCore(`node --test --test-isolation=none`, env, 4)).toBeNull();
    expect(await nodeTestOnEveryCore(`node --test`, env, 1)).toBeNull();
    // Another node is read from where it is installed (setup-node's folders, nvm's), not run.
    const old = await createTempProject({ "node/18.19.0/x64/bin/node": "#!/bin/sh\nexit 0\n" });
    const oldPath = { PATH: path.join(old, "node/18.19.0/x64/bin") };
    expect(await nodeTestOnEveryCore(`node --test`, oldPath, 4)).toBeNull();
    const newer = await createTempProject({ "versions/node/v20.10.0/bin/node": "#!/bin/sh\n" });
    const newerPath = { PATH: path.join(newer, "versions/node/v20.10.0/bin") };
    expect(await nodeTestOnEveryCore(`node --test`, newerPath, 4)).toBe(
      "node --test --test-concurrency=4",
    );
    expect(await nodeTestOnEveryCore(`node --test`, { PATH: "/nowhere" }, 4)).toBeNull();
  });

  // The re-run's command runs as the tier's user (the agent's, in fix); a version probe would
  // run the same PATH's node as fix-loop's own user, credentials in reach.
  it("never runs a node it finds on PATH to learn its version", async () => {
    const planted = await createTempProject({
      "bin/node": '#!/bin/sh\ntouch "$(dirname "$0")/ran"\necho v22.0.0\n',
    });
    const env = { PATH: path.join(planted, "bin") };
    expect(await nodeTestOnEveryCore(`node --test`, env, 4)).toBeNull();
    expect(existsSync(path.join(planted, "bin", "ran"))).toBe(false);
  });
});
