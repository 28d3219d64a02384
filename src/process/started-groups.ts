import { killProcessTreeSync } from "./kill-tree.js";

/**
 * Process groups we started and have not seen end. Our children run in their own groups, so
 * a terminal's Ctrl-C does not reach them: whoever handles the signal must kill them.
 */
const groups = new Set<number>();

export function trackGroup(pid: number): void {
  groups.add(pid);
}

export function untrackGroup(pid: number): void {
  groups.delete(pid);
}

/** SIGKILLs every process tree we started that is still running; safe in a process 'exit' handler. */
export function killAllProcessTreesSync(): void {
  for (const pid of groups) killProcessTreeSync(pid);
  groups.clear();
}
