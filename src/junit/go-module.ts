import { readFile } from "node:fs/promises";
import path from "node:path";

/** The module path go.mod at `root` declares, or null when there is none. */
export async function goModulePath(root: string): Promise<string | null> {
  const text = await readFile(path.join(root, "go.mod"), "utf8").catch(() => "");
  return /^module\s+"?([^\s"]+)"?/m.exec(text)?.[1] ?? null;
}

/** A package's folder relative to the module root ("" for the root), or null for another module's. */
export function goPackageDir(pkg: string, module: string): string | null {
  if (pkg === module) return "";
  return pkg.startsWith(`${module}/`) ? pkg.slice(module.length + 1) : null;
}
