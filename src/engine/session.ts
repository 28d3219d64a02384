import { createRedactor } from "../evidence/redact.js";
import { checkPreflight } from "../gates/preflight.js";
import { startServices } from "../gates/services.js";
import type { TestResult, TierResult } from "../results/schema.js";
import { discoverScripts, TestDiscoveryError } from "../tests/discover.js";
import { blockedReasonFor, gateBlockReason } from "./gate-reason.js";
import { planTiers } from "./plan.js";
import { runJunitTierWithRetries } from "./run-junit-tier.js";
import { runScriptTests } from "./run-script-tier.js";
import { summariseTier } from "./tier-status.js";
import type {
  EngineOptions,
  GateReport,
  PlannedTier,
  ScriptTest,
  Selection,
  Session,
  TierRun,
} from "./types.js";

/**
 * Discovers the tests, checks preflight, starts and probes the services. Throws only for
 * problems a user must fix in their config or scripts (TestDiscoveryError); a failed gate is
 * reported in `session.gates`, and then no test runs.
 */
export async function openSession(options: EngineOptions): Promise<Session> {
  const env = options.env ?? process.env;
  const reporter = options.reporter ?? {};
  const scripts = await discoverScripts({ cwd: options.cwd, config: options.config });
  checkRequiredServicesExist(scripts, options.config);
  const plan = planTiers(options.config, scripts);

  reporter.phase?.("preflight");
  const preflight = await checkPreflight(options.config.preflight, { cwd: options.cwd, env });
  reporter.preflightChecked?.(preflight);

  const session = new EngineSession({ ...options, env }, plan, preflight);
  if (preflight.ok) await session.bringUpServices();
  return session;
}

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
  private stopServices: () => Promise<void> = async () => {};
  private readonly redact: (text: string) => string;

  constructor(
    readonly options: EngineOptions & { env: NodeJS.ProcessEnv },
    readonly plan: PlannedTier[],
    private readonly preflight: GateReport["preflight"],
  ) {
    this.redact = createRedactor(options.env);
  }

  get gates(): GateReport {
    return {
      preflight: this.preflight,
      services: this.services,
      passed: this.preflight.ok && this.services.every((service) => service.healthy),
    };
  }

  /** Starts (or, after a source change, restarts) the services and probes every one. */
  async bringUpServices(): Promise<void> {
    await this.stopServices();
    this.stopServices = async () => {};
    if (Object.keys(this.options.config.services).length === 0) return;
    const reporter = this.options.reporter ?? {};
    reporter.phase?.("services");
    const started = await startServices(this.options.config.services, {
      cwd: this.options.cwd,
      env: this.options.env,
      signal: this.options.signal,
      onChecked: (result) => reporter.serviceChecked?.(result),
    });
    this.services = started.results;
    this.stopServices = started.stop;
  }

  sourcesChanged(): void {
    this.servicesStale = true;
  }

  async runTiers(
    selection: Selection = {},
    overrides: { retries?: number } = {},
  ): Promise<TierRun> {
    if (this.servicesStale && this.preflight.ok && !this.closed) {
      this.servicesStale = false;
      await this.bringUpServices();
    }
    const reporter = this.options.reporter ?? {};
    const tests: TestResult[] = [];
    const tiers: TierResult[] = [];
    let stoppedBy: string | null = this.gates.passed ? null : gateBlockReason(this.gates);
    const wanted = selection.ids && selection.ids.length > 0 ? new Set(selection.ids) : null;
    const scriptIds = new Set(this.plan.flatMap((tier) => tier.scripts.map((script) => script.id)));

    for (const tier of this.plan) {
      if (selection.tiers && selection.tiers.length > 0 && !selection.tiers.includes(tier.name))
        continue;
      const scripts = wanted
        ? tier.scripts.filter((script) => wanted.has(script.id))
        : tier.scripts;
      const runJunit =
        tier.junit !== null && (!wanted || [...wanted].some((id) => !scriptIds.has(id)));
      if (scripts.length === 0 && !runJunit) continue;

      const started = Date.now();
      reporter.tierStarted?.(tier);
      const notRunReason = stoppedBy ?? (this.options.signal?.aborted ? "interrupted" : null);
      const notRun = notRunReason
        ? {
            status: this.gates.passed ? ("skipped" as const) : ("blocked" as const),
            reason: notRunReason,
          }
        : null;
      let tierTests: TestResult[];
      let problem: string | null = null;
      if (notRun) {
        tierTests = scripts.map((script) =>
          notRunTest(script, notRun.status, blockedReasonFor(script, this.gates) ?? notRun.reason),
        );
        for (const result of tierTests) reporter.testFinished?.(result);
      } else {
        const context = {
          ...this.options,
          redact: this.redact,
          retries: overrides.retries ?? tier.retries,
        };
        tierTests = await runScriptTests(tier, scripts, context);
        if (runJunit) {
          const junit = await runJunitTierWithRetries(tier, context);
          problem = junit.problem;
          tierTests.push(
            ...(wanted ? junit.tests.filter((test) => wanted.has(test.id)) : junit.tests),
          );
        }
      }
      const summary = summariseTier(tier, tierTests, {
        durationMs: Date.now() - started,
        notRun,
        problem,
      });
      tests.push(...tierTests);
      tiers.push(summary);
      reporter.tierFinished?.(summary);
      if (
        !stoppedBy &&
        tier.gate === "hard" &&
        (summary.status === "failed" || summary.status === "blocked")
      ) {
        stoppedBy = `not run: the hard-gate tier "${tier.name}" failed`;
      }
    }
    return { tests, tiers };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.stopServices();
  }
}

function notRunTest(
  script: PlannedTier["scripts"][number],
  status: "blocked" | "skipped",
  reason: string,
): TestResult {
  return {
    id: script.id,
    title: script.title,
    tier: script.tier,
    status,
    durationMs: 0,
    kind: "script",
    file: script.file,
    requires: script.requires,
    runs: 0,
    reason,
    evidence: null,
  };
}
