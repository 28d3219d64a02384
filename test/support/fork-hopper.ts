import { writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Writes a program that starts itself again and exits, in a loop: no pid of it lives past a
 * millisecond or two, so a killer that signals pids it listed misses it. bash, not sh: a fork
 * refused for a moment (EAGAIN under the agent's pids cap, filled by zombies its namespace's
 * first process has not reaped yet on a loaded runner) is retried, where dash would exit and end
 * the chain before the attempt's end could find it. Returns its path.
 */
export function writeForkHopper(folder: string, name: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, `#!/bin/bash\n"$0" &\nexit 0\n`, { mode: 0o755 });
  return file;
}
