import { describe, expect, it } from "vitest";
import { groupHeadline } from "../../src/report/culprit-words.js";
import type { Group } from "../../src/results/schema.js";

function group(
  signature: string,
  signatureFrom: "frame" | "coverage" | "change" | undefined,
  culprit: {
    file: string;
    function: string;
    source: "frame" | "coverage" | "change";
    score?: number;
    closeBehind?: { file: string; function: string; score: number }[];
  },
): Pick<Group, "signature" | "triage"> {
  return {
    signature,
    triage: {
      culprit,
      merged: [],
      signatures: [],
      keptApart: null,
      ...(signatureFrom ? { signatureFrom } : {}),
    },
  };
}

describe("a group's one line", () => {
  it("leaves out the function coverage first named when the culprit found later is another", () => {
    // jshttp/cookie with --base: coverage's first take was endIndex, the change is parseCookie.
    const line = groupHeadline(
      group("AssertionError in src/index.ts:endIndex", "coverage", {
        file: "src/index.ts",
        function: "parseCookie",
        source: "change",
      }),
    );
    expect(line).toBe(
      "AssertionError - likely in parseCookie (src/index.ts), changed since the base",
    );
  });

  it("keeps the function a stack named: the failure was raised there", () => {
    const line = groupHeadline(
      group("failure in error.go:(*Error).Error", "frame", {
        file: "mapping.go",
        function: "getKind",
        source: "change",
      }),
    );
    expect(line).toBe(
      "failure in error.go:(*Error).Error - likely in getKind (mapping.go), changed since the base",
    );
  });

  it("keeps the signature whole when its function is the culprit", () => {
    const line = groupHeadline(
      group("AssertionError in src/prices.js:exports.cents", "coverage", {
        file: "src/prices.js",
        function: "exports.cents",
        source: "coverage",
      }),
    );
    expect(line).toBe(
      "AssertionError in src/prices.js:exports.cents - likely in exports.cents (src/prices.js), by coverage of the failing tests",
    );
  });

  it("says a culprit coverage hardly singles out is only possible, with its score", () => {
    const line = groupHeadline(
      group("SyntaxError in lib/read.js:read", "frame", {
        file: "lib/types/text.js",
        function: "textParser",
        source: "coverage",
        score: 0.085,
      }),
    );
    expect(line).toBe(
      "SyntaxError in lib/read.js:read - possibly in textParser (lib/types/text.js), by coverage of the failing tests, weakly (score 0.085)",
    );
  });

  it("keeps it whole when results.json says nothing of where its function came from", () => {
    const line = groupHeadline(
      group("AssertionError in src/index.ts:endIndex", undefined, {
        file: "src/index.ts",
        function: "parseCookie",
        source: "change",
      }),
    );
    expect(line).toMatch(/^AssertionError in src\/index\.ts:endIndex - likely in parseCookie/);
  });

  it("names the functions coverage ranks close behind the culprit, with a file where it is another", () => {
    const line = groupHeadline(
      group("AssertionError", undefined, {
        file: "lib/encoding.js",
        function: "isQuality",
        source: "coverage",
        score: 0.787,
        closeBehind: [
          { file: "lib/encoding.js", function: "specify", score: 0.731 },
          { file: "index.js", function: "encodings", score: 0.713 },
        ],
      }),
    );
    expect(line).toBe(
      "AssertionError - likely in isQuality (lib/encoding.js), by coverage of the failing tests; close behind: specify, encodings (index.js)",
    );
  });

  it("says which of them tie with the culprit: the tie-breaks chose it", () => {
    // armon/go-radix with `getEdge` changed: `addEdge` and `getEdge` both 1.0.
    const line = groupHeadline(
      group("failure", undefined, {
        file: "radix.go",
        function: "go-radix.(*node).addEdge",
        source: "coverage",
        score: 1,
        closeBehind: [
          { file: "radix.go", function: "go-radix.(*node).getEdge", score: 1 },
          { file: "radix.go", function: "go-radix.(*Tree).Insert", score: 0.913 },
        ],
      }),
    );
    expect(line).toBe(
      "failure - likely in go-radix.(*node).addEdge (radix.go), by coverage of the failing tests; tied with go-radix.(*node).getEdge; close behind: go-radix.(*Tree).Insert",
    );
  });
});
