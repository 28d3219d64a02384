import { describe, expect, it } from "vitest";
import { findLocationInText } from "../../src/junit/source-location.js";
import { junitTestId, junitTestTitle } from "../../src/junit/test-id.js";

describe("JUnit ids and titles", () => {
  it.each([
    ["BT-007 returns 404", "BT-007", "returns 404"],
    ["BT-007 - returns 404", "BT-007", "returns 404"],
    ["BT-007: returns 404", "BT-007", "returns 404"],
    ["lists todos", "api.test > lists todos", "lists todos"],
    ["BT-007", "BT-007", "BT-007"],
  ])("%s has id %s and title %s", (name, id, title) => {
    expect(junitTestId(name, "api.test")).toBe(id);
    expect(junitTestTitle(name, id)).toBe(title);
  });
});

describe("failure locations", () => {
  it("reads file:// frames as paths (Node's test runner and vitest print them)", () => {
    const text =
      "AssertionError: 67 !== 33\n    at TestContext.<anonymous> (file:///tmp/p/test/stats.test.js:12:10)\n    at node:internal/test_runner/test:796:25";
    expect(findLocationInText(text, "/tmp/p/test/stats.test.js")).toEqual({
      file: "/tmp/p/test/stats.test.js",
      line: 12,
    });
    expect(findLocationInText(text, null)).toEqual({ file: "/tmp/p/test/stats.test.js", line: 12 });
  });

  it("takes a JavaScript stack's innermost frame in the test file, named or not", () => {
    // mocha, an assertion in a callback the test's helper ran: morgan's `after` at 1606 was taken.
    const callback = [
      "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:",
      "",
      "-1 !== 3",
      "",
      "    at /tmp/p/test/a.js:7:14",
      "    at Immediate._onImmediate (test/a.js:3:50)",
      "    at process.processImmediate (node:internal/timers:483:21)",
    ].join("\n");
    expect(findLocationInText(callback, "test/a.js")?.line).toBe(7);
    const forEach = [
      "AssertionError: Expected values to be strictly equal:",
      "    at /tmp/p/test/a.js:13:14",
      "    at Array.forEach (<anonymous>)",
      "    at Context.<anonymous> (test/a.js:12:9)",
    ].join("\n");
    expect(findLocationInText(forEach, "test/a.js")?.line).toBe(13);
    // pytest's traceback ends at the failing line: the last mention, as before.
    const pytest = "tests/test_a.py:4: in test_a\n    helper()\ntests/test_a.py:9: AssertionError";
    expect(findLocationInText(pytest, "tests/test_a.py")?.line).toBe(9);
  });
});
