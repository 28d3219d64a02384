import type { Evidence, TestResult } from "../results/schema.js";
import { runScript } from "../tests/run-script.js";
import { mapWithConcurrency } from "./pool.js";
import type { EngineOptions, PlannedTier, ScriptTest } from "./types.js";

export interface TierRunContext extends EngineOptions {
  env: NodeJS.ProcessEnv;
  redact: (text: string) => string;
  retries: number;
}

/** Runs a tier's scripts in parallel (bounded), re-running failures to tell flaky from failed. */
export function runScriptTests(
  tier: PlannedTier,
  scripts: readonly ScriptTest[],
  context: TierRunContext,
): Promise<TestResult[]> {
  return mapWithConcurrency(scripts, tier.concurrency, async (script) => {
    if (context.signal?.aborted) return interrupted(script);
    context.reporter?.testStarted?.({ id: script.id, tier: script.tier, title: script.title });
    const result = await runWithRetries(tier, script, context);
    context.reporter?.testFinished?.(result);
    return result;
  });
}

async function runWithRetries(
  tier: PlannedTier,
  script: ScriptTest,
  context: TierRunContext,
): Promise<TestResult> {
  const options = {
    cwd: context.cwd,
    env: context.env,
    timeoutMs: script.timeoutMs ?? tier.timeoutMs,
    signal: context.signal,
    redact: context.redact,
  };
  const first = await runScript(script, options);
  if (context.signal?.aborted)
    return { ...interrupted(script), durationMs: first.durationMs, runs: 1 };
  let runs = 1;
  let totalMs = first.durationMs;
  let passedOnRetry = false;
  while (!first.passed && !passedOnRetry && runs <= context.retries && !context.signal?.aborted) {
    const again = await runScript(script, options);
    runs++;
    totalMs += again.durationMs;
    passedOnRetry = again.passed;
  }
  const status = first.passed ? "passed" : passedOnRetry ? "flaky" : "failed";
  return {
    ...describe(script),
    status,
    durationMs: totalMs,
    runs,
    reason:
      status === "flaky" ? `failed, then passed on re-run ${runs - 1} of ${context.retries}` : null,
    evidence: first.passed ? null : (first.evidence as Evidence),
  };
}

function describe(
  script: ScriptTest,
): Pick<TestResult, "id" | "title" | "tier" | "kind" | "file" | "requires"> {
  return {
    id: script.id,
    title: script.title,
    tier: script.tier,
    kind: "script",
    file: script.file,
    requires: script.requires,
  };
}

function interrupted(script: ScriptTest): TestResult {
  return {
    ...describe(script),
    status: "skipped",
    durationMs: 0,
    runs: 0,
    reason: "interrupted",
    evidence: null,
  };
}
