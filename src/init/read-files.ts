import { readFile } from "node:fs/promises";
import path from "node:path";

/** A project file's text, or null when it is not there. */
export async function readText(root: string, name: string): Promise<string | null> {
  return readFile(path.join(root, name), "utf8").catch(() => null);
}

export interface PackageJson {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  engines?: { node?: string };
}

/** package.json, or null when there is none or it is not a JSON object. */
export async function readPackageJson(root: string): Promise<PackageJson | null> {
  const text = await readText(root, "package.json");
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as PackageJson)
      : null;
  } catch {
    return null;
  }
}
