import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { AgentUser } from "../../src/agent-user/agent-user.js";
import { drainEnded } from "../../src/process/drain-ended.js";
import { runProcess } from "../../src/process/run.js";
import { limitCounts, limitsNote, limitsReached, setLimits } from "../../src/sandbox/limits.js";
import { parseMemory } from "../../src/text/memory-size.js";
import { useAgentInNamespace } from "./support/agent-in-namespace.js";

// The caps on a throwaway user (as root here): real processes in its namespaces, a real memory
// cgroup where this machine lets one be made (cgroup v1 here), and what the attempt is told.

const MiB = 1024 ** 2;

describe("fix.limits.memory as written", () => {
  it("reads bytes with a unit and a share of the machine", () => {
    expect(parseMemory("512M")).toBe(512 * MiB);
    expect(parseMemory("4G")).toBe(4 * 1024 * MiB);
    expect(parseMemory("1.5GiB")).toBe(1.5 * 1024 * MiB);
    expect(parseMemory("25%", 8 * 1024 * MiB)).toBe(2 * 1024 * MiB);
  });

  it("refuses what is no size, or too small to run claude at all", () => {
    expect(parseMemory("lots")).toBeNull();
    expect(parseMemory("0%")).toBeNull();
    expect(parseMemory("150%")).toBeNull();
    expect(parseMemory("1M")).toBeNull();
  });
});

const inNamespace = useAgentInNamespace("fix-loop-limits-");
let agent: AgentUser;
let cwd: string;
let hasMemoryCgroup = false;

beforeAll(async () => {
  ({ agent, folder: cwd } = inNamespace);
  await setLimits(agent, { pids: 128, memory: "64M" });
  hasMemoryCgroup = /a memory cgroup/.test(limitsNote(agent) ?? "");
});

describe("the agent user's limits", () => {
  it("sets RLIMIT_NPROC in its namespaces above fix.limits.pids where a pids cgroup holds the cap, else to it", async () => {
    const outcome = await runProcess("grep 'Max processes' /proc/self/limits", {
      cwd,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      runAs: agent,
    });
    const cgroup = (agent.limits?.cgroups ?? []).some((folder) => existsSync(`${folder}/pids.max`));
    const nproc = cgroup ? 256 : 128;
    expect(outcome.output.head.toString("utf8")).toMatch(
      new RegExp(`^Max processes\\s+${nproc}\\s+${nproc}\\s`, "m"),
    );
  });

  it("counts the forks it refused while processes of the agent's uid run outside its namespaces", async (context) => {
    const cgroup = (agent.limits?.cgroups ?? []).some((folder) => existsSync(`${folder}/pids.max`));
    if (!cgroup) context.skip();
    // RLIMIT_NPROC counts them, the cgroup does not: at one value for both, the forks past the
    // cap were refused by RLIMIT_NPROC, which the kernel checks first, and none was counted.
    const outside = Array.from({ length: 5 }, () =>
      spawn(
        "setpriv",
        [
          "--reuid",
          String(agent.uid),
          "--regid",
          String(agent.gid),
          "--clear-groups",
          "sleep",
          "60",
        ],
        { stdio: "ignore" },
      ),
    );
    try {
      await drainEnded(agent);
      const before = limitCounts(agent);
      const spawn200 =
        "i=0; while [ $i -lt 200 ]; do sleep 2 & i=$((i + 1)); done; wait; echo spawned";
      await runProcess(spawn200, {
        cwd,
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
        runAs: agent,
        timeoutMs: 60_000,
      });
      expect(limitsReached(agent, before)).toMatch(
        /the agent reached its process limit \(fix\.limits\.pids: 128\): \d+ fork\(s\) refused/,
      );
    } finally {
      for (const child of outside) child.kill("SIGKILL");
    }
  });

  it("refuses forks past fix.limits.pids, and the kernel's peak says none ran past it", async () => {
    const before = limitCounts(agent);
    // 200 sleepers at once at most, gone in two seconds should the cap not hold.
    const spawn = "i=0; while [ $i -lt 200 ]; do sleep 2 & i=$((i + 1)); done; wait; echo spawned";
    const outcome = await runProcess(spawn, {
      cwd,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      runAs: agent,
      timeoutMs: 60_000,
    });
    expect(outcome.output.head.toString("utf8")).toMatch(/fork|Resource temporarily unavailable/i);
    const said = limitsReached(agent, before) ?? "";
    expect(said).toMatch(
      /the agent reached its process limit \(fix\.limits\.pids: 128\): \d+ fork\(s\) refused/,
    );
    const peak = /at most (\d+) processes and threads at once/.exec(said)?.[1];
    const keepsPeak = (agent.limits?.cgroups ?? []).some((folder) =>
      existsSync(`${folder}/pids.peak`),
    );
    if (!keepsPeak) return;
    expect(Number(peak)).toBeGreaterThan(100);
    expect(Number(peak)).toBeLessThanOrEqual(128);
  });

  it("names what it ended when the agent's leftovers hold every process the cap allows", async () => {
    await drainEnded(agent);
    const before = limitCounts(agent);
    // bash retries a refused fork, so the filler takes each pid the cap frees; the command waits,
    // without a fork of its own, for its first refusal, then spins until the timeout ends it.
    const fill = [
      "(setsid bash -c 'while :; do sleep 47.25 & done' 2> /tmp/filler.err &)",
      "until read -r refused < /tmp/filler.err; do :; done 2> /dev/null",
      "while :; do :; done",
    ].join("; ");
    const outcome = await runProcess(fill, {
      cwd,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      runAs: agent,
      timeoutMs: 4_000,
    });
    expect(outcome.timedOut).toBe(true);
    expect(limitsReached(agent, before)).toMatch(/fork\(s\) refused/);
    const ended = (await drainEnded(agent)).map((process) => process.command);
    expect(ended).toContain("bash -c while :; do sleep 47.25 & done");
    expect(ended.filter((command) => command === "sleep 47.25").length).toBeGreaterThan(100);
  });

  it("kills what outgrows fix.limits.memory, and says so, where a memory cgroup can be made", async (context) => {
    if (!hasMemoryCgroup) context.skip();
    const before = limitCounts(agent);
    // 1 MiB at a time, written so the pages are real; bounded at 1 GiB should the cap not hold.
    const grow = `${process.execPath} -e "const a=[];for(let i=0;i<1024;i++)a.push(Buffer.alloc(1<<20,1));console.log('grew to 1 GiB')"`;
    const outcome = await runProcess(grow, {
      cwd,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      runAs: agent,
      timeoutMs: 60_000,
    });
    expect(outcome.output.head.toString("utf8")).not.toContain("grew to 1 GiB");
    expect(outcome.exitCode).not.toBe(0);
    expect(limitsReached(agent, before)).toMatch(
      /the agent reached its memory limit \(fix\.limits\.memory: 64 MiB\): \d+ process\(es\) killed/,
    );
  });
});
