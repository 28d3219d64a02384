import type { SpawnTarget } from "./command.js";
import type { RunAs } from "./run-as.js";

/**
 * The PID namespace a command starts in when its RunAs asks for one: `unshare` makes a namespace
 * with its own /proc (the command sees no process of ours, so no /proc/<pid>/environ of the
 * runner's to read), and every process in it dies with the namespace's pid 1: when the command
 * ends, or `unshare` is killed (--kill-child), the kernel kills the rest, double-forked and
 * setsid ones included. No pid scan, no race.
 */
const UNSHARE = ["unshare", "--pid", "--fork", "--kill-child", "--mount-proc", "--"];

/**
 * Pid 1 of the namespace: a root shell that runs the command as its child and ends with it.
 * Not the command itself, for two reasons: switching users clears the parent-death signal
 * --kill-child relies on (so setpriv must run below pid 1), and a pid 1 without a handler
 * ignores SIGTERM, which would leave a timed-out test to the SIGKILL after the grace period.
 * Stdin is handed on through fd 3: an asynchronous command's own stdin is /dev/null.
 */
const NAMESPACE_INIT = [
  "/bin/sh",
  "-c",
  'exec 3<&0; trap "exit 143" TERM INT HUP; "$@" <&3 3<&- & wait $!',
  "fix-loop-namespace",
];

/**
 * `command` (already the user's, umask shim and all) inside a fresh PID namespace, switched to
 * `runAs` by setpriv below the namespace's pid 1 (unshare needs root): directly as root, else
 * through `sudo -n`. `env` sets PATH and HOME again after sudo's secure_path.
 */
export function inPidNamespace(
  command: readonly string[],
  env: NodeJS.ProcessEnv,
  runAs: RunAs,
): SpawnTarget {
  const ids = ["--reuid", String(runAs.uid), "--regid", String(runAs.gid), "--init-groups"];
  const kept = ["PATH", "HOME"].flatMap((name) =>
    env[name] === undefined ? [] : [`${name}=${env[name]}`],
  );
  const switched = ["setpriv", ...ids, "--", "env", ...kept, ...command];
  const inside = [...UNSHARE, ...NAMESPACE_INIT, ...switched];
  if (runAs.via === "setpriv") return { file: inside[0] as string, args: inside.slice(1) };
  return { file: "sudo", args: ["-n", "-E", "--", ...inside] };
}

/** Whether a PID namespace can be made here (util-linux unshare, and root or passwordless sudo). */
export const PID_NAMESPACE_PROBE = [...UNSHARE, "true"];
