import { describe, expect, it } from "vitest";
import { testName } from "../../src/report/terminal.js";

describe("a test's printed name", () => {
  it("is the id alone when the id already says the title", () => {
    expect(testName({ id: "test > picks br", title: "picks br" })).toBe("test > picks br");
    expect(testName({ id: "BT-007", title: "logs in" })).toBe("BT-007 logs in");
  });

  it("says a title once for the second test of an id, set apart by (2)", () => {
    // accept-negotiator: two files share a title; it printed "test > X (2) X".
    expect(testName({ id: "test > picks br (2)", title: "picks br" })).toBe("test > picks br (2)");
  });
});
