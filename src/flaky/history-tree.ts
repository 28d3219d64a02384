import type { GitHubClient } from "../github/client.js";
import type { RepositoryRef } from "../github/repository.js";
import { HISTORY_REF } from "./quarantine-list.js";

/**
 * The text of files at the top of the history ref's tree, read through the Git data API (ref,
 * commit, tree, then one blob per file): what the app last wrote, whatever any checkout holds.
 * A file the tree lacks is null; so is every file when the ref does not exist yet.
 */
export async function readHistoryFiles<Name extends string>(
  octokit: GitHubClient,
  repository: RepositoryRef,
  names: readonly Name[],
): Promise<Record<Name, string | null>> {
  const texts = Object.fromEntries(names.map((name) => [name, null])) as Record<
    Name,
    string | null
  >;
  const ref = await absentAsNull(
    octokit.rest.git.getRef({ ...repository, ref: HISTORY_REF.replace(/^refs\//, "") }),
  );
  if (!ref) return texts;
  const commit = await octokit.rest.git.getCommit({
    ...repository,
    commit_sha: ref.data.object.sha,
  });
  const tree = await octokit.rest.git.getTree({ ...repository, tree_sha: commit.data.tree.sha });
  for (const name of names) {
    const entry = tree.data.tree.find((item) => item.path === name && item.type === "blob");
    if (!entry?.sha) continue;
    const blob = await octokit.rest.git.getBlob({ ...repository, file_sha: entry.sha });
    texts[name] = Buffer.from(blob.data.content, blob.data.encoding as BufferEncoding).toString(
      "utf8",
    );
  }
  return texts;
}

/** The call's answer, or null when GitHub says there is no such thing (404). */
async function absentAsNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}
