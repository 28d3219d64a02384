import type { ServiceResult } from "../results/schema.js";
import type { ScriptTest } from "../script-tests/script-test.js";
import type { GateReport } from "./types.js";

export function describeDownService(service: ServiceResult): string {
  return `${service.name} is down at ${service.probe}${service.error ? ` (${service.error})` : ""}`;
}

/**
 * The preflight's problems in words: "preflight failed: ..." for those found before any tier
 * ran; a tier's command that could not start (found when the tier ran, after "preflight ok" was
 * printed) says so itself: "the unit tier's command gotestsun was not found ...".
 */
export function preflightWords(problems: GateReport["preflight"]["problems"]): string {
  const messages = problems.map((problem) => problem.message).join("; ");
  return problems.every((problem) => TIER_COMMAND.test(problem.message))
    ? messages
    : `preflight failed: ${messages}`;
}

/** How a problem tier-command-missing.ts found begins. */
const TIER_COMMAND = /^the .+? tier's command /;

/** Why nothing ran: the first failed gate, in words a person reads first. */
export function gateBlockReason(gates: GateReport): string {
  if (!gates.preflight.ok) return `not run: ${preflightWords(gates.preflight.problems)}`;
  const down = gates.services.filter((service) => !service.healthy).map(describeDownService);
  return `not run: ${down.join("; ")}`;
}

/** The specific reason for a test that needs a service that is down, or null. */
export function blockedReasonFor(
  script: Pick<ScriptTest, "requires">,
  gates: GateReport,
): string | null {
  const down = gates.services.filter(
    (service) => !service.healthy && script.requires.includes(service.name),
  );
  return down.length > 0 ? `not run: ${down.map(describeDownService).join("; ")}` : null;
}
