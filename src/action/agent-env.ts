/**
 * The environment handed to the agent (and to the tests the engine runs while it fixes): the
 * runner's environment without anything that could act on GitHub. Only the engine pushes.
 */

/** Names removed outright, whatever their value. */
const RUNNER_CREDENTIALS = new Set([
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "GH_ENTERPRISE_TOKEN",
  "GITHUB_ENTERPRISE_TOKEN",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_RUNTIME_URL",
  "ACTIONS_RESULTS_URL",
  "ACTIONS_CACHE_URL",
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_URL",
  // Workflow command files: writing to them would change later steps of the job.
  "GITHUB_ENV",
  "GITHUB_OUTPUT",
  "GITHUB_PATH",
  "GITHUB_STATE",
  "GITHUB_STEP_SUMMARY",
]);

/**
 * Name shapes that hold credentials in Actions: every action input (the token and the API key
 * arrive as INPUT_*), OIDC and runtime variables, and anything named like a token or private key.
 */
const CREDENTIAL_NAMES = [
  /^INPUT_/i,
  /^ACTIONS_ID_TOKEN_/i,
  /^ACTIONS_RUNTIME_/i,
  /TOKEN/i,
  /PRIVATE_KEY/i,
  /^GH_/i,
  /_PAT$/i,
  /^GIT_ASKPASS$/i,
  /^SSH_AUTH_SOCK$/i,
];

/** What the agent needs to reach the model; kept even when its name looks like a credential. */
const AGENT_NEEDS = [/^ANTHROPIC_/, /^CLAUDE_CODE_/, /^CLAUDE_/];

export interface AgentEnvOptions {
  /** The API key from the action input; set as ANTHROPIC_API_KEY. */
  anthropicApiKey?: string | null;
}

/** True for a variable the agent must not see. */
export function isRunnerCredential(name: string): boolean {
  if (AGENT_NEEDS.some((pattern) => pattern.test(name))) return false;
  return (
    RUNNER_CREDENTIALS.has(name.toUpperCase()) ||
    CREDENTIAL_NAMES.some((pattern) => pattern.test(name))
  );
}

export function agentEnvironment(
  env: NodeJS.ProcessEnv,
  options: AgentEnvOptions = {},
): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && !isRunnerCredential(name)) kept[name] = value;
  }
  if (options.anthropicApiKey) kept.ANTHROPIC_API_KEY = options.anthropicApiKey;
  // Git must never prompt for credentials in an unattended run; without a token it simply fails.
  kept.GIT_TERMINAL_PROMPT = "0";
  return kept;
}
