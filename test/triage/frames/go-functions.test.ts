import { describe, expect, it } from "vitest";
import { goAccessors } from "../../../src/triage/frames/go-functions.js";
import { callsByFunction } from "../../../src/triage/frames/source-calls.js";

const VERSION_GO = `package semver

import "fmt"

/* Compare(a, b) in a comment calls nothing. */
func (v *Version) Compare(o *Version) int {
	if d := compareSegment(v.Major(), o.Major()); d != 0 {
		return d
	}
	sort := func(a, b int) bool { return less(a, b) }
	_ = sort
	return comparePrePart(v.pre, o.pre)
}

func (v Version) Major() uint64 { return v.major }

var usage = \`a raw string with { braces and fake( calls
over two lines }\`

func compareSegment[T uint64 | int](v, o T) int {
	if v < o {
		return -1
	}
	fmt.Sprintf("%d(", v)
	return 0
}
`;

describe("what a go function calls, read from its file", () => {
  it("reads methods and generic functions by the name go's stacks end in, closures' calls as theirs, and no call in a comment or a string", () => {
    const calls = callsByFunction("version.go", VERSION_GO.split("\n"));
    expect(Object.fromEntries([...calls].map(([name, set]) => [name, [...set].sort()]))).toEqual({
      Compare: ["Major", "comparePrePart", "compareSegment", "less"],
      Major: [],
      compareSegment: ["Sprintf"],
    });
  });

  it("knows a getter, a method whose whole body hands back a field, from a function that decides", () => {
    expect([...goAccessors(VERSION_GO.split("\n"))]).toEqual(["Major"]);
  });
});
