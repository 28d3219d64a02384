import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { git } from "../fix/git.js";

/** Who the fix commits are by: the Actions bot, as GitHub shows it. */
const BOT = {
  name: "github-actions[bot]",
  email: "41898282+github-actions[bot]@users.noreply.github.com",
};

export interface CommitFilesOptions {
  /** The project root; `files` are relative to it. */
  cwd: string;
  /** The commit the fix branch starts from: the one that was checked out. */
  base: string;
  files: string[];
  message: string;
}

/**
 * Makes one commit on top of `base` holding exactly `files` as they are in the working tree,
 * through a throwaway index: the working tree, the real index and HEAD stay as they are, so
 * each fixed group gets a commit with only its own change.
 */
export async function commitFilesOnto(options: CommitFilesOptions): Promise<string> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "fix-loop-index-"));
  const env = {
    GIT_INDEX_FILE: path.join(scratch, "index"),
    GIT_AUTHOR_NAME: BOT.name,
    GIT_AUTHOR_EMAIL: BOT.email,
    GIT_COMMITTER_NAME: BOT.name,
    GIT_COMMITTER_EMAIL: BOT.email,
  };
  try {
    await git(options.cwd, ["read-tree", options.base], { env });
    await git(options.cwd, ["add", "--all", "--", ...options.files], { env });
    const tree = (await git(options.cwd, ["write-tree"], { env })).trim();
    const baseTree = (await git(options.cwd, ["rev-parse", `${options.base}^{tree}`])).trim();
    if (tree === baseTree) {
      throw new Error(
        `the files of the verified fix (${options.files.join(", ")}) do not differ from ${options.base}`,
      );
    }
    return (
      await git(options.cwd, ["commit-tree", tree, "-p", options.base, "-F", "-"], {
        env,
        input: options.message,
      })
    ).trim();
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export interface PushOptions {
  cwd: string;
  commit: string;
  branch: string;
  remote?: string;
  /** Used for https remotes; sent as a header through the environment, never on the command line. */
  token?: string | null;
}

/** Force-pushes `commit` to `branch` on the remote (a fix branch belongs to fix-loop). */
export async function pushFixBranch(options: PushOptions): Promise<void> {
  const remote = options.remote ?? "origin";
  const url = (await git(options.cwd, ["remote", "get-url", remote])).trim();
  await git(
    options.cwd,
    ["push", "--force", "--quiet", remote, `${options.commit}:refs/heads/${options.branch}`],
    {
      env: authEnvironment(url, options.token),
    },
  );
}

/**
 * Git config through GIT_CONFIG_* variables: an empty extraheader first clears any header that
 * actions/checkout persisted (two Authorization headers make GitHub refuse the push).
 */
function authEnvironment(
  remoteUrl: string,
  token: string | null | undefined,
): Record<string, string> {
  if (!token || !/^https?:\/\//.test(remoteUrl)) return {};
  const origin = new URL(remoteUrl).origin;
  const basic = Buffer.from(`x-access-token:${token}`).toString("base64");
  return {
    GIT_CONFIG_COUNT: "2",
    GIT_CONFIG_KEY_0: `http.${origin}/.extraheader`,
    GIT_CONFIG_VALUE_0: "",
    GIT_CONFIG_KEY_1: `http.${origin}/.extraheader`,
    GIT_CONFIG_VALUE_1: `AUTHORIZATION: basic ${basic}`,
  };
}

/** The commit checked out in the project. */
export async function headCommit(cwd: string): Promise<string> {
  return (await git(cwd, ["rev-parse", "HEAD"])).trim();
}
