import { SESSION_MARKER } from "../process/kill-tree.js";

/**
 * Claude Code's own retries of a failed API call, unless the environment sets
 * CLAUDE_CODE_MAX_RETRIES: 10 by default, some 3.5 min against an API it cannot reach; 5 end
 * within about 17 s, so the ladder stops well inside 30 s (bench/model-gate.mjs measures it).
 */
export const MAX_API_RETRIES = 5;

/** The environment one `claude -p` session runs with: `env` over the bounded retries, marked. */
export function claudeEnvironment(
  env: NodeJS.ProcessEnv | undefined,
  marker: string,
): NodeJS.ProcessEnv {
  return {
    CLAUDE_CODE_MAX_RETRIES: String(MAX_API_RETRIES),
    ...env,
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    [SESSION_MARKER]: marker,
  };
}
