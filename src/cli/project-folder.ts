import { stat } from "node:fs/promises";
import path from "node:path";
import { UsageError } from "./args.js";

/**
 * The project root (-C) must be a folder that exists: a typo there would otherwise read as a
 * missing config, or make `init` write a new tree where the user never meant one.
 */
export async function assertProjectFolder(cwd: string): Promise<void> {
  const folder = path.resolve(cwd);
  const found = await stat(folder).catch(() => null);
  if (!found) throw new UsageError(`the project folder ${folder} does not exist: check -C (--cwd)`);
  if (!found.isDirectory())
    throw new UsageError(`the project folder ${folder} is not a folder: give -C (--cwd) a folder`);
}
