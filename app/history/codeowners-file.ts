import { CODEOWNERS_PATHS, type OwnersRule, parseCodeowners } from "../../src/flaky/codeowners.js";
import type { EventSetup } from "../event-setup.js";
import { statusOf } from "../github/snapshots.js";
import type { RepositoryMemory } from "../repository-memory.js";

/** How long a repository's CODEOWNERS is used without reading it again. */
const FRESH_MS = 10 * 60_000;
const known = new WeakMap<RepositoryMemory, { rules: OwnersRule[]; at: number }>();

/**
 * The repository's CODEOWNERS rules from its default branch, where GitHub looks for the file
 * (.github/, the root, docs/; the first found), read at most once in ten minutes per copy.
 */
export async function codeownersOf(setup: EventSetup): Promise<OwnersRule[]> {
  const cached = known.get(setup.memory);
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.rules;
  let rules: OwnersRule[] = [];
  for (const path of CODEOWNERS_PATHS) {
    try {
      const { data } = await setup.octokit.rest.repos.getContent({
        ...setup.repo,
        path,
        mediaType: { format: "raw" },
      });
      rules = parseCodeowners(String(data));
      break;
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }
  known.set(setup.memory, { rules, at: Date.now() });
  return rules;
}
