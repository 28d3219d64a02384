import { describe, expect, it } from "vitest";
import { idsNamed, idsNamedLike, nameOf } from "../../src/ids/test-names.js";

const KNOWN = [
  "github.com/hashicorp/go-version > TestConstraintCheck",
  "github.com/hashicorp/go-version > TestCore",
  "github.com/hashicorp/go-version > TestCheck/pre",
  "tests/test_markup.py::test_proxy[None]",
  "tests/test_markup.py::test_proxy[str]",
  "tests/test_escape.py::test_escape",
  "tests/test_leak.py::test_escape",
];

describe("a test's bare name", () => {
  it("is the last part of its id", () => {
    expect(nameOf(KNOWN[0] as string)).toBe("TestConstraintCheck");
    expect(nameOf(KNOWN[3] as string)).toBe("test_proxy[None]");
    expect(nameOf("BT-007")).toBe("BT-007");
  });

  it("names the one test that has it, and every test that shares it", () => {
    expect(idsNamed("TestConstraintCheck", KNOWN)).toEqual([KNOWN[0]]);
    expect(idsNamed("TestCheck/pre", KNOWN)).toEqual([KNOWN[2]]);
    expect(idsNamed("test_escape", KNOWN)).toEqual([KNOWN[5], KNOWN[6]]);
    // Only a whole name: a parametrised test's cases are named with their parameters.
    expect(idsNamed("test_proxy", KNOWN)).toEqual([]);
    // A name with a part before it is an id, named by nothing else.
    expect(idsNamed("other > TestCore", KNOWN)).toEqual([]);
  });

  it("puts the tests whose name begins as the text does first among the ids suggested", () => {
    expect(idsNamedLike("test_proxy", KNOWN)).toEqual([KNOWN[3], KNOWN[4]]);
    expect(idsNamedLike("testconstraint", KNOWN)).toEqual([KNOWN[0]]);
  });

  it("suggests the tests whose name is a typo away from the text, nearest first", () => {
    // domutils: "should respect limits" had three feeds tests of another file as its nearest.
    const known = [
      "src/feeds.spec.ts > getFeed > RSS_Example.xml",
      "src/querying.spec.ts > querying > find > should respect limit",
      "src/querying.spec.ts > querying > find > should respect limits of depth",
    ];
    expect(idsNamedLike("should respect limits", known)).toEqual([known[2], known[1]]);
    expect(idsNamedLike("TestCor", KNOWN)).toEqual([KNOWN[1]]);
    expect(idsNamedLike("TestCoreX", KNOWN)).toEqual([KNOWN[1]]);
  });
});
