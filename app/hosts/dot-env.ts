import { existsSync } from "node:fs";
import path from "node:path";
import { messageOf } from "../../src/errors.js";

/**
 * Reads `.env` from the working directory into `env` (the file `.env.example` describes), as
 * Probot apps do. A variable already set (docker run -e, the host's settings) wins over the
 * file. Returns why the file could not be read, or null.
 */
export function loadDotEnv(cwd: string): string | null {
  const file = path.join(cwd, ".env");
  if (!existsSync(file)) return null;
  try {
    process.loadEnvFile(file);
    return null;
  } catch (error) {
    return `cannot read ${file}: ${messageOf(error)}`;
  }
}
