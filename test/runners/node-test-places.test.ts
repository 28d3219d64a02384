import { describe, expect, it } from "vitest";
import { placeTests, type RecordEvent } from "../../src/runners/node-test-places.js";

const ran = (file: string): RecordEvent => ({ kind: "ran", file });
const done = (file: string): RecordEvent => ({ kind: "done", file });
const test = (name: string, file: string, nesting = 0, suite = false): RecordEvent => ({
  kind: "test",
  name,
  file,
  nesting,
  suite,
});

/**
 * The events in the order node 20.20 gave them to a reporter on a real run (--test-concurrency=3),
 * with util.js also run as a file, as `node --test` does with a helper under test/: a.test.js is
 * slow, so b's and c's files end first and their tests wait, reported after a's with no end
 * between them. util.js declares tests for a and b and none of its own.
 */
const WAITED: RecordEvent[] = [
  ran("a.test.js"),
  ran("b.test.js"),
  ran("c.test.js"),
  ran("util.js"),
  done("b.test.js"),
  done("c.test.js"),
  test("a slow", "a.test.js"),
  test("a from helper", "util.js"),
  done("a.test.js"),
  test("b from helper", "util.js"),
  test("c quick", "c.test.js"),
  test("util.js", "util.js"),
  done("util.js"),
];

describe("where node ran each test, from the events its reporter saw", () => {
  it("places a helper's test in the file that ran it, or in the files it may have run in", () => {
    const placed = placeTests(WAITED).map((each) => [each.name, each.ranIn]);
    expect(placed).toEqual([
      ["a slow", ["a.test.js"]],
      // a's tests were reported as they ran: a's end closes them.
      ["a from helper", ["a.test.js"]],
      // b's waited, and c's followed with nothing between: b or c, never the helper.
      ["b from helper", ["b.test.js", "c.test.js"]],
      ["c quick", ["c.test.js"]],
      ["util.js", ["util.js"]],
    ]);
  });

  it("leaves out a describe and a test that holds subtests: the report's <testsuite>", () => {
    const placed = placeTests([
      ran("a.test.js"),
      test("leaf", "a.test.js", 1),
      test("group", "a.test.js", 0, true),
      test("child", "a.test.js", 1),
      test("parent", "a.test.js", 0),
      test("alone", "a.test.js", 0),
      done("a.test.js"),
    ]);
    expect(placed.map((each) => each.name)).toEqual(["leaf", "child", "alone"]);
  });
});
