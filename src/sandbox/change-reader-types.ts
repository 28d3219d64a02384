import type { RunAs } from "../process/run-as.js";

/** Where and as whom the reader of the agent's copy runs (src/sandbox/change-record.ts). */
export interface CopyReader {
  /** Where the copy shows in the reader's namespace (the checkout's path). */
  top: string;
  /** The agent user, with the copy laid over `top`. */
  runAs: RunAs;
  /** Folders of the copy never read (its dependency folders), relative to `top`. */
  skip: () => readonly string[];
}

/** What the reader handed over breaks its own rules: the attempt is refused. */
export class ChangeRecordError extends Error {}
