import { runProcess } from "../process/run.js";
import type { RunAs } from "../process/run-as.js";

export interface NeededPaths {
  /** Folders the user must write (the work tree). */
  writable: readonly string[];
  /** Programs the user must run (claude, node). */
  executable: readonly string[];
  /** Files the user must read (the hook program). */
  readable: readonly string[];
}

/**
 * What the agent user cannot reach of what it needs, tested as that user (a HOME of 0700 on the
 * way to the checkout is the usual cause). Empty when everything is in reach.
 */
export async function unreachableForUser(runAs: RunAs, paths: NeededPaths): Promise<string[]> {
  const checks = [
    ...paths.writable.map((file) => ["-w", file] as const),
    ...paths.executable.map((file) => ["-x", file] as const),
    ...paths.readable.map((file) => ["-r", file] as const),
  ];
  // Each argument is "<test flag>:<path>"; the paths it fails for are printed (split by the
  // shell itself: no process per path).
  const script = [
    'for f in "$@"; do',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the script is shell, whose ${...} is its own
    '  test "${f%%:*}" "${f#*:}" || printf "%s\\n" "${f#*:}"',
    "done",
  ].join("\n");
  const outcome = await runProcess(
    {
      file: "/bin/sh",
      args: ["-c", script, "reach", ...checks.map(([flag, file]) => `${flag}:${file}`)],
    },
    { env: { PATH: process.env.PATH ?? "/usr/bin:/bin" }, runAs, timeoutMs: 10_000 },
  );
  if (outcome.spawnError) return [outcome.spawnError];
  const missing = outcome.output.head.toString("utf8").split("\n").filter(Boolean);
  if (outcome.exitCode !== 0 && missing.length === 0) return [`exit code ${outcome.exitCode}`];
  return missing;
}
