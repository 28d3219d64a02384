import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);

// src/agent/package-root.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
function fixLoopPackageRoot() {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (; ; ) {
    const manifest = path.join(folder, "package.json");
    if (existsSync(manifest) && readsAsFixLoop(manifest)) return folder;
    const parent = path.dirname(folder);
    if (parent === folder) return null;
    folder = parent;
  }
}
function readsAsFixLoop(manifest) {
  try {
    return JSON.parse(readFileSync(manifest, "utf8")).name === "fix-loop";
  } catch {
    return false;
  }
}

export {
  fixLoopPackageRoot
};
