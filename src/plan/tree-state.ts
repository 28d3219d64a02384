import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { glob } from "tinyglobby";

/** Every file of the project and a hash of its content, to see what a session or a script changed. */
export type TreeState = Map<string, string>;

const IGNORED = ["**/.git/**", "**/node_modules/**"];

export async function readTreeState(cwd: string): Promise<TreeState> {
  const files = await glob("**", { cwd, dot: true, onlyFiles: true, ignore: IGNORED });
  const state: TreeState = new Map();
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(`${cwd}/${file}`).catch(() => null);
      state.set(file, content ? createHash("sha1").update(content).digest("hex") : "unreadable");
    }),
  );
  return state;
}

/** Files added, changed or removed between two states, sorted. */
export function changedFiles(before: TreeState, after: TreeState): string[] {
  const changed = new Set<string>();
  for (const [file, hash] of after) if (before.get(file) !== hash) changed.add(file);
  for (const file of before.keys()) if (!after.has(file)) changed.add(file);
  return [...changed].sort();
}
