import { lstat } from "node:fs/promises";
import path from "node:path";
import { BundleGitError, bundleGit } from "./bundle-git.js";
import { type BundleLimits, bundleLimits } from "./limits.js";
import type { ManifestFile } from "./manifest.js";
import { type PatchFile, parsePatch } from "./parse-patch.js";
import { normaliseProjectDir, pathChecker } from "./path-rules.js";
import { planPathProblems } from "./plan-rules.js";
import type { LoadedBundle } from "./read-bundle.js";
import { show } from "./refusal.js";

export interface CheckOptions {
  /** The top of a fresh, clean checkout of `baseSha` that no agent touched. */
  checkout: string;
  /** The pinned commit this run is for, from the workflow; never taken from the bundle. */
  baseSha: string;
  /** `fix.protected` as the DEFAULT BRANCH's config says, never the pull request head's. */
  protectedGlobs: readonly string[];
  /** The project root inside the repository (working-directory); default the top. */
  projectDir?: string;
  /**
   * The tiers' script globs, from the same default-branch config: a plan bundle may add files
   * under these only (in place of fix.protected, see plan-rules.ts).
   */
  scriptGlobs?: readonly string[];
  limits?: Partial<BundleLimits>;
}

const REGULAR_MODES = new Set(["100644", "100755"]);

/**
 * Every reason to refuse the bundle on this checkout; none means it may be applied. Reads the
 * patch itself (see parsePatch) and holds it against the manifest and the rules, then asks git
 * whether it reads the same files and would apply. Changes nothing in the checkout.
 */
export async function checkBundle(bundle: LoadedBundle, options: CheckOptions): Promise<string[]> {
  const { manifest } = bundle;
  const caps = bundleLimits(options.limits);
  const reasons: string[] = [];
  if (bundle.patch.byteLength > caps.maxPatchBytes) {
    reasons.push(
      `the patch is ${bundle.patch.byteLength} bytes, over the cap of ${caps.maxPatchBytes}`,
    );
  }
  if (manifest.files.length > caps.maxFiles) {
    reasons.push(
      `the bundle changes ${manifest.files.length} files, over the cap of ${caps.maxFiles}`,
    );
  }
  reasons.push(...(await baseProblems(bundle, options)));

  const parsed = parsePatch(bundle.patch);
  reasons.push(...parsed.problems);
  const projectDir = normaliseProjectDir(options.projectDir);
  const checkPath = pathChecker({
    projectDir,
    protectedGlobs: manifest.plan ? [] : options.protectedGlobs,
  });
  if (manifest.plan)
    reasons.push(...planPathProblems(manifest.files, options.scriptGlobs, projectDir));
  const paths = new Set([...parsed.files.map((f) => f.path), ...manifest.files.map((f) => f.path)]);
  for (const file of paths) reasons.push(...checkPath(file));
  for (const file of parsed.files) reasons.push(...modeProblems(file));
  reasons.push(...agreementProblems(parsed.files, manifest.files));
  if (reasons.length > 0) return reasons;

  reasons.push(...(await gitReadsSameFiles(bundle, options.checkout, parsed.files)));
  reasons.push(...(await symlinkedParents(options.checkout, [...paths])));
  if (reasons.length > 0) return reasons;
  try {
    await bundleGit(options.checkout, ["apply", "--check", "--index", "--whitespace=nowarn", "-"], {
      input: bundle.patch,
    });
  } catch (error) {
    if (!(error instanceof BundleGitError)) throw error;
    reasons.push(
      `git apply --check refuses the patch on ${options.baseSha}: ${show(error.reason)}`,
    );
  }
  return reasons;
}

/** The bundle, the run and the checkout must all be about the same commit. */
async function baseProblems(bundle: LoadedBundle, options: CheckOptions): Promise<string[]> {
  const reasons: string[] = [];
  if (bundle.manifest.baseSha !== options.baseSha) {
    reasons.push(
      `the bundle was made against ${bundle.manifest.baseSha}, but this run is for ${options.baseSha}`,
    );
  }
  const head = (await bundleGit(options.checkout, ["rev-parse", "HEAD"])).trim();
  if (head !== options.baseSha) {
    reasons.push(
      `the checkout is at ${head}, not at ${options.baseSha}: check out the pinned commit`,
    );
  }
  const status = await bundleGit(options.checkout, [
    "status",
    "--porcelain=v1",
    "-z",
    "--untracked-files=all",
    "--ignore-submodules=none",
  ]);
  if (status.length > 0) {
    const first = status.split("\0")[0] ?? "";
    reasons.push(
      `the checkout is not clean (${show(first.trim())}…): apply bundles to a fresh checkout, and download them outside it (for example to runner.temp)`,
    );
  }
  return reasons;
}

/** Symlinks and submodules are never part of a fix; neither is a permission change. */
function modeProblems(file: PatchFile): string[] {
  const modes = [file.oldMode, file.newMode].filter((mode): mode is string => mode !== null);
  if (modes.includes("120000")) return [`${show(file.path)} is a symlink (mode 120000)`];
  if (modes.includes("160000")) return [`${show(file.path)} is a submodule (mode 160000)`];
  const odd = modes.find((mode) => !REGULAR_MODES.has(mode));
  if (odd) return [`${show(file.path)} has mode ${odd}, not a regular file's`];
  if (file.change === "modified" && file.oldMode !== file.newMode) {
    return [
      `${show(file.path)} changes mode from ${file.oldMode} to ${file.newMode}: a fix changes content, not permissions`,
    ];
  }
  return [];
}

/** The patch and the manifest must name the same files with the same change and mode. */
function agreementProblems(patchFiles: PatchFile[], manifestFiles: ManifestFile[]): string[] {
  const reasons: string[] = [];
  const listed = new Map(manifestFiles.map((file) => [file.path, file]));
  const seen = new Set<string>();
  for (const file of patchFiles) {
    const entry = listed.get(file.path);
    if (seen.has(file.path)) reasons.push(`the patch changes ${show(file.path)} more than once`);
    seen.add(file.path);
    if (!entry) {
      reasons.push(`the patch touches ${show(file.path)}, which is not in its manifest`);
    } else if (entry.change !== file.change || entry.mode !== file.newMode) {
      reasons.push(
        `${show(file.path)}: the manifest says ${entry.change} (mode ${entry.mode}), the patch ${file.change} (mode ${file.newMode})`,
      );
    }
  }
  if (listed.size !== manifestFiles.length) reasons.push("the manifest lists a file twice");
  for (const file of manifestFiles) {
    if (!seen.has(file.path)) {
      reasons.push(`the manifest lists ${show(file.path)}, but the patch does not change it`);
    }
  }
  return reasons;
}

/** A second reading: the files git itself finds in the patch must be the ones found here. */
async function gitReadsSameFiles(
  bundle: LoadedBundle,
  checkout: string,
  files: PatchFile[],
): Promise<string[]> {
  const numstat = await bundleGit(checkout, ["apply", "--numstat", "-z", "-"], {
    input: bundle.patch,
  }).catch((error: BundleGitError) => {
    if (!(error instanceof BundleGitError)) throw error;
    return null;
  });
  if (numstat === null) return ["git cannot read the patch"];
  // Each record: "added\tdeleted\tpath\0" (no renames, so one path).
  const gitPaths = numstat
    .split("\0")
    .filter((record) => record.length > 0)
    .map((record) => record.split("\t").slice(2).join("\t"))
    .sort();
  const ours = files.map((file) => file.path).sort();
  if (JSON.stringify(gitPaths) === JSON.stringify(ours)) return [];
  return [
    `git reads the patch as changing ${show(gitPaths.join(", "))}, not ${show(ours.join(", "))}`,
  ];
}

/** git apply would write through a symlinked folder of the checkout; refuse before it tries. */
async function symlinkedParents(checkout: string, paths: string[]): Promise<string[]> {
  const reasons: string[] = [];
  const checked = new Set<string>();
  for (const file of paths) {
    const parts = file.split("/").slice(0, -1);
    for (let depth = 1; depth <= parts.length; depth++) {
      const folder = parts.slice(0, depth).join("/");
      if (checked.has(folder)) continue;
      checked.add(folder);
      const info = await lstat(path.join(checkout, folder)).catch(() => null);
      if (info && !info.isDirectory()) {
        reasons.push(
          `${show(file)} goes through ${show(folder)}, which is not a folder in the checkout`,
        );
      }
    }
  }
  return reasons;
}
