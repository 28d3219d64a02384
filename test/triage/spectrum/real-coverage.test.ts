import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJunitCommand } from "../../../src/junit/run-junit-command.js";
import type { Group } from "../../../src/results/schema.js";
import { identifyRunner } from "../../../src/runners/registry.js";
import type { CoverageRunner } from "../../../src/triage/spectrum/coverage-runner.js";
import { triageFailures } from "../../../src/triage/triage.js";
import { selectiveCommandOf } from "../../corpus/selective-command.js";
import { CODEC_JEST } from "../../support/codec-project.js";
import { coverageOnce } from "../../support/coverage-once.js";
import { jestModules } from "../../support/jest-install.js";
import { PRICES_JEST, PRICES_JEST_COMMAND, PRICES_VITEST } from "../../support/prices-project.js";
import { SHOP_PROJECT } from "../../support/shop-project.js";

/**
 * Real runners over small real projects: a wrong value returned deep inside the code, so no
 * stack names it; only coverage can. Two shapes of assertion, one bug, one group.
 */
async function project(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "fix-loop-cov-"));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

async function runTier(root: string, command: string, report: string) {
  return runJunitCommand(
    { tier: "unit", requires: [], command, reports: [report] },
    {
      identify: identifyRunner,
      cwd: root,
      env: process.env,
      timeoutMs: 60_000,
      redact: (text: string) => text,
    },
  );
}

/** node:test writing its JUnit report, over a project made by nodeTestProject. */
const NODE_TEST =
  "node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml test/";

/** An ES-module project for node:test with these files, removed after the tests. */
async function nodeTestProject(files: Record<string, string>): Promise<string> {
  const root = await project({
    "package.json": '{ "type": "module" }',
    "reports/.keep": "",
    ...files,
  });
  roots.push(root);
  return root;
}

/** The coverage runner of the run's framework, re-running the tier's command made selective. */
function coverageRunnerOf(run: Awaited<ReturnType<typeof runTier>>, root: string, command: string) {
  return run.runner?.coverage?.runner({
    cwd: root,
    env: process.env,
    commandFor: selectiveCommandOf(run, command),
  });
}

/** Each group's size and the function it blames. */
function blamed(groups: readonly Group[]) {
  return groups.map((g) => [g.tests.length, g.triage?.culprit?.function]);
}

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

describe("coverage localisation with pytest", () => {
  const command = "python3 -m pytest -q -p no:cacheprovider --junitxml=reports/junit.xml";
  let root: string;
  /** The tier's one pytest run, which both tests read. */
  let run: Awaited<ReturnType<typeof runTier>>;
  beforeAll(async () => {
    root = await project(SHOP_PROJECT);
    roots.push(root);
    run = await runTier(root, command, "reports/junit.xml");
  });

  it("blames the function both failing tests called and the passing ones did not", async () => {
    expect(
      run.tests
        .filter((t) => t.status === "failed")
        .map((t) => t.id)
        .sort(),
    ).toEqual(["tests.test_prices > test_cents", "tests.test_prices > test_label"]);
    expect(run.runner?.name).toBe("pytest");
    const runner = coverageRunnerOf(run, root, command);
    expect(runner).not.toBeNull();
    const withCoverage = await triageFailures(run.tests, ["unit"], { root, coverage: runner });
    expect(withCoverage).toHaveLength(1);
    expect(withCoverage[0]?.signature).toBe("AssertionError in shop/prices.py:cents");
    expect(withCoverage[0]?.triage?.culprit).toMatchObject({
      file: "shop/prices.py",
      function: "cents",
      source: "coverage",
    });
    // Without coverage the two assertions have two shapes: two groups.
    expect(await triageFailures(run.tests, ["unit"], { root })).toHaveLength(2);
  });
  it("re-runs nothing with coverage when the failures make one group without it", async () => {
    // What a run of tests/test_prices.py::test_cents alone reports: that one failing test.
    const alone = run.tests.filter((test) => test.id === "tests.test_prices > test_cents");
    expect(alone.map((test) => test.status)).toEqual(["failed"]);
    const real = coverageRunnerOf(run, root, command);
    let reruns = 0;
    const counted: CoverageRunner = {
      run(tests, signal) {
        reruns++;
        return (real as CoverageRunner).run(tests, signal);
      },
    };
    const groups = await triageFailures(alone, ["unit"], { root, coverage: counted });
    expect(groups.map((g) => [g.tests.length, g.triage?.culprit])).toEqual([[1, null]]);
    expect(reruns).toBe(0);
  });
});

describe("coverage localisation with node:test", () => {
  it("reads NODE_V8_COVERAGE per test", async () => {
    const root = await nodeTestProject({
      "src/prices.js": [
        "export function cents(amount) {",
        "  return Math.round(amount * 100) + 1; // seeded: off by one",
        "}",
        "export function label(amount) {",
        '  return String(cents(amount)) + " c";',
        "}",
        "export function tax(amount) {",
        "  return Math.round(amount * 20) / 100;",
        "}",
      ].join("\n"),
      "test/prices.test.js": [
        'import { test } from "node:test";',
        'import assert from "node:assert/strict";',
        'import { cents, label, tax } from "../src/prices.js";',
        'test("cents", () => { assert.equal(cents(1.5), 150); });',
        // A message of its own: with one signature for both there would be one group already,
        // and nothing for coverage to decide.
        "test(\"label\", () => { assert.ok(label(2) === '200 c', 'the label of 2 is wrong'); });",
        'test("tax", () => { assert.equal(tax(10), 2); });',
      ].join("\n"),
    });
    const command = NODE_TEST;
    const run = await runTier(root, command, "reports/junit.xml");
    expect(run.tests.filter((t) => t.status === "failed")).toHaveLength(2);
    expect(run.runner?.name).toBe("node");
    const runner = coverageRunnerOf(run, root, command);
    const groups = await triageFailures(run.tests, ["unit"], { root, coverage: runner });
    expect(blamed(groups)).toEqual([[2, "cents"]]);
  });
});

describe("a value a built-in throws on", () => {
  it("is blamed on the function that made it, not the one that handed it over", async () => {
    const root = await nodeTestProject({
      "src/chars.js": [
        "export function codePointOf(hex) {",
        "  return parseInt(hex, 16) + 0x110000; // seeded: out of range",
        "}",
        "export function render(hex) {",
        "  return String.fromCodePoint(codePointOf(hex));",
        "}",
        "export function upper(text) {",
        "  return text.toUpperCase();",
        "}",
      ].join("\n"),
      "test/chars.test.js": [
        'import { test } from "node:test";',
        'import assert from "node:assert/strict";',
        'import { codePointOf, render, upper } from "../src/chars.js";',
        'test("code point", () => { assert.equal(codePointOf("41"), 65); });',
        'test("render", () => { assert.equal(render("41"), "A"); });',
        'test("upper", () => { assert.equal(upper("a"), "A"); });',
      ].join("\n"),
    });
    const command = NODE_TEST;
    const run = await runTier(root, command, "reports/junit.xml");
    const rendered = run.tests.find((t) => t.id.endsWith("render"));
    // String.fromCodePoint threw; the stack's project frame is render, which only passed it on.
    expect(rendered?.evidence?.excerpt).toContain("RangeError");
    expect((await triageFailures(run.tests, ["unit"], { root })).length).toBe(2);
    const runner = coverageRunnerOf(run, root, command);
    const groups = await triageFailures(run.tests, ["unit"], { root, coverage: runner });
    expect(blamed(groups)).toEqual([[2, "codePointOf"]]);
  });
});

describe("a function and the helper a stack shows it calling", () => {
  it("are one culprit: the helper that threw takes the value failures coverage gave its caller", async () => {
    const root = await nodeTestProject({
      "src/text.js": [
        "export function clean(word) {",
        '  return word.trim().slice(0, 5); // seeded: was (word ?? "").trim()',
        "}",
        "export function title(word) {",
        "  const cleaned = clean(word);",
        "  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);",
        "}",
        "export function shout(word) {",
        "  return clean(word).toUpperCase();",
        "}",
      ].join("\n"),
      "test/text.test.js": [
        'import { test } from "node:test";',
        'import assert from "node:assert/strict";',
        'import { shout, title } from "../src/text.js";',
        'test("title of nothing", () => { assert.equal(title(undefined), ""); });',
        'test("long title", () => { assert.equal(title("elephant"), "Elephant"); });',
        'test("short title", () => { assert.equal(title("cat"), "Cat"); });',
        'test("shout", () => { assert.equal(shout("hi"), "HI"); });',
      ].join("\n"),
    });
    const command = NODE_TEST;
    const run = await runTier(root, command, "reports/junit.xml");
    expect(run.tests.filter((t) => t.status === "failed")).toHaveLength(2);
    const runner = coverageOnce(coverageRunnerOf(run, root, command) as CoverageRunner);
    // Alone, coverage blames the caller: passing tests reach clean through shout, not title.
    const covered = await runner.run(run.tests);
    const long = run.tests.find((t) => t.id.endsWith("long title"));
    expect([...(covered.get(long?.id ?? "") ?? [])].sort()).toEqual([
      "src/text.js:clean",
      "src/text.js:title",
    ]);
    const groups = await triageFailures(run.tests, ["unit"], { root, coverage: runner });
    expect(blamed(groups)).toEqual([[2, "clean"]]);
  });
});

describe("coverage localisation with vitest", () => {
  it("takes every chosen test's functions from one vitest run, each test's apart", async () => {
    const root = await project(PRICES_VITEST);
    roots.push(root);
    await symlink(
      path.join(import.meta.dirname, "../../../node_modules"),
      path.join(root, "node_modules"),
    );
    await expectOneRunCoverage(
      root,
      "node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml",
      "test/prices.test.js > prices > ",
    );
  });
});

describe("coverage localisation with jest", () => {
  it("takes every chosen test's functions from one jest run, each test's apart", async () => {
    const root = await project(PRICES_JEST);
    roots.push(root);
    await symlink(await jestModules(), path.join(root, "node_modules"));
    await expectOneRunCoverage(root, PRICES_JEST_COMMAND, "prices ");
  });
});

describe("coverage of what a describe block computes while jest collects its tests", () => {
  it("counts for the block's tests, whose own bodies call no project function", async () => {
    const root = await project({
      "package.json": '{ "private": true }',
      "src/words.js": [
        "function shout(text) {",
        '  return text.toUpperCase() + "!!"; // seeded: one "!" too many',
        "}",
        "function whisper(text) {",
        "  return text.toLowerCase();",
        "}",
        "module.exports = { shout, whisper };",
      ].join("\n"),
      "test/words.test.js": [
        'const { shout, whisper } = require("../src/words.js");',
        'describe("shouting", () => {',
        '  const loud = shout("hi");',
        '  test("is upper case", () => { expect(loud).toBe("HI!"); });',
        '  test("ends once", () => { expect(loud.endsWith("!!")).toBe(false); });',
        "});",
        'describe("whispering", () => {',
        '  test("is lower case", () => { expect(whisper("HI")).toBe("hi"); });',
        '  test("keeps spaces", () => { expect(whisper(" A ")).toBe(" a "); });',
        "});",
      ].join("\n"),
    });
    roots.push(root);
    await symlink(await jestModules(), path.join(root, "node_modules"));
    const run = await runTier(root, PRICES_JEST_COMMAND, "reports/junit.xml");
    expect(run.tests.filter((t) => t.status === "failed").map((t) => t.id)).toEqual([
      "shouting is upper case",
      "shouting ends once",
    ]);
    const runner = coverageOnce(coverageRunnerOf(run, root, PRICES_JEST_COMMAND) as CoverageRunner);
    const covered = await runner.run(run.tests);
    expect(Object.fromEntries([...covered].map(([id, fns]) => [id, [...fns].sort()]))).toEqual({
      "shouting is upper case": ["src/words.js:shout"],
      "shouting ends once": ["src/words.js:shout"],
      "whispering is lower case": ["src/words.js:whisper"],
      "whispering keeps spaces": ["src/words.js:whisper"],
    });
    const groups = await triageFailures(run.tests, ["unit"], { root, coverage: runner });
    expect(blamed(groups)).toEqual([[2, "shout"]]);
  });

  it("counts what the body computed for the tests declared after it, not for those before", async () => {
    const root = await project(CODEC_JEST);
    roots.push(root);
    await symlink(await jestModules(), path.join(root, "node_modules"));
    const run = await runTier(root, PRICES_JEST_COMMAND, "reports/junit.xml");
    const runner = coverageRunnerOf(run, root, PRICES_JEST_COMMAND) as CoverageRunner;
    const covered = await runner.run(run.tests);
    expect(Object.fromEntries([...covered].map(([id, fns]) => [id, [...fns].sort()]))).toEqual({
      "codec encodes a & b": ["src/codec.js:encode"],
      "codec round trips a & b": ["src/codec.js:decode", "src/codec.js:encode"],
      "codec armours a & b": ["src/codec.js:armour", "src/codec.js:encode"],
      "codec encodes c & d": ["src/codec.js:armour", "src/codec.js:encode"],
      "codec round trips c & d": [
        "src/codec.js:armour",
        "src/codec.js:decode",
        "src/codec.js:encode",
      ],
      "codec armours c & d": ["src/codec.js:armour", "src/codec.js:encode"],
      "codec decodes": ["src/codec.js:armour", "src/codec.js:decode", "src/codec.js:encode"],
    });
  });
});

/**
 * The tier's run, then coverage for its tests from the runner in one process (the test file is
 * loaded once, each test's functions apart), then triage: one group of two, blamed on cents.
 */
async function expectOneRunCoverage(root: string, command: string, idPrefix: string) {
  const run = await runTier(root, command, "reports/junit.xml");
  expect(run.tests.filter((t) => t.status === "failed")).toHaveLength(2);
  const runner = coverageOnce(coverageRunnerOf(run, root, command) as CoverageRunner);
  await rm(path.join(root, "loads.log"));
  const covered = await runner.run(run.tests);
  expect((await readFile(path.join(root, "loads.log"), "utf8")).trim().split("\n")).toEqual([
    "load",
  ]);
  expect(Object.fromEntries([...covered].map(([id, fns]) => [id, [...fns].sort()]))).toEqual({
    [`${idPrefix}cents`]: ["src/prices.js:cents"],
    [`${idPrefix}label`]: ["src/prices.js:cents", "src/prices.js:label"],
    [`${idPrefix}tax`]: ["src/prices.js:tax"],
  });
  const groups = await triageFailures(run.tests, ["unit"], { root, coverage: runner });
  expect(blamed(groups)).toEqual([[2, "cents"]]);
}

/**
 * A jest transform compiling with TypeScript to ES5, as ts-jest does: object spread becomes a
 * call of `__assign`, a helper written into the compiled module that the source never names.
 */
const SPREAD_JEST: Record<string, string> = {
  "package.json": JSON.stringify({
    private: true,
    jest: { transform: { "\\.js$": "<rootDir>/es5-transform.cjs" } },
  }),
  "es5-transform.cjs": [
    `const ts = require(${JSON.stringify(path.join(import.meta.dirname, "../../../node_modules/typescript"))});`,
    "module.exports = {",
    "  process(source, file) {",
    "    const options = { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.CommonJS };",
    "    return { code: ts.transpileModule(source, { compilerOptions: options, fileName: file }).outputText };",
    "  },",
    "};",
  ].join("\n"),
  "src/box.js": [
    "export function resized(box, by) {",
    "  return { ...box, width: box.width * by, height: box.height + by }; // seeded: + for *",
    "}",
    "export function area(box) {",
    "  return box.width * box.height;",
    "}",
  ].join("\n"),
  "test/box.test.js": [
    'import { resized, area } from "../src/box.js";',
    'describe("box", () => {',
    '  test("doubles both sides", () => { expect(resized({ width: 2, height: 3 }, 2).height).toBe(6); });',
    "  test(\"keeps its colour\", () => { const big = resized({ width: 1, height: 1, colour: 'red' }, 3); if (big.height !== 3) throw new Error('the height is wrong'); });",
    '  test("area", () => { expect(area({ width: 2, height: 3 })).toBe(6); });',
    '  test("area of a square", () => { expect(area({ width: 4, height: 4 })).toBe(16); });',
    "});",
  ].join("\n"),
};

describe("a helper the compiler wrote into the module", () => {
  it("is never the culprit: the function of the source that called it is", async () => {
    const root = await project(SPREAD_JEST);
    roots.push(root);
    await symlink(await jestModules(), path.join(root, "node_modules"));
    const run = await runTier(root, PRICES_JEST_COMMAND, "reports/junit.xml");
    expect(run.tests.filter((t) => t.status === "failed")).toHaveLength(2);
    const runner = coverageOnce(coverageRunnerOf(run, root, PRICES_JEST_COMMAND) as CoverageRunner);
    const covered = await runner.run(run.tests);
    // The spectrum cannot tell them apart: both run in exactly the failing tests.
    expect([...(covered.get("box doubles both sides") ?? [])].sort()).toEqual([
      "src/box.js:__assign",
      "src/box.js:resized",
    ]);
    const groups = await triageFailures(run.tests, ["unit"], { root, coverage: runner });
    expect(groups.map((g) => [g.tests.length, g.triage?.culprit])).toEqual([
      [2, { file: "src/box.js", function: "resized", source: "coverage", score: 1 }],
    ]);
  });
});

/**
 * path-to-regexp's shape: `hasInSegment` is declared inside `toRegExpSource` (whose signature
 * spans lines) and its loop condition is negated. Past the last token it throws, and the stack
 * names it; before it, it returns false and a test compares the source it made, which only
 * coverage can place: in the unit `toRegExpSource/hasInSegment`.
 */
const SEGMENT_VITEST: Record<string, string> = {
  "package.json": '{ "type": "module" }',
  "vitest.config.mjs": 'export default { test: { include: ["test/**/*.test.ts"] } };\n',
  "src/index.ts": [
    "type Token = { type: string; value: string };",
    "export function toRegExpSource(",
    "  tokens: Token[],",
    "  delimiter: string,",
    "): string {",
    "  function hasInSegment(index: number, type: string) {",
    "    while (!(index < tokens.length)) { // seeded: condition negated",
    "      const token = tokens[index++];",
    "      if (token.type === type) return true;",
    "      if (token.type === 'text' && token.value.includes(delimiter)) break;",
    "    }",
    "    return false;",
    "  }",
    '  let result = "";',
    "  for (let at = 0; at < tokens.length; at++) {",
    "    const token = tokens[at];",
    "    if (token.type === 'param') result += hasInSegment(at + 1, 'wildcard') ? '(.+?)' : '([^/]+)';",
    "    else if (token.type === 'wildcard') result += '(.*)';",
    "    else result += token.value;",
    "  }",
    "  return result;",
    "}",
  ].join("\n"),
  "test/index.test.ts": [
    'import { describe, expect, it } from "vitest";',
    'import { toRegExpSource } from "../src/index.ts";',
    "const param = { type: 'param', value: 'id' };",
    "const text = (value: string) => ({ type: 'text', value });",
    "const wildcard = { type: 'wildcard', value: 'rest' };",
    'describe("source", () => {',
    "  it(\"ends in a param\", () => { expect(toRegExpSource([text('/user/'), param], '/')).toBe('/user/([^/]+)'); });",
    "  it(\"ends in a param after text\", () => { expect(toRegExpSource([text('/a/'), param], '/')).toBe('/a/([^/]+)'); });",
    "  it(\"a param before a wildcard is lazy\", () => { expect(toRegExpSource([param, wildcard], '/')).toBe('(.+?)(.*)'); });",
    "  it(\"a param before text and a wildcard is lazy\", () => { expect(toRegExpSource([param, text('-'), wildcard], '/')).toBe('(.+?)-(.*)'); });",
    "  it(\"text alone\", () => { expect(toRegExpSource([text('/about')], '/')).toBe('/about'); });",
    "  it(\"a wildcard alone\", () => { expect(toRegExpSource([wildcard], '/')).toBe('(.*)'); });",
    "});",
  ].join("\n"),
};

describe("a function declared inside another (vitest)", () => {
  it("is one culprit, named as the stack that shows it throwing names it", async () => {
    const root = await project(SEGMENT_VITEST);
    roots.push(root);
    await symlink(
      path.join(import.meta.dirname, "../../../node_modules"),
      path.join(root, "node_modules"),
    );
    const command = "node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml";
    const run = await runTier(root, command, "reports/junit.xml");
    expect(run.tests.filter((t) => t.status === "failed")).toHaveLength(4);
    const runner = coverageRunnerOf(run, root, command) as CoverageRunner;
    const groups = await triageFailures(run.tests, ["unit"], { root, coverage: runner });
    expect(blamed(groups)).toEqual([[4, "hasInSegment"]]);
  });
});
