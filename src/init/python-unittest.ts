import { readdir } from "node:fs/promises";
import path from "node:path";
import { readText } from "./read-files.js";

/** Test files looked into at the most: a suite that uses unittest shows it in its first ones. */
const MOST_FILES = 20;
const TEST_FILE = /^(?:test_.*|.*_test)\.py$/;

/**
 * Whether the project runs its tests with the standard library's unittest: a config that names
 * it (tox's `python -m unittest`, as hukkin/tomli's pyproject.toml does), or a test file in
 * tests/ or test/ that imports it. pytest runs unittest's test cases as they are, and writes the
 * JUnit report unittest cannot.
 */
export async function usesUnittest(
  root: string,
  configs: readonly (string | null)[],
): Promise<boolean> {
  if (configs.some((text) => /\bunittest\b/.test(text ?? ""))) return true;
  let read = 0;
  for (const folder of ["tests", "test"]) {
    const entries = await readdir(path.join(root, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || !TEST_FILE.test(entry.name) || read >= MOST_FILES) continue;
      read += 1;
      const text = await readText(root, `${folder}/${entry.name}`);
      if (/^\s*(?:import unittest\b|from unittest\b)/m.test(text ?? "")) return true;
    }
  }
  return false;
}
