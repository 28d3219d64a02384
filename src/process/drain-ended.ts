import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { MarkedProcess } from "./kill-tree.js";
import type { RunAs } from "./run-as.js";

/**
 * What the namespaces of `runAs` ended since the last call: each namespace's first process
 * writes, as it exits, what still ran in it (pids as the namespace numbered them). The reports
 * are read once and removed.
 */
export async function drainEnded(runAs: RunAs | null | undefined): Promise<MarkedProcess[]> {
  const folder = runAs?.namespace?.reports;
  if (!folder) return [];
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith(".ended"));
  const ended: MarkedProcess[] = [];
  for (const name of names.sort()) {
    const file = path.join(folder, name);
    const text = await readFile(file, "utf8").catch(() => "");
    await rm(file, { force: true });
    for (const line of text.split("\n")) {
      const [pid = "", ...words] = line.split("\t");
      const command = words.join("\t").trim();
      if (/^\d+$/.test(pid) && command !== "") ended.push({ pid: Number(pid), command });
    }
  }
  return ended;
}
