import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import {
  isProcessAlive,
  killMarkedProcesses,
  SESSION_MARKER,
} from "../../src/process/kill-tree.js";

describe("killing by environment marker", () => {
  it("kills a double-forked sleeper that carries the marker and leaves an unmarked one alone", async () => {
    const marker = "test-marker-1";
    // sh starts the sleeper in its own session and exits at once: the sleeper's parent is init.
    const start = (env: NodeJS.ProcessEnv, seconds: string) =>
      new Promise<void>((resolve) => {
        const shell = spawn(
          "sh",
          ["-c", `setsid nohup sleep ${seconds} > /dev/null 2>&1 & echo $!`],
          {
            env,
            stdio: ["ignore", "pipe", "ignore"],
          },
        );
        shell.stdout.on("data", (chunk: Buffer) => pids.push(Number(String(chunk).trim())));
        shell.on("close", () => resolve());
      });
    const pids: number[] = [];
    await start({ PATH: process.env.PATH, [SESSION_MARKER]: marker }, "3131.5");
    await start({ PATH: process.env.PATH, [SESSION_MARKER]: "another-session" }, "3131.6");
    const [marked, other] = pids;
    if (marked === undefined || other === undefined) throw new Error("sleepers did not start");
    try {
      // setsid and nohup exec into sleep; under load the pid may still show their command line.
      while (commandLine(marked) !== "sleep 3131.5") await delay(5);
      const killed = await killMarkedProcesses(marker);
      expect(killed).toEqual([{ pid: marked, command: "sleep 3131.5" }]);
      expect(isProcessAlive(marked)).toBe(false);
      expect(isProcessAlive(other)).toBe(true);
      expect(await killMarkedProcesses(marker)).toEqual([]);
    } finally {
      process.kill(other, "SIGKILL");
    }
  });

  it("keeps looking for a moment after a scan that finds none: a marked process that shows up just after it is killed too", async () => {
    const marker = "test-marker-2";
    // The first scan finds nothing; the sleeper appears about 12 ms later, as a process of the
    // session does when a scan caught it inside execve (its environment empty for a moment).
    const sweep = killMarkedProcesses(marker);
    await delay(12);
    // detached: the sleeper is a session of its own, as setsid makes it.
    const late = spawn("sleep", ["3131.7"], {
      env: { PATH: process.env.PATH, [SESSION_MARKER]: marker },
      detached: true,
      stdio: "ignore",
    });
    late.unref();
    const pid = late.pid ?? 0;
    try {
      const killed = await sweep;
      expect(killed.map((each) => each.pid)).toContain(pid);
      await delay(20);
      expect(isProcessAlive(pid)).toBe(false);
    } finally {
      if (isProcessAlive(pid)) process.kill(pid, "SIGKILL");
    }
  });
});

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
  } catch {
    return "";
  }
}
