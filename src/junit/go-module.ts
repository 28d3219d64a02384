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
  if (!pkg.startsWith(`${module}/`)) return null;
  const dir = pkg.slice(module.length + 1);
  // No import path has an empty, `.` or `..` element: a report naming one points out of the tree.
  return dir.split("/").every((part) => part !== "" && part !== "." && part !== "..") ? dir : null;
}

/** A go test: its package, that package's folder in the module, and its name as go gives it. */
export interface GoTest {
  pkg: string;
  dir: string;
  name: string;
}

/**
 * "example.com/calc/stats.TestMean/empty" (the go runner id) -> package, its folder in the
 * module, and the test as go names it; null for a package of another module. The package ends
 * at the first dot after the module's path that starts a test function's name (a subtest's
 * name may hold dots and slashes of its own).
 */
export function goTestOf(runnerId: string | null | undefined, module: string): GoTest | null {
  if (!runnerId?.startsWith(module)) return null;
  const rest = /^((?:\/[^/]+?)*?)\.((?:Test|Fuzz|Example)[^./]*(?:\/.*)?)$/s.exec(
    runnerId.slice(module.length),
  );
  if (!rest?.[2]) return null;
  const dir = (rest[1] ?? "").slice(1);
  return { pkg: module + (rest[1] ?? ""), dir, name: rest[2] };
}
