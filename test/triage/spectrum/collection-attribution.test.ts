import { describe, expect, it } from "vitest";
import type { TestResult } from "../../../src/results/schema.js";
import { attribute, type TestCoverage } from "../../../src/triage/spectrum/one-run-coverage.js";
import type { V8Script } from "../../../src/triage/spectrum/v8-coverage.js";
import { failedTest } from "../failed-test.js";

/**
 * What a describe body called while jest collected the tests (src/junit/describe-coverage.ts),
 * given to the tests it can have made values for: those declared after the call, or, where
 * the run took the body whole, every test of the block.
 */
const ROOT = "/project";
const FILE = `${ROOT}/test/codec.test.js`;

function called(fn: string): V8Script[] {
  return [
    {
      url: `file://${ROOT}/src/codec.js`,
      functions: [{ functionName: fn, ranges: [{ startOffset: 0, endOffset: 1, count: 1 }] }],
    },
  ];
}

const NAMES = ["codec encodes", "codec armours", "codec decodes"];
const tests: TestResult[] = NAMES.map((name) => ({
  ...failedTest(name, ["boom"]),
  file: "test/codec.test.js",
}));
const own: TestCoverage[] = NAMES.map((name) => ({ file: FILE, name, scripts: [] }));

function calls(found: Map<string, Set<string>>) {
  return Object.fromEntries([...found].map(([id, fns]) => [id, [...fns].sort()]));
}

describe("coverage of a describe body, per test", () => {
  it("gives each segment's calls to the tests declared after it", () => {
    const block: TestCoverage = {
      file: FILE,
      name: "codec",
      describe: true,
      tests: NAMES,
      segments: [
        { after: 0, scripts: called("encode") },
        { after: 1, scripts: called("armour") },
      ],
    };
    expect(calls(attribute(tests, [block, ...own], ROOT))).toEqual({
      "codec encodes": ["src/codec.js:encode"],
      "codec armours": ["src/codec.js:armour", "src/codec.js:encode"],
      "codec decodes": ["src/codec.js:armour", "src/codec.js:encode"],
    });
  });

  it("gives a body taken whole to every test whose name begins with the block's", () => {
    const block: TestCoverage = {
      file: FILE,
      name: "codec",
      describe: true,
      segments: [{ after: 0, scripts: [...called("encode"), ...called("armour")] }],
    };
    const other: TestCoverage = {
      ...block,
      name: "codecs",
      segments: [{ after: 0, scripts: called("decode") }],
    };
    expect(calls(attribute(tests, [block, other, ...own], ROOT))).toEqual(
      Object.fromEntries(
        NAMES.map((name) => [name, ["src/codec.js:armour", "src/codec.js:encode"]]),
      ),
    );
  });
});
