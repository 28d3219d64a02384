import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm, symlink, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedactor } from "../../src/evidence/redact.js";
import { type JunitCommand, runJunitCommand } from "../../src/junit/run-junit-command.js";
import { testResultSchema } from "../../src/results/schema.js";
import { identifyRunner } from "../../src/runners/registry.js";
import { within } from "../support/timing.js";

const fixtures = path.join(import.meta.dirname, "../fixtures/junit");
const repoRoot = path.join(import.meta.dirname, "../..");
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "junit-tier-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A fresh project folder per test, so reports never leak between tests. */
async function project(name: string): Promise<string> {
  const dir = path.join(root, name);
  await mkdir(dir, { recursive: true });
  return dir;
}

function tier(command: string, reports: string[] = ["reports/junit.xml"]): JunitCommand {
  return { tier: "features", requires: ["api"], command, reports };
}

const copyFixture = (name: string, to = "reports/junit.xml") =>
  `mkdir -p ${path.dirname(to)} && cp ${path.join(fixtures, name)} ${to}`;

function run(
  cwd: string,
  planned: JunitCommand,
  extra: { timeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
) {
  const env = extra.env ?? process.env;
  return runJunitCommand(planned, {
    identify: identifyRunner,
    cwd,
    env,
    timeoutMs: extra.timeoutMs ?? 20_000,
    redact: createRedactor(env),
  });
}

describe("runJunitCommand", () => {
  it("turns a report's testcases into valid TestResults with evidence for failures", async () => {
    const cwd = await project("vitest-fixture");
    const result = await run(cwd, tier(`${copyFixture("vitest.xml")}; exit 1`));
    expect(result.problem).toBeNull();
    expect(result.reports).toEqual(["reports/junit.xml"]);
    for (const test of result.tests) testResultSchema.parse(test);
    expect(result.tests.map((test) => [test.id, test.status])).toEqual([
      ["BT-011", "passed"],
      ["BT-012", "failed"],
      ["src/cart.test.ts > cart > supports gift cards", "skipped"],
      ["src/cart.test.ts > cart > checkout > rejects an empty cart", "failed"],
      ["src/health.test.ts > health answers", "passed"],
    ]);
    const discount = result.tests[1];
    expect(discount).toMatchObject({
      kind: "junit",
      tier: "features",
      file: "src/cart.test.ts",
      requires: ["api"],
      runs: 1,
      reason: null,
      evidence: {
        exitCode: null,
        timedOut: false,
        message: "expected 99.00000000000001 to be 81 // Object.is equality",
        summary: ["expected 99.00000000000001 to be 81 // Object.is equality"],
        location: { file: "src/cart.test.ts", line: 11 },
      },
    });
    expect(discount?.evidence?.excerpt).toContain(
      "AssertionError: expected 99.00000000000001 to be 81",
    );
    expect(discount?.evidence?.excerpt).toContain("--- stdout ---\ndiscount code SAVE10 applied");
    expect(result.tests[2]?.reason).toBe("skipped by the test framework");
    expect(result.tests[0]?.evidence).toBeNull();
  });

  it("picks a telling message when the report's own is generic or repeats the title", async () => {
    const cwd = await project("messages");
    const go = await run(cwd, tier(copyFixture("go-junit-report.xml")));
    expect(go.tests.find((test) => test.id === "BT-041")?.evidence?.message).toBe(
      "pricing_test.go:27: discount(100, 10) = 100, want 90",
    );
    const playwright = await run(cwd, tier(copyFixture("playwright.xml")));
    expect(playwright.tests.find((test) => test.id === "BT-032")?.evidence?.message).toBe(
      "Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)",
    );
    const jest = await run(cwd, tier(copyFixture("jest.xml")));
    expect(jest.tests.find((test) => test.id === "BT-022")?.evidence?.message).toBe(
      "Error: expect(received).toBe(expected) // Object.is equality",
    );
  });

  it("finds a pytest test's file from its module when the report has no file attribute", async () => {
    const cwd = await project("pytest");
    await mkdir(path.join(cwd, "tests"));
    await writeFile(path.join(cwd, "tests/test_api.py"), "def test_health():\n    pass\n");
    const result = await run(cwd, tier(copyFixture("pytest-xunit2.xml")));
    expect(result.tests.find((test) => test.id === "tests.test_api > test_health")?.file).toBe(
      "tests/test_api.py",
    );
    expect(
      result.tests.find((test) => test.id === "tests.test_api.TestOrders > test_total[1]")?.file,
    ).toBe("tests/test_api.py");
    expect(result.tests.find((test) => test.id === "BT-007")?.evidence?.location).toEqual({
      file: "tests/test_api.py",
      line: 11,
    });
  });

  it("reads every report a glob matches and keeps ids unique", async () => {
    const cwd = await project("globs");
    const command = `${copyFixture("playwright.xml", "reports/chromium.xml")} && ${copyFixture("playwright.xml", "reports/firefox.xml")}`;
    const result = await run(cwd, tier(command, ["reports/*.xml"]));
    expect(result.reports).toEqual(["reports/chromium.xml", "reports/firefox.xml"]);
    expect(result.tests.map((test) => test.id)).toEqual([
      "BT-031",
      "BT-032",
      "checkout.spec.ts > checkout › refunds an order",
      "BT-031 (2)",
      "BT-032 (2)",
      "checkout.spec.ts > checkout › refunds an order (2)",
    ]);
  });

  it("makes a missing command a tier problem with the output as evidence, not a crash", async () => {
    const cwd = await project("missing-command");
    const result = await run(cwd, tier("vitest-not-installed run --reporter=junit"));
    expect(result.tests).toEqual([]);
    expect(result.commandOutcome.exitCode).toBe(127);
    expect(result.problem).toMatch(
      /^command exited with code 127 and wrote no report at reports\/junit\.xml: .*vitest-not-installed: .*not found$/,
    );
    expect(result.problemEvidence?.excerpt).toContain("not found");
  });

  // superstruct's build step as rollup prints a missing plugin: the error in bold red, then a
  // stack whose last line ends in a colour reset. The tier's problem named the stack's last
  // frame, with the reset's "[22m" in it, and a secret in the output would have gone through.
  it("names a coloured error line of a command that wrote no report, plain and redacted", async () => {
    const cwd = await project("coloured-build");
    const env = { ...process.env, NPM_TOKEN: "npm_abcdef1234567890abcdef" };
    const printed = [
      "\x1b[1m\x1b[31m[!] \x1b[1mError: Cannot find package 'plugin'\x1b[22m\x1b[1m\x1b[39m\x1b[22m",
      "\x1b[2mError [ERR_MODULE_NOT_FOUND]: Cannot find package 'plugin' (token npm_abcdef1234567890abcdef)",
      "    at packageResolve (node:internal/modules/esm/resolve:854:9)",
      "    at ModuleJob._link (node:internal/modules/esm/module_job:168:49)\x1b[22m",
    ].join("\n");
    await writeFile(path.join(cwd, "build.out"), `${printed}\n`);
    const result = await run(cwd, tier("cat build.out >&2; exit 1"), { env });
    expect(result.problem).toBe(
      "command exited with code 1 and wrote no report at reports/junit.xml: Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'plugin' (token [REDACTED:NPM_TOKEN])",
    );
  });

  it("deletes a stale report first, so an old run cannot pass for this one", async () => {
    const cwd = await project("stale");
    await mkdir(path.join(cwd, "reports"));
    await cp(path.join(fixtures, "vitest.xml"), path.join(cwd, "reports/junit.xml"));
    await writeFile(path.join(cwd, "reports/notes.xml"), "<notes>not a report</notes>\n");
    const yesterday = new Date(Date.now() - 86_400_000);
    await utimes(path.join(cwd, "reports/notes.xml"), yesterday, yesterday);
    const result = await run(cwd, tier("true", ["reports/*.xml"]));
    expect(existsSync(path.join(cwd, "reports/junit.xml"))).toBe(false);
    expect(existsSync(path.join(cwd, "reports/notes.xml"))).toBe(true);
    expect(result.tests).toEqual([]);
    expect(result.problem).toMatch(
      /^command exited with code 0 but wrote no report at reports\/\*\.xml/,
    );
  });

  it("names mocha's reporter and its version when a mocha tier exits 0 with no report", async () => {
    // express 4.10 (BugsJS) as init writes its tier: its mocha 2.0 loads mocha-junit-reporter 2,
    // which writes nothing, and the run exits 0 with a test failing. The stand-in does the same.
    const cwd = await project("old-mocha");
    await mkdir(path.join(cwd, "node_modules/.bin"), { recursive: true });
    await writeFile(path.join(cwd, "node_modules/.bin/mocha"), "#!/bin/sh\necho '  1 failing'\n", {
      mode: 0o755,
    });
    const result = await run(
      cwd,
      tier(
        "node_modules/.bin/mocha --reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml test/",
      ),
    );
    expect(result.runner?.name).toBe("mocha");
    expect(result.problem).toMatch(
      /^command exited with code 0 but wrote no report at reports\/junit\.xml: /,
    );
    expect(result.problem).toContain(
      "--reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml",
    );
    expect(result.problem).toContain("npx mocha --version");
    expect(result.problem).not.toContain("vitest");
  });

  it("names the report the command wrote where junit: does not look (report/ for reports/)", async () => {
    const cwd = await project("elsewhere");
    await mkdir(path.join(cwd, "reports"));
    // A report left from before names nothing: only one this run wrote is the command's.
    await cp(path.join(fixtures, "vitest.xml"), path.join(cwd, "reports/old.xml"));
    const yesterday = new Date(Date.now() - 86_400_000);
    await utimes(path.join(cwd, "reports/old.xml"), yesterday, yesterday);
    const result = await run(
      cwd,
      tier("cp reports/old.xml reports/junit.xml", ["report/junit.xml"]),
    );
    expect(result.problem).toBe(
      "command exited with code 0 and wrote its report at reports/junit.xml, not at report/junit.xml: make the tier's junit: name the file its command writes",
    );
  });

  it("kills a command that runs past its timeout and says so", async () => {
    const cwd = await project("timeout");
    const started = performance.now();
    const result = await run(cwd, tier("echo collecting tests; sleep 30"), { timeoutMs: 500 });
    expect(performance.now() - started).toBeLessThan(within(500, 2500));
    expect(result.commandOutcome.timedOut).toBe(true);
    expect(result.problem).toMatch(
      /^command timed out after 500ms and wrote no report at reports\/junit\.xml/,
    );
  });

  it("reports a malformed report with its position, and keeps the tests of a good one", async () => {
    const cwd = await project("malformed");
    const command = `${copyFixture("malformed.xml", "reports/a.xml")} && ${copyFixture("nested.xml", "reports/b.xml")}`;
    const result = await run(cwd, tier(command, ["reports/a.xml", "reports/b.xml"]));
    expect(result.problem).toBe(
      "reports/a.xml is not valid JUnit XML: unexpected close tag at line 6, column 16",
    );
    expect(result.tests.map((test) => test.id)).toEqual(["BT-051", "users > deletes a user"]);
  });

  it("names the coverage threshold a run missed, as jest prints it, when no test failed", async () => {
    const cwd = await project("threshold-not-met");
    const result = await run(
      cwd,
      tier(
        `${copyFixture("nested.xml")} && sed -i 's/<failure/<skipped/; s#</failure>#</skipped>#' reports/junit.xml && echo 'Jest: "global" coverage threshold for lines (100%) not met: 83.33%' >&2 && echo 'Ran all test suites matching /adds/i.' && exit 1`,
      ),
    );
    expect(result.problem).toBe(
      'command exited with code 1 but its report shows no failed test: Jest: "global" coverage threshold for lines (100%) not met: 83.33%',
    );
  });

  it("flags a failing command whose report shows no failed test", async () => {
    const cwd = await project("exit-without-failures");
    const result = await run(
      cwd,
      tier(
        `${copyFixture("nested.xml")} && sed -i 's/<failure/<skipped/; s#</failure>#</skipped>#' reports/junit.xml && echo "Error: coverage threshold for lines (80%) not met" >&2 && exit 1`,
      ),
    );
    expect(result.tests.some((test) => test.status === "failed")).toBe(false);
    expect(result.problem).toBe(
      "command exited with code 1 but its report shows no failed test: Error: coverage threshold for lines (80%) not met",
    );
  });

  it("redacts secrets from failure evidence", async () => {
    const cwd = await project("secrets");
    const env = { ...process.env, STRIPE_SECRET_KEY: "sk_live_abcdef123456" };
    const report = `<testsuite name="pay"><testcase name="BT-060 charges" classname="pay"><failure message="auth failed for sk_live_abcdef123456">request used sk_live_abcdef123456</failure></testcase></testsuite>`;
    await mkdir(path.join(cwd, "reports"));
    await writeFile(path.join(cwd, "report.template"), report);
    const result = await run(cwd, tier("cp report.template reports/junit.xml"), { env });
    const evidence = result.tests[0]?.evidence;
    expect(JSON.stringify(evidence)).not.toContain("sk_live_abcdef123456");
    expect(evidence?.message).toContain("[REDACTED:STRIPE_SECRET_KEY]");
  });

  it("runs a real vitest and reads the report it writes", async () => {
    const cwd = await project("real-vitest");
    await symlink(path.join(repoRoot, "node_modules"), path.join(cwd, "node_modules"), "dir");
    await writeFile(path.join(cwd, "package.json"), '{ "type": "module" }\n');
    await writeFile(
      path.join(cwd, "vitest.config.mjs"),
      'export default { test: { include: ["math.test.js"] } };\n',
    );
    await writeFile(
      path.join(cwd, "math.test.js"),
      [
        'import { expect, it } from "vitest";',
        'it("BT-070 adds", () => expect(1 + 1).toBe(2));',
        'it("BT-071 multiplies", () => expect(2 * 3).toBe(5));',
        "",
      ].join("\n"),
    );
    const result = await run(
      cwd,
      tier("node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml"),
    );
    expect(result.problem).toBeNull();
    expect(result.commandOutcome.exitCode).toBe(1);
    expect(result.tests.map((test) => [test.id, test.status])).toEqual([
      ["BT-070", "passed"],
      ["BT-071", "failed"],
    ]);
    expect(result.tests[1]?.evidence).toMatchObject({
      message: "expected 6 to be 5 // Object.is equality",
      location: { file: "math.test.js", line: 3 },
    });
  });
});
