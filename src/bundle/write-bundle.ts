import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Results } from "../results/schema.js";
import { bundleDirName, bundleSha256, MANIFEST_FILE, PATCH_FILE, RESULTS_FILE } from "./layout.js";
import { type Manifest, manifestSchema } from "./manifest.js";

export interface WrittenBundle {
  dir: string;
  sha256: string;
}

/**
 * Writes `<outDir>/fix-bundle-<group>/{manifest.json,patch.diff,results.json}`, replacing an
 * earlier folder of that name, and returns its sha256 (see bundleSha256).
 */
export async function writeBundle(
  outDir: string,
  manifest: Manifest,
  patch: Uint8Array,
  results: Results,
): Promise<WrittenBundle> {
  const valid = manifestSchema.parse(manifest);
  const dir = path.join(outDir, bundleDirName(valid.group));
  const bytes = {
    manifest: Buffer.from(`${JSON.stringify(valid, null, 2)}\n`),
    patch,
    results: Buffer.from(`${JSON.stringify(results, null, 2)}\n`),
  };
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, MANIFEST_FILE), bytes.manifest);
  await writeFile(path.join(dir, PATCH_FILE), bytes.patch);
  await writeFile(path.join(dir, RESULTS_FILE), bytes.results);
  return { dir, sha256: bundleSha256(bytes) };
}
