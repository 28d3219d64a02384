import { access, chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { configAbove } from "../config/config-above.js";
import { defaultBranch } from "../init/default-branch.js";
import { detectProject, type ProjectFacts } from "../init/detect-project.js";
import { repositoryRoot } from "../init/repository-root.js";
import { starterConfig } from "../init/starter-config.js";
import { callerWorkflow, expandedWorkflow } from "../workflows/project-workflows.js";
import { UsageError } from "./args.js";

const STARTER_TEST = `#!/usr/bin/env bash
# TEST: BT-001 - The project has a package manifest
# TIER: 0
# TIMEOUT: 10
#
# A test is any executable script: exit 0 passes. Lines starting PASS:, FAIL: and EVIDENCE:
# are the first thing a person (and the fix agent) reads when it fails.
set -euo pipefail

if [[ -f package.json || -f pyproject.toml || -f go.mod ]]; then
  echo "PASS: found a package manifest"
else
  echo "FAIL: no package.json, pyproject.toml or go.mod in $(pwd)"
  echo "EVIDENCE: $(ls | head -20 | tr '\\n' ' ')"
  exit 1
fi
`;

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

export interface InitOptions {
  cwd: string;
  configPath: string;
  force: boolean;
  /** The pipeline's four jobs in the workflow instead of the call to the reusable workflow. */
  expanded: boolean;
}

export interface InitResult {
  written: string[];
  facts: ProjectFacts;
  /** The project folder relative to the repository root ("." at the root). */
  workingDirectory: string;
  /** The branch the written workflow's pushes name (default-branch.ts). */
  defaultBranch: string;
}

/**
 * Reads the project (test runner, install command, toolchain versions) and writes a config with
 * a tier for its runner (an example script test when none is found) and a workflow calling
 * fix-loop's reusable workflow; refuses to overwrite without --force.
 */
export async function initProject(options: InitOptions): Promise<InitResult> {
  const facts = await detectProject(options.cwd);
  const root = await repositoryRoot(options.cwd);
  const workingDirectory = path.relative(root, path.resolve(options.cwd)) || ".";
  const project = { workingDirectory, defaultBranch: await defaultBranch(root), ...facts };
  const workflow = options.expanded ? expandedWorkflow(project) : callerWorkflow(project);
  const workflowPath = path.relative(
    path.resolve(options.cwd),
    path.join(root, ".github/workflows/fix-loop.yml"),
  );
  const files = [
    { path: options.configPath, content: starterConfig(facts.tier), mode: 0o644 },
    ...(facts.tier
      ? []
      : [
          {
            path: ".fix-loop/tests/tier0_health/test_manifest.sh",
            content: STARTER_TEST,
            mode: 0o755,
          },
        ]),
    { path: workflowPath, content: workflow, mode: 0o644 },
  ];
  if (!options.force) {
    const present = [];
    for (const file of files)
      if (await exists(path.resolve(options.cwd, file.path))) present.push(file.path);
    if (present.length > 0) {
      const exist = `${present.join(" and ")} already exist${present.length === 1 ? "s" : ""}`;
      const above = present.includes(options.configPath)
        ? null
        : await configAbove(options.configPath, options.cwd);
      throw new UsageError(
        above === null
          ? `${exist}: pass --force to overwrite`
          : `${exist}: this repository's config is in ${above}, so run fix-loop there (or pass -C ${path.relative(path.resolve(options.cwd), above)}); to make this folder a project of its own, pass --force, which rewrites the workflow`,
      );
    }
  }
  for (const file of files) {
    const absolute = path.resolve(options.cwd, file.path);
    await mkdir(path.dirname(absolute), { recursive: true });
    await writeFile(absolute, file.content);
    await chmod(absolute, file.mode);
  }
  return {
    written: files.map((file) => file.path),
    facts,
    workingDirectory,
    defaultBranch: project.defaultBranch,
  };
}
