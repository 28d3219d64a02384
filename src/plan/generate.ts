import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { LOCAL_TOOLS } from "../agent/strategies.js";
import { type AgentRun, runAgentAttempt } from "../fix/agent-attempt.js";
import type { CopyTree } from "../fix/copy-tree.js";
import type { FixRun, LadderStep } from "../fix/fix-run.js";
import { restoreSnapshot, takeSnapshot } from "../fix/snapshot.js";
import { scriptTargets } from "./before-session.js";
import type { FrameworkBatch } from "./framework-batch.js";
import { frameworkPrompt } from "./framework-prompt.js";
import { isFrameworkTestFile } from "./framework-style.js";
import type { PlanEntry } from "./parse-plan.js";
import { type PlanPromptInput, planPrompt } from "./plan-prompt.js";
import { changedFiles, readTreeState } from "./tree-state.js";

/** The plan entries one session writes: those of one tier, or those naming none. */
export interface Batch {
  tier: string | null;
  entries: PlanEntry[];
  /** Set when the entries ask for tests in the tier's framework instead of scripts. */
  framework?: FrameworkBatch | null;
}

export interface GenerationSession extends Batch {
  agent: AgentRun;
  /** Every file the session added, changed or removed. */
  changed: string[];
  /** Of those, the ones that are not a new test script: undone after the session. */
  undone: string[];
}

const TEST_LINE = /^\s*#\s*TEST\s*:/im;

/** Whether a new file the session wrote is one of the tests it was asked for (kept) or not. */
type KeptFileTest = (file: string, text: string) => boolean;

/** A script with a TEST header; in a framework batch, a file its runner collects by name. */
function keptFileTest(batch: Batch): KeptFileTest {
  const framework = batch.framework?.framework;
  if (framework) return (file) => isFrameworkTestFile(framework, file);
  return (_, text) => TEST_LINE.test(text.split("\n", 40).join("\n"));
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
  copy: CopyTree | null,
): Promise<GenerationSession[]> {
  const sessions: GenerationSession[] = [];
  const step = planStep(run);
  for (const batch of batches) {
    const cwd = run.options.cwd;
    const before = await readTreeState(cwd);
    const snapshot = copy ? null : await takeSnapshot(cwd);
    const stateDir = await mkdtemp(join(tmpdir(), "fix-loop-plan-"));
    try {
      const caps = run.budget.capsFor({ usd: step.budgetUsd ?? null, timeoutMs: step.timeoutMs });
      const agent = await runAgentAttempt(run, {
        prompt: batch.framework
          ? frameworkPrompt({ ...context, ...batch, framework: batch.framework })
          : planPrompt({ ...context, ...batch }),
        step,
        stateDir,
        caps,
        jsonSchema: null,
        protectedGlobs: [".github/**", ".fix-loop/**", ...untouchable],
        // Its new scripts may go where its tier's glob looks, even under .fix-loop/ (the
        // documented layout); no existing file there may be written.
        newFileGlobs: batch.framework
          ? []
          : scriptTargets(batch.entries, run.options.config).map((target) => target.glob),
      });
      run.budget.spend(agent.costUsd);
      const isTest = keptFileTest(batch);
      const kept = snapshot
        ? await keepOnlyNewScripts(
            cwd,
            snapshot,
            changedFiles(before, await readTreeState(cwd)),
            before,
            isTest,
          )
        : await keepOnlyNewScriptsOfCopy(copy as CopyTree, cwd, before, isTest);
      sessions.push({ ...batch, agent, ...kept });
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
  isTest: KeptFileTest,
): Promise<{ changed: string[]; undone: string[] }> {
  const scripts: { file: string; text: string; mode: number }[] = [];
  const undone: string[] = [];
  for (const file of changed) {
    const path = join(cwd, file);
    const text = before.has(file) ? null : await readFile(path, "utf8").catch(() => null);
    if (text !== null && isTest(file, text)) {
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
  return { changed: [...changed], undone };
}

/**
 * The same with the agent in its own copy (src/sandbox): what it changed is read from the copy as
 * data; new test scripts are written into the checkout, the rest is thrown away with the copy.
 */
async function keepOnlyNewScriptsOfCopy(
  copy: CopyTree,
  cwd: string,
  before: ReadonlyMap<string, string>,
  isTest: KeptFileTest,
): Promise<{ changed: string[]; undone: string[] }> {
  const changes = await copy.changes([]);
  const fromCwd = (name: string) => relative(cwd, join(copy.top, name));
  const scripts: string[] = [];
  const others: string[] = [];
  for (const name of changes.files) {
    const text = before.has(fromCwd(name)) ? null : await copy.textInCopy(name);
    if (text !== null && isTest(fromCwd(name), text)) scripts.push(name);
    else others.push(name);
  }
  // The rest goes with the copy, which keep() makes again from the checkout.
  await copy.keep(scripts);
  const changed = [...changes.files, ...changes.ignoredRestored].map(fromCwd).sort();
  return { changed, undone: [...others, ...changes.ignoredRestored].map(fromCwd).sort() };
}
