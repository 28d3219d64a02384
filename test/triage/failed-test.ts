import type { TestResult } from "../../src/results/schema.js";

/** A failed script test as the engine reports it, with the output lines given. */
export function failedTest(
  id: string,
  output: string[],
  overrides: {
    tier?: string;
    message?: string | null;
    status?: TestResult["status"];
    timedOut?: boolean;
  } = {},
): TestResult {
  const summary = output.filter((line) => /^(PASS|FAIL|EVIDENCE):/.test(line));
  return {
    id,
    title: `${id} title`,
    tier: overrides.tier ?? "smoke",
    status: overrides.status ?? "failed",
    durationMs: 12,
    kind: "script",
    file: `tests/${id.toLowerCase()}.sh`,
    requires: [],
    runs: 2,
    reason: null,
    evidence: {
      exitCode: overrides.timedOut ? null : 1,
      signal: overrides.timedOut ? "SIGTERM" : null,
      timedOut: overrides.timedOut ?? false,
      durationMs: 12,
      summary,
      excerpt: output.join("\n"),
      outputBytes: output.join("\n").length,
      truncated: false,
      message:
        overrides.message === undefined
          ? (summary.find((l) => l.startsWith("FAIL:")) ?? null)
          : overrides.message,
      location: null,
    },
  };
}
