import { execa } from "execa";
import { messageOf } from "../errors.js";
import { canSudo, isRoot } from "../process/privileged.js";
import { attachNamespace } from "../sandbox/attach.js";
import {
  type AgentUser,
  AgentUserError,
  createAgentUser,
  existingAgentUser,
  releaseAgentUser,
} from "./agent-user.js";
import { removeStaleAgentUsers } from "./stale-users.js";

/** `auto` (a fresh user where we may make one), `off`, or the name of an existing user. */
export type AgentUserSetting = string;

export interface AgentUserChoice {
  user: AgentUser | null;
  /** What was chosen and why, for the log; a warning when `auto` could not make a user. */
  note: string;
  warning: boolean;
}

/**
 * Which user the agent and the tests run as. `auto` makes a throwaway user on Linux when we are
 * root or have passwordless sudo (a GitHub-hosted runner), else runs them as ourselves and says
 * so; a name that cannot be used is the user's mistake (AgentUserError).
 */
export async function chooseAgentUser(setting: AgentUserSetting): Promise<AgentUserChoice> {
  const wanted = setting.trim() || "off";
  if (wanted === "off") {
    return {
      user: null,
      note: "the agent and the tests run as this user (agent-user: off)",
      warning: false,
    };
  }
  if (wanted !== "auto") {
    const user = await existingAgentUser(wanted);
    if (user.via === "setpriv" && !(await hasSetpriv())) {
      throw new AgentUserError("agent-user needs setpriv (util-linux) to switch users as root");
    }
    const sandbox = await attachNamespace(user);
    return {
      user,
      note: `the agent and the tests run as ${user.user} (uid ${user.uid}), ${sandbox.note}`,
      warning: sandbox.warning,
    };
  }
  const why = await whyNoThrowawayUser();
  if (why)
    return { user: null, note: `the agent and the tests run as this user: ${why}`, warning: true };
  try {
    await removeStaleAgentUsers();
    const user = await createAgentUser();
    const sandbox = await attachNamespace(user);
    return {
      user,
      note: `the agent and the tests run as the throwaway user ${user.user} (uid ${user.uid}), without sudo, ${sandbox.note}`,
      warning: sandbox.warning,
    };
  } catch (error) {
    return {
      user: null,
      note: `the agent and the tests run as this user: no throwaway user could be made (${messageOf(error)})`,
      warning: true,
    };
  }
}

async function whyNoThrowawayUser(): Promise<string | null> {
  if (process.platform !== "linux")
    return `a throwaway user is made on Linux only, not ${process.platform}`;
  if (isRoot()) return (await hasSetpriv()) ? null : "setpriv (util-linux) is not installed";
  if (await canSudo().catch(() => false)) return null;
  return "neither root nor passwordless sudo here, so no throwaway user can be made";
}

async function hasSetpriv(): Promise<boolean> {
  const result = await execa("setpriv", ["--version"], { reject: false, stdin: "ignore" });
  return result.exitCode === 0;
}

/**
 * Runs `work` with the chosen agent user (null: as ourselves), then kills what that user still
 * runs and deletes it when fix-loop made it, whatever `work` did.
 */
export async function withAgentUser<T>(
  setting: AgentUserSetting,
  report: (choice: AgentUserChoice) => void,
  work: (user: AgentUser | null) => Promise<T>,
): Promise<T> {
  const choice = await chooseAgentUser(setting);
  report(choice);
  try {
    return await work(choice.user);
  } finally {
    const left = choice.user ? await releaseAgentUser(choice.user) : null;
    if (left) report({ user: null, note: left, warning: true });
  }
}
