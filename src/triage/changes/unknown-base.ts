import { nearestWords } from "../../config/suggest.js";
import { hardenedGit } from "../../git/hardened-git.js";

/**
 * Why git does not know the base `base` here, in words that say what to do. A commit id, a
 * revision expression, a remote's branch, or any name in a shallow clone may be one the clone
 * did not fetch: fetch it. Any other name in a full clone is simply not one this repository has
 * (a typo: `mian`): say so, with the branches nearest to it.
 */
export async function unknownBaseMessage(root: string, base: string): Promise<string> {
  const fetchIt = `the base commit "${base}" is not in this clone: fetch it (actions/checkout's fetch-depth: 2 keeps a pull request's base, 0 every commit) or leave the base out`;
  if (!isPlainName(base) || /^[0-9a-f]{7,40}$/i.test(base)) return fetchIt;
  const shallow = await git(root, ["rev-parse", "--is-shallow-repository"]);
  if (shallow.trim() !== "false") return fetchIt;
  // origin is the name actions/checkout gives its remote, here or not.
  const remotes = ["origin", ...(await git(root, ["remote"])).split("\n").filter(Boolean)];
  if (base.startsWith("refs/remotes/") || remotes.some((remote) => base.startsWith(`${remote}/`)))
    return fetchIt;
  const branches = (
    await git(root, ["for-each-ref", "--format=%(refname:short)", "refs/heads", "refs/remotes"])
  )
    .split("\n")
    .filter((name) => name && !name.endsWith("/HEAD"));
  const nearest = nearestWords(base, branches, 3);
  const near = nearest.length > 0 ? `; the nearest branches: ${nearest.join(", ")}` : "";
  return `no branch, tag or commit named "${base}" in this repository${near}`;
}

/** A ref name as a person types one: no revision syntax (`HEAD~2`, `@{u}`), no option. */
function isPlainName(base: string): boolean {
  return /^[A-Za-z0-9_][A-Za-z0-9._/-]*$/.test(base);
}

/** git's output, or "" when it fails: the message falls back to the fetch advice. */
function git(root: string, args: string[]): Promise<string> {
  return hardenedGit(root, args).catch(() => "");
}
