import { HARDENED_GIT_OPTIONS, hardenedGitEnv } from "../git/hardened-git.js";
import { runBytes } from "./run-bytes.js";

/**
 * The bundle's git: fix-loop's hardened git (src/git/hardened-git.ts: no hooks, fsmonitor,
 * helpers, global/system config or runner environment) with bytes in and out, which patches and
 * blobs need, and a few more locks: no transport at all (a partial clone would otherwise fetch),
 * quoted paths as the patch reader expects, no replace refs, literal pathspecs.
 */
const BUNDLE_OPTIONS = ["-c", "protocol.allow=never", "-c", "core.quotePath=true"];
const BUNDLE_ENV = {
  GIT_NO_REPLACE_OBJECTS: "1",
  GIT_LITERAL_PATHSPECS: "1",
  GIT_ATTR_NOSYSTEM: "1",
};

export interface BundleGitOptions {
  /** Extra variables (GIT_INDEX_FILE, GIT_DIR, GIT_WORK_TREE). */
  env?: Record<string, string>;
  input?: string | Uint8Array;
}

/** A git command that failed; `reason` is git's own words, without the command line. */
export class BundleGitError extends Error {
  override name = "BundleGitError";
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

/** Runs the bundle's git and returns stdout as bytes; a failure says which command and why. */
export async function bundleGitBytes(
  cwd: string,
  args: readonly string[],
  options: BundleGitOptions = {},
): Promise<Buffer> {
  const result = await runBytes("git", [...HARDENED_GIT_OPTIONS, ...BUNDLE_OPTIONS, ...args], {
    cwd,
    env: hardenedGitEnv({ ...options.env, ...BUNDLE_ENV }),
    input: options.input,
  });
  if (result.exitCode !== 0) {
    const why =
      result.stderr.toString("utf8").trim() || result.problem || `exit code ${result.exitCode}`;
    throw new BundleGitError(`git ${args.join(" ")} failed in ${cwd}: ${why}`, why);
  }
  return result.stdout;
}

/** Runs the bundle's git and returns stdout as UTF-8 text. */
export async function bundleGit(
  cwd: string,
  args: readonly string[],
  options: BundleGitOptions = {},
): Promise<string> {
  return (await bundleGitBytes(cwd, args, options)).toString("utf8");
}
