import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { hardenedGit as git } from "../../../git/hardened-git.js";
import { isFixBranch } from "../../../github/branches.js";

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
  /** Push to this URL rather than a remote of the checkout (whose config an agent may have set). */
  url?: string;
  /** Used for https URLs; sent as a header given with -c for this push only, never stored. */
  token?: string | null;
}

/** Force-pushes `commit` to `branch`, which must be a fix-loop/ branch (fix-loop owns those). */
export async function pushFixBranch(options: PushOptions): Promise<void> {
  if (!isFixBranch(options.branch)) {
    throw new Error(
      `refusing to push to ${options.branch}: fix-loop pushes only to fix-loop/ branches`,
    );
  }
  const target =
    options.url ??
    (await git(options.cwd, ["remote", "get-url", options.remote ?? "origin"])).trim();
  await git(options.cwd, [
    ...authOptions(target, options.token),
    "push",
    "--force",
    "--quiet",
    target,
    `${options.commit}:refs/heads/${options.branch}`,
  ]);
}

/**
 * The token as an extraheader for this one command: an empty value first clears any header
 * that actions/checkout persisted (two Authorization headers make GitHub refuse the push).
 */
function authOptions(url: string, token: string | null | undefined): string[] {
  if (!token || !/^https?:\/\//.test(url)) return [];
  const origin = new URL(url).origin;
  const basic = Buffer.from(`x-access-token:${token}`).toString("base64");
  return [
    "-c",
    `http.${origin}/.extraheader=`,
    "-c",
    `http.${origin}/.extraheader=AUTHORIZATION: basic ${basic}`,
  ];
}
