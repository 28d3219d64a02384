import { bundleGit } from "./bundle-git.js";
import { type CheckOptions, checkBundle } from "./check-bundle.js";
import type { ManifestFile } from "./manifest.js";
import { planContentProblems } from "./plan-rules.js";
import type { LoadedBundle } from "./read-bundle.js";
import { BundleRefusedError, show } from "./refusal.js";
import { stagedChanges } from "./staged-changes.js";

export interface AppliedBundle {
  /** The tree of the checkout with the fix applied (in its index): publish commits it as is. */
  tree: string;
  files: ManifestFile[];
}

/**
 * Checks the bundle (see checkBundle), applies it to the checkout's work tree and index, and
 * holds the result against the manifest: the same files, changes, modes and content sha256, and
 * a work tree equal to the index. Throws BundleRefusedError on any difference; the checkout is
 * then left as it is, to be thrown away.
 */
export async function applyBundle(
  bundle: LoadedBundle,
  options: CheckOptions,
): Promise<AppliedBundle> {
  const refused = await checkBundle(bundle, options);
  if (refused.length > 0) throw new BundleRefusedError(refused);
  const place = { cwd: options.checkout };
  await bundleGit(options.checkout, ["apply", "--index", "--whitespace=nowarn", "-"], {
    input: bundle.patch,
  });
  const applied = await stagedChanges(place, options.baseSha);
  const reasons = manifestMismatches(applied, bundle.manifest.files);
  const unstaged = await bundleGit(options.checkout, [
    "diff",
    "--name-only",
    "-z",
    "--no-ext-diff",
  ]);
  if (unstaged.length > 0) {
    reasons.push(
      `after applying, the work tree differs from the index in ${show(unstaged.split("\0").join(", "))}`,
    );
  }
  if (bundle.manifest.plan) reasons.push(...(await planContentProblems(options.checkout, applied)));
  if (reasons.length > 0) throw new BundleRefusedError(reasons);
  const tree = (await bundleGit(options.checkout, ["write-tree"])).trim();
  return { tree, files: applied };
}

/** What applying produced against what the manifest promised, file by file. */
function manifestMismatches(applied: ManifestFile[], promised: ManifestFile[]): string[] {
  const reasons: string[] = [];
  const byPath = new Map(applied.map((file) => [file.path, file]));
  for (const want of promised) {
    const got = byPath.get(want.path);
    byPath.delete(want.path);
    if (!got) {
      reasons.push(
        `after applying, ${show(want.path)} is unchanged, but the manifest says ${want.change}`,
      );
    } else if (got.change !== want.change || got.mode !== want.mode) {
      reasons.push(
        `after applying, ${show(want.path)} is ${got.change} (mode ${got.mode}), the manifest says ${want.change} (mode ${want.mode})`,
      );
    } else if (got.sha256 !== want.sha256) {
      reasons.push(
        `after applying, ${show(want.path)} has sha256 ${got.sha256}, the manifest says ${want.sha256}`,
      );
    }
  }
  for (const extra of byPath.keys()) {
    reasons.push(`after applying, ${show(extra)} changed, which is not in the manifest`);
  }
  return reasons;
}
