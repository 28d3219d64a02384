import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRedactor } from "../evidence/redact.js";
import { markQuarantined } from "../flaky/quarantine-match.js";
import { checkPreflight } from "../gates/preflight.js";
import { type StartedServices, startServices } from "../gates/services.js";
import { checkTierTools } from "../gates/tier-tools.js";
import { removeSharedFolder, shareFolder } from "../process/share-files.js";
import type { ServiceResult, TestResult, TierResult } from "../results/schema.js";
import { discoverScripts, TestDiscoveryError } from "../script-tests/discover.js";
import { pendingFrameworkTests } from "../script-tests/pending-framework-tests.js";
import type { ScriptTest } from "../script-tests/script-test.js";
import { blockedReasonFor, gateBlockReason } from "./gate-reason.js";
import { planTiers } from "./plan.js";
import { runWithRetries } from "./retries.js";
import { noPhases } from "./run-phases.js";
import {
  assignWanted,
  checkSelection,
  skippedWantedIds,
  sourcesToList,
  tiersChosen,
  unknownIdsAfterRun,
} from "./selection.js";
import { kindOf, type TierSource } from "./tier-kinds/registry.js";
import type { KindRun } from "./tier-kinds/tier-kind.js";
import { summariseTier } from "./tier-status.js";
import type {
  EngineOptions,
  GateReport,
  PlannedTier,
  RunOverrides,
  Selection,
  Session,
  TierRun,
} from "./types.js";
import { wantedTestFiles } from "./wanted-test-files.js";

/**
 * Discovers the tests, checks the selection, checks preflight, starts and probes the services.
 * Throws only for problems a user must fix in their config, scripts or selection
 * (TestDiscoveryError, SelectionError); a failed gate is reported in `session.gates`, and then
 * no test runs.
 */
export async function openSession(
  options: EngineOptions & {
    selection?: Selection;
    /** Problems the caller found that fail the preflight gate too (fix: no model credential). */
    gateProblems?: GateReport["preflight"]["problems"];
  },
): Promise<Session> {
  const env = options.env ?? process.env;
  const reporter = options.reporter ?? {};
  const inReview: string[] = [];
  // The walk for tests waiting in review overlaps the scripts' discovery; its error, if any,
  // is thrown where it is awaited.
  const waiting = pendingFrameworkTests(options.cwd);
  waiting.catch(() => {});
  const scripts = await discoverScripts({
    cwd: options.cwd,
    config: options.config,
    emptyGlobsAllowed: options.emptyGlobsAllowed ?? false,
    onInReview: (files) => inReview.push(...files),
  });
  // Framework tests wait under a name no runner collects; they are listed all the same.
  const files = [...inReview, ...(await waiting)];
  if (files.length > 0) {
    reporter.note?.(
      "warning",
      `${files.length} generated test${files.length === 1 ? " waits" : "s wait"} for review and ${files.length === 1 ? "does" : "do"} not run: ${files.join(", ")} (accept with fix-loop plan --accept <id>)`,
    );
  }
  checkRequiredServicesExist(scripts, options.config);
  const plan = planTiers(options.config, scripts);
  checkSelection(plan, options.selection);
  const listingStarted = performance.now();
  const listed = await listBeforeRunning(plan, { ...options, env });
  const listingMs = listed ? performance.now() - listingStarted : 0;
  if (listed) checkSelection(plan, options.selection);

  reporter.phase?.("preflight");
  const checked = await checkPreflight(options.config.preflight, { cwd: options.cwd, env });
  const chosen = new Set(tiersChosen(plan, options.selection ?? {}).map((tier) => tier.name));
  const tools = await checkTierTools(
    options.config.tiers.filter((tier) => chosen.has(tier.name)),
    { cwd: options.cwd, env },
  );
  const problems = [...checked.problems, ...tools, ...(options.gateProblems ?? [])];
  const preflight = { ok: problems.length === 0, problems };
  reporter.preflightChecked?.(preflight);

  const session = new EngineSession({ ...options, env }, plan, preflight, listingMs);
  if (preflight.ok) await session.bringUpServices();
  return session;
}

/**
 * Asks the runners that can list their tests which ones they have, when the selection names
 * ids they cannot tell yet; true when any was asked (the selection is then checked again).
 */
async function listBeforeRunning(
  plan: readonly PlannedTier[],
  options: EngineOptions & { env: NodeJS.ProcessEnv; selection?: Selection },
): Promise<boolean> {
  const asked = sourcesToList(plan, options.selection ?? {});
  for (const { source, ids } of asked) {
    const tier = plan.find((planned) => planned.sources.includes(source));
    await kindOf(source).learnIds?.(source, {
      ids,
      files: wantedTestFiles(ids, options.selection?.seenFiles ?? {}, options.cwd),
      printed: ids.every((id) => Object.hasOwn(options.selection?.seenFiles ?? {}, id)),
      printedFiles: options.selection?.seenFiles,
      cwd: options.cwd,
      env: { ...options.env, ...tier?.env },
      timeoutMs: tier?.timeoutMs ?? LIST_TIMEOUT_MS,
      signal: options.signal,
      runAs: options.runAs,
    });
  }
  return asked.length > 0;
}

const LIST_TIMEOUT_MS = 120_000;

/** A REQUIRES header naming a service the config does not declare could never be satisfied. */
function checkRequiredServicesExist(
  scripts: readonly ScriptTest[],
  config: EngineOptions["config"],
): void {
  const declared = Object.keys(config.services);
  const problems = scripts.flatMap((script) =>
    script.requires
      .filter((name) => !declared.includes(name))
      .map((name) => ({
        file: script.file,
        message: `${script.file}: REQUIRES names "${name}", but services: declares ${declared.length > 0 ? declared.join(", ") : "no services"}; add it under services: or fix the header`,
      })),
  );
  if (problems.length > 0) throw new TestDiscoveryError(problems);
}

class EngineSession implements Session {
  private closed = false;
  private servicesStale = false;
  private services: GateReport["services"] = [];
  /** Every startServices call of this session: the first, and restarts of some services. */
  private started: StartedServices[] = [];
  private readonly redact: (text: string) => string;
  private scratch: Promise<string> | null = null;
  /** Gate problems a tier's run found: its own command could not start (KindRun.gateProblem). */
  private readonly foundRunning: GateReport["preflight"]["problems"] = [];
  private treeChanged = false;

  constructor(
    readonly options: EngineOptions & { env: NodeJS.ProcessEnv },
    readonly plan: PlannedTier[],
    private readonly preflight: GateReport["preflight"],
    /** The listing before the first run, which that run's phases carry. */
    private listingMs = 0,
  ) {
    this.redact = createRedactor(options.env);
  }

  get gates(): GateReport {
    const preflight =
      this.foundRunning.length === 0
        ? this.preflight
        : { ok: false, problems: [...this.preflight.problems, ...this.foundRunning] };
    return {
      preflight,
      services: this.services,
      passed: preflight.ok && this.services.every((service) => service.healthy),
    };
  }

  /** Starts (or, after a source change, restarts) the services and probes every one. */
  async bringUpServices(): Promise<void> {
    await this.stopServices();
    this.started = [];
    if (Object.keys(this.options.config.services).length === 0) return;
    const reporter = this.options.reporter ?? {};
    reporter.phase?.("services");
    const started = await this.startSome(this.options.config.services, (result) =>
      reporter.serviceChecked?.(result),
    );
    this.services = started.results;
  }

  async withServicesStopped<T>(names: readonly string[], body: () => Promise<T>): Promise<T> {
    for (const started of this.started) await started.stop(names);
    try {
      return await body();
    } finally {
      if (!this.closed) {
        const chosen = Object.entries(this.options.config.services).filter(([name]) =>
          names.includes(name),
        );
        const again = await this.startSome(Object.fromEntries(chosen));
        this.services = this.services.map(
          (result) => again.results.find((back) => back.name === result.name) ?? result,
        );
      }
    }
  }

  private async startSome(
    services: EngineOptions["config"]["services"],
    onChecked?: (result: ServiceResult) => void,
  ): Promise<StartedServices> {
    const started = await startServices(services, {
      cwd: this.options.cwd,
      env: this.options.env,
      signal: this.options.signal,
      onChecked,
      runAs: this.options.runAs,
      ahead: this.options.probesAhead,
    });
    this.started.push(started);
    return started;
  }

  private async stopServices(): Promise<void> {
    await Promise.all(this.started.map((started) => started.stop()));
  }

  sourcesChanged(): void {
    this.servicesStale = true;
    this.treeChanged = true;
  }

  startServicesAgain(): Promise<void> {
    return this.restartServicesIfStale();
  }

  async stopServicesUntilNextRun(): Promise<void> {
    if (this.started.length === 0) return;
    await this.stopServices();
    this.started = [];
    this.servicesStale = true;
  }

  servicePids(): number[] {
    return this.started.flatMap((started) => started.pids());
  }

  async runTiers(selection: Selection = {}, overrides: RunOverrides = {}): Promise<TierRun> {
    await this.restartServicesIfStale();
    const run: TierRun = { tests: [], tiers: [], phases: noPhases() };
    if (this.listingMs > 0 && run.phases) run.phases.listingMs = this.listingMs;
    this.listingMs = 0;
    if (overrides.takeCoverage) run.coverage = new Map();
    let stoppedBy: string | null = this.gates.passed ? null : gateBlockReason(this.gates);
    const assigned = assignWanted(this.plan, selection);
    const ranCleanly = new Set<TierSource>();
    for (const tier of tiersChosen(this.plan, selection)) {
      const parts = partsToRun(tier, assigned);
      if (parts.length === 0) continue;
      const summary = await this.runTier(tier, parts, { stoppedBy, overrides, ranCleanly }, run);
      stoppedBy ??= this.gates.passed ? stopAfter(tier, summary) : gateBlockReason(this.gates);
    }
    run.unknownIds = unknownIdsAfterRun(assigned, ranCleanly, run.tests);
    run.skippedIds = skippedWantedIds(assigned, run.tests);
    run.xfailedIds = run.skippedIds.filter((id) =>
      run.tests.some((test) => test.id === id && test.expectedToFail),
    );
    return run;
  }

  private async restartServicesIfStale(): Promise<void> {
    if (this.servicesStale && this.preflight.ok && !this.closed) {
      this.servicesStale = false;
      await this.bringUpServices();
    }
  }

  /** One tier: its sources run (or reported as not run), summarised, announced, recorded. */
  private async runTier(
    tier: PlannedTier,
    parts: readonly TierPart[],
    how: { stoppedBy: string | null; overrides: RunOverrides; ranCleanly: Set<TierSource> },
    run: TierRun,
  ): Promise<TierResult> {
    const { stoppedBy, overrides } = how;
    const reporter = this.options.reporter ?? {};
    const started = Date.now();
    const notRunReason = stoppedBy ?? (this.options.signal?.aborted ? "interrupted" : null);
    reporter.tierStarted?.(tier, notRunReason);
    const notRun = notRunReason
      ? {
          status: this.gates.passed ? ("skipped" as const) : ("blocked" as const),
          reason: notRunReason,
        }
      : null;
    const ran = notRun
      ? this.reportNotRun(parts, notRun)
      : await this.runParts(tier, parts, overrides, {
          coverage: run.coverage,
          phases: run.phases,
          ...how,
        });
    const { problem } = ran;
    const tests = markQuarantined(ran.tests, this.options.quarantine);
    const summary = summariseTier(tier, tests, {
      durationMs: Date.now() - started,
      // Its command could not start: blocked by a gate, as a missing tool found before is.
      notRun: ran.gateProblem ? { status: "blocked", reason: ran.gateProblem.message } : notRun,
      problem,
    });
    run.tests.push(...tests);
    run.tiers.push(summary);
    reporter.tierFinished?.(summary);
    return summary;
  }

  private reportNotRun(
    parts: readonly TierPart[],
    notRun: { status: "blocked" | "skipped"; reason: string },
  ): KindRun {
    const tests = parts.flatMap(({ source, wanted }) =>
      kindOf(source).notRun(source, wanted, {
        status: notRun.status,
        reasonFor: (requires) =>
          blockedReasonFor({ requires: [...requires] }, this.gates) ?? notRun.reason,
      }),
    );
    for (const result of tests) this.options.reporter?.testFinished?.(result);
    return { tests, problem: null };
  }

  private async runParts(
    tier: PlannedTier,
    parts: readonly TierPart[],
    overrides: RunOverrides,
    into: {
      coverage?: Map<string, Set<string>>;
      phases?: TierRun["phases"];
      ranCleanly: Set<TierSource>;
    },
  ): Promise<KindRun> {
    const context = {
      coverage: into.coverage,
      coverageToName: overrides.coverageToName,
      timings: into.phases,
      scratch: await this.scratchFolder(),
      reportsInTree: this.options.reportsInTree ?? true,
      runAs: this.options.runAs,
      cwd: this.options.cwd,
      env: { ...this.options.env, ...tier.env, ...overrides.env },
      signal: this.options.signal,
      redact: this.redact,
      reporter: this.options.reporter,
      configPath: this.options.configPath,
      // Once a fix changed the tree, a command that cannot start is that change's failure.
      commandMissingIsGate: !this.treeChanged,
      tier,
    };
    const tests: TestResult[] = [];
    const problems: string[] = [];
    let gateProblem: KindRun["gateProblem"];
    for (const { source, wanted } of parts) {
      const ran = await runWithRetries(source, wanted, context, overrides.retries ?? tier.retries);
      tests.push(...ran.tests);
      if (ran.gateProblem) this.foundRunning.push(ran.gateProblem);
      gateProblem ??= ran.gateProblem;
      if (ran.problem) problems.push(ran.problem);
      else into.ranCleanly.add(source);
    }
    return {
      tests,
      problem: problems.length > 0 ? problems.join("; ") : null,
      ...(gateProblem ? { gateProblem } : {}),
    };
  }

  /** The session's own folder outside the project, made on first use, removed on close. */
  private scratchFolder(): Promise<string> {
    this.scratch ??= mkdtemp(path.join(tmpdir(), "fix-loop-session-")).then((folder) => {
      // The tests write their reports here; with an agent user they run as that user.
      shareFolder(folder, this.options.runAs);
      return folder;
    });
    return this.scratch;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.stopServices();
    const scratch = await this.scratch?.catch(() => null);
    if (scratch) await removeSharedFolder(scratch);
  }
}

/** A source of a tier and the ids wanted from it (null: all its tests). */
interface TierPart {
  source: TierSource;
  wanted: ReadonlySet<string> | null;
}

function partsToRun(tier: PlannedTier, assigned: Map<TierSource, Set<string>> | null): TierPart[] {
  return tier.sources
    .map((source) => ({ source, wanted: assigned ? (assigned.get(source) ?? null) : null }))
    .filter((part) => !assigned || part.wanted !== null);
}

/** After a failed or blocked tier whose on-failure is stop, later tiers do not run. */
function stopAfter(tier: PlannedTier, summary: TierResult): string | null {
  const stops =
    tier.onFailure === "stop" && (summary.status === "failed" || summary.status === "blocked");
  return stops ? `not run: the tier "${tier.name}" failed (on-failure: stop)` : null;
}
