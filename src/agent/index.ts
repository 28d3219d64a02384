export type { LedgerEntry } from "../hooks/ledger.js";
export { claimJsonSchema } from "./claim-json-schema.js";
export { claudeArguments, DEFAULT_DISALLOWED_TOOLS } from "./claude-arguments.js";
export {
  type ClaudeBinary,
  ClaudeNotFoundError,
  claudeVersion,
  type ResolveClaudeOptions,
  resolveClaudeBinary,
} from "./claude-binary.js";
export {
  buildHookSettings,
  defaultHookCommand,
  HookProgramMissingError,
  type HookSettings,
  type HookSettingsOptions,
  locateHookProgram,
} from "./hook-settings.js";
export { runAgent } from "./run-agent.js";
export type { AgentGuards, RunAgentOptions } from "./run-agent-options.js";
export {
  type AgentStrategy,
  DEFAULT_STRATEGIES,
  LOCAL_TOOLS,
  resolveStrategies,
  WEB_TOOLS,
} from "./strategies.js";
export type { AgentToolCall, AgentTranscript } from "./transcript.js";
