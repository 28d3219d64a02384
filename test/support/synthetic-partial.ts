import type { LegPartial } from "../../src/shards/partial.js";

/**
 * One leg's partial results as `fix-loop verify --shard i/N` writes them, for `count` tests of a
 * unit tier: test n of the suite sits in leg ceil(n / count), and every 250th (n % 250 == 7)
 * fails from one cause (the same assertion, in its own file), so one bug's failures land in every
 * leg. For the merge's bench and for reading a merged run where no runner ran.
 */
export function syntheticPartial(index: number, total: number, count: number): LegPartial {
  const now = new Date().toISOString();
  const tests = Array.from({ length: count }, (_, i) => {
    const n = (index - 1) * count + i;
    const file = `test/area-${Math.floor(n / 50)}.test.js`;
    const failed = n % 250 === 7;
    return {
      id: `${file} > case ${n}`,
      title: `case ${n}`,
      tier: "unit",
      status: failed ? ("failed" as const) : ("passed" as const),
      durationMs: 5 + (n % 13),
      kind: "junit",
      file,
      requires: [],
      runnerId: null,
      run: null,
      runsAlone: true,
      runs: failed ? 2 : 1,
      reason: null,
      evidence: failed
        ? {
            exitCode: null,
            signal: null,
            timedOut: false,
            durationMs: 9,
            summary: [`AssertionError: expected ${n + 1} to be ${n}`],
            excerpt: `AssertionError: expected ${n + 1} to be ${n}\n    at ${file}:12:7`,
            outputBytes: 80,
            truncated: false,
            message: `AssertionError: expected ${n + 1} to be ${n}`,
            location: { file, line: 12 },
          }
        : null,
    };
  });
  return {
    version: 1,
    kind: "fix-loop-partial",
    tool: { name: "fix-loop", version: "bench" },
    leg: { index, total },
    config: ".github/fix-loop.yml",
    startedAt: now,
    finishedAt: now,
    durationMs: 1000,
    tierOrder: ["unit"],
    preflight: { ok: true, problems: [] },
    services: [],
    tiers: [
      {
        name: "unit",
        gate: "soft",
        status: "failed",
        durationMs: 1000,
        counts: { passed: count - 10, failed: 10 },
        reason: null,
      },
    ],
    tests,
    phases: { firstRunMs: 1000, retryMs: 10 },
    coverage: {},
    learned: [],
    splits: [{ tier: "unit", source: "junit", how: "by-count", units: 50, expectedMs: null }],
  };
}
