import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Results, resultsSchema } from "./schema.js";

export const DEFAULT_RESULTS_PATH = ".fix-loop/results.json";

/** Validates and writes results.json so a reader never sees a half-written file. */
export async function writeResults(file: string, results: Results): Promise<void> {
  const valid = resultsSchema.parse(results);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(valid, null, 2)}\n`);
  await rename(temporary, file);
}
