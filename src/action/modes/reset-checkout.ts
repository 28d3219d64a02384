import { hardenedGit } from "../../git/hardened-git.js";

/** Back to the pinned commit, clean, for the next bundle: the last one's files and install go. */
export async function resetCheckout(top: string, head: string): Promise<void> {
  await hardenedGit(top, ["reset", "--quiet", "--hard", head]);
  await hardenedGit(top, ["clean", "-ffdxq"]);
}

/** The top of the work tree the project is in. */
export async function checkoutTop(cwd: string): Promise<string> {
  return (await hardenedGit(cwd, ["rev-parse", "--show-toplevel"])).trim();
}
