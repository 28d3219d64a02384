import type { TestResult } from "../../results/schema.js";
import { runScript } from "../../script-tests/run-script.js";
import type { ScriptTest } from "../../script-tests/script-test.js";
import { mapWithConcurrency } from "../pool.js";
import type { KindContext, TierKind } from "./tier-kind.js";

/** Executable scripts with header comments; each script is one test and exit 0 passes. */
export interface ScriptSource {
  kind: "script";
  scripts: ScriptTest[];
}

export const scriptKind: TierKind<ScriptSource> = {
  discover: ({ scripts }) =>
    scripts.length > 0 ? { kind: "script", scripts: [...scripts] } : null,

  owns: (source, id) => source.scripts.some((script) => script.id === id),

  knownIds: (source) => source.scripts.map((script) => script.id),

  async run(source, wanted, context) {
    const scripts = wanted
      ? source.scripts.filter((script) => wanted.has(script.id))
      : source.scripts;
    const tests = await mapWithConcurrency(scripts, context.tier.concurrency, (script) =>
      runOne(script, context),
    );
    return { tests, problem: null };
  },

  rerun(source, tests) {
    const files = tests.map(
      (test) => source.scripts.find((script) => script.id === test.id)?.file ?? test.file,
    );
    return {
      command: files.map((file) => `./${file}`).join(" && "),
      selective: true,
      reason: null,
    };
  },

  describe: (source) => `${source.scripts.length} script${source.scripts.length === 1 ? "" : "s"}`,

  notRun(source, wanted, why) {
    return source.scripts
      .filter((script) => !wanted || wanted.has(script.id))
      .map((script) => ({
        ...describe(script),
        status: why.status,
        durationMs: 0,
        runs: 0,
        reason: why.reasonFor(script.requires),
        evidence: null,
      }));
  },
};

async function runOne(script: ScriptTest, context: KindContext): Promise<TestResult> {
  if (context.signal?.aborted) return interrupted(script);
  context.reporter?.testStarted?.({ id: script.id, tier: script.tier, title: script.title });
  const ran = await runScript(script, {
    cwd: context.cwd,
    env: context.env,
    timeoutMs: script.timeoutMs ?? context.tier.timeoutMs,
    signal: context.signal,
    redact: context.redact,
    runAs: context.runAs,
  });
  if (context.signal?.aborted) {
    return { ...interrupted(script), durationMs: ran.durationMs, runs: 1 };
  }
  const result: TestResult = {
    ...describe(script),
    status: ran.passed ? "passed" : "failed",
    durationMs: ran.durationMs,
    runs: 1,
    reason: null,
    evidence: ran.passed ? null : ran.evidence,
  };
  context.onResult?.(result);
  return result;
}

function describe(
  script: ScriptTest,
): Pick<TestResult, "id" | "title" | "tier" | "kind" | "file" | "requires" | "run" | "runsAlone"> {
  return {
    id: script.id,
    title: script.title,
    tier: script.tier,
    kind: "script",
    file: script.file,
    requires: script.requires,
    run: `./${script.file}`,
    runsAlone: true,
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
