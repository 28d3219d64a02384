import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { messageOf } from "../errors.js";
import { flakesOf } from "../flaky/flaky-groups.js";
import { drainEnded } from "../process/drain-ended.js";
import { killMarkedProcesses, type MarkedProcess, SESSION_MARKER } from "../process/kill-tree.js";
import { killUserProcesses } from "../process/kill-user.js";
import { removeSharedFolder } from "../process/share-files.js";
import type { Attempt, Group } from "../results/schema.js";
import { limitCounts, limitsReached } from "../sandbox/limits.js";
import { decisiveLine } from "../triage/decisive-line.js";
import { attemptAgreement } from "../trust/agreement.js";
import { type AgentRun, runAgentAttempt } from "./agent-attempt.js";
import { type Decision, decideAttempt } from "./attempt-decision.js";
import { attemptRecord } from "./attempt-record.js";
import { type AttemptTree, openAttemptTree } from "./attempt-tree.js";
import type { AttemptProgress } from "./breaker.js";
import { commitFix, fixCommitMessage } from "./commit.js";
import type { FixRun, LadderStep } from "./fix-run.js";
import { buildPrompt, type EarlierAttempt } from "./prompt.js";
import { protectedChanges } from "./protected-paths.js";
import { projectPath, type TreeChanges } from "./snapshot.js";
import { readTestSources } from "./test-sources.js";
import { type Verification, verifyGroup } from "./verify-attempt.js";

export interface AttemptOutcome {
  attempt: Attempt;
  /** For the next prompt: what the verification run printed. */
  earlier: EarlierAttempt;
  progress: AttemptProgress;
  fixed: boolean;
  /** The model refused the session: no later attempt can do better. */
  modelFailure: AgentRun["modelFailure"];
}

/**
 * One attempt on one group: snapshot, prompt, agent, then the engine's own checks (changed
 * files, protected paths, the group's tests, regressions), the verdict, and either the kept
 * change (committed with --commit) or the snapshot restored.
 */
export async function runAttempt(
  run: FixRun,
  group: Group,
  number: number,
  step: LadderStep,
  history: readonly EarlierAttempt[],
): Promise<AttemptOutcome> {
  const started = Date.now();
  // What the namespaces of earlier test runs ended is theirs, not this attempt's.
  await drainEnded(run.options.runAs);
  const limitsBefore = limitCounts(run.options.runAs);
  const tree = await openAttemptTree(run.options.cwd, run.copy);
  const stateDir = await mkdtemp(join(tmpdir(), "fix-loop-attempt-"));
  try {
    const prompt = await promptFor(run, group, number, step, history);
    const caps = run.budget.capsFor({ usd: step.budgetUsd ?? null, timeoutMs: step.timeoutMs });
    const agent = await runAgentAttempt(run, { prompt, step, stateDir, caps });
    run.budget.spend(agent.costUsd);
    const agentEnded = Date.now();
    const killedProcesses = [...agent.leftovers];

    const inspection = await inspectChanges(run, tree);
    const verification = mayVerify(inspection, agent)
      ? await verifyChange(run, group, agent.marker, killedProcesses)
      : null;
    const { decision, agreement } = judgeAttempt(run, agent, inspection, verification);
    const attempt = attemptRecord({
      group,
      number,
      step,
      prompt,
      agent,
      filesChanged: inspection.filesChanged,
      diffStat: inspection.changes.diffStat,
      verification,
      decision,
      agreement,
      killedProcesses,
      agentEnded,
      guardMode: run.options.config.fix.guards.mode,
      network: (await run.options.agentNetwork?.takeLog()) ?? null,
    });
    const reached = limitsReached(run.options.runAs, limitsBefore);
    if (reached) attempt.detail = [attempt.detail, reached].filter(Boolean).join("; ");

    await keepOrUndo(run, group, attempt, { verification, inspection, tree });
    attempt.durationMs = Date.now() - started;
    return {
      attempt,
      earlier: { attempt, failures: verification?.failures ?? [] },
      progress: progressOf(inspection.filesChanged, decision, verification, agent),
      fixed: decision.fixed,
      modelFailure: agent.modelFailure,
    };
  } catch (error) {
    // Whatever broke, the agent's half-done change must not stay in the user's tree.
    await tree.undo(null).catch(() => undefined);
    run.session.sourcesChanged();
    throw error;
  } finally {
    await removeSharedFolder(stateDir);
  }
}

interface ChangeInspection {
  changes: TreeChanges;
  /** Project-relative paths of what the attempt changed. */
  filesChanged: string[];
  protectedTouched: string[];
}

/** What the attempt changed, what of it is protected, and any tampering (already undone). */
async function inspectChanges(run: FixRun, tree: AttemptTree): Promise<ChangeInspection> {
  const { cwd } = run.options;
  const changes = await tree.changes(testOutputs(run, tree.top));
  const filesChanged = changes.files.map((file) => projectPath(tree.top, cwd, file));
  // Services fix-loop started still run the code from before the attempt.
  if (filesChanged.length > 0) run.session.sourcesChanged();
  const protectedTouched = protectedChanges(filesChanged, run.options.config.fix.protected);
  return { changes, filesChanged, protectedTouched };
}

/** The engine's verdict on the attempt, and how far the agent's account of it agrees. */
function judgeAttempt(
  run: FixRun,
  agent: AgentRun,
  inspection: ChangeInspection,
  verification: Verification | null,
) {
  const decision = decideAttempt({
    agentEnd: agent.end,
    agentDetail: agent.detail,
    filesChanged: inspection.filesChanged,
    protectedTouched: inspection.protectedTouched,
    tamper: inspection.changes.tamper,
    verification,
  });
  const agreement = attemptAgreement({
    claim: agent.claim,
    verifiedFixed: decision.fixed,
    ranCommands: agent.ranCommands,
    testFiles: run.testFiles,
    disagreements: agent.witnessDisagreements,
  });
  return { decision, agreement };
}

/** A verified fix stays (committed with --commit); anything else is undone from the snapshot. */
async function keepOrUndo(
  run: FixRun,
  group: Group,
  attempt: Attempt,
  facts: { verification: Verification | null; inspection: ChangeInspection; tree: AttemptTree },
): Promise<void> {
  const { inspection, tree } = facts;
  if (attempt.verified.passed) {
    run.recordVerification(facts.verification);
    await tree.keep(inspection.changes.files);
    if (run.options.commit)
      attempt.commit = await commitKept(run, group, attempt, inspection.changes.files, tree.top);
    return;
  }
  await tree.undo(inspection.changes.files);
  if (inspection.filesChanged.length > 0) run.session.sourcesChanged();
}

/** Only a finished session's clean change is worth running the tests for. */
function mayVerify(inspection: ChangeInspection, agent: AgentRun): boolean {
  return (
    inspection.protectedTouched.length === 0 &&
    inspection.changes.tamper.length === 0 &&
    agent.end === "finished" &&
    inspection.filesChanged.length > 0
  );
}

/** The group's tests and the regression candidates, run on the agent's change. */
function verifyChange(
  run: FixRun,
  group: Group,
  marker: string,
  killedProcesses: MarkedProcess[],
): Promise<Verification> {
  return verifyGroup(run.session, group, run.regressionCandidates(group), {
    // The tests run the agent's code: they carry its marker, and what they leave running
    // (double-forked included) is killed after each run like the agent's own leftovers.
    env: { [SESSION_MARKER]: marker },
    afterRun: async () => {
      killedProcesses.push(...(await sweepAfterTests(run, marker)));
    },
  });
}

async function promptFor(
  run: FixRun,
  group: Group,
  number: number,
  step: LadderStep,
  history: readonly EarlierAttempt[],
): Promise<string> {
  const tests = group.tests.map((id) => run.currentTest(id));
  return buildPrompt({
    group,
    attempt: number,
    maxAttempts: run.maxAttempts,
    strategy: { name: step.name, brief: run.promptFileText(step)?.trim() || step.brief },
    tests: tests.map((result) => ({
      result,
      decisiveLine: decisiveLine(result).line,
      command: result.run ?? null,
      runsAlone: result.runsAlone ?? true,
    })),
    sources: await readTestSources(run.options.cwd, tests),
    history: [...history],
    protectedPaths: run.options.config.fix.protected,
    flakes: [...flakesOf(tests, run.options.flakes)].map(([test, flake]) => ({
      test,
      flake,
      repeat: run.options.config.fix.flaky.repeat,
    })),
  });
}

function progressOf(
  filesChanged: readonly string[],
  decision: Decision,
  verification: Verification | null,
  agent: AgentRun,
): AttemptProgress {
  if (decision.fixed) return "progress";
  if (decision.rejected === "tamper") return "neutral";
  if (filesChanged.length === 0) return "no-change";
  if (agent.end !== "finished" || !verification) return "neutral";
  return verification.sameSignature ? "same-failure" : "progress";
}

async function commitKept(
  run: FixRun,
  group: Group,
  attempt: Attempt,
  repoFiles: readonly string[],
  top: string,
): Promise<string | null> {
  try {
    return await commitFix(top, repoFiles, fixCommitMessage(group, attempt, run.maxAttempts));
  } catch (error) {
    run.note(
      "warning",
      `the fix for group ${group.id} is kept but could not be committed: ${messageOf(error)}`,
    );
    return null;
  }
}

/**
 * What the tests left running: in namespaces, what each namespace ended; with an agent user but
 * no namespace, every process of that user but the services; without one, every process
 * carrying the attempt's marker.
 */
function sweepAfterTests(run: FixRun, marker: string): Promise<MarkedProcess[]> {
  const runAs = run.options.runAs;
  if (!runAs) return killMarkedProcesses(marker);
  // Each test ran in a namespace of its own, which ended with it: its report says what died.
  if (runAs.namespace) return drainEnded(runAs);
  return killUserProcesses(runAs, { spare: run.session.servicePids() });
}

/** The JUnit reports the tiers write, as globs relative to the repository top. */
function testOutputs(run: FixRun, top: string): string[] {
  const base = relative(top, resolve(run.options.cwd)).split(sep).join("/");
  return run.options.config.tiers
    .flatMap((tier) => tier.junit ?? [])
    .map((glob) => (base === "" ? glob : `${base}/${glob}`));
}
