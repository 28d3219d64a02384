import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repeatFlakyTest } from "../../src/action/modes/check/repeat-flaky.js";
import type { FlakeSummary } from "../../src/flaky/quarantine-list.js";
import type { TestResult } from "../../src/results/schema.js";
import { createTempProject } from "../support/temp-project.js";

// check's repetition of a flaky test with real runners, as fix-loop's own user: each run of the
// test appends a line to runs.txt, so the file says how often it really ran.

const flake: FlakeSummary = {
  id: "t",
  alias: "T-0000",
  rate: 0.2,
  lowerBound: 0.1,
  runs: 40,
  flakes: 8,
  commits: [],
  firstFlakeAt: null,
  lastFlakeAt: null,
  lastFailure: null,
};

function passed(kind: string, run: string): TestResult {
  return {
    id: "t",
    title: "t",
    tier: "unit",
    status: "passed",
    durationMs: 1,
    kind,
    file: "x",
    requires: [],
    run,
    runs: 1,
    reason: null,
    evidence: null,
  };
}

async function repeat(root: string, test: TestResult, times: number) {
  return repeatFlakyTest(test, flake, {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, GOFLAGS: "-mod=mod" },
    runAs: null,
    times,
    timeoutMs: () => 60_000,
  });
}

const runsIn = (root: string) =>
  readFileSync(path.join(root, "runs.txt"), "utf8").trim().split("\n").length;

describe("repeating a flaky test with its runner", () => {
  it("pytest without pytest-repeat: --count is a usage error (exit 4), so its command runs K times", async () => {
    const root = await createTempProject({
      "test_counts.py": "def test_counts():\n    open('runs.txt', 'a').write('ran\\n')\n",
    });
    const test = passed(
      "junit",
      "python3 -m pytest -q -p no:cacheprovider test_counts.py::test_counts",
    );
    const repetition = await repeat(root, test, 3);
    expect(repetition.passed, repetition.verdict).toBe(true);
    expect(runsIn(root)).toBe(3);
    expect(repetition.verdict).toContain(
      "t passed 3 runs in a row in check (its command run 3 times)",
    );
  });

  it("go test: -count=K runs the test K times in one process", async () => {
    const root = await createTempProject({
      "go.mod": "module example.com/counts\n\ngo 1.21\n",
      "counts_test.go": [
        "package counts",
        "",
        'import ("os"; "testing")',
        "",
        "func TestCount(t *testing.T) {",
        '\tf, _ := os.OpenFile("runs.txt", os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)',
        '\tf.WriteString("ran\\n")',
        "\tf.Close()",
        "}",
        "",
      ].join("\n"),
    });
    const repetition = await repeat(
      root,
      passed("junit", "go test -count=1 -run '^TestCount$' ."),
      5,
    );
    expect(repetition.passed, repetition.verdict).toBe(true);
    expect(runsIn(root)).toBe(5);
    expect(repetition.verdict).toContain("(go test's -count set to 5)");
  });

  it("stops at the first failing run and says which, with the luck figure", async () => {
    const root = await createTempProject({
      "third.sh": '#!/usr/bin/env bash\necho ran >> runs.txt\n[ "$(wc -l < runs.txt)" -lt 3 ]\n',
    });
    const repetition = await repeat(root, passed("script", "./third.sh"), 5);
    expect(repetition.passed).toBe(false);
    expect(runsIn(root)).toBe(3);
    expect(repetition.verdict).toBe(
      "t flakes (20.0% over 40 runs) and failed again in check: run 3 of 5 exited 1; a test still flaking at the observed 20.0% would pass 5 runs in a row by luck 32.8% of the time (about 1 in 3)",
    );
  });
});
