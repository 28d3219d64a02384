import type { ActionIO } from "../io.js";
import type { PreparedRun } from "../prepare-run.js";
import type { ModeNeeds } from "./mode-needs.js";

/** One of the Action's jobs: what it needs, and its work once the run is prepared. */
export interface Mode {
  needs: ModeNeeds;
  run(prepared: PreparedRun, io: ActionIO, env: NodeJS.ProcessEnv): Promise<void>;
}
