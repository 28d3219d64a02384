import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as z from "zod/mini";

/** The counters the guards keep between hook invocations of one session. */
const sessionStateSchema = z.object({
  /** Identical-call counts by call key, since the last file edit. */
  calls: z._default(z.record(z.string(), z.number()), {}),
  /** Failed tool calls in a row. */
  failures: z._default(z.number(), 0),
  /** The progress gate blocks a stop only once. */
  stopBlocked: z._default(z.boolean(), false),
});

export type SessionState = z.infer<typeof sessionStateSchema>;

const STATE_FILE = "state.json";

export function readSessionState(stateDir: string): SessionState {
  try {
    return sessionStateSchema.parse(
      JSON.parse(readFileSync(path.join(stateDir, STATE_FILE), "utf8")),
    );
  } catch {
    return sessionStateSchema.parse({});
  }
}

/** Written to a temporary file and renamed, so a reader never sees half a file. */
export function writeSessionState(stateDir: string, state: SessionState): void {
  const file = path.join(stateDir, STATE_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, file);
}
