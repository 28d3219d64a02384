import { runProcess } from "../process/run.js";
import type { RunAs } from "../process/run-as.js";

export interface ModelAccessOptions {
  claudePath: string;
  cwd: string;
  /** The agent's environment, as runAgent will give it. */
  env: NodeJS.ProcessEnv;
  runAs?: RunAs | null;
}

const AUTH_STATUS_TIMEOUT_MS = 20_000;

/**
 * A credential Claude Code takes from the environment: with one set, `auth status` says
 * "logged in" whatever else it finds, so it is not asked (a start of the 381 MB binary, ~1.2 s
 * of CPU, as the agent user in its namespace).
 */
const CREDENTIAL_VARIABLES = [
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "CLAUDE_CODE_OAUTH_TOKEN",
];

/**
 * The model gate: asks Claude Code itself (`claude auth status --json`, which reads every source
 * it accepts: ANTHROPIC_API_KEY, ANTHROPIC_AUTH_TOKEN, CLAUDE_CODE_OAUTH_TOKEN, a login under
 * its config folder, Bedrock, Vertex...) whether a session would have a credential, as the agent
 * would run. Returns the problem in words, or null when it has one or cannot tell (an older
 * claude without `auth status`: a refused session still stops the ladder).
 */
export async function checkModelAccess(options: ModelAccessOptions): Promise<string | null> {
  if (CREDENTIAL_VARIABLES.some((name) => options.env[name])) return null;
  const ran = await runProcess(
    { file: options.claudePath, args: ["auth", "status", "--json"] },
    {
      cwd: options.cwd,
      env: { ...options.env, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1" },
      timeoutMs: AUTH_STATUS_TIMEOUT_MS,
      runAs: options.runAs,
      stdoutOnly: true,
    },
  );
  const stdout = Buffer.concat([ran.output.head, ran.output.tail]).toString("utf8");
  const status = parseStatus(stdout);
  if (status?.loggedIn !== false) return null;
  const who = options.runAs ? ` for the agent user ${options.runAs.user}` : "";
  return (
    `the model: Claude Code has no credential${who} (claude auth status: not logged in): ` +
    "set ANTHROPIC_API_KEY, or CLAUDE_CODE_OAUTH_TOKEN from `claude setup-token`, where " +
    "fix-loop runs (in CI, from a secret), or run `claude auth login`"
  );
}

function parseStatus(stdout: string): { loggedIn?: unknown } | null {
  try {
    const value: unknown = JSON.parse(stdout);
    return typeof value === "object" && value !== null ? (value as { loggedIn?: unknown }) : null;
  } catch {
    return null;
  }
}
