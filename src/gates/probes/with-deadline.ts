import type { ProbeOutcome } from "./probe-outcome.js";

/**
 * Runs one probe attempt with a deadline and a cancel signal. `attempt` starts the work, calls
 * `settle` with its outcome and returns what releases its resources (socket, request, process);
 * whichever comes first (outcome, deadline, cancel) wins and the rest is ignored.
 */
export function probeWithDeadline(
  timeoutMs: number,
  signal: AbortSignal | undefined,
  attempt: (settle: (outcome: ProbeOutcome) => void) => () => void,
): Promise<ProbeOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    let release: () => void = () => {};
    const settle = (outcome: ProbeOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      release();
      resolve(outcome);
    };
    const onAbort = () => settle({ healthy: false, error: "probe cancelled" });
    const timer = setTimeout(
      () => settle({ healthy: false, error: `timed out after ${timeoutMs} ms` }),
      timeoutMs,
    );
    release = attempt(settle);
    if (settled) release();
    if (signal?.aborted) onAbort();
    else signal?.addEventListener("abort", onAbort, { once: true });
  });
}
