import type { Results } from "../results/schema.js";

export const EXIT = {
  passed: 0,
  failed: 1,
  usage: 2,
  gate: 3,
  internal: 4,
} as const;

/**
 * verify: 0 all passed, 1 tests failed (in any tier, whatever its on-failure), 3 a gate before the
 * tests (preflight, a service, fix's model credential) failed. fix: 0 all green, 1 deferred.
 */
export function exitCodeFor(results: Results): number {
  if (!results.preflight.ok || results.services.some((service) => !service.healthy))
    return EXIT.gate;
  switch (results.outcome) {
    case "passed":
    case "fixed":
      return EXIT.passed;
    default:
      return EXIT.failed;
  }
}

/** A run stopped by SIGINT or SIGTERM, as a shell reports it (128 + 2). */
export const EXIT_INTERRUPTED = 130;
