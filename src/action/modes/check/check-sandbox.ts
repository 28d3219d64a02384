import { chmodSync, statSync } from "node:fs";
import { AgentUserError, releaseAgentUser } from "../../../agent-user/agent-user.js";
import { type AgentUserSetting, chooseAgentUser } from "../../../agent-user/choose.js";
import { unreachableForUser } from "../../../agent-user/unreachable-paths.js";
import type { MarkedProcess } from "../../../process/kill-tree.js";
import { killUserProcesses } from "../../../process/kill-user.js";
import type { RunAs } from "../../../process/run-as.js";
import { handTreeTo } from "../../../process/share-files.js";
import { limitsNote } from "../../../sandbox/limits.js";
import { agentEnvironment } from "../../agent-env.js";

/**
 * Where check runs the bundle's code (the setup input and the tests): as a throwaway user with a
 * group of its own and no other (never the runner's docker group), each command in a PID
 * namespace of its own that dies with it, with a private /tmp and fix.limits' defaults, so that
 * code can neither read the Action's environment (/proc/<pid>/environ of the runner's processes,
 * ACTIONS_RUNTIME_TOKEN) nor write GITHUB_OUTPUT, GITHUB_STEP_SUMMARY or any file-command file,
 * and nothing of it outlives the command. The one place check decides this; `runAs` is what every spawn is given.
 */
export interface CheckSandbox {
  /** Who runs setup and the tests; null: fix-loop's own user (see `note`). */
  runAs: RunAs | null;
  /** How setup and the tests run, one sentence for the log and the job summary. */
  note: string;
  /** False when this runner could not give every protection: the note is then a warning. */
  isolated: boolean;
  /** Gives the checkout to the user for one bundle; returns the give-back. */
  lendTree(top: string): Promise<() => Promise<void>>;
  /** Kills whatever the user still runs (nothing, when the namespaces did their job). */
  killLeftovers(): Promise<void>;
  /** Every process killLeftovers had to kill, for the log and the summary. */
  readonly killed: MarkedProcess[];
  /** The user killed out and, when fix-loop made it, deleted; why it was not, if it could not be. */
  close(): Promise<string | null>;
}

/** Opens check's sandbox for the checkout at `top`, as far as this runner allows. */
export async function openCheckSandbox(
  setting: AgentUserSetting,
  top: string,
): Promise<CheckSandbox> {
  const choice = await chooseAgentUser(setting);
  const user = choice.user;
  if (!user)
    return unsandboxed(
      `setup and the tests run as this user, not a throwaway one (${choice.note})`,
    );
  const unreachable = await unreachableForUser(user, {
    writable: [],
    executable: [],
    readable: [top],
  });
  if (unreachable.length > 0) {
    await releaseAgentUser(user);
    const why = `the agent user ${user.user} cannot reach ${unreachable.join(", ")} (a folder above it is closed to other users)`;
    // A user named on purpose that cannot work is the workflow's mistake, as in fix mode.
    if (!user.created)
      throw new AgentUserError(`${why}: open that folder to it, or use agent-user auto`);
    return unsandboxed(`setup and the tests run as this user: ${why}`);
  }
  // chooseAgentUser gave the user its PID namespaces where this runner can make them.
  const noNamespace = user.namespace ? null : "none can be made here";
  const runAs: RunAs = user;
  const who = `the throwaway user ${user.user} (uid ${user.uid})`;
  const killed: MarkedProcess[] = [];
  return {
    runAs,
    note: noNamespace
      ? `setup and the tests run as ${who}, without a PID namespace (${noNamespace}): what they leave running is found by uid and killed after each bundle`
      : `setup and the tests run as ${who}, each command in a PID namespace of its own with a private /tmp, ${limitsNote(runAs) ?? "no limits"}`,
    isolated: noNamespace === null,
    lendTree: (checkout) => lendTree(checkout, runAs),
    killLeftovers: async () => {
      killed.push(...(await killUserProcesses(runAs)));
    },
    killed,
    close: () => releaseAgentUser(user),
  };
}

/**
 * The checkout, shared with the user's group as in fix, plus the sticky bit on its top folder:
 * the user may create there (node_modules) but not rename or delete what is ours, so `.git`
 * stays the repository fix-loop's git and actions/checkout's cleanup later run in. The
 * give-back puts the top folder's mode back with the rest.
 */
async function lendTree(top: string, runAs: RunAs): Promise<() => Promise<void>> {
  const giveBack = await handTreeTo(top, runAs);
  chmodSync(top, (statSync(top).mode & 0o7777) | STICKY);
  return giveBack;
}

const STICKY = 0o1000;

/**
 * The environment setup and the tests get in check: the agent's (no token, no file-command file)
 * less every variable of the Actions runtime and the runner, whose paths and URLs lead to the job.
 */
export function checkEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(agentEnvironment(env)))
    if (!RUNTIME_VARIABLE.test(name) || name === "GITHUB_ACTIONS") kept[name] = value;
  return kept;
}

const RUNTIME_VARIABLE = /^(ACTIONS_|RUNNER_|GITHUB_)/i;

function unsandboxed(note: string): CheckSandbox {
  return {
    runAs: null,
    note,
    isolated: false,
    lendTree: async () => async () => {},
    killLeftovers: async () => {},
    killed: [],
    close: async () => null,
  };
}
