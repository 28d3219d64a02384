/**
 * Fix bundles: what the `fix` job hands to `check` and `publish`. `fix` creates one per kept
 * fix; `check` reads it, applies it to a fresh checkout of the pinned commit (refusing anything
 * the rules forbid), runs the tests and formats a verdict for its job outputs; `publish` parses
 * that verdict, accepts only bundles whose recomputed sha256 it names, and applies them again.
 */
export { type AppliedBundle, applyBundle } from "./apply.js";
export { applyForCheck, applyForPublish, type BundleOnCheckout } from "./apply-for-job.js";
export { type CheckOptions, checkBundle } from "./check-bundle.js";
export { type CreateBundleOptions, type CreatedBundle, createBundle } from "./create.js";
export {
  bundleDirName,
  bundleSha256,
  MANIFEST_FILE,
  PATCH_FILE,
  RESULTS_FILE,
} from "./layout.js";
export { type BundleLimits, DEFAULT_BUNDLE_LIMITS } from "./limits.js";
export {
  type Manifest,
  type ManifestFile,
  manifestSchema,
  PLAN_GROUP,
  type PlanManifest,
} from "./manifest.js";
export { type LoadedBundle, readBundle } from "./read-bundle.js";
export { BundleRefusedError } from "./refusal.js";
export {
  acceptBundle,
  formatVerdict,
  MAX_REVIEW_CHARS,
  parseVerdict,
  type VerdictEntry,
  VerdictError,
} from "./verdict.js";
