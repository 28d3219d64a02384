import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { glob } from "tinyglobby";
import type { Config } from "../config/schema.js";
import { parseScriptHeader } from "../script-tests/header.js";
import { planHashOf, reviewStateOf } from "../script-tests/review-marker.js";

export interface ExistingScript {
  id: string;
  file: string;
  text: string;
  /** The plan entry hash it was generated from; null for a script written by hand. */
  planHash: string | null;
  review: string | null;
}

/** Every script the tiers' globs and the top-level tests: glob find, accepted or not. */
export async function existingScripts(cwd: string, config: Config): Promise<ExistingScript[]> {
  const patterns = [...config.tiers.flatMap((tier) => tier.tests ?? []), ...(config.tests ?? [])];
  const files = await glob(patterns, {
    cwd,
    dot: true,
    onlyFiles: true,
    ignore: ["**/node_modules/**", "**/.git/**"],
  });
  const scripts = await Promise.all(
    [...new Set(files)].sort().map(async (file) => {
      const text = await readFile(resolve(cwd, file), "utf8").catch(() => "");
      const header = parseScriptHeader(text, file);
      return { id: header.id, file, text, planHash: planHashOf(text), review: reviewStateOf(text) };
    }),
  );
  return scripts;
}
