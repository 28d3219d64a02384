/** Caps a bundle must stay within; `check` refuses anything larger before reading it whole. */
export interface BundleLimits {
  /** patch.diff size. A typical one-file fix is a few kilobytes; binary changes count base85-encoded. */
  maxPatchBytes: number;
  /** Files the patch adds, changes or deletes. */
  maxFiles: number;
  maxManifestBytes: number;
  /** results.json carries every test's bounded evidence, so it may be large. */
  maxResultsBytes: number;
}

export const DEFAULT_BUNDLE_LIMITS: Readonly<BundleLimits> = Object.freeze({
  maxPatchBytes: 1024 * 1024,
  maxFiles: 50,
  maxManifestBytes: 256 * 1024,
  maxResultsBytes: 16 * 1024 * 1024,
});

export function bundleLimits(overrides: Partial<BundleLimits> = {}): BundleLimits {
  return { ...DEFAULT_BUNDLE_LIMITS, ...overrides };
}
