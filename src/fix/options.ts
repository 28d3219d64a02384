import type { EngineOptions, Selection } from "../engine/types.js";
import { UserError } from "../errors.js";
import type { AgentNetwork } from "../sandbox/agent-network.js";

export interface FixOptions extends EngineOptions {
  /** Which tests the baseline run covers; empty means all. */
  selection?: Selection;
  /** Work only on these group ids (the signature hashes); the others are reported as skipped. */
  groups?: string[];
  /** Attempts per group; default `fix.max-attempts` from the config. */
  maxAttempts?: number;
  /** Commit each verified fix (only the files it changed). */
  commit?: boolean;
  /** Total model spend for the run in USD; default `fix.budget.usd`. */
  budgetUsd?: number;
  /** Start the ladder at this step (`/fix --strategy web`). */
  strategy?: string;
  /** The agent's environment (the Action passes one without runner credentials); default `env`, else process.env. */
  agentEnv?: NodeJS.ProcessEnv;
  /** The agent's way to the model and the network, set up by withAgentSession for the run. */
  agentNetwork?: AgentNetwork | null;
  /** The claude binary; default `fix.claude.path`, FIX_LOOP_CLAUDE, then claude on PATH. */
  claudePath?: string;
  /**
   * With `runAs`: when that user cannot reach the tree, claude or the hook program, run as
   * ourselves with a warning instead of refusing to start (agent-user: auto).
   */
  runAsOrSelf?: boolean;
}

/** A fix run that cannot start as asked: the message says what to change. Exit code 2. */
export class FixSetupError extends UserError {
  override name = "FixSetupError";
}
