import type { ServiceResult } from "../results/schema.js";
import type { ScriptTest } from "../script-tests/script-test.js";
import type { GateReport } from "./types.js";

export function describeDownService(service: ServiceResult): string {
  return `${service.name} is down at ${service.probe}${service.error ? ` (${service.error})` : ""}`;
}

/** Why nothing ran: the first failed gate, in words a person reads first. */
export function gateBlockReason(gates: GateReport): string {
  if (!gates.preflight.ok) {
    const problems = gates.preflight.problems.map((problem) => problem.message);
    return `not run: preflight failed (${problems.join("; ")})`;
  }
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
