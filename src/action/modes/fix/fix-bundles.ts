import path from "node:path";
import { createBundle, MANIFEST_FILE, PATCH_FILE, RESULTS_FILE } from "../../../bundle/index.js";
import { messageOf } from "../../../errors.js";
import { keptAttempt } from "../../../results/kept-attempt.js";
import type { Results } from "../../../results/schema.js";
import type { ActionIO } from "../../io.js";
import type { PreparedRun } from "../../prepare-run.js";
import { uploadArtifact } from "../../upload-results.js";
import { bundleArtifactName, bundlesFolder } from "../bundle-folders.js";

export interface BundledFixes {
  folder: string;
  /** Groups whose kept fix is in a bundle. */
  groups: string[];
  /** Fixed groups that could not be bundled or uploaded, and why; the step fails with these. */
  problems: string[];
}

/**
 * The fix job's only hand-off: one bundle per fixed group (see src/bundle/FORMAT.md), uploaded
 * as the artifact fix-loop-bundle-<group>. Nothing is pushed and no pull request is opened here:
 * the check job verifies each bundle on a fresh runner, and only publish holds a GitHub token.
 */
export async function bundleFixes(
  results: Results,
  run: PreparedRun,
  io: ActionIO,
  env: NodeJS.ProcessEnv,
): Promise<BundledFixes> {
  const folder = bundlesFolder(run, env);
  const bundled: BundledFixes = { folder, groups: [], problems: [] };
  const fixed = results.groups.filter((group) => group.status === "fixed");
  if (fixed.length === 0) return bundled;
  if (!run.head) {
    bundled.problems.push("the working directory is not a git checkout: no fix bundle made");
    return bundled;
  }
  for (const group of fixed) {
    if (!keptAttempt(results, group.id)) {
      // Its tests pass through another group's change: that group's bundle carries the fix.
      io.info(`${group.id}: fixed by another group's change; no bundle of its own`);
      continue;
    }
    try {
      const created = await createBundle({
        cwd: run.cwd,
        baseSha: run.head,
        results,
        group: group.id,
        outDir: folder,
        redact: run.redact,
      });
      bundled.groups.push(group.id);
      io.info(`${group.id}: fix bundle ${created.dir} (sha256 ${created.sha256})`);
      const files = [MANIFEST_FILE, PATCH_FILE, RESULTS_FILE].map((f) => path.join(created.dir, f));
      const upload = await uploadArtifact(bundleArtifactName(group.id), files, created.dir, env);
      if (upload.uploaded) io.info(`uploaded it as the artifact ${bundleArtifactName(group.id)}`);
      else io.warning(`the fix bundle of ${group.id} was not uploaded: ${upload.reason}`);
    } catch (error) {
      bundled.problems.push(
        `${group.id}: verified fix not bundled: ${run.redact(messageOf(error))}`,
      );
    }
  }
  return bundled;
}
