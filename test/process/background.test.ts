import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackground, stopAllBackground } from "../../src/process/background.js";
import { isProcessAlive } from "../../src/process/kill-tree.js";
import { makeScriptFolder, type ScriptFolder } from "../fixtures/scripts/temp-scripts.js";
import { within } from "../support/timing.js";

let folder: ScriptFolder;
beforeAll(async () => {
  folder = await makeScriptFolder();
});
afterAll(async () => {
  await stopAllBackground(100);
  await folder.remove();
});

async function waitFor(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const SERVER = `require("node:http").createServer((q, s) => s.end("ok")).listen(0, "127.0.0.1", function () {
  console.log("listening on " + this.address().port);
})`;

describe("startBackground", () => {
  it("runs a service, keeps its output tail, and stops its whole tree", async () => {
    const pids = `${folder.root}/service-pids`;
    const service = startBackground(
      `node -e '${SERVER}' & echo $! > ${pids}; printf '\\033[32mready\\033[0m\\n'; wait`,
      { cwd: folder.root },
    );
    expect(service.pid).toBeGreaterThan(0);
    await waitFor(() => service.outputTail().includes("listening on"));
    const port = Number(/listening on (\d+)/.exec(service.outputTail())?.[1]);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("ok");
    expect(service.outputTail()).toContain("ready\n");
    expect(service.hasExited()).toBe(false);

    const serverPid = Number(await readFile(pids, "utf8"));
    await service.stop(500);
    expect(service.hasExited()).toBe(true);
    expect(await service.exited).toMatchObject({ signal: "SIGTERM", error: null });
    expect(isProcessAlive(serverPid)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it("reports a command that exits at once, with its output", async () => {
    const service = startBackground("echo 'Error: port 8000 already in use' >&2; exit 3");
    expect(await service.exited).toEqual({ exitCode: 3, signal: null, error: null });
    await waitFor(() => service.outputTail().includes("already in use"));
    await service.stop();
  });

  it("keeps only a bounded tail of a chatty service", async () => {
    const service = startBackground("yes 'chatter' | head -c 5000000; echo the end", {
      tailBytes: 1024,
    });
    await service.exited;
    await waitFor(() => service.outputTail().endsWith("the end\n"));
    expect(service.outputTail().length).toBeLessThanOrEqual(1024);
    await service.stop();
  });

  it("reports a start failure through exited", async () => {
    const service = startBackground({ file: "fix-loop-no-such-service" });
    const exit = await service.exited;
    expect(exit.error).toBe(
      'command "fix-loop-no-such-service" was not found on PATH: install it or use its full path',
    );
    await service.stop();
  });

  it("stops everything still running with stopAllBackground, killing children that ignore SIGTERM", async () => {
    const pids = `${folder.root}/stubborn-pids`;
    const first = startBackground(`( trap '' TERM; sleep 300 ) & echo $! >> ${pids}; sleep 300`);
    const second = startBackground(`sleep 300 & echo $! >> ${pids}; wait`);
    await waitFor(
      async () => (await readFile(pids, "utf8").catch(() => "")).trim().split("\n").length === 2,
    );
    const started = Date.now();
    await stopAllBackground(300);
    expect(Date.now() - started).toBeLessThan(within(300, 2700));
    expect(first.hasExited() && second.hasExited()).toBe(true);
    const recorded = (await readFile(pids, "utf8")).trim().split("\n").map(Number);
    expect(recorded.filter(isProcessAlive)).toEqual([]);
  });
});
