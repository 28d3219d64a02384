import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { MANIFEST_FILE } from "../../bundle/index.js";
import { UserError } from "../../errors.js";
import type { PreparedRun } from "../prepare-run.js";

/** The artifact a group's fix bundle is uploaded as; the check job downloads it by this name. */
export function bundleArtifactName(group: string): string {
  return `fix-loop-bundle-${group}`;
}

/** Where bundles go and come from: the bundles input, else a folder in RUNNER_TEMP. */
export function bundlesFolder(run: PreparedRun, env: NodeJS.ProcessEnv): string {
  if (run.inputs.bundles) return path.resolve(run.context.workspace, run.inputs.bundles);
  const temp = env.RUNNER_TEMP;
  if (!temp) throw new Error("RUNNER_TEMP is not set: give the bundles input a folder");
  return path.join(temp, "fix-loop-bundles");
}

/**
 * The bundle folders under `root` as download-artifact leaves them: `root` itself, or its
 * sub-folders (one per artifact), that hold a manifest.json. Sorted, so runs are repeatable.
 * No folder at all is no bundle: download-artifact makes none when the group's fix job kept
 * nothing to upload.
 */
export async function findBundleFolders(root: string): Promise<string[]> {
  const info = await stat(root).catch(() => null);
  if (info === null) return [];
  if (!info.isDirectory()) {
    throw new UserError(
      `the bundles input names ${root}, which is not a folder; download the fix-loop-bundle-* artifacts there (outside the checkout)`,
    );
  }
  if (await hasManifest(root)) return [root];
  const entries = await readdir(root, { withFileTypes: true });
  const folders: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const folder = path.join(root, entry.name);
    if (entry.isDirectory() && (await hasManifest(folder))) folders.push(folder);
  }
  return folders;
}

async function hasManifest(folder: string): Promise<boolean> {
  return (await stat(path.join(folder, MANIFEST_FILE)).catch(() => null)) !== null;
}
