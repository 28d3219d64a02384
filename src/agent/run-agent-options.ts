import type { GuardMode } from "../hooks/guard-options.js";
import type { RunAs } from "../process/run-as.js";

export interface AgentGuards {
  protectedGlobs: readonly string[];
  /** New files matching these may be written even under a protected glob (plan sessions). */
  newFileGlobs?: readonly string[];
  /** The Nth identical tool call is denied (default 3). */
  repeatLimit: number;
  /** Context after this many failed tool calls in a row (default 5). */
  failureLimit: number;
  /** observe, warn or block (default). */
  mode: GuardMode;
}

/** What one `claude -p` session is given (runAgent's options). */
export interface RunAgentOptions {
  claudePath: string;
  /** The project root: the agent works here and protected globs are relative to it. */
  cwd: string;
  /** Sent on stdin: prompts are too large for argv. */
  prompt: string;
  /** The agent's complete environment (nothing else is inherited); CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 is added. */
  env: NodeJS.ProcessEnv;
  /** A folder for this session only: settings, hook state, ledger. Created if missing. */
  stateDir: string;
  /** Built-in tools offered (`--tools`). */
  tools: readonly string[];
  /** Pre-approved calls (`--allowedTools`); default: the offered tools. */
  allowedTools?: readonly string[];
  /** Refused calls (`--disallowedTools`); default: DEFAULT_DISALLOWED_TOOLS. */
  disallowedTools?: readonly string[];
  maxTurns: number;
  budgetUsd?: number | null;
  timeoutMs: number;
  model?: string | null;
  /** `--json-schema`; default: the claim schema; null: no structured output. */
  jsonSchema?: Record<string, unknown> | null;
  guards?: Partial<AgentGuards>;
  /** The argv that starts the hook program; default: node and fix-loop's dist/hooks.js. */
  hookCommand?: readonly string[];
  appendSystemPrompt?: string;
  /** Aborting kills the process tree; the transcript then ends as an error "aborted". */
  signal?: AbortSignal;
  /** Every stream-json message as it arrives, for live progress. */
  onMessage?: (message: Record<string, unknown>) => void;
  /**
   * Run Claude Code (and so its tools and our hooks) as this user. What it leaves running is
   * then found by its uid, not by the session marker a process can shed with `env -i`.
   */
  runAs?: RunAs | null;
  /** Pids whose process trees the sweep of the user leaves running (the services). */
  spare?: () => number[];
}
