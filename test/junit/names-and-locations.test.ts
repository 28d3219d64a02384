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
});
