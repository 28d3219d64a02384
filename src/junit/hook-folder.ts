import { createHash } from "node:crypto";
import {
  chmodSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A folder holding our reporter and setup files, named after their content, so every run
 * loads them from the same paths. jest keys its transform cache on the config, and the config
 * names these files: from a fresh folder per run, jest compiles every test file again (on
 * entities, jest 29 with ts-jest: 1.9 s of CPU against 1.2 s).
 *
 * Tests run what is in it, so it is used only when it is ours: a real folder of our user that
 * nobody else may write to, holding exactly these files. Anything else there and a fresh
 * folder of its own is made instead (the cache is lost, nothing else).
 *
 * Its own package.json says its `.js` files are CommonJS, as they are written: node reads a
 * `.js` file by the nearest package.json above it, and a temp folder inside an ES module
 * project (`"type": "module"`) made jest's coverage setup throw on `require`, and triage lose
 * its coverage.
 */
export function hookFolder(files: Readonly<Record<string, string>>): string {
  const entries = Object.entries({ ...files, "package.json": HOOKS_PACKAGE }).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const hash = createHash("sha256").update(JSON.stringify(entries)).digest("hex").slice(0, 16);
  const uid = process.getuid?.() ?? 0;
  const folder = `${hookFolderStart()}${uid}-${hash}`;
  if (holdsExactly(folder, entries, uid)) return folder;
  const fresh = writeFresh(entries);
  try {
    renameSync(fresh, folder);
    return folder;
  } catch {
    // Another run put it there first (it is checked again), or something not ours is there.
    if (holdsExactly(folder, entries, uid)) {
      rmSync(fresh, { recursive: true, force: true });
      return folder;
    }
    return fresh;
  }
}

/** How every hook folder's path begins: what a runner that could not load one names. */
export function hookFolderStart(): string {
  return path.join(tmpdir(), "fix-loop-hooks-");
}

const HOOKS_PACKAGE = '{ "type": "commonjs" }\n';

function writeFresh(entries: readonly [string, string][]): string {
  const fresh = mkdtempSync(hookFolderStart());
  for (const [name, text] of entries) writeFileSync(path.join(fresh, name), text, { mode: 0o644 });
  // Readable by the agent user that runs the tests in fix; writable by us alone.
  chmodSync(fresh, 0o755);
  return fresh;
}

function holdsExactly(folder: string, entries: readonly [string, string][], uid: number): boolean {
  if (!isOursAlone(folder, uid, true)) return false;
  return entries.every(([name, text]) => {
    const file = path.join(folder, name);
    if (!isOursAlone(file, uid, false)) return false;
    return readFileSync(file, "utf8") === text;
  });
}

function isOursAlone(file: string, uid: number, directory: boolean): boolean {
  const stat = lstatSync(file, { throwIfNoEntry: false });
  if (!stat || stat.isSymbolicLink() || stat.isDirectory() !== directory) return false;
  return stat.uid === uid && (stat.mode & 0o022) === 0;
}
