import { execa } from "execa";

/** Runs git in the project and returns its stdout; a failure says which command and why. */
export async function git(
  cwd: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; input?: string } = {},
): Promise<string> {
  const result = await execa("git", args, {
    cwd,
    env: options.env,
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

/** Fix mode needs a git work tree: snapshots, diffs and restores are made with git. */
export async function assertGitWorkTree(cwd: string): Promise<void> {
  const result = await execa("git", ["rev-parse", "--is-inside-work-tree"], { cwd, reject: false });
  if (result.exitCode !== 0 || String(result.stdout).trim() !== "true") {
    throw new Error(
      `fix mode needs a git repository at ${cwd}: fix-loop snapshots the working tree with git before each ` +
        "attempt and restores it when a fix is rejected. Run `git init` (and commit your work) first.",
    );
  }
}
