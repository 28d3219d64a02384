import { readFile } from "node:fs/promises";
import { dirname, extname, resolve } from "node:path";
import { glob } from "tinyglobby";
import { readFrameworkStamp } from "../script-tests/pending-framework-tests.js";
import { commandTestPaths, pathsTakeIn } from "./command-paths.js";
import type { FrameworkTier } from "./entry-framework.js";
import { styleOf } from "./framework-style.js";

/** What a session writing framework tests is given besides its entries. */
export interface FrameworkBatch extends FrameworkTier {
  /** Where its new test files go: next to the project's own tests of that framework. */
  folder: string;
  /** Up to two of the project's own tests in the framework: path and text. */
  examples: { file: string; text: string }[];
}

const EXAMPLES = 2;
const IGNORED = ["**/node_modules/**", "**/.git/**", "**/.venv/**", "**/venv/**"];

/**
 * The project's own test files of the tier's framework (not fix-loop's generated ones) as
 * examples, and their folder as the place to write; without one, the folder the tier's command
 * names, else "tests".
 */
export async function frameworkBatch(cwd: string, tier: FrameworkTier): Promise<FrameworkBatch> {
  const files = await glob(styleOf(tier.framework).testFiles, {
    cwd,
    dot: false,
    onlyFiles: true,
    ignore: IGNORED,
  });
  const examples: FrameworkBatch["examples"] = [];
  const given = commandTestPaths(tier.command, tier.framework);
  for (const file of files.sort()) {
    if (examples.length === EXAMPLES) break;
    if (!pathsTakeIn(given, file, tier.framework)) continue;
    const text = await readFile(resolve(cwd, file), "utf8").catch(() => null);
    if (text === null || readFrameworkStamp(text).id !== null) continue;
    examples.push({ file, text: text.slice(0, 3000) });
  }
  const first = examples[0]?.file;
  const named = given.find((path) => !extname(path));
  const folder = first
    ? dirname(first)
    : (named?.replace(/^\.\//, "").replace(/\/+$/, "") ?? "tests");
  return { ...tier, folder: folder || ".", examples };
}
