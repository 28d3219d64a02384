import type { CopyTree } from "./copy-tree.js";
import { changesSince, restoreSnapshot, type TreeChanges, takeSnapshot } from "./snapshot.js";

/**
 * Where an attempt's change is read, kept or undone. With an agent copy (an agent user in PID
 * namespaces) the agent never touches the checkout: its change is read from the copy as data and
 * a kept one written into the checkout from that record; the copy is made again after each. Without one (the agent runs as fix-loop's own user, in
 * the checkout) git snapshots the tree and guards .git, as before.
 */
export interface AttemptTree {
  /** The checkout's top; the change's paths are relative to it. */
  top: string;
  changes(outputs: readonly string[]): Promise<TreeChanges>;
  /** The verified change stays: in the checkout. */
  keep(files: readonly string[]): Promise<void>;
  /** The change is undone; null: whatever changed (after a failure). */
  undo(files: readonly string[] | null): Promise<void>;
}

export async function openAttemptTree(cwd: string, copy: CopyTree | null): Promise<AttemptTree> {
  if (copy) {
    return {
      top: copy.top,
      changes: (outputs) => copy.changes(outputs),
      keep: (files) => copy.keep(files),
      undo: (files) => copy.undo(files ?? []),
    };
  }
  const snapshot = await takeSnapshot(cwd);
  return {
    top: snapshot.top,
    changes: (outputs) => changesSince(snapshot, { outputs }),
    keep: async () => undefined,
    undo: () => restoreSnapshot(snapshot),
  };
}
