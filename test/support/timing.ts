/**
 * Wall-clock bounds in tests: what a test checks is that something ends near an expected time
 * (a timeout cuts a hang, an abort stops a wait) instead of never or much later. On a busy
 * machine everything takes longer, so only the margin over that expected time stretches, by
 * FIX_LOOP_TIME_SLACK (default 3). Files with bounds of a second or less run in the serial
 * `timing` project (vitest.config.ts).
 */
export const TIME_SLACK = slackFrom(process.env.FIX_LOOP_TIME_SLACK);

/** The bound for something expected to take `expectedMs`, allowing `marginMs` x TIME_SLACK more. */
export function within(expectedMs: number, marginMs: number): number {
  return expectedMs + marginMs * TIME_SLACK;
}

function slackFrom(text: string | undefined): number {
  if (text === undefined || text.trim() === "") return 3;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 1) {
    throw new Error(
      `FIX_LOOP_TIME_SLACK is "${text}"; give a number of at least 1 (1 keeps the margins as written, the default is 3)`,
    );
  }
  return value;
}
