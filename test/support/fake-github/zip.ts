import { strToU8, zipSync } from "fflate";

/** A real zip archive (deflated), as GitHub serves an artifact. */
export function zipFiles(files: Record<string, string | Uint8Array>): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(files)) {
    entries[name] = typeof content === "string" ? strToU8(content) : content;
  }
  return zipSync(entries, { level: 6, mtime: new Date("2025-01-01T00:00:00Z") });
}
