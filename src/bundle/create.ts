import { realpath } from "node:fs/promises";
import path from "node:path";
import { createRedactor } from "../evidence/redact.js";
import { keptAttempt } from "../results/kept-attempt.js";
import type { Results } from "../results/schema.js";
import { VERSION } from "../version.js";
import { attemptSummaries } from "./attempt-summaries.js";
import { bundleGit, bundleGitBytes } from "./bundle-git.js";
import { sha256Hex } from "./layout.js";
import {
  BUNDLE_SCHEMA_VERSION,
  GROUP_ID_PATTERN,
  type Manifest,
  type PlanManifest,
} from "./manifest.js";
import { openScratchRepository } from "./scratch-repository.js";
import { stagedChanges } from "./staged-changes.js";
import { writeBundle } from "./write-bundle.js";

export interface CreateBundleOptions {
  /** The project root (working-directory) in the git work tree where the fix was kept. */
  cwd: string;
  /** The commit the fix job checked out (the pinned sha); the patch is made against it. */
  baseSha: string;
  /** The run's results.json as written (already redacted); copied into the bundle. */
  results: Results;
  group: string;
  /** The bundle folder `fix-bundle-<group>` is made inside this folder. */
  outDir: string;
  /** Project-relative files of the fix; default: the files the kept attempt changed. */
  files?: readonly string[];
  /** For the free text the manifest adds; default: createRedactor() over this process's env. */
  redact?: (text: string) => string;
  /**
   * A plan bundle: `files` are the new scripts held for review, and no fix attempt is kept.
   * The manifest carries the plan's report and review summary.
   */
  plan?: PlanManifest;
}

export interface CreatedBundle {
  dir: string;
  /** The bundle's identity (see bundleSha256); `check` recomputes it, never reads it. */
  sha256: string;
  manifest: Manifest;
}

/**
 * Packs a group's kept fix as a bundle: a binary-safe patch of exactly the fix's files against
 * the pinned commit, a manifest with each file's new sha256, and the results. The patch is made
 * through a scratch repository of ours (see openScratchRepository), so nothing the agent could
 * have written into `.git/` takes part.
 */
export async function createBundle(options: CreateBundleOptions): Promise<CreatedBundle> {
  const { results, group } = options;
  if (!GROUP_ID_PATTERN.test(group)) throw new Error(`${JSON.stringify(group)} is not a group id`);
  if (!/^[0-9a-f]{40}$/.test(options.baseSha)) {
    throw new Error(
      `baseSha must be a full 40-digit commit id, not ${JSON.stringify(options.baseSha)}`,
    );
  }
  const kept = options.plan ? null : keptAttempt(results, group);
  if (!kept && !options.plan)
    throw new Error(
      `group ${group} has no verified, kept attempt in the results: nothing to bundle`,
    );
  const projectFiles = options.files ?? kept?.filesChanged ?? [];
  if (projectFiles.length === 0) throw new Error(`group ${group}'s bundle would hold no file`);

  const cwd = await realpath(options.cwd);
  // One git start for both: the work tree's top and the objects the scratch repository borrows.
  const [shownTop = "", commonDir = ""] = (
    await bundleGit(cwd, [
      "rev-parse",
      "--path-format=absolute",
      "--show-toplevel",
      "--git-common-dir",
    ])
  ).split("\n");
  const top = await realpath(shownTop);
  const files = projectFiles.map((file) => repositoryPath(top, cwd, file));
  const scratch = await openScratchRepository(top, commonDir);
  try {
    const place = { cwd: top, env: scratch.env };
    await bundleGit(top, ["read-tree", options.baseSha], place);
    await bundleGit(top, ["add", "--all", "--force", "--", ...files], place);
    const changes = await stagedChanges(place, options.baseSha);
    if (changes.length === 0) {
      throw new Error(
        `the fix's files (${files.join(", ")}) do not differ from ${options.baseSha}`,
      );
    }
    const patch = await bundleGitBytes(
      top,
      [
        "diff",
        "--cached",
        "--binary",
        "--full-index",
        "--no-renames",
        "--no-ext-diff",
        "--no-textconv",
        "--no-color",
        "--no-relative",
        "--src-prefix=a/",
        "--dst-prefix=b/",
        options.baseSha,
        "--",
      ],
      place,
    );
    const manifest: Manifest = {
      schema: BUNDLE_SCHEMA_VERSION,
      kind: "fix-loop-bundle",
      tool: { name: "fix-loop", version: VERSION },
      group,
      baseSha: options.baseSha,
      patch: { bytes: patch.byteLength, sha256: sha256Hex(patch) },
      files: changes,
      attempts: attemptSummaries(results, group, options.redact ?? createRedactor()),
      kept: kept?.attempt ?? null,
      agreed: kept?.agreed ?? false,
      trust: results.trust,
      ...(options.plan ? { plan: options.plan } : {}),
    };
    const written = await writeBundle(options.outDir, manifest, patch, results);
    return { ...written, manifest };
  } finally {
    await scratch.dispose();
  }
}

/** A project-relative path as the repository names it; refuses one leaving the repository. */
function repositoryPath(top: string, cwd: string, file: string): string {
  const relative = path.relative(top, path.resolve(cwd, file)).split(path.sep).join("/");
  if (relative === "" || relative.startsWith("../") || path.isAbsolute(relative)) {
    throw new Error(`${JSON.stringify(file)} is not a file inside the repository at ${top}`);
  }
  return relative;
}
