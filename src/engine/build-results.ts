import { failedInQuarantine, failsTheRun } from "../flaky/quarantine-match.js";
import { type Results, resultsSchema } from "../results/schema.js";
import { plural } from "../text/quantities.js";
import { VERSION } from "../version.js";
import { describeDownService, preflightWords } from "./gate-reason.js";
import { isTierKindName } from "./tier-kinds/registry.js";
import type { GateReport, TierRun } from "./types.js";

export interface ResultParts {
  mode: Results["mode"];
  configPath: string;
  startedAt: Date;
  gates: GateReport;
  run: TierRun;
  groups?: Results["groups"];
  attempts?: Results["attempts"];
  trust?: Results["trust"];
  breaker?: Results["breaker"];
  guards?: Results["guards"];
  /** The fix loop decides fixed/deferred itself; verify derives the outcome from the tests. */
  outcome?: Results["outcome"];
  headline?: string;
  /** Where verify's time went (verify.ts). */
  phases?: Results["phases"];
  /** Fix mode: what the agent could reach (src/sandbox/agent-network.ts). */
  agentNetwork?: string;
}

/** Assembles a validated results object from what a run produced. */
export function buildResults(parts: ResultParts): Results {
  const finishedAt = new Date();
  const outcome = parts.outcome ?? verifyOutcome(parts.gates, parts.run);
  // results.json takes any kind name (newer engines may add kinds); this engine writes its own.
  const unknown = parts.run.tests.find((test) => !isTierKindName(test.kind));
  if (unknown)
    throw new Error(`test ${unknown.id} has kind "${unknown.kind}", not in the registry`);
  return resultsSchema.parse({
    version: 1,
    tool: { name: "fix-loop", version: VERSION },
    mode: parts.mode,
    outcome,
    headline: parts.headline ?? headlineFor(outcome, parts.gates, parts.run),
    startedAt: parts.startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationMs: finishedAt.getTime() - parts.startedAt.getTime(),
    config: parts.configPath,
    preflight: parts.gates.preflight,
    services: parts.gates.services,
    tiers: parts.run.tiers,
    tests: parts.run.tests,
    groups: parts.groups ?? [],
    ...(parts.guards ? { guards: parts.guards } : {}),
    attempts: parts.attempts ?? [],
    trust: parts.trust ?? { score: null, agreed: 0, total: 0 },
    breaker: parts.breaker ?? { state: "closed", reason: null },
    phases: parts.phases ?? null,
    ...(parts.agentNetwork ? { agentNetwork: parts.agentNetwork } : {}),
  });
}

export function verifyOutcome(gates: GateReport, run: TierRun): Results["outcome"] {
  if (!gates.passed) return "blocked";
  if (run.tiers.some((tier) => tier.status === "failed")) return "failed";
  if (run.tests.some(failsTheRun)) return "failed";
  if (run.tiers.some((tier) => tier.status === "blocked")) return "blocked";
  return "passed";
}

function listIds(ids: string[], max = 5): string {
  return ids.length <= max
    ? ids.join(", ")
    : `${ids.slice(0, max).join(", ")} and ${ids.length - max} more`;
}

/** The one sentence a person reads first. */
export function headlineFor(outcome: Results["outcome"], gates: GateReport, run: TierRun): string {
  const xfailed = run.tests.filter((test) => test.expectedToFail).length;
  // Skipped as the runner says (pytest's and the tier line's "14 skipped"); blocked: not run at all.
  const skipped = run.tests.filter(
    (test) => test.status === "skipped" && !test.expectedToFail,
  ).length;
  const blocked = run.tests.filter((test) => test.status === "blocked").length;
  const tiersNotRun = run.tiers.filter(
    (tier) => tier.status === "skipped" || tier.status === "blocked",
  ).length;
  const notRunText =
    (xfailed > 0 ? `, ${xfailed} xfailed (as marked)` : "") +
    (skipped > 0 ? `, ${skipped} skipped` : "") +
    (blocked > 0 ? `, ${plural(blocked, "test")} not run` : "") +
    (skipped + blocked === 0 && tiersNotRun > 0 ? `, ${plural(tiersNotRun, "tier")} not run` : "");
  // After a gate's words, which may end in a command to run (gotestsum's `-- ./...`), what did
  // not run is a clause of its own, not one more word of that command.
  const afterGate = notRunText.replace(/^, /, "; ");
  if (!gates.preflight.ok) {
    return `${preflightWords(gates.preflight.problems)}${afterGate}`;
  }
  const down = gates.services.filter((service) => !service.healthy);
  if (down.length > 0) return `${down.map(describeDownService).join("; ")}${afterGate}`;

  const failed = run.tests.filter(failsTheRun).map((test) => test.id);
  const flaky = run.tests.filter((test) => test.status === "flaky").length;
  const quarantined = run.tests.filter(failedInQuarantine).length;
  const flakyText =
    (flaky > 0 ? `, ${flaky} flaky` : "") +
    (quarantined > 0 ? `, ${quarantined} failed in quarantine (not counted)` : "");
  const ran = run.tests.length - skipped - blocked;
  const brokenTiers = run.tiers.filter((tier) => tier.status === "failed" && tier.reason);
  if (outcome === "failed" && failed.length === 0 && brokenTiers.length > 0) {
    return brokenTiers.map((tier) => `tier ${tier.name}: ${tier.reason}`).join("; ");
  }
  if (failed.length > 0) {
    // What a tier says of itself (go stopped a package at a panic: the tests after it are in no
    // report) belongs beside the count, which covers only the tests reported.
    const tierNotes = brokenTiers.map((tier) => `; tier ${tier.name}: ${tier.reason}`).join("");
    return `${failed.length} of ${plural(ran, "test")} failed (${listIds(failed)})${flakyText}${notRunText}${tierNotes}`;
  }
  if (outcome === "blocked") return `tests blocked${notRunText}`;
  const passedCount = ran - xfailed;
  // "all 1 test passed" says more than there was.
  const passed = passedCount === 1 ? "1 test passed" : `all ${plural(passedCount, "test")} passed`;
  return `${passed}${flakyText}${notRunText}`;
}
