import {
  chmodSync,
  copyFileSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLAUDE = path.join(ROOT, "node_modules/.bin/claude");

export interface ReachableInstall {
  root: string;
  /** dist/index.js, as the runner starts the Action. */
  action: string;
  /** dist/cli.js. */
  cli: string;
  /** The claude binary, when asked for. */
  claude: string;
  remove: () => void;
}

/**
 * fix-loop as a runner has it: dist/ with package.json and action.yml (the Action's checkout) and,
 * when asked, the claude binary (the tool cache), in a folder every user may enter. Tests that
 * switch users run from here, so they do not depend on where this repository was cloned: a clone
 * in a 0700 temp folder is out of another user's reach.
 */
export function reachableInstall(options: { claude: boolean }): ReachableInstall {
  const root = mkdtempSync(path.join(tmpdir(), "fix-loop-install-"));
  chmodSync(root, 0o755);
  mkdirSync(path.join(root, "dist"), { mode: 0o755 });
  for (const file of [
    "dist/index.js",
    "dist/main.js",
    "dist/cli.js",
    "dist/hooks.js",
    "dist/relay.js",
    // dist/cli.js, dist/main.js and dist/hooks.js load code from chunks beside them
    // (scripts/build.mjs).
    ...readdirSync(path.join(ROOT, "dist"))
      .filter((name) => /^(cli|action|hooks)-/.test(name) && name.endsWith(".js"))
      .map((name) => `dist/${name}`),
    "package.json",
    "action.yml",
  ]) {
    copyFileSync(path.join(ROOT, file), path.join(root, file));
    chmodSync(path.join(root, file), 0o755);
  }
  const claude = path.join(root, "claude");
  if (options.claude) {
    // A hard link costs nothing on the same file system; a copy (~200 MB) otherwise.
    const binary = realpathSync(CLAUDE);
    try {
      linkSync(binary, claude);
    } catch {
      copyFileSync(binary, claude);
      chmodSync(claude, 0o755);
    }
  }
  return {
    root,
    action: path.join(root, "dist/index.js"),
    cli: path.join(root, "dist/cli.js"),
    claude,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
