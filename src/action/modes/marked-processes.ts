import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";

/** The variable every process a check or setup starts inherits; its value is the run's marker. */
export const MARKER_VARIABLE = "FIX_LOOP_CHECK_MARKER";

export function newMarker(): string {
  return randomBytes(16).toString("hex");
}

/**
 * Kills every process whose environment carries `marker` (a test's double-forked sleeper
 * included: it escapes the process group, not its environment) and returns their pids. Linux
 * only: elsewhere /proc is absent and nothing is found.
 */
export async function killMarkedProcesses(marker: string): Promise<number[]> {
  const needle = Buffer.from(`${MARKER_VARIABLE}=${marker}\0`);
  const killed: number[] = [];
  // A process can fork while we scan: go round until a scan finds none.
  for (let round = 0; round < 5; round++) {
    const found = await findMarked(needle);
    if (found.length === 0) break;
    for (const pid of found) {
      try {
        process.kill(pid, "SIGKILL");
        killed.push(pid);
      } catch {
        // Gone already.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return killed;
}

async function findMarked(needle: Buffer): Promise<number[]> {
  const entries = await readdir("/proc").catch(() => [] as string[]);
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const environ = await readFile(`/proc/${entry}/environ`).catch(() => null);
    if (environ?.includes(needle)) found.push(Number(entry));
  }
  return found;
}
