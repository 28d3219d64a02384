import { copyFileSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { tempFolder } from "../support/temp-project.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The app as a host has it: package.json, the given dist/ bundles and, unless the caller
 * installs its own, this repository's node_modules (a link). Nothing else of the clone: no src/,
 * no .env, no test key lying around.
 */
export function appInstall(
  bundles: string[],
  options: { linkNodeModules?: boolean; extra?: string[] } = {},
): string {
  const root = tempFolder("fix-loop-app-install-");
  mkdirSync(path.join(root, "dist"));
  for (const file of ["package.json", ...(options.extra ?? []), ...bundles]) {
    copyFileSync(path.join(ROOT, file), path.join(root, file));
  }
  if (options.linkNodeModules !== false) {
    symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  }
  return root;
}

/**
 * `.env.example` with these variables filled in (uncommented where the example comments them
 * out). A variable the example does not name is an error: the example must list what a test,
 * and so a user, has to set.
 */
export function filledEnvExample(values: Record<string, string>): string {
  let text = readFileSync(path.join(ROOT, ".env.example"), "utf8");
  for (const [name, value] of Object.entries(values)) {
    const line = new RegExp(`^(?:# )?${name}=.*$`, "m");
    if (!line.test(text)) throw new Error(`.env.example does not name ${name}`);
    text = text.replace(line, `${name}=${value}`);
  }
  return text;
}
