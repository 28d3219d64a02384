import { readFileSync } from "node:fs";

/** A file's text, or null where there is no file to read (or it cannot be read). */
export function readTextIfAny(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}
