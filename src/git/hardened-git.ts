import { execaWhenNeeded } from "../process/execa-when-needed.js";
import { HARDENED_GIT_OPTIONS } from "./hardened-options.js";

export { HARDENED_GIT_OPTIONS };

/**
 * The only variables taken from fix-loop's own environment: where programs are, where temp
 * files go, and what a push through a proxy needs. Tokens and the rest of the runner's
 * environment never reach git (a filter or a transport would see them).
 */
const PASSED_THROUGH = [
  "PATH",
  "HOME",
  "TMPDIR",
  "LANG",
  "SYSTEMROOT",
  "http_proxy",
  "https_proxy",
  "no_proxy",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  "SSH_AUTH_SOCK",
];

/** Fixed last, so no caller can turn global or system config back on. */
const ENFORCED: Readonly<Record<string, string>> = {
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_TERMINAL_PROMPT: "0",
  GIT_OPTIONAL_LOCKS: "0",
  LC_ALL: "C",
};

/** The environment git runs with: a few harmless variables, the caller's extras, then the enforced ones. */
export function hardenedGitEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of PASSED_THROUGH) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, ...extra, ...ENFORCED };
}

export interface HardenedGitOptions {
  /** Variables for this command only (GIT_INDEX_FILE, an identity, GIT_CONFIG_COUNT...). */
  env?: NodeJS.ProcessEnv;
  input?: string;
}

/**
 * Runs git hardened (see HARDENED_GIT_OPTIONS and hardenedGitEnv) and returns its stdout; a
 * failure says which command and why.
 */
export async function hardenedGit(
  cwd: string,
  args: readonly string[],
  options: HardenedGitOptions = {},
): Promise<string> {
  const execa = await execaWhenNeeded();
  const result = await execa("git", [...HARDENED_GIT_OPTIONS, ...args], {
    cwd,
    env: hardenedGitEnv(options.env),
    extendEnv: false,
    input: options.input,
    reject: false,
    stripFinalNewline: false,
  });
  if (result.exitCode !== 0) {
    const why = String(result.stderr || result.stdout).trim();
    throw new Error(`git ${args.join(" ")} failed in ${cwd}: ${why}`);
  }
  return String(result.stdout);
}
