import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { freePort } from "../support/net.js";
import { runCli } from "../support/run-cli.js";
import { createTempProject, scriptTest } from "../support/temp-project.js";
import { within } from "../support/timing.js";

async function readResults(root: string, file = ".fix-loop/results.json"): Promise<Results> {
  return resultsSchema.parse(JSON.parse(await readFile(path.join(root, file), "utf8")));
}

const CONFIG = ".github/fix-loop.yml";

describe("fix-loop verify", () => {
  it("runs tiers in order, keeps evidence of failures, and exits 1", async () => {
    const root = await createTempProject({
      [CONFIG]:
        "tiers:\n  - name: health\n    tests: t/health/*.sh\n  - name: features\n    gate: soft\n    tests: t/features/*.sh\n",
      "t/health/ok.sh": scriptTest({ id: "BT-001", title: "alive" }, "echo PASS: fine"),
      "t/features/a.sh": scriptTest(
        { id: "BT-002", title: "adds" },
        'echo "some noise"\necho "FAIL: expected 4, got 5"\necho "EVIDENCE: 2+2=5"\necho "GITHUB_TOKEN is $GITHUB_TOKEN"\nexit 3',
      ),
      "t/features/b.sh": scriptTest({ id: "BT-003", title: "subtracts" }, "exit 0"),
    });
    const run = await runCli(["verify", "-C", root], {
      env: { GITHUB_TOKEN: "ghp_abcdefghijklmnopqrstuvwxyz0123456789" },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("FAILED: 1 of 3 tests failed (BT-002)");
    const results = await readResults(root);
    expect(results.outcome).toBe("failed");
    expect(results.tiers.map((tier) => [tier.name, tier.gate, tier.status])).toEqual([
      ["health", "hard", "passed"],
      ["features", "soft", "failed"],
    ]);
    const failed = results.tests.find((test) => test.id === "BT-002");
    expect(failed).toMatchObject({ status: "failed", tier: "features", runs: 2, title: "adds" });
    expect(failed?.evidence).toMatchObject({
      exitCode: 3,
      timedOut: false,
      summary: ["FAIL: expected 4, got 5", "EVIDENCE: 2+2=5"],
      message: "FAIL: expected 4, got 5",
    });
    expect(failed?.evidence?.excerpt).toContain("some noise");
    expect(JSON.stringify(results)).not.toContain("ghp_abcdefghijklmnopqrstuvwxyz0123456789");
    expect(results.groups).toHaveLength(1);
    expect(results.groups[0]?.tests).toEqual(["BT-002"]);
  });

  it("reports a dead service within its timeout plus a small constant, runs nothing, exits 3", async () => {
    const port = await freePort();
    const root = await createTempProject({
      [CONFIG]: `services:\n  api:\n    health: http://127.0.0.1:${port}/health\n    timeout: 2s\ntiers:\n  - name: health\n    tests: t/*.sh\n`,
      "t/a.sh": scriptTest({ id: "BT-001", requires: "api" }, "touch ran-a; exit 0"),
      "t/b.sh": scriptTest({ id: "BT-002" }, "touch ran-b; exit 0"),
    });
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(3);
    expect(run.ms).toBeLessThan(within(2000, 1500));
    const results = await readResults(root);
    expect(results.outcome).toBe("blocked");
    expect(results.headline).toBe(
      `api is down at http://127.0.0.1:${port}/health (connection refused); 2 tests not run`,
    );
    expect(results.services[0]).toMatchObject({
      name: "api",
      healthy: false,
      error: "connection refused",
    });
    expect(results.tests.map((test) => test.status)).toEqual(["blocked", "blocked"]);
    expect(results.tests.every((test) => test.runs === 0)).toBe(true);
    await expect(readFile(path.join(root, "ran-a"))).rejects.toThrow();
    await expect(readFile(path.join(root, "ran-b"))).rejects.toThrow();
  });

  it("says what is wrong with a config whose dead service was already being asked, without waiting for it", async () => {
    // The wait begins on the YAML before the schema checks it; the schema's error ends it.
    const port = await freePort();
    const root = await createTempProject({
      [CONFIG]: `services:\n  api:\n    health: http://127.0.0.1:${port}/health\n    timeout: 20s\ntiers:\n  - name: health\n    tests: t/*.sh\n    on-falure: stop\n`,
      "t/a.sh": scriptTest({ id: "BT-001", requires: "api" }, "exit 0"),
    });
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown key "on-falure" (did you mean "on-failure"?)');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    // Not the probe's 20 s.
    expect(run.ms).toBeLessThan(15_000);
  });

  it("stops at a failed preflight with what to do, exits 3", async () => {
    const root = await createTempProject({
      [CONFIG]:
        "preflight:\n  env: [FIX_LOOP_TEST_MISSING_VAR]\n  files: [backend/main.py]\ntests: t/*.sh\n",
      "t/a.sh": scriptTest({ id: "BT-001", tier: 0 }, "exit 0"),
    });
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(3);
    const results = await readResults(root);
    expect(results.preflight.ok).toBe(false);
    expect(results.preflight.problems.map((problem) => problem.name)).toEqual([
      "FIX_LOOP_TEST_MISSING_VAR",
      "backend/main.py",
    ]);
    expect(results.headline).toMatch(
      /^preflight failed: FIX_LOOP_TEST_MISSING_VAR is not set.*1 test not run$/,
    );
  });

  it("skips later tiers after a failed tier whose on-failure is stop (by default for health)", async () => {
    const root = await createTempProject({
      [CONFIG]: "tests: t/**/*.sh\n",
      "t/0/a.sh": scriptTest({ id: "BT-001", tier: 0 }, "echo FAIL: down; exit 1"),
      "t/2/b.sh": scriptTest({ id: "BT-002", tier: "features" }, "touch ran; exit 0"),
    });
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    expect(results.tiers.map((tier) => [tier.name, tier.status])).toEqual([
      ["health", "failed"],
      ["features", "skipped"],
    ]);
    expect(results.tests[1]).toMatchObject({
      id: "BT-002",
      status: "skipped",
      reason: 'not run: the tier "health" failed (on-failure: stop)',
    });
  });

  it("marks a test that passes on re-run as flaky and keeps the failed run's evidence", async () => {
    const root = await createTempProject({
      [CONFIG]: "tiers:\n  - name: smoke\n    tests: t/*.sh\n",
      "t/flaky.sh": scriptTest(
        { id: "BT-009" },
        'if [[ -f .seen ]]; then echo PASS: second time; exit 0; fi\ntouch .seen\necho "FAIL: first time"\nexit 1',
      ),
    });
    const run = await runCli(["verify", "-C", root, "--json", "out/r.json"]);
    expect(run.code).toBe(0);
    const results = await readResults(root, "out/r.json");
    expect(results.outcome).toBe("passed");
    expect(results.tests[0]).toMatchObject({ status: "flaky", runs: 2 });
    expect(results.tests[0]?.evidence?.summary).toEqual(["FAIL: first time"]);
    expect(results.groups).toEqual([]);
    expect(results.headline).toBe("1 test passed, 1 flaky");
  });

  it("runs only the selected tests and tiers", async () => {
    const root = await createTempProject({
      [CONFIG]: "tests: t/*.sh\n",
      "t/a.sh": scriptTest({ id: "BT-001", tier: 0 }, "exit 0"),
      "t/b.sh": scriptTest({ id: "BT-002", tier: 1 }, "exit 1"),
      "t/c.sh": scriptTest({ id: "BT-003", tier: 1 }, "exit 0"),
    });
    const byId = await runCli(["verify", "-C", root, "--tests", "BT-003"]);
    expect(byId.code).toBe(0);
    expect((await readResults(root)).tests.map((test) => test.id)).toEqual(["BT-003"]);
    const byTier = await runCli(["verify", "-C", root, "--tier", "smoke"]);
    expect(byTier.code).toBe(1);
    expect((await readResults(root)).tests.map((test) => test.id)).toEqual(["BT-002", "BT-003"]);
  });

  it("runs a JUnit tier and takes ids from the test names", async () => {
    const report = `<?xml version="1.0"?>
<testsuites><testsuite name="api" tests="2" failures="1">
<testcase classname="api.test" name="BT-007 returns 404 for unknown ids" time="0.01"><failure message="expected 404, got 500">AssertionError: expected 404, got 500\n    at api.test.js:12</failure></testcase>
<testcase classname="api.test" name="lists todos" time="0.02"/>
</testsuite></testsuites>`;
    const root = await createTempProject({
      [CONFIG]:
        "tiers:\n  - name: features\n    command: cp fixture.xml reports/junit.xml && exit 1\n    junit: reports/junit.xml\n    retries: 0\n",
      "fixture.xml": report,
    });
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    expect(results.tests.map((test) => [test.id, test.status, test.kind])).toEqual([
      ["BT-007", "failed", "junit"],
      ["api.test > lists todos", "passed", "junit"],
    ]);
    expect(results.tests[0]?.evidence?.message).toContain("expected 404, got 500");
  });

  it("turns a test command that writes no report into one failed, fixable test", async () => {
    const root = await createTempProject({
      [CONFIG]:
        "tiers:\n  - name: features\n    command: \"echo 'SyntaxError: Unexpected token' >&2; exit 2\"\n    junit: reports/junit.xml\n    retries: 0\n",
    });
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    expect(results.tiers[0]).toMatchObject({ status: "failed" });
    expect(results.tiers[0]?.reason).toMatch(/wrote no report at reports\/junit.xml/);
    expect(results.tests).toHaveLength(1);
    expect(results.tests[0]).toMatchObject({ id: "features:command", status: "failed" });
    expect(results.tests[0]?.evidence?.excerpt).toContain("SyntaxError: Unexpected token");
    expect(results.groups).toHaveLength(1);
  });

  it("init writes a starter that verify then runs green", async () => {
    const root = await createTempProject({ "package.json": "{}" });
    const init = await runCli(["init", "-C", root]);
    expect(init.code).toBe(0);
    const again = await runCli(["init", "-C", root]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/--force/);
    const run = await runCli(["verify", "-C", root]);
    expect(run.stdout).toContain("PASSED: 1 test passed");
    expect(run.code).toBe(0);
  });

  it("prints help and version", async () => {
    const help = await runCli(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/fix-loop verify/);
    const version = await runCli(["--version"]);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("prints help and exits 2 when given nothing to do", async () => {
    const bare = await runCli([]);
    expect(bare.code).toBe(2);
    expect(bare.stdout).toMatch(/^Usage:/m);
  });

  it("starts a service, runs tests against it, and stops it on exit", async () => {
    const port = await freePort();
    const root = await createTempProject({
      [CONFIG]: `services:\n  api:\n    start: node server.mjs\n    health: http://127.0.0.1:${port}/health\n    timeout: 10s\ntiers:\n  - name: health\n    tests: t/*.sh\n`,
      "server.mjs": `import { createServer } from "node:http";\nimport { writeFileSync } from "node:fs";\nwriteFileSync("server.pid", String(process.pid));\ncreateServer((q, r) => r.end("ok")).listen(${port}, "127.0.0.1");\n`,
      "t/a.sh": scriptTest(
        { id: "BT-001", requires: "api" },
        `curl -sf http://127.0.0.1:${port}/health`,
      ),
    });
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(0);
    const results = await readResults(root);
    expect(results.services[0]).toMatchObject({ name: "api", healthy: true, started: true });
    const pid = Number(await readFile(path.join(root, "server.pid"), "utf8"));
    expect(isAlive(pid)).toBe(false);
  });

  it("on Ctrl-C stops the running test tree and the services it started, writes results, exits 130", async () => {
    const port = await freePort();
    const root = await createTempProject({
      [CONFIG]: `services:\n  api:\n    start: node server.mjs\n    health: http://127.0.0.1:${port}/health\ntiers:\n  - name: health\n    tests: t/*.sh\n`,
      "server.mjs": `import { createServer } from "node:http";\nimport { writeFileSync } from "node:fs";\nwriteFileSync("server.pid", String(process.pid));\ncreateServer((q, r) => r.end("ok")).listen(${port}, "127.0.0.1");\n`,
      "t/hang.sh": scriptTest({ id: "BT-001" }, "sleep 300 &\necho $! > child.pid\nwait"),
    });
    let cliPid = 0;
    const running = runCli(["verify", "-C", root], { onSpawn: (pid) => (cliPid = pid) });
    const childPidFile = path.join(root, "child.pid");
    await waitFor(async () => (await readFile(childPidFile, "utf8").catch(() => "")).trim() !== "");
    process.kill(cliPid, "SIGINT");
    const run = await running;
    expect(run.code).toBe(130);
    expect(run.ms).toBeLessThan(10_000);
    const results = await readResults(root);
    expect(results.tests[0]).toMatchObject({
      id: "BT-001",
      status: "skipped",
      reason: "interrupted",
    });
    expect(isAlive(Number(await readFile(childPidFile, "utf8")))).toBe(false);
    expect(isAlive(Number(await readFile(path.join(root, "server.pid"), "utf8")))).toBe(false);
  });
});

/** A zombie (exited, not yet reaped by its new parent) counts as gone. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return !/^\d+ \(.*\) Z/.test(stat);
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
