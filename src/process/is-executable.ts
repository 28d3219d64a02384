import { constants } from "node:fs";
import { access } from "node:fs/promises";

/** True when the file exists and this process may execute it. */
export async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
