import path from "node:path";
import { isExecutableSync } from "./is-executable.js";

/** Where root looks for what it runs on the agent's behalf (pid-one.ts sets the same PATH). */
export const SYSTEM_FOLDERS = ["/usr/sbin", "/usr/bin", "/sbin", "/bin"];

const found = new Map<string, string>();

/**
 * The program's path in the system's own folders, or its bare name when none holds it. What runs
 * as root (setpriv, prlimit, unshare, nsenter) is never looked up through the command's PATH,
 * which may name a folder the agent writes.
 */
export function systemProgram(name: string): string {
  let known = found.get(name);
  if (known === undefined) {
    known = SYSTEM_FOLDERS.map((folder) => path.join(folder, name)).find(isExecutableSync) ?? name;
    found.set(name, known);
  }
  return known;
}
