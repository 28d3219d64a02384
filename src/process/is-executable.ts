import { accessSync, constants } from "node:fs";
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

/** isExecutable without a trip through the thread pool, for a check made before every test. */
export function isExecutableSync(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
