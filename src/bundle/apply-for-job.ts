import { type AppliedBundle, applyBundle } from "./apply.js";
import type { CheckOptions } from "./check-bundle.js";
import { type LoadedBundle, readBundle } from "./read-bundle.js";
import { acceptBundle, parseVerdict, type VerdictEntry } from "./verdict.js";

export interface BundleOnCheckout {
  bundle: LoadedBundle;
  applied: AppliedBundle;
}

/** A bundle publish took: with the verdict entry check wrote for it. */
export interface PublishedBundle extends BundleOnCheckout {
  passed: VerdictEntry;
}

/**
 * The `check` job's step: reads the downloaded bundle folder and applies it to the job's fresh
 * checkout of the pinned sha, or throws BundleRefusedError. Install and test only after this;
 * on a pass, put `{ group: bundle.manifest.group, sha256: bundle.sha256 }` in the verdict.
 */
export async function applyForCheck(dir: string, options: CheckOptions): Promise<BundleOnCheckout> {
  const bundle = await readBundle(dir, options.limits);
  return { bundle, applied: await applyBundle(bundle, options) };
}

/**
 * The `publish` job's step: reads the bundle folder, takes it only when `verdict` (the check
 * job's outputs, see parseVerdict, or the entries publish already read) names its recomputed sha256, and applies it to publish's
 * fresh checkout with the same rules and hash checks. Throws VerdictError for an unreadable
 * verdict and BundleRefusedError for a bundle it will not take. Runs git only.
 */
export async function applyForPublish(
  dir: string,
  verdict: string | readonly VerdictEntry[],
  options: CheckOptions,
): Promise<PublishedBundle> {
  const entries = typeof verdict === "string" ? parseVerdict(verdict) : verdict;
  const bundle = await readBundle(dir, options.limits);
  const passed = acceptBundle(bundle, entries);
  return { bundle, passed, applied: await applyBundle(bundle, options) };
}
