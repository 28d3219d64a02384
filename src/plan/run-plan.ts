import { readFile, rm, writeFile } from "node:fs/promises";
import { relative, resolve } from "node:path";
import type { GateReport } from "../engine/types.js";
import { UserError } from "../errors.js";
import { FixRun } from "../fix/fix-run.js";
import type { FixOptions } from "../fix/options.js";
import { withAgentSession } from "../fix/run-fix.js";
import { emptyPlanReport, type PlanReport } from "../results/plan-report.js";
import { stampScript } from "../script-tests/review-marker.js";
import { checkBeforeSession } from "./before-session.js";
import {
  checkFrameworkDead,
  checkFrameworkLive,
  holdFrameworkTests,
  stampFrameworkTests,
} from "./check-framework-tests.js";
import { type FrameworkTier, frameworkOfEntry } from "./entry-framework.js";
import { checkEntryTargets } from "./entry-targets.js";
import { existingFrameworkTests } from "./existing-framework-tests.js";
import { type ExistingScript, existingScripts } from "./existing-scripts.js";
import { frameworkBatch } from "./framework-batch.js";
import { type Batch, type GenerationSession, generateBatches } from "./generate.js";
import type { GeneratedTest } from "./generated-test.js";
import type { HeldFrameworkTest } from "./held-framework-test.js";
import { inspectGenerated } from "./inspect-generated.js";
import { type PlanEntry, PlanError, parsePlan } from "./parse-plan.js";
import { type TierTarget, tierTarget } from "./tier-folder.js";
import { tryGenerated } from "./try-generated.js";

export interface PlanOptions extends FixOptions {
  /** The markdown plan, absolute or relative to cwd. */
  planFile: string;
  /** Regenerate entries whose script exists but was written from other text. */
  force?: boolean;
}

const EXAMPLES = 2;

/**
 * `fix-loop plan PLAN.md`: one Claude Code session per tier writes the scripts of the plan
 * entries that have none (or whose text changed, with --force); fix-loop checks each one
 * itself and stamps it `# REVIEW: pending` (or `refused`, with the reason). Nothing it writes
 * runs in verify or fix until a person accepts it.
 */
/** A check before any session failed (preflight, the model, a service): exit 3, as verify's. */
export class PlanGateError extends UserError {
  override name = "PlanGateError";
  constructor(gates: GateReport) {
    const failed = [
      ...gates.preflight.problems.map((problem) =>
        problem.kind === "model" ? "the model's credential" : `preflight (${problem.name})`,
      ),
      ...gates.services.filter((service) => !service.healthy).map((s) => `service ${s.name}`),
    ];
    super(
      `plan stopped before writing anything: ${failed.join(", ")} failed (see above); it needs the model and the live services to write and check tests`,
    );
  }
}

export async function runPlan(options: PlanOptions): Promise<PlanReport> {
  const planPath = resolve(options.cwd, options.planFile);
  const planName = relative(options.cwd, planPath);
  const text = await readFile(planPath, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new PlanError(
      `cannot read the plan ${planName} (${error.code ?? error.message}): give its path relative to the project root`,
    );
  });
  const entries = parsePlan(text, planName);
  // Every framework an entry asks for is checked against its tier before any session starts.
  const frameworks = new Map(
    entries.map((entry) => [entry, frameworkOfEntry(entry, options.config, planName)]),
  );
  checkEntryTargets(entries, frameworks, options.config, planName);
  const existing = [
    ...(await existingScripts(options.cwd, options.config)),
    ...(await existingFrameworkTests(options.cwd)),
  ];
  const report = emptyPlanReport(planName);
  const { todo, replaced } = whatToGenerate(entries, existing, options.force ?? false, report);
  if (todo.length === 0) return report;

  const targets = options.config.tiers
    .map((tier) => tierTarget(options.config, tier.name))
    .filter((target): target is TierTarget => target !== null);
  const context = {
    targets,
    config: options.config,
    examples: existing
      .filter((script) => script.review === null)
      .slice(0, EXAMPLES)
      .map((script) => ({ file: script.file, text: script.text.slice(0, 3000) })),
  };
  // The scripts the sessions must not write over; those --force replaces are theirs to write.
  const untouchable = [
    planName,
    ...existing.map((script) => script.file).filter((file) => !replaced.has(file)),
  ];

  let held: HeldFrameworkTest[] = [];
  await withAgentSession(
    { ...options, emptyGlobsAllowed: true },
    async (agentOptions, setup, session, copy) => {
      if (!session.gates.passed) throw new PlanGateError(session.gates);
      // After the gates (a missing credential says so first), before any session is paid for.
      await checkBeforeSession(todo, frameworks, options.config, planName, options.cwd);
      // Only now, with everything checked: a refused start must not cost the old scripts.
      for (const file of replaced) await rm(resolve(options.cwd, file), { force: true });
      await copy?.undo([...replaced].map((file) => relative(copy.top, resolve(options.cwd, file))));
      const run = new FixRun(agentOptions, session, setup, []);
      const batches = await batchesOf(todo, frameworks, options.cwd);
      const sessions = await generateBatches(run, batches, context, untouchable, copy);
      report.sessions = sessions.map(sessionSummary(options));
      const scriptSessions = sessions.filter((one) => !one.framework);
      const inspection = await inspectGenerated(
        scriptSessions,
        entries,
        options.config,
        options.cwd,
      );
      held = await holdFrameworkTests(sessions, options.cwd);
      const tryContext = {
        cwd: agentOptions.cwd,
        env: agentOptions.env ?? process.env,
        runAs: agentOptions.runAs ?? null,
        config: options.config,
        session,
      };
      await tryGenerated(inspection.tests, tryContext);
      const unwritten = await checkFrameworkLive(held, entries, tryContext);
      report.tests = [...inspection.tests, ...held.map((one) => one.test)];
      report.missing = [...inspection.missing, ...unwritten].map((entry) => ({
        id: entry.id,
        title: entry.title,
      }));
      await checkFrameworkDead(held, tryContext);
    },
  );
  const scripts = report.tests.filter((test) => !test.framework);
  await Promise.all(scripts.map((test) => stamp(options.cwd, test)));
  await stampFrameworkTests(held, options.cwd);
  return report;
}

/**
 * The entries to write: those without a script, and with force those whose script was written
 * from other text (`replaced`: their files). The rest go into the report as unchanged or kept.
 */
function whatToGenerate(
  entries: readonly PlanEntry[],
  existing: readonly ExistingScript[],
  force: boolean,
  report: PlanReport,
): { todo: PlanEntry[]; replaced: Set<string> } {
  const todo: PlanEntry[] = [];
  const replaced = new Set<string>();
  for (const entry of entries) {
    const script = existing.find((candidate) => candidate.id === entry.id);
    if (!script) todo.push(entry);
    else if (script.planHash === entry.hash) report.unchanged.push(entry.id);
    else if (!force) report.kept.push({ id: entry.id, file: script.file });
    else {
      replaced.add(script.file);
      todo.push(entry);
    }
  }
  return { todo, replaced };
}

/**
 * One batch per tier the plan names, and one for entries naming none; a tier's entries that
 * ask for framework tests are a batch of their own, given the tier's framework and examples.
 */
async function batchesOf(
  entries: readonly PlanEntry[],
  frameworks: ReadonlyMap<PlanEntry, FrameworkTier | null>,
  cwd: string,
): Promise<Batch[]> {
  const batches = new Map<string, Batch & { of: FrameworkTier | null }>();
  for (const entry of entries) {
    const of = frameworks.get(entry) ?? null;
    const tier = of?.tier ?? entry.tier;
    const key = `${tier}\u0000${of?.framework ?? "script"}`;
    const batch = batches.get(key) ?? { tier, entries: [], of };
    batch.entries.push(entry);
    batches.set(key, batch);
  }
  return Promise.all(
    [...batches.values()].map(async ({ of, ...batch }) => ({
      ...batch,
      framework: of ? await frameworkBatch(cwd, of) : null,
    })),
  );
}

function sessionSummary(options: PlanOptions) {
  return (session: GenerationSession): PlanReport["sessions"][number] => ({
    tier: session.tier,
    ids: session.entries.map((entry) => entry.id),
    costUsd: session.agent.costUsd,
    turns: session.agent.turns,
    toolCalls: session.agent.toolCalls,
    error: session.agent.end === "finished" ? null : (session.agent.detail ?? session.agent.end),
    guards: { mode: options.config.fix.guards.mode, fired: session.agent.guardsFired },
  });
}

async function stamp(cwd: string, test: GeneratedTest): Promise<void> {
  const path = resolve(cwd, test.file);
  const text = await readFile(path, "utf8").catch(() => null);
  if (text === null) return;
  const state = test.status === "refused" ? "refused" : "pending";
  await writeFile(path, stampScript(text, test.planHash ?? "none", state, test.reasons[0] ?? ""));
}
