import { access } from "node:fs/promises";
import path from "node:path";

/** Whether `name` exists under `root`. */
export async function existsIn(root: string, name: string): Promise<boolean> {
  return access(path.join(root, name)).then(
    () => true,
    () => false,
  );
}
