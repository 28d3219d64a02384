import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { drainEnded } from "../../src/process/drain-ended.js";
import { runProcess } from "../../src/process/run.js";
import { useAgentInNamespace } from "./support/agent-in-namespace.js";

// The namespace's first process runs as root, and the command's PATH may name a folder the
// agent can write: a project's bin/ or .venv/bin, which in the namespace are the agent's copy.
// Each program the first process runs by name (setpriv, tr, mv, find, mount ...) is planted
// there, and says, if it ever runs, under which uid it ran.

const inNamespace = useAgentInNamespace("fix-loop-pid-one-path-");
let planted: string;

const PLANTED = ["setpriv", "prlimit", "tr", "mv", "find", "mount", "mkdir", "chown", "rm", "env"];

beforeAll(() => {
  planted = path.join(inNamespace.folder, "bin");
  mkdirSync(planted);
  chmodSync(planted, 0o755);
  for (const name of PLANTED) {
    const real = ["/usr/bin", "/bin", "/usr/sbin", "/sbin"]
      .map((dir) => path.join(dir, name))
      .find((file) => existsSync(file));
    writeFileSync(
      path.join(planted, name),
      `#!/bin/sh\n: > "${planted}/${name}.ran-as-$(id -u)" 2>/dev/null\nexec ${real} "$@"\n`,
      { mode: 0o755 },
    );
  }
});

describe("the command's PATH in the agent's namespace", () => {
  it("is the command's own, and the namespace's root runs nothing found through it", async () => {
    await drainEnded(inNamespace.agent);
    // A leftover makes the first process list what it ends (tr, mv) as the command exits.
    const outcome = await runProcess('(setsid sleep 31.75 > /dev/null 2>&1 &); echo "path=$PATH"', {
      cwd: inNamespace.folder,
      env: { PATH: `${planted}:/usr/bin:/bin` },
      runAs: inNamespace.agent,
      timeoutMs: 20_000,
    });
    expect(outcome.output.head.toString("utf8")).toContain(`path=${planted}:/usr/bin:/bin`);
    const ran = readdirSync(planted).filter((name) => name.includes(".ran-as-"));
    expect(ran.filter((name) => name.endsWith(".ran-as-0"))).toEqual([]);
    const ended = (await drainEnded(inNamespace.agent)).map((process) => process.command);
    // The leftover may not have reached sleep yet (setsid, or the subshell) when it is listed.
    expect(ended.some((command) => command.includes("sleep 31.75"))).toBe(true);
  });

  it("gives the command a value of many lines as it was, one that reads like an export too", async () => {
    const value = "-----BEGIN-----\nexport a-b=1\nexport TZ='nowhere'\n-----END-----";
    const outcome = await runProcess('printf "%s|%s" "$CERT" "$TZ"', {
      cwd: inNamespace.folder,
      env: { PATH: "/usr/bin:/bin", CERT: value },
      runAs: inNamespace.agent,
      timeoutMs: 20_000,
    });
    expect(outcome.exitCode).toBe(0);
    expect(outcome.output.head.toString("utf8")).toBe(`${value}|`);
  });

  it("writes at most 1 MiB of what it ended, however long the leftovers' command lines", async () => {
    await drainEnded(inNamespace.agent);
    // Three leftovers of 1.5 MB of arguments each: 4.5 MB in all, written by root, read back.
    const long = "a=$(printf '%0100000d' 0); set -- $a $a $a $a $a $a $a $a $a $a $a $a $a $a $a";
    const leave = '(setsid sleep 61.5 "$@" > /dev/null 2>&1 &)';
    const running = 'until [ "$(pgrep -c -x sleep)" -ge 3 ]; do sleep 0.05; done';
    const outcome = await runProcess(
      `${long}; ${leave}; ${leave}; ${leave}; ${running}; echo left`,
      {
        cwd: inNamespace.folder,
        env: { PATH: "/usr/bin:/bin" },
        runAs: inNamespace.agent,
        timeoutMs: 20_000,
      },
    );
    expect(outcome.output.head.toString("utf8")).toContain("left");
    const ended = await drainEnded(inNamespace.agent);
    expect(ended.some((process) => process.command.startsWith("sleep 61.5 000"))).toBe(true);
    const written = ended.reduce((sum, process) => sum + process.command.length, 0);
    expect(written).toBeLessThanOrEqual(1024 * 1024);
  });

  it("keeps the command's LD_PRELOAD from every program the namespace's root runs", async () => {
    await drainEnded(inNamespace.agent);
    // The loader says so, on stderr, for each program that starts with a library it cannot load:
    // the namespace's unshare and first shell, which start before the copy is laid (their paths
    // are the host's), and the command's own shell; not the root's setpriv, find, mount, tr or mv.
    const outcome = await runProcess("(setsid sleep 31.5 > /dev/null 2>&1 &); echo ran", {
      cwd: inNamespace.folder,
      env: { PATH: "/usr/bin:/bin", LD_PRELOAD: `${planted}/fix-loop-absent.so` },
      runAs: inNamespace.agent,
      timeoutMs: 20_000,
    });
    const said = Buffer.concat([outcome.output.head, outcome.output.tail]).toString("utf8");
    expect(said).toContain("ran");
    expect(said.match(/from LD_PRELOAD cannot be preloaded/g)).toHaveLength(3);
    const ended = (await drainEnded(inNamespace.agent)).map((process) => process.command);
    // The leftover may not have reached sleep yet (setsid, or the subshell) when it is listed.
    expect(ended.some((command) => command.includes("sleep 31.5"))).toBe(true);
  });
});
