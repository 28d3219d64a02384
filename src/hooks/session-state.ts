import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isPlainObject } from "./plain-object.js";

/** The counters the guards keep between hook invocations of one session. */
export interface SessionState {
  /** Identical-call counts by call key, since the last file edit. */
  calls: Record<string, number>;
  /** Failed tool calls in a row. */
  failures: number;
  /** The progress gate blocks a stop only once. */
  stopBlocked: boolean;
}

/** The state in `value` (parsed JSON), a missing field at its default; null when a field is wrong. */
function readState(value: unknown): SessionState | null {
  if (!isPlainObject(value)) return null;
  const { calls = {}, failures = 0, stopBlocked = false } = value;
  if (!isPlainObject(calls) || typeof failures !== "number" || typeof stopBlocked !== "boolean")
    return null;
  if (!Object.values(calls).every((count) => typeof count === "number")) return null;
  return { calls: { ...(calls as Record<string, number>) }, failures, stopBlocked };
}

const STATE_FILE = "state.json";

export function readSessionState(stateDir: string): SessionState {
  let state: SessionState | null = null;
  try {
    state = readState(JSON.parse(readFileSync(path.join(stateDir, STATE_FILE), "utf8")));
  } catch {
    // No state yet, or a torn file: the counters start again.
  }
  return state ?? { calls: {}, failures: 0, stopBlocked: false };
}

/** Written to a temporary file and renamed, so a reader never sees half a file. */
export function writeSessionState(stateDir: string, state: SessionState): void {
  const file = path.join(stateDir, STATE_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, file);
}
