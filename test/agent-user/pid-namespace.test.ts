import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AgentUser,
  createAgentUser,
  releaseAgentUser,
} from "../../src/agent-user/agent-user.js";
import { drainEnded } from "../../src/process/drain-ended.js";
import { runProcess } from "../../src/process/run.js";
import type { RunAs } from "../../src/process/run-as.js";
import { attachNamespace } from "../../src/sandbox/attach.js";

// What check runs the bundle's code in: a throwaway user (useradd, as root here), each command
// in a PID namespace of its own. Real processes; a sleeper that leaves the process group and
// the session must still die with the command.

let agent: AgentUser;
let inNamespace: RunAs;
let cwd: string;

const run = (script: string, options: Parameters<typeof runProcess>[1] = {}) =>
  runProcess(script, {
    cwd,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", PLANTED_SECRET: "ns-planted-4e1b" },
    runAs: inNamespace,
    ...options,
  });
const text = (outcome: Awaited<ReturnType<typeof run>>) =>
  Buffer.concat([outcome.output.head, outcome.output.tail]).toString("utf8");
const running = (needle: string) =>
  execFileSync("ps", ["-eo", "args"], { encoding: "utf8" })
    .split("\n")
    .some((line) => line.includes(needle));

/** Aborts once a process whose command line is `line` runs (at most 20 s from now). */
async function abortOnceRunning(line: string, abort: AbortController): Promise<void> {
  const deadline = Date.now() + 20_000;
  const runs = () =>
    execFileSync("ps", ["-eo", "args"], { encoding: "utf8" }).split("\n").includes(line);
  while (!runs() && Date.now() < deadline) await delay(50);
  abort.abort();
}

beforeAll(async () => {
  agent = await createAgentUser();
  await attachNamespace(agent);
  if (!agent.namespace) throw new Error("no PID namespace can be made on this machine");
  inNamespace = agent;
  cwd = mkdtempSync(path.join(tmpdir(), "fix-loop-pidns-"));
  chmodSync(cwd, 0o755);
});

afterAll(async () => {
  if (agent) await releaseAgentUser(agent);
  rmSync(cwd, { recursive: true, force: true });
});

describe("a command in its own PID namespace, as the throwaway user", () => {
  it("runs as that user and sees only its own namespace: none of our processes", async () => {
    const outcome = await run(
      // One line per process: pid 1's script spans many lines of its own.
      'id -u; for c in /proc/[0-9]*/cmdline; do tr "\\0\\n" "  " < "$c"; echo; done',
    );
    expect(outcome.exitCode).toBe(0);
    const [uid, ...processes] = text(outcome).trim().split("\n");
    expect(Number(uid)).toBe(agent.uid);
    expect(processes.join("\n")).toContain("fix-loop-pid-one");
    expect(processes.join("\n")).not.toContain("vitest");
    expect(processes.length).toBeLessThan(8);
  });

  it("cannot read or signal the namespace's pid 1, which is root's", async () => {
    const outcome = await run(
      "cat /proc/1/environ > /dev/null 2>&1 && echo read-1; kill -TERM 1 2>/dev/null && echo killed-1; echo done",
    );
    expect(text(outcome)).toBe("done\n");
    expect(outcome.exitCode).toBe(0);
  });

  it("leaves nothing behind, a setsid double-forked sleeper included", async () => {
    const outcome = await run("(setsid sleep 4747.5 > /dev/null 2>&1 &); echo started", {
      killLeftovers: false,
    });
    expect(text(outcome)).toContain("started");
    expect(outcome.exitCode).toBe(0);
    expect(running("sleep 4747.5")).toBe(false);
  });

  it("ends on SIGTERM at a timeout, namespace and all, without waiting for SIGKILL", async () => {
    const outcome = await run("(setsid sleep 4848.5 > /dev/null 2>&1 &); sleep 60", {
      timeoutMs: 300,
      graceMs: 60_000,
    });
    expect(outcome.timedOut).toBe(true);
    // SIGTERM's exit from the namespace's pid 1; SIGKILL would say signal SIGKILL.
    expect(outcome.exitCode).toBe(143);
    expect(running("sleep 4848.5")).toBe(false);
  });

  it("names what it ended at a timeout or an abort: a fork-and-exit hopper too, none left", async () => {
    // Each generation starts the next and exits: a pid scan's signal would land on a dead pid.
    const hopper = path.join(cwd, "ns-hop-5151.sh");
    writeFileSync(hopper, '#!/bin/sh\n"$0" &\nexit 0\n', { mode: 0o755 });
    const leave = `(env -i setsid ${hopper} > /dev/null 2>&1 &); sleep 60`;
    await drainEnded(inNamespace);
    // The timeout counts from the start, the namespace's own setup too: 1 s leaves the hopper
    // time to start on a loaded machine (500 ms did not, once at load 20).
    const timedOut = await run(leave, { timeoutMs: 1000 });
    expect(timedOut.timedOut).toBe(true);
    const afterTimeout = await drainEnded(inNamespace);
    expect(running("ns-hop-5151")).toBe(false);
    const abort = new AbortController();
    // The hopper's own line, not the namespace's first process, whose argv holds the command.
    const aborting = abortOnceRunning(`/bin/sh ${hopper}`, abort);
    const aborted = await run(leave, { signal: abort.signal });
    await aborting;
    expect(aborted.aborted).toBe(true);
    const afterAbort = await drainEnded(inNamespace);
    expect(running("ns-hop-5151")).toBe(false);
    for (const ended of [afterTimeout, afterAbort]) {
      const commands = ended.map((process) => process.command).join("\n");
      expect(commands).toContain("ns-hop-5151.sh");
      expect(commands).toContain("sleep 60");
    }
  });

  it("passes stdin on to the command", async () => {
    const outcome = await run("cat", { input: "through the namespace\n" });
    expect(text(outcome)).toBe("through the namespace\n");
  });
});
