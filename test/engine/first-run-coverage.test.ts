import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { openSession } from "../../src/engine/session.js";
import { runVerify } from "../../src/engine/verify.js";
import { withRunnerRetry } from "../../src/junit/runner-retry.js";
import { runnerOf } from "../../src/runners/registry.js";
import { CODEC_JEST } from "../support/codec-project.js";
import { jestModules } from "../support/jest-install.js";
import { PRICES_JEST, PRICES_JEST_COMMAND, PRICES_VITEST } from "../support/prices-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * vitest and jest retry a failure inside their first run; the setup file our reporter adds
 * records coverage from that retry on, so triage has what it needs without starting the runner
 * again: one load of the test file in all, one group blamed on the seeded function.
 */
const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function verifyPrices(files: Record<string, string>, modules: string, command: string) {
  const root = await createTempProject(files);
  roots.push(root);
  await symlink(modules, path.join(root, "node_modules"));
  const config = configSchema.parse({
    retries: 1,
    tiers: [{ name: "unit", command, junit: "reports/junit.xml" }],
  });
  // A temp folder of this run's own: other test files run verify at the same time, and their
  // coverage folders would come and go in a shared one.
  const temp = await mkdtemp(path.join(tmpdir(), "fix-loop-test-temp-"));
  roots.push(temp);
  const shared = process.env.TMPDIR;
  process.env.TMPDIR = temp;
  const results = await runVerify({ cwd: root, config, configPath: "fix-loop.yml" }).finally(() => {
    if (shared === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = shared;
  });
  const loads = (await readFile(path.join(root, "loads.log"), "utf8")).trim().split("\n");
  const tapsLeft = (await readdir(temp)).filter((name) =>
    name.startsWith("fix-loop-runner-coverage-"),
  ).length;
  return { results, loads, tapsLeft, root };
}

describe.each([
  {
    runner: "vitest",
    files: PRICES_VITEST,
    modules: async () => path.join(import.meta.dirname, "../../node_modules"),
    command: "node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml",
    twiceImport: 'import { it } from "vitest";\n',
  },
  {
    runner: "jest",
    files: PRICES_JEST,
    modules: jestModules,
    command: PRICES_JEST_COMMAND,
    twiceImport: "",
  },
])(
  "coverage taken by $runner's own retry in the first run",
  ({ files, modules, command, twiceImport }) => {
    it("starts the runner once, and blames the two failures' one cause on cents", async () => {
      const { results, loads, tapsLeft } = await verifyPrices(files, await modules(), command);
      expect(loads).toEqual(["load"]);
      expect(results.tests.filter((test) => test.status === "failed").map((t) => t.runs)).toEqual([
        2, 2,
      ]);
      expect(results.groups).toHaveLength(1);
      expect(results.groups[0]?.tests).toHaveLength(2);
      expect(results.groups[0]?.triage?.culprit).toMatchObject({
        file: "src/prices.js",
        function: "cents",
        source: "coverage",
      });
      expect(results.phases?.coverageMs).toBe(0);
      // What the hooks' takes cost is said, as a part of the first run's time.
      const { coverageInRunsMs = 0, firstRunMs = 0 } = results.phases ?? {};
      expect(coverageInRunsMs).toBeGreaterThan(0);
      expect(coverageInRunsMs).toBeLessThan(firstRunMs);
      expect(tapsLeft).toBe(0);
    });

    it("records nothing when every test passes, two of them of one name", async () => {
      const root = await createTempProject({
        ...files,
        "src/prices.js": (files["src/prices.js"] as string).replace(" + 1; // seeded", "; //"),
        // A name seen twice in a file is not a retry.
        "test/twice.test.js": `${twiceImport}it("same", () => {});\nit("same", () => {});\n`,
      });
      roots.push(root);
      await symlink(await modules(), path.join(root, "node_modules"));
      const config = configSchema.parse({
        retries: 1,
        tiers: [{ name: "unit", command, junit: "reports/junit.xml" }],
      });
      const session = await openSession({ cwd: root, config, configPath: "fix-loop.yml" });
      try {
        const run = await session.runTiers({}, { takeCoverage: true });
        expect(run.tests.map((test) => test.status)).toEqual(Array(5).fill("passed"));
        expect(run.coverage?.size).toBe(0);
        expect(run.phases?.coverageInRunsMs).toBe(0);
      } finally {
        await session.close();
      }
    });
  },
);

/**
 * A route library whose `parse` always calls `tokens` (the bug drops a third part): every test
 * runs both, so no passing sample can part them, and the failures print two shapes of assertion
 * (two groups before coverage). 12 failures, each followed by three passing tests; no test's
 * name names a function (a tie goes to the function the failing tests name).
 */
function routesProject(runner: "vitest" | "jest"): Record<string, string> {
  const lines: string[] = [];
  for (let index = 0; index < 12; index++) {
    const failing =
      index % 2 === 0
        ? `  it("reads a/b/c${index}", () => { expect(parse("a/b/c${index}")).toBe("a/b/c${index}"); });`
        : `  it("matches a/b/c${index}", () => { expect(compile("a/b/c${index}") === "^a/b/c${index}$", "the pattern is wrong").toBe(true); });`;
    lines.push(failing);
    lines.push(
      `  it("reads a${index}", () => { expect(parse("a${index}/x")).toBe("a${index}/x"); });`,
      `  it("matches b${index}", () => { expect(compile("b${index}/x")).toBe("^b${index}/x$"); });`,
      `  it("reads c${index}", () => { expect(parse("c${index}/x")).toBe("c${index}/x"); });`,
    );
  }
  const source = [
    "function tokens(path) { return path.split('/').filter(Boolean).slice(0, 2); } // seeded: drops a third part",
    "function parse(path) { return tokens(path).join('/'); }",
    "function compile(path) { return '^' + parse(path) + '$'; }",
  ];
  return runner === "vitest"
    ? {
        "package.json": '{ "type": "module" }',
        "vitest.config.mjs": 'export default { test: { include: ["test/**/*.test.js"] } };\n',
        "src/routes.js": [...source, "export { compile, parse, tokens };"].join("\n"),
        "test/routes.test.js": [
          'import { appendFileSync } from "node:fs";',
          'import { describe, expect, it } from "vitest";',
          'import { compile, parse } from "../src/routes.js";',
          'appendFileSync("loads.log", "load\\n");',
          'describe("routes", () => {',
          ...lines,
          "});",
        ].join("\n"),
      }
    : {
        "package.json": '{ "private": true }',
        "src/routes.js": [...source, "module.exports = { compile, parse, tokens };"].join("\n"),
        "test/routes.test.js": [
          'const { appendFileSync } = require("node:fs");',
          'const { compile, parse } = require("../src/routes.js");',
          'appendFileSync("loads.log", "load\\n");',
          'describe("routes", () => {',
          ...lines.map((line) => line.replace(', "the pattern is wrong")', ")")),
          "});",
        ].join("\n"),
      };
}

describe.each([
  {
    runner: "vitest" as const,
    modules: async () => path.join(import.meta.dirname, "../../node_modules"),
    command: "node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml",
  },
  { runner: "jest" as const, modules: jestModules, command: PRICES_JEST_COMMAND },
])("$runner: suspects that every test runs together", ({ runner, modules, command }) => {
  it("ranks them with the passing tests the first run took, the runner started once", async () => {
    const { results, loads } = await verifyPrices(routesProject(runner), await modules(), command);
    expect(results.tests.filter((test) => test.status === "failed")).toHaveLength(12);
    // Before, the first run took 20 tests after the first failure, failures among them: 15
    // passing ones left tokens and parse tied, and the runner started again for 20 more, which
    // could not part them either.
    expect(loads).toEqual(["load"]);
    expect(results.phases?.coverageMs).toBe(0);
    expect(results.groups.map((group) => group.triage?.culprit?.file)).toEqual(
      results.groups.map(() => "src/routes.js"),
    );
  });
});

describe("a jest project that retries a block's failures after its last test (jest.retryTimes of its own, as every jest 29 retries)", () => {
  it("ranks with the passing tests that follow the first failure: the cause, not the helper every test calls", async () => {
    const { results, loads } = await verifyPrices(
      {
        "package.json": '{ "private": true }',
        "src/prices.js": [
          "function amount(x) { return Number(x); }",
          "function cents(x) { return Math.round(amount(x) * 100) + 1; }",
          "function tax(x) { return amount(x) * 0.2; }",
          "module.exports = { cents, tax };",
        ].join("\n"),
        "test/prices.test.js": [
          'const { appendFileSync } = require("node:fs");',
          'const { cents, tax } = require("../src/prices.js");',
          'appendFileSync("loads.log", "load\\n");',
          "jest.retryTimes(1);",
          'describe("prices", () => {',
          '  test("cents", () => { expect(cents(1.5)).toBe(150); });',
          '  test("tax", () => { expect(tax(10)).toBe(2); });',
          '  test("tax of twenty", () => { expect(tax(20)).toBe(4); });',
          "});",
        ].join("\n"),
      },
      await jestModules(),
      PRICES_JEST_COMMAND,
    );
    expect(loads).toEqual(["load"]);
    expect(results.tests.find((test) => test.title === "prices cents")).toMatchObject({
      status: "failed",
      runs: 2,
    });
    // Recorded from the retry on, the failure had no passing test beside it: amount and cents
    // tied, and the alphabet chose amount.
    expect(results.groups.map((group) => group.triage?.culprit?.function)).toEqual(["cents"]);
    expect(results.phases?.coverageMs).toBe(0);
  });
});

describe("the coverage a failing jest file records from its first failure on", () => {
  it("records a failure once: its retry is left out when its failed attempt was recorded", async () => {
    const root = await createTempProject({
      "package.json": '{ "private": true }',
      "src/prices.js":
        "function cents(x) { return Math.round(x * 100) + 1; }\nmodule.exports = { cents };\n",
      "test/prices.test.js": [
        'const { cents } = require("../src/prices.js");',
        // Retries after the block's last test, as every jest 29 retries.
        "jest.retryTimes(1);",
        'describe("prices", () => {',
        '  test("first", () => { expect(cents(1)).toBe(100); });',
        '  test("passes", () => { expect(typeof cents).toBe("function"); });',
        '  test("second", () => { expect(cents(2)).toBe(200); });',
        "});",
      ].join("\n"),
    });
    roots.push(root);
    await symlink(await jestModules(), path.join(root, "node_modules"));
    const scratch = await mkdtemp(path.join(tmpdir(), "fix-loop-test-records-"));
    roots.push(scratch);
    const out = path.join(scratch, "coverage.jsonl");
    const retry = await withRunnerRetry(runnerOf("jest"), PRICES_JEST_COMMAND, 1, scratch, {
      ...process.env,
      FIX_LOOP_COVERAGE_OUT: out,
      FIX_LOOP_COVERAGE_FROM: "failure",
    });
    spawnSync("sh", ["-c", retry?.command ?? "false"], {
      cwd: root,
      env: retry?.env,
      stdio: "ignore",
    });
    const names = (await readFile(out, "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line).name);
    // "first": only its retry (recording starts after its failed attempt); "second": its
    // failed attempt, not its retry as well.
    expect(names.sort()).toEqual(["prices first", "prices passes", "prices second"]);
  });
});

describe("the coverage of a failure jest retries at once (fix-loop's retryImmediately)", () => {
  it("takes one record of a failed attempt and its retry: no take between them", async () => {
    // The test file counts the takes: the session's post is Node's own, shared with the setup file.
    const root = await createTempProject({
      "package.json": '{ "private": true }',
      "src/prices.js":
        "function cents(x) { return Math.round(x * 100) + 1; }\nmodule.exports = { cents };\n",
      "test/prices.test.js": [
        'const inspector = require("inspector");',
        'const { writeFileSync } = require("fs");',
        "let takes = 0;",
        "const post = inspector.Session.prototype.post;",
        "inspector.Session.prototype.post = function (method, ...rest) {",
        '  if (method === "Profiler.takePreciseCoverage") takes++;',
        "  return post.call(this, method, ...rest);",
        "};",
        'const { cents } = require("../src/prices.js");',
        'describe("prices", () => {',
        '  test("first", () => { expect(cents(1)).toBe(100); });',
        '  test("second", () => { expect(cents(2)).toBe(200); });',
        '  test("third", () => { expect(cents(3)).toBe(300); });',
        '  test("passes", () => { expect(typeof cents).toBe("function"); });',
        "  afterAll(() => writeFileSync(process.env.TAKES_OUT, String(takes)));",
        "});",
      ].join("\n"),
    });
    roots.push(root);
    await symlink(await jestModules(), path.join(root, "node_modules"));
    const scratch = await mkdtemp(path.join(tmpdir(), "fix-loop-test-records-"));
    roots.push(scratch);
    const out = path.join(scratch, "coverage.jsonl");
    const takesOut = path.join(scratch, "takes");
    const retry = await withRunnerRetry(runnerOf("jest"), PRICES_JEST_COMMAND, 1, scratch, {
      ...process.env,
      FIX_LOOP_COVERAGE_OUT: out,
      FIX_LOOP_COVERAGE_FROM: "failure",
      TAKES_OUT: takesOut,
    });
    spawnSync("sh", ["-c", retry?.command ?? "false"], {
      cwd: root,
      env: retry?.env,
      stdio: "ignore",
    });
    const records = (await readFile(out, "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(records.map((record) => record.name).sort()).toEqual([
      "prices first",
      "prices passes",
      "prices second",
      "prices third",
    ]);
    // One take starts recording (at the first failure's retry), then one a record. Taken apart,
    // "second" and "third" each cost one more: the take after a recorded attempt is spoilt by
    // its retry, which the next test's record must not count.
    expect(Number(await readFile(takesOut, "utf8"))).toBe(records.length + 1);
  });
});

describe("a jest project whose failing tests compare what its describe body computed", () => {
  it("runs the failures' file once more, its describe body recorded, and names the one group's cause", async () => {
    const { results, loads } = await verifyPrices(
      {
        ...CODEC_JEST,
        // Coverage may take as long as the tier took (wall time): this file, never re-run,
        // keeps that longer than a run of the failures' file however loaded the machine is,
        // asleep rather than spinning a core (1.5 s was once too short in a full run).
        "test/slow.test.js":
          'test("waits", () => new Promise((done) => setTimeout(done, 4000)));\n',
      },
      await jestModules(),
      PRICES_JEST_COMMAND,
    );
    // The first run's coverage saw two failures call nothing and two call only decode.
    expect(
      results.groups.map((g) => [
        g.tests.length,
        g.triage?.culprit?.function,
        g.triage?.culprit?.source,
      ]),
    ).toEqual([[4, "encode", "coverage"]]);
    expect(loads).toEqual(["load", "load"]);
    expect(results.phases?.coverageMs).toBeGreaterThan(0);
    // The phases are apart: triage's own time leaves its coverage run out, so they add up to
    // no more than the run (the slow file alone keeps the coverage run past a second).
    const { firstRunMs = 0, retryMs = 0, coverageMs = 0, triageMs = 0 } = results.phases ?? {};
    expect(firstRunMs + retryMs + coverageMs + triageMs).toBeLessThanOrEqual(results.durationMs);
  });
});

describe("a jest project that injects no globals (injectGlobals: false)", () => {
  it("gets its retries and their coverage through @jest/globals, the runner started once", async () => {
    const { results, loads } = await verifyPrices(
      {
        ...PRICES_JEST,
        "package.json": '{ "private": true, "jest": { "injectGlobals": false } }',
        "test/prices.test.js": `const { describe, expect, test } = require("@jest/globals");\n${PRICES_JEST["test/prices.test.js"]}`,
      },
      await jestModules(),
      PRICES_JEST_COMMAND,
    );
    expect(loads).toEqual(["load"]);
    const statuses = Object.fromEntries(results.tests.map((test) => [test.title, test.status]));
    expect(statuses).toEqual({
      "prices cents": "failed",
      "prices label": "failed",
      "prices tax": "passed",
    });
    expect(results.tests.find((test) => test.title === "prices cents")?.runs).toBe(2);
    expect(results.groups.map((group) => group.triage?.culprit?.function)).toEqual(["cents"]);
    expect(results.phases?.coverageMs).toBe(0);
  });
});

describe("a jest run that takes its own V8 coverage (--coverage --coverageProvider=v8)", () => {
  it("reports the same coverage under verify as alone: fix-loop takes none of its own", async () => {
    const command = `${PRICES_JEST_COMMAND} --coverage --coverageProvider=v8 --coverageReporters=json-summary`;
    const { results, root } = await verifyPrices(PRICES_JEST, await jestModules(), command);
    expect(results.tests.filter((test) => test.status === "failed")).toHaveLength(2);
    const underVerify = JSON.parse(
      readFileSync(path.join(root, "coverage/coverage-summary.json"), "utf8"),
    );
    expect(underVerify).toEqual({
      total: { ...ALONE_SUMMARY, branchesTrue: UNKNOWN },
      [path.join(root, "src/prices.js")]: ALONE_SUMMARY,
    });
    expect(underVerify.total.functions.pct).toBe(100);
  });
});

/**
 * What the command alone (jest 30.5.2, JEST_PACKAGES) writes to coverage-summary.json for
 * PRICES_JEST: every line, statement, function and branch of src/prices.js, its only file.
 */
const ALONE_SUMMARY = {
  lines: { total: 10, covered: 10, skipped: 0, pct: 100 },
  statements: { total: 10, covered: 10, skipped: 0, pct: 100 },
  functions: { total: 3, covered: 3, skipped: 0, pct: 100 },
  branches: { total: 3, covered: 3, skipped: 0, pct: 100 },
};
const UNKNOWN = { total: 0, covered: 0, skipped: 0, pct: "Unknown" };
