/**
 * The entries of one key of tox.ini's `[testenv]` section (`commands =`, `setenv =`): the value
 * on the key's own line, then each indented line below it. Comments are left out, as are the
 * `[testenv:name]` sections of other environments.
 */
export function toxTestenvEntries(tox: string | null, key: string): string[] {
  if (!tox) return [];
  const entries: string[] = [];
  let section = "";
  let inKey = false;
  for (const raw of tox.split(/\r?\n/)) {
    const line = raw.replace(/\s+[#;].*$/, "");
    const header = /^\[([^\]]+)\]\s*$/.exec(line);
    if (header) {
      section = header[1]?.trim() ?? "";
      inKey = false;
      continue;
    }
    if (section !== "testenv") continue;
    const entry = /^(\w[\w-]*)\s*=\s*(.*)$/.exec(line);
    if (entry) {
      inKey = entry[1] === key;
      if (inKey && entry[2]?.trim()) entries.push(entry[2].trim());
      continue;
    }
    if (inKey && /^\s+\S/.test(line)) entries.push(line.trim());
    else if (line.trim() !== "") inKey = false;
  }
  return entries;
}
