import { createHash } from "node:crypto";

/** The files of a bundle folder, in the order its sha256 covers them. */
export const MANIFEST_FILE = "manifest.json";
export const PATCH_FILE = "patch.diff";
export const RESULTS_FILE = "results.json";

export interface BundleBytes {
  manifest: Uint8Array;
  patch: Uint8Array;
  results: Uint8Array;
}

/** The folder (and artifact) name of a group's bundle. */
export function bundleDirName(group: string): string {
  return `fix-bundle-${group}`;
}

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * The bundle's identity, what `check` passes to `publish`: sha256 over, for manifest.json,
 * patch.diff and results.json in that order, the line `<file name> <byte length>\n` followed
 * by the file's exact bytes. The lengths make the framing unambiguous, so no byte of any file
 * can move to another without changing the digest.
 */
export function bundleSha256(bytes: BundleBytes): string {
  const hash = createHash("sha256");
  for (const [name, content] of [
    [MANIFEST_FILE, bytes.manifest],
    [PATCH_FILE, bytes.patch],
    [RESULTS_FILE, bytes.results],
  ] as const) {
    hash.update(`${name} ${content.byteLength}\n`);
    hash.update(content);
  }
  return hash.digest("hex");
}
