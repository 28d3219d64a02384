import { symlink } from "node:fs/promises";
import path from "node:path";

/**
 * A unit tier that runs vitest from the project's node_modules with a JUnit report in reports/:
 * with ourVitestIn, this repository's vitest.
 */
export const VITEST_TIER = {
  tier: "unit",
  framework: "vitest" as const,
  command: "node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml",
  reports: ["reports/junit.xml"],
  timeoutMs: 60_000,
  requires: [],
};

/** Links this repository's node_modules into the project at `root`: its vitest, installed. */
export async function ourVitestIn(root: string): Promise<void> {
  const repoRoot = path.resolve(import.meta.dirname, "../../..");
  await symlink(path.join(repoRoot, "node_modules"), path.join(root, "node_modules"), "dir");
}
