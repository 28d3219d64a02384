import path from "node:path";
import { describe, expect, it } from "vitest";
import { howTestEnded } from "../../src/engine/how-it-ended.js";
import { junitEvidence } from "../../src/junit/junit-evidence.js";
import { parseJunitFile } from "../../src/junit/parse-junit.js";
import { decisiveLine } from "../../src/triage/decisive-line.js";
import { isProjectCode } from "../../src/triage/frames/project-code.js";
import { failedTest } from "../triage/failed-test.js";

const corpus = path.join(path.dirname(new URL(import.meta.url).pathname), "../corpus/uuid");

/** The failed testcases of a gotestsum report from the corpus (google/uuid with a seeded bug). */
async function failures(name: string) {
  const cases = await parseJunitFile(path.join(corpus, name, "junit.xml"));
  return cases.filter((testCase) => testCase.status === "failed");
}

describe("go test's failures, as gotestsum reports them", () => {
  it("says what the test said, not gotestsum's `Failed` nor go's `--- FAIL: TestX`", async () => {
    const value = (await failures("encode-hex-off-by-one")).find((c) => c.name === "TestValue");
    expect(value?.message).toBe("Failed");
    const evidence = junitEvidence(value as NonNullable<typeof value>, null, (text) => text);
    expect(evidence.message).toBe("Value() did not return expected string");
    // No summary of "Failed": the report's text is what a log shows then.
    expect(evidence.summary).toEqual([]);
    expect(howTestEnded(evidence)).toBe("the test runner reported a failure");
    // Its signature is that message, so tests failing with it meet, whatever their names.
    const test = { ...failedTest("github.com/google/uuid > TestValue", []), evidence };
    expect(decisiveLine(test).signature).toBe("Value() did not return expected string");
  });

  it("places a panic where it happened, past go's own testing and runtime frames", async () => {
    const [subtest] = await failures("validate-panic");
    // The stack starts in /usr/lib/go-1.19/src/testing/testing.go (Debian's GOROOT).
    expect([subtest?.file, subtest?.line]).toEqual(["/fix-loop-corpus/uuid/uuid.go", 212]);
    for (const goroot of [
      "/usr/lib/go-1.19/src/testing/testing.go",
      "/usr/local/go/src/runtime/panic.go",
      "/opt/hostedtoolcache/go/1.22.1/x64/src/testing/testing.go",
      "/home/runner/go/pkg/mod/golang.org/x/text@v0.14.0/unicode/norm/normalize.go",
    ])
      expect(isProjectCode(goroot)).toBe(false);
    expect(isProjectCode("/home/runner/work/app/app/internal/parse.go")).toBe(true);
  });

  it("keeps a panic's own line as the message", async () => {
    const [subtest] = await failures("validate-panic");
    const evidence = junitEvidence(subtest as NonNullable<typeof subtest>, null, (text) => text);
    expect(evidence.message).toBe(
      "panic: runtime error: slice bounds out of range [:39] with length 38 [recovered]",
    );
  });
});
