import { resolve } from "node:path";
import { defaultHookCommand } from "../agent/hook-settings.js";
import { checkModelAccess } from "../agent/model-access.js";
import { checkModelReachable } from "../agent/model-reachable.js";
import { unreachableForUser } from "../agent-user/unreachable-paths.js";
import { changedSinceBase } from "../engine/base-changes.js";
import { buildResults, verifyOutcome } from "../engine/build-results.js";
import { tiersForCoverage } from "../engine/coverage-tiers.js";
import { refuseUnknownIds } from "../engine/selection.js";
import { openSession } from "../engine/session.js";
import { coverageLimitsFor } from "../engine/triage-cost.js";
import type { GateReport, Session } from "../engine/types.js";
import { flakyTargetGroups } from "../flaky/flaky-groups.js";
import { testsToTriage } from "../flaky/tests-to-triage.js";
import { addGuardCounts } from "../hooks/guard-counts.js";
import { lookUpAlias } from "../ids/aliases.js";
import { killUserProcesses } from "../process/kill-user.js";
import type { RunAs } from "../process/run-as.js";
import { handTreeTo } from "../process/share-files.js";
import type { GuardReport, Results } from "../results/schema.js";
import { type AgentCopy, makeAgentCopy } from "../sandbox/agent-copy.js";
import { openAgentNetwork } from "../sandbox/agent-network.js";
import { setLimits } from "../sandbox/limits.js";
import { coverageForTiers } from "../triage/spectrum/tier-coverage.js";
import { triageFailures } from "../triage/triage.js";
import { runAgreement } from "../trust/agreement.js";
import { CopyTree } from "./copy-tree.js";
import { fixGroups } from "./fix-groups.js";
import { FixRun, type FixSetup } from "./fix-run.js";
import { git } from "./git-work-tree.js";
import { type FixOptions, FixSetupError } from "./options.js";
import { finalTests, fixHeadline, fixOutcome, refreshTiers } from "./outcome.js";
import { prepareFix } from "./prepare-fix.js";

/**
 * `fix-loop fix`: verify, group the failures by root cause, and give each group to Claude Code
 * attempt by attempt until the engine itself sees it fixed, or defer it with the dossier.
 * Everything the user must correct (no claude binary, no git, an unknown strategy) is reported
 * before any test runs.
 */
export async function runFix(requested: FixOptions): Promise<Results> {
  const startedAt = new Date();
  const changed = await changedSinceBase(requested);
  return withAgentSession(requested, (options, setup, session, copy) =>
    fixInSession(options, setup, session, startedAt, copy, changed),
  );
}

/**
 * The isolation every agent session of a run gets, around `body`: the setup checks, the agent
 * user's own copy of the tree (or the tree handed to it), the model gate, the engine session
 * (services up), and all of it undone after.
 * The fix loop and plan generation (src/plan/) both run their Claude Code sessions inside it.
 */
export async function withAgentSession<T>(
  requested: FixOptions,
  body: (
    options: FixOptions,
    setup: FixSetup,
    session: Session,
    copy: CopyTree | null,
  ) => Promise<T>,
): Promise<T> {
  const setup = await prepareFix(requested);
  const reporter = requested.reporter;
  const runAs = requested.runAs ?? null;
  const shared = runAs ? await shareTreeWithAgent(requested, runAs, setup) : null;
  const agentEnv = requested.agentEnv ?? requested.env ?? process.env;
  const network = await openAgentNetwork({
    runAs: shared?.runAs ?? null,
    agentEnv,
    allow: requested.config.fix.network.allow,
    serviceHealth: Object.values(requested.config.services).map((service) => service.health),
  });
  reporter?.note?.(network.warning ? "warning" : "info", network.note);
  // The key stays with the model proxy: neither the agent nor the tests it changed hold it.
  const options: FixOptions = {
    ...requested,
    runAs: network.runAs,
    env: network.withoutCredentials(requested.env ?? process.env),
    agentEnv: network.withoutCredentials(agentEnv),
    agentNetwork: network,
  };
  let session: Session | null = null;
  try {
    // Reports stay in the engine's own folder: in the tree they would be changes the agent sees.
    // The proxy's upstream (fix-loop's own ANTHROPIC_BASE_URL) is what must be reachable.
    const model =
      (await checkModelAccess({
        claudePath: setup.claudePath,
        cwd: options.cwd,
        env: network.gateEnv(agentEnv),
        runAs: options.runAs,
      })) ?? (await checkModelReachable(agentEnv, { signal: options.signal }));
    session = await openSession({
      ...options,
      reportsInTree: false,
      gateProblems: model ? [{ kind: "model", name: "claude", message: model }] : [],
    });
    // The services run the copy's code: they end before the copy is read or thrown away, and
    // start again on the fresh one.
    const running = session;
    shared?.copyTree?.stopBeforeReading(
      () => running.stopServicesUntilNextRun(),
      () => running.startServicesAgain(),
    );
    return await body(options, setup, session, shared?.copyTree ?? null);
  } finally {
    await session?.close();
    if (options.runAs) await killUserProcesses(options.runAs);
    await network.close();
    await shared?.release();
    reporter?.phase?.("done");
  }
}

async function fixInSession(
  options: FixOptions,
  setup: FixSetup,
  session: Session,
  startedAt: Date,
  copy: CopyTree | null,
  changed: ReadonlySet<string> | undefined,
): Promise<Results> {
  const reporter = options.reporter;
  reporter?.phase?.("tests");
  const baseline = await session.runTiers(options.selection, {
    takeCoverage: true,
    coverageToName: (changed?.size ?? 0) > 0,
  });
  refuseUnknownIds(baseline, session.plan, options.signal);
  const base = {
    mode: "fix" as const,
    configPath: options.configPath,
    startedAt,
    gates: session.gates,
    agentNetwork: options.agentNetwork?.reach,
  };
  if (!session.gates.passed) return buildResults({ ...base, run: baseline });

  reporter?.phase?.("triage");
  const tierOrder = session.plan.map((tier) => tier.name);
  const named = options.selection?.ids ?? [];
  const flaky = flakyTargetGroups(baseline.tests, named, options.flakes);
  const failing = await triageFailures(testsToTriage(baseline.tests, named, flaky), tierOrder, {
    root: options.cwd,
    coverage: coverageForTiers(tiersForCoverage(session.plan), {
      cwd: options.cwd,
      env: options.env ?? process.env,
      runAs: options.runAs,
    }),
    taken: baseline.coverage,
    changed,
    // Bounded as verify bounds it, so a group gets the same id in both.
    coverageLimits: coverageLimitsFor(session.plan, baseline.tiers, baseline.phases?.firstRunMs),
  });
  const groups = [...failing, ...flaky];
  if (groups.length > 0) reporter?.groupsFound?.(groups);
  const selected = selectedGroups(options.groups, groups);
  for (const id of selected ?? []) {
    if (!groups.some((group) => group.id === id))
      reporter?.note?.("info", `group ${id} does not fail in this run`);
  }

  const run = new FixRun(options, session, setup, baseline.tests, copy);
  if (groups.length > 0) {
    reporter?.phase?.("fix");
    await fixGroups(run, groups, selected);
  }

  const tests = finalTests(run.allTests(), groups);
  const tiers = refreshTiers(baseline.tiers, tests);
  const breaker = run.breaker.toResults();
  return buildResults({
    ...base,
    gates: withUnreachableModel(session.gates, run.modelUnreachable),
    run: { tests, tiers },
    groups,
    attempts: run.attempts,
    trust: runAgreement(run.attempts),
    breaker,
    ...(groups.length > 0 ? { guards: runGuards(run) } : {}),
    outcome: fixOutcome(groups, selected, tests, verifyOutcome(session.gates, { tests, tiers })),
    headline:
      groups.length > 0
        ? fixHeadline(groups, run.attempts, breaker.state === "open" ? breaker.reason : null)
        : undefined,
  });
}

interface SharedTree {
  /** The agent user, with its copy laid over the checkout where it has one. */
  runAs: RunAs | null;
  copyTree: CopyTree | null;
  release: () => Promise<void>;
}

/**
 * The tree, given to the agent user for the run once it is clear that user can reach what it
 * needs (the tree, claude and the hook program). With PID namespaces the agent gets a copy of
 * its own (src/sandbox/agent-copy.ts) and the checkout stays untouched; without them, the
 * checkout itself is shared with it (src/process/share-files.ts), which the log warns about.
 */
async function shareTreeWithAgent(
  options: FixOptions,
  runAs: RunAs,
  setup: FixSetup,
): Promise<SharedTree> {
  const top = (await git(options.cwd, ["rev-parse", "--show-toplevel"])).trim();
  if (runAs.limits) {
    const limits = await setLimits(runAs, options.config.fix.limits);
    options.reporter?.note?.("info", `the agent's limits (fix.limits): ${limits}`);
  }
  let shared: SharedTree;
  let copy: AgentCopy | null = null;
  if (runAs.namespace) {
    const made = await makeAgentCopy(top, runAs, { include: options.config.fix.copy.include });
    copy = made.copy;
    shared = { runAs: made.runAs, copyTree: null, release: made.copy.remove };
  } else {
    shared = { runAs, copyTree: null, release: await handTreeTo(top, runAs) };
  }
  const missing = await unreachableForUser(shared.runAs ?? runAs, {
    writable: [top, resolve(options.cwd)],
    executable: [setup.claudePath, ...defaultHookCommand().slice(0, 1)],
    readable: defaultHookCommand().slice(1),
  });
  if (missing.length === 0) return copy ? withCopyTree(shared, copy, options) : shared;
  await shared.release();
  const why = `the agent user ${runAs.user} cannot reach ${[...new Set(missing)].join(", ")}`;
  const fix = "make the folders on the way open to it (chmod o+x)";
  if (!options.runAsOrSelf) throw new FixSetupError(`${why}: ${fix}, or run with agent-user off`);
  options.reporter?.note?.(
    "warning",
    `${why}, so the agent and the tests run as this user: ${fix}`,
  );
  return { runAs: null, copyTree: null, release: async () => undefined };
}

/** The shared copy with what reads the agent's change from it (its reader runs as the agent). */
async function withCopyTree(
  shared: SharedTree,
  copy: AgentCopy,
  options: FixOptions,
): Promise<SharedTree> {
  const caps = options.config.fix.caps;
  const copyTree = await CopyTree.open(copy, shared.runAs as RunAs, {
    files: caps.files,
    fileBytes: caps["file-bytes"],
    totalBytes: caps["total-bytes"],
  }).catch(async (error) => {
    await shared.release();
    throw error;
  });
  return {
    ...shared,
    copyTree,
    release: async () => {
      await copyTree.close();
      await shared.release();
    },
  };
}

/** The guards over every attempt of the run. */
function runGuards(run: FixRun): GuardReport {
  return {
    mode: run.options.config.fix.guards.mode,
    fired: addGuardCounts(run.attempts.map((attempt) => attempt.guards?.fired ?? {})),
  };
}

/** The groups `--groups` names, by id or by alias (`G-7C1E`); null when it names none. */
function selectedGroups(
  wanted: readonly string[] | undefined,
  groups: readonly { id: string }[],
): Set<string> | null {
  if (!wanted || wanted.length === 0) return null;
  const ids = groups.map((group) => group.id);
  return new Set(
    wanted.map((id) => {
      const lookup = ids.includes(id) ? null : lookUpAlias(id, ids);
      return lookup && "found" in lookup ? lookup.found : id;
    }),
  );
}

/**
 * A model that could not be reached is a gate, found late: the run stops as a failed preflight
 * does (exit 3), not as a fix that failed.
 */
function withUnreachableModel(gates: GateReport, problem: string | null): GateReport {
  if (!problem) return gates;
  const preflight = {
    ok: false,
    problems: [
      ...gates.preflight.problems,
      { kind: "model" as const, name: "claude", message: problem },
    ],
  };
  return { ...gates, preflight, passed: false };
}
