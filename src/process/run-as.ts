import { randomUUID } from "node:crypto";
import path from "node:path";
import type { SpawnTarget } from "./command.js";
import { ENV_SHIM, PID_ONE_NAME, PID_ONE_SCRIPT } from "./pid-one.js";
import { systemProgram } from "./system-program.js";

/**
 * Another OS user to run a command as: the throwaway agent user of `fix --agent-user`. A process
 * of that user cannot read the environment of ours (/proc/<pid>/environ is the owner's only).
 */
export interface RunAs {
  user: string;
  uid: number;
  /** The user's own primary group, made with it: its processes hold this group and no other. */
  gid: number;
  /**
   * The group of the files the engine and the user share (its copy, the engine's scratch
   * folders): as root the user's own group; through sudo fix-loop's primary group, which the
   * user owns files in but whose rights its processes never hold (see share-files.ts).
   */
  group: number;
  /** The user's own HOME (Claude Code writes ~/.claude there). */
  home: string;
  /** How we switch: we are root (setpriv), or we may sudo without a password. */
  via: "setpriv" | "sudo";
  /** The PID namespace every command of this user starts in; absent where none can be made. */
  namespace?: Namespace | null;
  /** Caps on everything the user runs at once (src/sandbox/limits.ts); absent: none. */
  limits?: AgentLimits | null;
}

export interface AgentLimits {
  /** Processes and threads: pids.max of its cgroups, and RLIMIT_NPROC where it has none. */
  pids: number;
  /** RLIMIT_NPROC of its namespaces (src/sandbox/limits.ts namespaceNproc). */
  nproc: number;
  /** memory.max (or memory.limit_in_bytes) of its memory cgroup, and each private temp's size. */
  memoryBytes: number;
  /** The cgroup folders each namespace's first process joins. */
  cgroups: readonly string[];
}

export interface Namespace {
  /** A folder of fix-loop's own: each namespace's first process reports here what it ended. */
  reports: string;
  /** The agent's copy of the tree, laid over the checkout's path inside each namespace. */
  copy?: { folder: string; over: string } | null;
  /** The network namespace each command enters first (src/sandbox/network-namespace.ts). */
  network?: { path: string; dial: string } | null;
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

export interface RunAsOptions {
  /** Have the namespace report what it ended (the agent's session, a test): default true. */
  report?: boolean;
  /**
   * Give the namespace no private temps and no fresh HOME (default false): only for fix-loop's
   * own reader of the copy, which runs none of the agent's code and writes nothing but its stdout.
   */
  noPrivateFolders?: boolean;
}

/**
 * The command line and environment that run `target` as `runAs`, or the same ones unchanged.
 * With a namespace the command starts in a PID namespace of its own that ends when it does
 * (see PID_ONE_SCRIPT); the switch to the user happens inside it. The environment stays the one
 * given (never the runner's): setpriv passes it on as it is; sudo keeps it with -E, and PATH and
 * HOME are set again after sudo's own secure_path.
 */
export function runAsUser(
  target: SpawnTarget,
  env: NodeJS.ProcessEnv,
  runAs: RunAs | null | undefined,
  options: RunAsOptions = {},
): { target: SpawnTarget; env: NodeJS.ProcessEnv } {
  if (!runAs) return { target, env };
  const userEnv: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env))
    if (!DROPPED.includes(name)) userEnv[name] = value;
  Object.assign(userEnv, { HOME: runAs.home, USER: runAs.user, LOGNAME: runAs.user });
  const command = [...UMASK_SHIM, target.file, ...target.args];
  const kept = ["PATH", "HOME"].flatMap((name) =>
    userEnv[name] === undefined ? [] : [`${name}=${userEnv[name]}`],
  );
  // Its own group and no other: --clear-groups, never --init-groups (a group /etc/group gives it).
  const limits = runAs.limits;
  const switchUser = [
    ...[systemProgram("setpriv"), "--reuid", String(runAs.uid), "--regid", String(runAs.gid)],
    ...["--clear-groups", "--"],
  ];
  const setpriv = [
    ...(limits ? [systemProgram("prlimit"), `--nproc=${limits.pids}:${limits.pids}`, "--"] : []),
    ...switchUser,
  ];
  const namespace = runAs.namespace;
  if (namespace) {
    const report = options.report === false ? "" : reportFile(namespace);
    const inside = [
      ...(namespace.network
        ? [systemProgram("nsenter"), `--net=${namespace.network.path}`, "--"]
        : []),
      ...[
        systemProgram("unshare"),
        "--pid",
        "--fork",
        "--kill-child",
        "--mount",
        "--mount-proc",
        "--",
      ],
      ...["/bin/sh", "-c", PID_ONE_SCRIPT, PID_ONE_NAME, report],
      ...[namespace.copy?.folder ?? "", namespace.copy?.over ?? ""],
      // Confinement (pid-one.ts): private temp (size:uid:gid), the cgroups to join, a fresh HOME,
      // RLIMIT_NPROC; the first process sets it and umask 002 itself (no prlimit, no shim).
      ...(options.noPrivateFolders
        ? ["", (limits?.cgroups ?? []).join(":"), ""]
        : [privateTemp(runAs), (limits?.cgroups ?? []).join(":"), runAs.home]),
      limits ? String(limits.nproc) : "",
      ...switchUser,
      ...["/bin/sh", "-c", ENV_SHIM, "fix-loop-env"],
      target.file,
      ...target.args,
    ];
    if (runAs.via === "setpriv") {
      const [file = "unshare", ...args] = inside;
      return { target: { file, args }, env: userEnv };
    }
    return {
      target: { file: "sudo", args: ["-n", "-E", "--", "env", ...kept, ...inside] },
      env: userEnv,
    };
  }
  if (runAs.via === "setpriv") {
    const [file = "setpriv", ...args] = [...setpriv, ...command];
    return { target: { file, args }, env: userEnv };
  }
  return {
    target: {
      file: "sudo",
      args: ["-n", "-E", "-u", runAs.user, "--", "env", ...kept, ...command],
    },
    env: userEnv,
  };
}

/** Each private temp's size where no limits were set: tmpfs's own default, half of memory. */
const PRIVATE_TEMP_SIZE = "50%";

function privateTemp(runAs: RunAs): string {
  const size = runAs.limits ? String(runAs.limits.memoryBytes) : PRIVATE_TEMP_SIZE;
  return `${size}:${runAs.uid}:${runAs.gid}`;
}

function reportFile(namespace: Namespace): string {
  return path.join(namespace.reports, `${randomUUID()}.ended`);
}
