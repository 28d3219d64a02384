import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Mutant, mutantsOf } from "../mutation/index.js";
import type { MutantRun } from "../results/plan-report.js";
import { formatDuration } from "../text/quantities.js";
import { refuse } from "./generated-test.js";
import type { HeldFrameworkTest } from "./held-framework-test.js";
import {
  namesCalledIn,
  namesInEntry,
  type ProjectFunction,
  ProjectSource,
} from "./project-functions.js";
import {
  type FrameworkFileRun,
  type FrameworkRunContext,
  runFrameworkFile,
} from "./run-framework-file.js";
import { makeScratchProject } from "./scratch-project.js";

/** How much of the code a test is tried against: mutants per test, and time per test. */
export interface MutantLimits {
  mutants: number;
  timeMs: number;
}

export const MUTANT_LIMITS: MutantLimits = { mutants: 10, timeMs: 120_000 };

interface PlacedMutant extends Mutant {
  file: string;
  functionName: string;
}

/**
 * A framework test whose entry requires no service has no dead service to fail against: it must
 * fail against a mutant of the code it exercises instead. The functions are those its plan
 * entry names (`Function:`, or calls and backticked names in its text) and those its own text
 * calls, wherever the project's source defines them. In a scratch copy of the project (never the
 * user's tree), it must first pass unchanged, then fail against at least one mutant of those
 * functions (src/mutation: up to `limits.mutants`, in their fixed order, within `limits.timeMs`).
 * The first mutant that makes a test of it fail ends the check; none, and it is refused, naming
 * every mutant tried. A run that times out or reports no test kills nothing.
 */
export async function checkAgainstMutants(
  held: HeldFrameworkTest,
  context: FrameworkRunContext,
  limits: MutantLimits = MUTANT_LIMITS,
): Promise<void> {
  const { test, tier } = held;
  const entry = held.entries.find((candidate) => candidate.id === test.id);
  const source = await ProjectSource.of(context.cwd);
  const text = await readFile(path.join(context.cwd, test.file), "utf8").catch(() => "");
  const named = entry ? namesInEntry(entry) : [];
  const targets = await source.find([...named, ...namesCalledIn(text)]);
  if (targets.length === 0) {
    refuse(
      test,
      `it needs no service and exercises no function of the project's source fix-loop can find (its entry names ${listOrNone(named)}), so it cannot be checked to fail against a mutant: name the function with "Function: <name>" in the plan`,
    );
    return;
  }
  const functions = targets.map((target) => `${target.file}:${target.name}`);
  const mutants = await placedMutants(targets, source, limits.mutants);
  if (mutants.length === 0) {
    refuse(
      test,
      `no mutant can be made of ${functions.join(", ")} (no comparison, condition, arithmetic, call or constant in it), so it cannot be checked to fail`,
    );
    return;
  }
  const started = Date.now();
  const tried: MutantRun[] = [];
  const scratch = await makeScratchProject(context.cwd, context.runAs);
  let baseline: FrameworkFileRun | null = null;
  try {
    const inScratch = { ...context, cwd: scratch.top };
    baseline = await runFrameworkFile(test.file, tier, inScratch);
    if (passesEveryTest(baseline)) {
      for (const mutant of mutants) {
        const remaining = limits.timeMs - (Date.now() - started);
        if (remaining <= 0) break;
        const at = path.join(scratch.top, mutant.file);
        const original = await readFile(at, "utf8");
        await writeFile(at, mutant.mutatedSource);
        // A mutant that makes the code loop ends with the time left, not the tier's timeout.
        const bounded = { ...tier, timeoutMs: Math.min(tier.timeoutMs, remaining) };
        const run = await runFrameworkFile(test.file, bounded, inScratch).finally(() =>
          writeFile(at, original),
        );
        tried.push({
          function: mutant.functionName,
          operator: mutant.operator,
          file: mutant.file,
          line: mutant.line,
          description: mutant.description,
          ...outcomeOf(run),
        });
        if (tried.at(-1)?.outcome === "killed") break;
      }
    }
  } finally {
    await scratch.remove();
  }
  const ms = Date.now() - started;
  test.mutants = { functions, tried, ms };
  if (baseline && !passesEveryTest(baseline)) {
    refuse(
      test,
      `it does not pass unchanged in fix-loop's copy of the project (${baseline.problem ?? baseline.note.summary.slice(0, 2).join("; ")}), so no mutant could be judged`,
    );
    return;
  }
  if (tried.some((run) => run.outcome === "killed")) return;
  const over =
    tried.length < mutants.length ? ` (stopped at the ${formatDuration(limits.timeMs)} limit)` : "";
  refuse(
    test,
    `it passes against every mutant tried of ${functions.join(", ")}, so it checks nothing of that code: ${tried.length} tried${over}: ${tried.map(mutantName).join("; ")}`,
  );
}

/** Up to `limit` mutants, one function's after another's in turn, named functions first. */
async function placedMutants(
  targets: readonly ProjectFunction[],
  source: ProjectSource,
  limit: number,
): Promise<PlacedMutant[]> {
  const queues: PlacedMutant[][] = [];
  for (const target of targets) {
    const text = (await source.text(target.file)) ?? "";
    queues.push(
      mutantsOf(text, { functionName: target.name, language: target.language }).map((mutant) => ({
        ...mutant,
        file: target.file,
        functionName: target.name,
      })),
    );
  }
  const placed: PlacedMutant[] = [];
  while (placed.length < limit && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && placed.length < limit) placed.push(next);
    }
  }
  return placed;
}

/** The run reported its tests and every one passed, in time. */
function passesEveryTest(run: FrameworkFileRun): boolean {
  return outcomeOf(run).outcome === "survived";
}

function outcomeOf(run: FrameworkFileRun): Pick<MutantRun, "outcome" | "evidence"> {
  if (!run.ran || run.ran.tests.length === 0)
    return { outcome: "not run", evidence: run.problem ?? run.ran?.problem ?? null };
  if (run.note.timedOut) return { outcome: "timed out", evidence: null };
  const failed = run.ran.tests.find((result) => result.status === "failed");
  if (!failed) return { outcome: "survived", evidence: null };
  const message = failed.evidence?.reported?.message ?? failed.evidence?.message ?? "";
  return { outcome: "killed", evidence: message.split("\n").find((line) => line.trim()) ?? null };
}

export function mutantName(
  run: Pick<MutantRun, "operator" | "file" | "line" | "description">,
): string {
  return `${run.operator} at ${run.file}:${run.line} (${run.description})`;
}

function listOrNone(names: readonly string[]): string {
  return names.length === 0 ? "no function" : names.join(", ");
}
