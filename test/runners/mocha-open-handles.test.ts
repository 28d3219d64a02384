import { spawnSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { installedModules } from "../support/npm-install.js";
import { runCli } from "../support/run-cli.js";
import { linkedProject, readResults } from "../support/runner-project.js";

/**
 * mocha without --exit waits on what its tests left open once they have finished (send's tests
 * leave sockets: 139 tests in 0.3 s, then 5 min). Its reporter writes the report at the run's end,
 * while the process goes on: the heartbeat says so, not "no test finished yet", and a tier that
 * then reaches its time limit says its tests had finished.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "open-handles", private: true }),
  ".github/fix-loop.yml": `retries: 0
tiers:
  - name: tests
    command: npx mocha --reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml test/
    junit: reports/junit.xml
    timeout: 6s
`,
  "test/server.test.js": `const assert = require("node:assert");
const http = require("node:http");
describe("server", () => {
  it("listens", (done) => {
    http.createServer((req, res) => res.end()).listen(0, "127.0.0.1", done);
  });
  it("adds", () => assert.strictEqual(1 + 1, 3));
});
`,
};

describe("mocha kept running by a handle its tests left open", () => {
  let modules: string;
  beforeAll(async () => {
    modules = await installedModules(["mocha@11.7.6", "mocha-junit-reporter@2.2.1"], "mocha");
  }, 240_000);

  it("the heartbeat names the report it wrote, and the timeout says its tests had finished", async () => {
    const root = await linkedProject(PROJECT, modules);
    const run = await runCli(["verify", "-C", root], {
      env: { FIX_LOOP_HEARTBEAT_SECONDS: "1" },
    });
    const lines = run.stdout.split("\n");
    const beats = lines.filter((line) => line.startsWith("tests: still running after"));
    expect(beats.length, run.stdout).toBeGreaterThan(0);
    // The report is read within a second of its writing; every beat after that names it.
    const last = beats.at(-1) ?? "";
    expect(last).toMatch(
      /^tests: still running after [\d.]+ s; its report, written [\d.]+ s ago, holds 1 passed, 1 failed: it may be waiting on handles its tests left open \(mocha's --exit ends it\)$/,
    );
    const results = await readResults(root);
    const tier = results.tiers.find((each) => each.name === "tests");
    expect(tier?.reason).toMatch(
      /^command timed out after 6s, [\d.]+ s after it wrote its report \(1 passed, 1 failed\): the tests in it had finished, and it may be waiting on handles its tests left open \(mocha's --exit ends it\)$/,
    );
    expect(results.tests.map((test) => [test.title, test.status]).sort()).toEqual([
      ["server adds", "failed"],
      ["server listens", "passed"],
    ]);
    // The failure's run: line ends once its test has: it carries mocha's --exit, which a line
    // without it would need (serve-static's each ran until killed).
    const failed = results.tests.find((test) => test.status === "failed");
    expect(failed?.run).toMatch(/ --exit\b/);
    const pasted = spawnSync("sh", ["-c", failed?.run ?? "false"], {
      cwd: root,
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(pasted.signal, pasted.stdout).toBeNull();
    expect(pasted.stdout).toMatch(/1 failing/);
  }, 90_000);
});
