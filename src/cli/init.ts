import { access, chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { UsageError } from "./args.js";
import { STARTER_WORKFLOW } from "./starter-workflow.js";

const STARTER_CONFIG = `# fix-loop configuration: https://github.com/fix-loop/fix-loop#configuration
# Editors validate this file with schema/fix-loop.schema.json from the fix-loop package.

# Checked before anything else; a failure stops the run with exit code 3.
preflight:
  env: []                # variables that must be set, e.g. [DATABASE_URL]
  files: []              # files that must exist, e.g. [package.json]

# Services the tests need. fix-loop starts the ones with a start command, waits until the
# health probe passes (http://, tcp:// or cmd:), and stops them when it exits.
services: {}
#  api:
#    start: node server.js
#    health: http://127.0.0.1:8787/health
#    timeout: 10s

# Tiers run in order. A hard gate stops later tiers when it fails; a soft gate does not.
tiers:
  - name: health
    gate: hard
    tests: .fix-loop/tests/tier0_health/*.sh
#  - name: features
#    gate: soft
#    command: npx vitest run --reporter=junit --outputFile=reports/junit.xml
#    junit: reports/junit.xml

# The fix loop (fix-loop fix): attempts per root cause and paths the agent must never edit.
fix:
  max-attempts: 3
  protected: ["tests/**", ".fix-loop/**", ".github/**"]
`;

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

/**
 * Writes a starter config, one example test and the four-job workflow; refuses to overwrite
 * without --force.
 */
export async function initProject(
  cwd: string,
  configPath: string,
  force: boolean,
): Promise<string[]> {
  const files = [
    { path: configPath, content: STARTER_CONFIG, mode: 0o644 },
    { path: ".fix-loop/tests/tier0_health/test_manifest.sh", content: STARTER_TEST, mode: 0o755 },
    { path: ".github/workflows/fix-loop.yml", content: STARTER_WORKFLOW, mode: 0o644 },
  ];
  if (!force) {
    const present = [];
    for (const file of files)
      if (await exists(path.resolve(cwd, file.path))) present.push(file.path);
    if (present.length > 0) {
      throw new UsageError(
        `${present.join(" and ")} already exist${present.length === 1 ? "s" : ""}: pass --force to overwrite`,
      );
    }
  }
  for (const file of files) {
    const absolute = path.resolve(cwd, file.path);
    await mkdir(path.dirname(absolute), { recursive: true });
    await writeFile(absolute, file.content);
    await chmod(absolute, file.mode);
  }
  return files.map((file) => file.path);
}
