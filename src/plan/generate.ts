import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { LOCAL_TOOLS } from "../agent/strategies.js";
import { type AgentRun, type LadderStep, runAgentAttempt } from "../fix/agent-attempt.js";
import type { FixRun } from "../fix/fix-run.js";
import { restoreSnapshot, takeSnapshot } from "../fix/snapshot.js";
import type { PlanEntry } from "./parse-plan.js";
import { type PlanPromptInput, planPrompt } from "./plan-prompt.js";
import { changedFiles, readTreeState } from "./tree-state.js";

/** The plan entries one session writes: those of one tier, or those naming none. */
export interface Batch {
  tier: string | null;
  entries: PlanEntry[];
}

export interface GenerationSession extends Batch {
  agent: AgentRun;
  /** Every file the session added, changed or removed. */
  changed: string[];
  /** Of those, the ones that are not a new test script: undone after the session. */
  undone: string[];
}

const TEST_LINE = /^\s*#\s*TEST\s*:/im;

/**
 * One Claude Code session per batch, one after another, each through the fix loop's own
 * runAgentAttempt: the same agent user, guards, environment and budget as a fix attempt. The
 * agent may write under the test folders, never over the existing scripts or the plan.
 */
export async function generateBatches(
  run: FixRun,
  batches: readonly Batch[],
  context: Omit<PlanPromptInput, "entries" | "tier">,
  untouchable: readonly string[],
): Promise<GenerationSession[]> {
  const sessions: GenerationSession[] = [];
  const step = planStep(run);
  for (const batch of batches) {
    const cwd = run.options.cwd;
    const before = await readTreeState(cwd);
    const snapshot = await takeSnapshot(cwd);
    const stateDir = await mkdtemp(join(tmpdir(), "fix-loop-plan-"));
    try {
      const caps = run.budget.capsFor({ usd: step.budgetUsd ?? null, timeoutMs: step.timeoutMs });
      const agent = await runAgentAttempt(run, {
        prompt: planPrompt({ ...context, ...batch }),
        step,
        stateDir,
        caps,
        jsonSchema: null,
        protectedGlobs: [".github/**", ".fix-loop/**", ...untouchable],
      });
      run.budget.spend(agent.costUsd);
      const changed = changedFiles(before, await readTreeState(cwd));
      const undone = await keepOnlyNewScripts(cwd, snapshot, changed, before);
      sessions.push({ ...batch, agent, changed, undone });
    } finally {
      await rm(stateDir, { recursive: true, force: true });
    }
  }
  return sessions;
}

/** The first step of the ladder (its limits and model), with the local tools only. */
function planStep(run: FixRun): LadderStep {
  const first = run.setup.ladder[0];
  if (!first) throw new Error("the strategy ladder is empty");
  return { ...first, name: "plan", tools: [...LOCAL_TOOLS], brief: "", promptFile: null };
}

/**
 * Puts the tree back as it was before the session (the fix loop's exact restore: files, index,
 * HEAD, the guarded parts of .git/), then writes back the new files that are test scripts.
 * Returns what else the session had changed.
 */
async function keepOnlyNewScripts(
  cwd: string,
  snapshot: Awaited<ReturnType<typeof takeSnapshot>>,
  changed: readonly string[],
  before: ReadonlyMap<string, string>,
): Promise<string[]> {
  const scripts: { file: string; text: string; mode: number }[] = [];
  const undone: string[] = [];
  for (const file of changed) {
    const path = join(cwd, file);
    const text = before.has(file) ? null : await readFile(path, "utf8").catch(() => null);
    if (text !== null && TEST_LINE.test(text.split("\n", 40).join("\n"))) {
      scripts.push({ file, text, mode: (await stat(path)).mode & 0o777 });
    } else undone.push(file);
  }
  await restoreSnapshot(snapshot);
  for (const script of scripts) {
    const path = join(cwd, script.file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, script.text);
    await chmod(path, script.mode);
  }
  return undone;
}
