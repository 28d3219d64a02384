import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { isProcessAlive } from "../../src/process/kill-tree.js";
import { PID_ONE_NAME } from "../../src/process/pid-one.js";
import { isRoot } from "../../src/process/privileged.js";
import type { RunAs } from "../../src/process/run-as.js";
import { stopCommand } from "../../src/process/stop-command.js";

// A PID namespace (as root, unshare) whose first process is told by its name and first argument
// what it is: a report to write, or none (a service). Its TERM handler takes 1.5 s, as a loaded
// runner's listing of a namespace can: a report is waited for past the command's own grace of
// 1 s (claude's), and a service that ignores TERM is still killed at its grace.

const folder = mkdtempSync(path.join(tmpdir(), "fix-loop-stop-command-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const runAs = { namespace: { reports: folder } } as RunAs;

/** A namespace whose first process runs `script` with $1 = `report`; resolves once it runs. */
async function namespaceRunning(script: string, report: string) {
  const started = path.join(folder, `${path.basename(report) || "service"}.started`);
  const child = spawn(
    "unshare",
    ["--pid", "--fork", "--kill-child", "--mount-proc", "--", "/bin/sh", "-c"].concat([
      `${script}\n`.replace("READY", `: > ${started}`),
      PID_ONE_NAME,
      report,
    ]),
    { detached: true, stdio: "ignore" },
  );
  const deadline = Date.now() + 10_000;
  while (!existsSync(started) && Date.now() < deadline) await delay(20);
  return child.pid as number;
}

describe.skipIf(!isRoot())("stopping a command in the agent's PID namespace", () => {
  it("waits past the command's grace for the first process to write what it ended", async () => {
    const report = path.join(folder, "slow.ended");
    const pid = await namespaceRunning(
      `trap 'sleep 1.5; printf "2\\tsleep 60\\n" > "$1"; exit 143' TERM; READY; while :; do sleep 0.05; done`,
      report,
    );
    await stopCommand(pid, runAs, { graceMs: 1_000 });
    expect(readFileSync(report, "utf8")).toBe("2\tsleep 60\n");
    expect(isProcessAlive(pid)).toBe(false);
  });

  it("kills at its grace a namespace that writes no report (a service) and ignores TERM", async () => {
    const pid = await namespaceRunning("trap '' TERM; READY; while :; do sleep 0.05; done", "");
    const started = performance.now();
    await stopCommand(pid, runAs, { graceMs: 500 });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(isProcessAlive(pid)).toBe(false);
  });
});
