import { statSync } from "node:fs";
import path from "node:path";

/**
 * The path when it names a file inside the project (an id or a results.json may be anyone's),
 * else null; never one a runner would read as an option (`--import=x.js`: these files go on its
 * command line).
 */
export function projectFile(file: string, cwd: string): string | null {
  if (file === "" || file.startsWith("-") || path.isAbsolute(file)) return null;
  if (file.split(/[\\/]/).includes("..")) return null;
  try {
    return statSync(path.join(cwd, file)).isFile() ? file : null;
  } catch {
    return null;
  }
}
