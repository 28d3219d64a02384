import { toxTestenvEntries } from "./tox-testenv.js";

/** A variable name a tier may set. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The variables tox.ini's `[testenv]` sets for its test runs (`setenv =`, one `NAME = value`
 * per line below it): cachetools' `THREADING_TESTS = 1`, without which 2 of its tests skip.
 * A value tox fills in (`{envtmpdir}`, `{env:X}`) and `PYTHONPATH` (init decides that one from
 * the layout) are left out, as are the `[testenv:name]` sections of other environments.
 */
export function toxSetenv(tox: string | null): Record<string, string> {
  const env: Record<string, string> = {};
  for (const entry of toxTestenvEntries(tox, "setenv")) take(entry, env);
  return env;
}

function take(entry: string, env: Record<string, string>): void {
  const [name = "", ...rest] = entry.split("=");
  const key = name.trim();
  const value = rest.join("=").trim();
  if (!NAME.test(key) || key === "PYTHONPATH" || rest.length === 0 || value.includes("{")) return;
  env[key] = value;
}
