import { readFileSync } from "node:fs";

/**
 * Read at run time, not bundled: src/ and dist/ both sit one level below package.json, and
 * bundling the manifest would put every dependency bump into dist/.
 */
function readVersion(): string {
  try {
    const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    return typeof manifest.version === "string" ? manifest.version : "unknown";
  } catch {
    return "unknown";
  }
}

export const VERSION: string = readVersion();
