import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCAL_TOOLS } from "../agent/strategies.js";
import { type AgentRun, type LadderStep, runAgentAttempt } from "../fix/agent-attempt.js";
import type { FixRun } from "../fix/fix-run.js";
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
}

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
    const before = await readTreeState(run.options.cwd);
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
      const changed = changedFiles(before, await readTreeState(run.options.cwd));
      sessions.push({ ...batch, agent, changed });
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
