/** A variable name a tier may set. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The variables tox.ini's `[testenv]` sets for its test runs (`setenv =`, one `NAME = value`
 * per line below it): cachetools' `THREADING_TESTS = 1`, without which 2 of its tests skip.
 * A value tox fills in (`{envtmpdir}`, `{env:X}`) and `PYTHONPATH` (init decides that one from
 * the layout) are left out, as are the `[testenv:name]` sections of other environments.
 */
export function toxSetenv(tox: string | null): Record<string, string> {
  if (!tox) return {};
  const env: Record<string, string> = {};
  let section = "";
  let inSetenv = false;
  for (const raw of tox.split(/\r?\n/)) {
    const line = raw.replace(/\s+[#;].*$/, "");
    const header = /^\[([^\]]+)\]\s*$/.exec(line);
    if (header) {
      section = header[1]?.trim() ?? "";
      inSetenv = false;
      continue;
    }
    if (section !== "testenv") continue;
    const key = /^(\w[\w-]*)\s*=\s*(.*)$/.exec(line);
    if (key) {
      inSetenv = key[1] === "setenv";
      if (inSetenv && key[2]) take(key[2], env);
      continue;
    }
    if (inSetenv && /^\s+\S/.test(line)) take(line.trim(), env);
    else if (line.trim() !== "") inSetenv = false;
  }
  return env;
}

function take(entry: string, env: Record<string, string>): void {
  const [name = "", ...rest] = entry.split("=");
  const key = name.trim();
  const value = rest.join("=").trim();
  if (!NAME.test(key) || key === "PYTHONPATH" || rest.length === 0 || value.includes("{")) return;
  env[key] = value;
}
