import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder of the fix-loop package itself (where its package.json is), found from this
 * module's location: src/agent/ when run from source, dist/ when bundled.
 */
export function fixLoopPackageRoot(): string | null {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(folder, "package.json");
    if (existsSync(manifest) && readsAsFixLoop(manifest)) return folder;
    const parent = path.dirname(folder);
    if (parent === folder) return null;
    folder = parent;
  }
}

function readsAsFixLoop(manifest: string): boolean {
  try {
    return JSON.parse(readFileSync(manifest, "utf8")).name === "fix-loop";
  } catch {
    return false;
  }
}
