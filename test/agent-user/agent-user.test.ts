import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AgentUser,
  createAgentUser,
  releaseAgentUser,
} from "../../src/agent-user/agent-user.js";
import { removeStaleAgentUsers } from "../../src/agent-user/stale-users.js";
import { startBackground } from "../../src/process/background.js";
import { killUserProcesses } from "../../src/process/kill-user.js";
import { runProcess } from "../../src/process/run.js";
import { handTreeTo } from "../../src/process/share-files.js";

// The machine runs the tests as root: a real user is made with useradd and removed after.
let agent: AgentUser;
let tree: string;

const asAgent = (script: string, cwd = tree) =>
  runProcess(script, { cwd, env: { PATH: process.env.PATH ?? "/usr/bin:/bin" }, runAs: agent });
const out = (outcome: Awaited<ReturnType<typeof asAgent>>) =>
  outcome.output.head.toString("utf8").trim();
// Each sleeper's length is this file's own: ps sees the other files' sleepers too.
const running = (command: string) =>
  execFileSync("ps", ["-eo", "args"], { encoding: "utf8" }).split("\n").includes(command);
/** Polls until `check` holds: the sleeper execs into `sleep` a moment after its shell returned. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}
const userExists = (name: string) => {
  try {
    execFileSync("id", ["-u", name], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  agent = await createAgentUser();
  tree = mkdtempSync(path.join(tmpdir(), "fix-loop-handover-"));
  execFileSync("git", ["init", "-q", tree]);
  mkdirSync(path.join(tree, "src"));
  writeFileSync(path.join(tree, "src/a.txt"), "a\n", { mode: 0o644 });
});

afterAll(async () => {
  if (agent) await releaseAgentUser(agent);
  rmSync(tree, { recursive: true, force: true });
});

describe("the throwaway agent user", () => {
  it("is a fresh user without sudo, with a HOME of its own that trusts any repository", async () => {
    expect(agent.user).toMatch(/^fix-loop-agent-[0-9a-f]{8}$/);
    const ran = await asAgent("id -u; id -Gn; echo $HOME; git config --global safe.directory");
    const [uid, groups, home, safe] = out(ran).split("\n");
    expect(Number(uid)).toBe(agent.uid);
    expect(Number(uid)).not.toBe(0);
    expect(groups?.split(" ")).not.toEqual(expect.arrayContaining(["sudo"]));
    expect(groups).not.toMatch(/\b(sudo|wheel|admin|root)\b/);
    expect(home).toBe(agent.home);
    expect(safe).toBe("*");
    expect(statSync(agent.home).uid).toBe(agent.uid);
  });

  it("writes the handed-over tree but not .git/, and gets nothing of it back", async () => {
    const giveBack = await handTreeTo(tree, agent);
    const ran = await asAgent(
      "echo b > src/a.txt && mkdir -p new/deep && echo c > new/deep/c.txt && echo ok; touch .git/planted 2>/dev/null || echo no-git",
    );
    expect(out(ran)).toBe("ok\nno-git");
    await giveBack();
    expect(readFileSync(path.join(tree, "src/a.txt"), "utf8")).toBe("b\n");
    for (const file of ["src", "src/a.txt", "new", "new/deep", "new/deep/c.txt"]) {
      const stat = statSync(path.join(tree, file));
      expect({
        file,
        uid: stat.uid,
        gid: stat.gid,
        groupWrite: (stat.mode & 0o2020) !== 0,
      }).toEqual({ file, uid: 0, gid: 0, groupWrite: false });
    }
    expect(statSync(path.join(tree, "src/a.txt")).mode & 0o7777).toBe(0o644);
  });

  it("a sleeper that cleared its environment and left the session is still its process: killed by uid", async () => {
    const sleeper = "sleep 4646.5";
    // The shell's own leftovers are left alone here, so that only the sweep by uid can end it.
    await runProcess(`( env -i setsid nohup ${sleeper} > /dev/null 2>&1 & ) ; echo started`, {
      cwd: tree,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      runAs: agent,
      killLeftovers: false,
    });
    await until(() => running(sleeper));
    const killed = await killUserProcesses(agent);
    expect(killed.map((process) => process.command)).toContain(sleeper);
    expect(running(sleeper)).toBe(false);
  });

  it("a service fix-loop started as the user, and what it started, outlive the sweep after a test run", async () => {
    const service = startBackground("sh -c 'sleep 5252.5 & wait'", {
      cwd: tree,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      runAs: agent,
    });
    const stray = "sleep 5353.5";
    await runProcess(`( env -i setsid nohup ${stray} > /dev/null 2>&1 & )`, {
      cwd: tree,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      runAs: agent,
      killLeftovers: false,
    });
    await until(() => running(stray) && running("sleep 5252.5"));
    const killed = await killUserProcesses(agent, { spare: [service.pid as number] });
    expect(killed.map((process) => process.command)).toEqual([stray]);
    expect(running("sleep 5252.5")).toBe(true);
    expect(service.hasExited()).toBe(false);
    await service.stop(100);
    expect(running("sleep 5252.5")).toBe(false);
  });

  it("one left by a run that died is deleted by the next; one whose maker runs is kept", async () => {
    const stale = await createAgentUser();
    const dead = spawnSync("true").pid;
    execFileSync("usermod", ["--comment", `fix-loop agent of pid ${dead}`, stale.user]);
    const removed = await removeStaleAgentUsers();
    expect(removed).toContain(stale.user);
    expect(userExists(stale.user)).toBe(false);
    expect(userExists(agent.user)).toBe(true);
  });

  it("is deleted with its HOME on release", async () => {
    const other = await createAgentUser();
    expect(userExists(other.user)).toBe(true);
    await releaseAgentUser(other);
    expect(userExists(other.user)).toBe(false);
    expect(() => statSync(other.home)).toThrow();
  });
});
