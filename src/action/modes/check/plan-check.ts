import path from "node:path";
import type { Config } from "../../../config/schema.js";
import { messageOf } from "../../../errors.js";
import { discoverScripts } from "../../../script-tests/discover.js";
import { pendingFrameworkTests } from "../../../script-tests/pending-framework-tests.js";

/**
 * check's first verdict on an applied plan bundle, before any of it runs: the engine's own
 * discovery (what verify and fix would run) must skip every new script as waiting for review
 * and find none of them as a test. The plan rule already held the rest of the tree to the
 * pinned commit; this holds the suite verify runs to it too. Then judgePlanScripts runs them.
 */
export async function judgePlanBundle(
  top: string,
  cwd: string,
  config: Config,
  repositoryFiles: readonly string[],
): Promise<string[]> {
  const files = projectFiles(top, cwd, repositoryFiles);
  let inReview: string[] = [];
  let found: string[];
  try {
    const scripts = await discoverScripts({
      cwd,
      config,
      emptyGlobsAllowed: true,
      onInReview: (skipped) => {
        inReview = skipped;
      },
    });
    found = scripts.map((script) => script.file);
  } catch (error) {
    return [`the test scripts do not load with the bundle applied: ${messageOf(error)}`];
  }
  // Framework tests wait under a name no runner collects; discovery lists them apart.
  inReview.push(...(await pendingFrameworkTests(cwd)));
  const reasons: string[] = [];
  for (const file of files) {
    if (found.includes(file))
      reasons.push(`${file} would run in verify: it is not held for review`);
    else if (!inReview.includes(file))
      reasons.push(`${file} is not found by the tiers of this commit's config`);
  }
  return reasons;
}

/** The bundle's repository-relative paths, relative to the project root (working-directory). */
export function projectFiles(
  top: string,
  cwd: string,
  repositoryFiles: readonly string[],
): string[] {
  return repositoryFiles.map((file) =>
    path.relative(cwd, path.join(top, file)).split(path.sep).join("/"),
  );
}
