import type { SpawnTarget } from "./command.js";
import { inPidNamespace } from "./pid-namespace.js";

/**
 * Another OS user to run a command as: the throwaway agent user of `fix --agent-user`. A process
 * of that user cannot read the environment of ours (/proc/<pid>/environ is the owner's only).
 */
export interface RunAs {
  user: string;
  uid: number;
  /** The user's primary group. */
  gid: number;
  /** The group the engine and the user share: the tree and the engine's scratch folders are given to it. */
  group: number;
  /** The user's own HOME (Claude Code writes ~/.claude there). */
  home: string;
  /** How we switch: we are root (setpriv), or we may sudo without a password. */
  via: "setpriv" | "sudo";
  /** Start each command as pid 1 of a PID namespace of its own, which dies with it (check mode). */
  pidNamespace?: boolean;
}

/** Variables that point into our own home or temp folder, where the user cannot write. */
const DROPPED = [
  "TMPDIR",
  "XDG_CONFIG_HOME",
  "XDG_CACHE_HOME",
  "XDG_DATA_HOME",
  "XDG_STATE_HOME",
  "CLAUDE_CONFIG_DIR",
];

/**
 * Files the user creates are group-writable (umask 002) so the engine, in the shared group, can
 * still restore and delete them; `exec` keeps the command itself as the process that runs.
 */
const UMASK_SHIM = ["/bin/sh", "-c", 'umask 002 && exec "$@"', "fix-loop-agent"];

/**
 * The command line and environment that run `target` as `runAs`, or the same ones unchanged.
 * The environment stays the one given (never the runner's): setpriv passes it on as it is;
 * sudo keeps it with -E, and PATH and HOME are set again after sudo's own secure_path.
 */
export function runAsUser(
  target: SpawnTarget,
  env: NodeJS.ProcessEnv,
  runAs: RunAs | null | undefined,
): { target: SpawnTarget; env: NodeJS.ProcessEnv } {
  if (!runAs) return { target, env };
  const userEnv: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env))
    if (!DROPPED.includes(name)) userEnv[name] = value;
  Object.assign(userEnv, { HOME: runAs.home, USER: runAs.user, LOGNAME: runAs.user });
  const command = [...UMASK_SHIM, target.file, ...target.args];
  if (runAs.pidNamespace) return { target: inPidNamespace(command, userEnv, runAs), env: userEnv };
  if (runAs.via === "setpriv") {
    const args = ["--reuid", String(runAs.uid), "--regid", String(runAs.gid), "--init-groups"];
    return { target: { file: "setpriv", args: [...args, "--", ...command] }, env: userEnv };
  }
  const kept = ["PATH", "HOME"].flatMap((name) =>
    userEnv[name] === undefined ? [] : [`${name}=${userEnv[name]}`],
  );
  return {
    target: {
      file: "sudo",
      args: ["-n", "-E", "-u", runAs.user, "--", "env", ...kept, ...command],
    },
    env: userEnv,
  };
}
