import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { glob } from "tinyglobby";
import { PENDING_SUFFIX, readFrameworkStamp } from "../script-tests/pending-framework-tests.js";
import type { ExistingScript } from "./existing-scripts.js";
import { allTestFileGlobs } from "./framework-style.js";

/**
 * The framework tests `plan` wrote before, accepted or waiting (`.pending`): the files of a
 * framework's test names whose head carries fix-loop's `PLAN-TEST:` line. Tests a person wrote
 * carry none and are not listed.
 */
export async function existingFrameworkTests(cwd: string): Promise<ExistingScript[]> {
  const globs = allTestFileGlobs();
  const files = await glob([...globs, ...globs.map((pattern) => `${pattern}${PENDING_SUFFIX}`)], {
    cwd,
    dot: true,
    onlyFiles: true,
    ignore: ["**/node_modules/**", "**/.git/**"],
  });
  const found = await Promise.all(
    [...new Set(files)].sort().map(async (file): Promise<ExistingScript | null> => {
      const text = await readFile(resolve(cwd, file), "utf8").catch(() => "");
      const stamp = readFrameworkStamp(text);
      if (!stamp.id) return null;
      return { id: stamp.id, file, text, planHash: stamp.planHash, review: stamp.review };
    }),
  );
  return found.filter((test): test is ExistingScript => test !== null);
}
