import { hardenedGit } from "./hardened-git.js";

/** The commit checked out in the project. */
export async function headCommit(cwd: string): Promise<string> {
  return (await hardenedGit(cwd, ["rev-parse", "HEAD"])).trim();
}
