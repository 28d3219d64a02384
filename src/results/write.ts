import { randomBytes } from "node:crypto";
import { open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { ensureDirectory } from "../files/ensure-directory.js";
import { type Results, resultsSchema } from "./schema.js";

export const DEFAULT_RESULTS_PATH = ".fix-loop/results.json";

/**
 * Validates and writes results.json so a reader never sees a half-written file. The temporary
 * file has a random name and is created exclusively (O_EXCL): a name that already exists, such
 * as a symlink planted where a predictable name would be, makes the write fail instead of
 * writing through it.
 */
export async function writeResults(file: string, results: Results): Promise<void> {
  const valid = resultsSchema.parse(results);
  await ensureDirectory(path.dirname(file));
  const temporary = `${file}.${randomBytes(12).toString("hex")}.tmp`;
  const handle = await open(temporary, "wx", 0o644);
  try {
    await handle.writeFile(`${JSON.stringify(valid, null, 2)}\n`);
    await handle.close();
    await rename(temporary, file);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
}
