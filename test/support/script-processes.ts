import { readdirSync, readFileSync } from "node:fs";

export interface ScriptProcess {
  pid: number;
  /** Real uid. */
  uid: number;
  parent: number;
  /** Its arguments, spaces between them. */
  args: string;
}

/**
 * The processes, of any user, that have `script` (an absolute path) as one of their arguments:
 * the shell running it, or env and setsid starting it. A whole argument, never a substring: on a
 * shared machine other processes name a file of the same name (fix-loop's namespace setup runs
 * `touch -- /tmp/<each file at /tmp's top>` as root, another run of the same test has its own
 * script in its own folder, someone greps for it), and none of them is this script running.
 *
 * Race-free per process: its start time is read before and after its arguments and status, and
 * a pid that changed hands between the reads (gone, then reused) is left out, never reported
 * with the next owner's uid.
 */
export function processesRunning(script: string): ScriptProcess[] {
  const found: ScriptProcess[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const started = startTime(name);
      const args = readFileSync(`/proc/${name}/cmdline`, "latin1").split("\0");
      if (!args.includes(script)) continue;
      const status = readFileSync(`/proc/${name}/status`, "latin1");
      if (startTime(name) !== started) continue;
      found.push({
        pid: Number(name),
        uid: Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]),
        parent: Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]),
        args: args.join(" ").trim(),
      });
    } catch {
      // Gone while we looked.
    }
  }
  return found;
}

/** Field 22 of /proc/<pid>/stat, read after the command name (which may hold spaces). */
function startTime(pid: string): string {
  const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
  return stat.slice(stat.lastIndexOf(") ") + 2).split(" ")[19] ?? "";
}

/** Its arguments, or "(gone)": for naming a process's parent in a failure message. */
export function argumentsOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "latin1").replaceAll("\0", " ").trim();
  } catch {
    return "(gone)";
  }
}
