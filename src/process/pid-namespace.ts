import type { SpawnTarget } from "./command.js";
import type { RunAs } from "./run-as.js";

/**
 * The PID namespace a command starts in when its RunAs asks for one: `unshare` makes the command
 * pid 1 of a namespace of its own, with its own /proc (it sees no process of ours, so no
 * /proc/<pid>/environ of the runner's to read), and every process it starts dies with it: when
 * pid 1 exits, or `unshare` is killed (--kill-child), the kernel kills the rest, double-forked
 * and setsid ones included. No pid scan, no race.
 */
const UNSHARE = ["unshare", "--pid", "--fork", "--kill-child", "--mount-proc", "--"];

/**
 * `command` (already the user's, umask shim and all) inside a fresh PID namespace, switched to
 * `runAs` by setpriv after unshare (which needs root): directly as root, else through `sudo -n`.
 * `env` sets PATH and HOME again after sudo's secure_path.
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
  const inside = [...UNSHARE, "setpriv", ...ids, "--", "env", ...kept, ...command];
  if (runAs.via === "setpriv") return { file: inside[0] as string, args: inside.slice(1) };
  return { file: "sudo", args: ["-n", "-E", "--", ...inside] };
}

/** Whether a PID namespace can be made here (util-linux unshare, and root or passwordless sudo). */
export const PID_NAMESPACE_PROBE = [...UNSHARE, "true"];
