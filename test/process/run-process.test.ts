import { readFile, realpath } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProcessAlive } from "../../src/process/kill-tree.js";
import { runProcess } from "../../src/process/run.js";
import { killAllProcessTreesSync } from "../../src/process/started-groups.js";
import { makeScriptFolder, type ScriptFolder } from "../fixtures/scripts/temp-scripts.js";
import { within } from "../support/timing.js";

let folder: ScriptFolder;
beforeAll(async () => {
  folder = await makeScriptFolder();
});
afterAll(async () => {
  await folder.remove();
});

async function recordedPids(file: string): Promise<number[]> {
  const text = await readFile(file, "utf8");
  return text.split(/\s+/).filter(Boolean).map(Number);
}

describe("runProcess", () => {
  it("runs a shell command and reports its exit code and output", async () => {
    const outcome = await runProcess("echo out; echo err >&2; exit 3");
    expect(outcome).toMatchObject({
      exitCode: 3,
      signal: null,
      timedOut: false,
      aborted: false,
      spawnError: null,
    });
    const text = outcome.output.head.toString();
    expect(text).toContain("out\n");
    expect(text).toContain("err\n");
    expect(outcome.output.totalBytes).toBe(8);
    expect(outcome.output.elidedBytes).toBe(0);
  });

  it("runs a file with arguments, without a shell", async () => {
    const outcome = await runProcess({
      file: "node",
      args: ["-e", "console.log(process.argv[1])", "a b;c"],
    });
    expect(outcome.exitCode).toBe(0);
    expect(outcome.output.head.toString()).toBe("a b;c\n");
  });

  it("passes cwd, env and input", async () => {
    const outcome = await runProcess('pwd; echo "$GREETING"; cat', {
      cwd: folder.root,
      env: { PATH: process.env.PATH, GREETING: "hello" },
      input: "from stdin\n",
    });
    const lines = outcome.output.head.toString().split("\n");
    expect(lines.slice(1, 3)).toEqual(["hello", "from stdin"]);
    expect(await realpath(lines[0] ?? "")).toBe(await realpath(folder.root));
  });

  it("closes stdin when there is no input, so a reader does not hang", async () => {
    const outcome = await runProcess("cat; echo done", { timeoutMs: 5000 });
    expect(outcome.timedOut).toBe(false);
    expect(outcome.output.head.toString()).toBe("done\n");
  });

  it("kills the whole process tree on timeout, including children that ignore SIGTERM or left the session", async () => {
    const pids = `${folder.root}/tree-pids`;
    const script = await folder.write(
      "tree.sh",
      `#!/usr/bin/env bash
sleep 300 & echo $! >> ${pids}
node -e 'require("node:http").createServer().listen(0, "127.0.0.1")' & echo $! >> ${pids}
( trap '' TERM; sleep 300 ) & echo $! >> ${pids}
setsid sleep 300 & echo $! >> ${pids}
echo $$ >> ${pids}
echo started
wait
`,
    );
    const outcome = await runProcess({ file: script }, { timeoutMs: 700, graceMs: 300 });
    expect(outcome.timedOut).toBe(true);
    expect(outcome.exitCode).toBeNull();
    expect(outcome.signal).toBe("SIGTERM");
    expect(outcome.durationMs).toBeLessThan(within(700 + 300, 1500));
    expect(outcome.output.head.toString()).toContain("started");
    const recorded = await recordedPids(pids);
    expect(recorded).toHaveLength(5);
    // isProcessAlive is process.kill(pid, 0) that also treats zombies as dead: in a container
    // whose init never reaps, killed orphans stay zombies forever.
    expect(recorded.filter(isProcessAlive)).toEqual([]);
  });

  it("kills what a command left running after it exited", async () => {
    const pids = `${folder.root}/leftover-pids`;
    const outcome = await runProcess(`sleep 300 & echo $! > ${pids}; echo bye`, {
      timeoutMs: 5000,
    });
    expect(outcome.exitCode).toBe(0);
    expect(outcome.durationMs).toBeLessThan(within(0, 2500));
    expect(outcome.leftoverProcesses).toBe(1);
    expect((await recordedPids(pids)).filter(isProcessAlive)).toEqual([]);
  });

  it("kills the tree when the abort signal fires", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const outcome = await runProcess("sleep 300", { signal: controller.signal });
    expect(outcome).toMatchObject({
      aborted: true,
      timedOut: false,
      exitCode: null,
      signal: "SIGTERM",
    });
    expect(outcome.durationMs).toBeLessThan(within(200, 1800));
  });

  it("does not start when the signal is already aborted", async () => {
    const outcome = await runProcess("echo never", { signal: AbortSignal.abort() });
    expect(outcome.aborted).toBe(true);
    expect(outcome.output.totalBytes).toBe(0);
  });

  it("keeps memory flat and counts what it elides for 100 MB of output", async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const outcome = await runProcess(
      "echo FAIL: at the start; yes 'some output line' | head -c 100000000; echo; echo 'FAIL: at the end'",
      { output: { matchLines: /^FAIL:/ } },
    );
    clearInterval(sampler);
    const out = outcome.output;
    const bytes = 19 + 100_000_000 + 1 + 17;
    expect(out.totalBytes).toBe(bytes);
    expect(out.head.length).toBe(64 * 1024);
    expect(out.tail.length).toBe(64 * 1024);
    expect(out.elidedBytes).toBe(bytes - 2 * 64 * 1024);
    expect(out.totalLines).toBe(1 + Math.ceil(100_000_000 / 17) + 1);
    expect(out.lines).toEqual(["FAIL: at the start", "FAIL: at the end"]);
    expect(out.tail.toString().endsWith("\nFAIL: at the end\n")).toBe(true);
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
  });

  it("finds summary lines in the elided middle, across chunk boundaries and in colour", async () => {
    const outcome = await runProcess(
      `head -c 300000 /dev/zero | tr '\\0' x; echo; printf 'PA'; sleep 0.05; printf 'SS: split\\n'; printf '\\033[31mFAIL:\\033[0m red\\n'; head -c 300000 /dev/zero | tr '\\0' y`,
      { output: { matchLines: /^(?:PASS|FAIL):/ } },
    );
    expect(outcome.output.lines).toEqual(["PASS: split", "FAIL: red"]);
    expect(outcome.output.elidedBytes).toBeGreaterThan(0);
  });

  it("caps the number and length of collected lines", async () => {
    const outcome = await runProcess(
      `for i in $(seq 1 50); do echo "EVIDENCE: $i $(printf 'z%.0s' $(seq 1 30))"; done`,
      {
        output: { matchLines: /^EVIDENCE:/, maxLines: 10, maxLineLength: 20 },
      },
    );
    expect(outcome.output.lines).toHaveLength(10);
    expect(outcome.output.droppedLines).toBe(40);
    expect(outcome.output.lines[0]).toBe("EVIDENCE: 1 zzzzzzzz…");
  });

  it("survives binary output", async () => {
    const outcome = await runProcess("head -c 200000 /dev/urandom", {
      output: { matchLines: /^FAIL:/ },
    });
    expect(outcome.exitCode).toBe(0);
    expect(outcome.output.totalBytes).toBe(200_000);
  });

  it("reports a missing file as a spawn error instead of throwing", async () => {
    const outcome = await runProcess({ file: `${folder.root}/missing.sh` });
    expect(outcome.exitCode).toBeNull();
    expect(outcome.spawnError).toMatch(/missing\.sh does not exist/);
  });

  it("reports a command missing from PATH", async () => {
    const outcome = await runProcess({ file: "fix-loop-no-such-command" });
    expect(outcome.spawnError).toBe(
      'command "fix-loop-no-such-command" was not found on PATH: install it or use its full path',
    );
  });

  it("says to chmod +x a file that is not executable", async () => {
    const file = await folder.write("plain.sh", "#!/bin/sh\necho hi\n", { executable: false });
    const outcome = await runProcess({ file });
    expect(outcome.spawnError).toBe(`${file} is not executable: run chmod +x ${file}`);
  });

  it("says to add a shebang to a script without one", async () => {
    const file = await folder.write("bare.sh", "echo hi\n");
    const outcome = await runProcess({ file });
    expect(outcome.spawnError).toMatch(
      /has no shebang line: add one such as #!\/usr\/bin\/env bash/,
    );
    expect(outcome.output.totalBytes).toBe(0);
  });

  it("says to convert a script with Windows line endings", async () => {
    const file = await folder.write("crlf.sh", "#!/bin/sh\r\necho hi\r\n");
    const outcome = await runProcess({ file });
    expect(outcome.spawnError).toBe(
      `${file} has Windows line endings (CRLF): convert it with dos2unix ${file} (or sed -i 's/\\r$//' ${file})`,
    );
  });

  it("names a missing interpreter from the shebang", async () => {
    const file = await folder.write("odd.sh", "#!/no/such/interpreter\necho hi\n");
    const outcome = await runProcess({ file });
    expect(outcome.spawnError).toMatch(
      /interpreter named in the shebang .* \(\/no\/such\/interpreter\) was not found/,
    );
  });

  it("reports a missing working directory", async () => {
    const outcome = await runProcess("true", { cwd: `${folder.root}/nowhere` });
    expect(outcome.spawnError).toBe(`the working directory ${folder.root}/nowhere does not exist`);
  });
});

describe("killAllProcessTreesSync", () => {
  it("kills every running command at once, for an exit handler", async () => {
    const pids = `${folder.root}/sync-pids`;
    const running = runProcess(`sleep 300 & echo $! > ${pids}; wait`);
    const deadline = Date.now() + 5000;
    while (!(await readFile(pids, "utf8").catch(() => "")).trim() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    killAllProcessTreesSync();
    const outcome = await running;
    expect(outcome.signal).toBe("SIGKILL");
    expect((await recordedPids(pids)).filter(isProcessAlive)).toEqual([]);
  });
});

describe("collecting summary lines from hostile output", () => {
  it("stays fast on a flood of blank lines and of matching lines", async () => {
    const started = performance.now();
    const blank = await runProcess("yes '' | head -c 5000000", {
      output: { matchLines: /^[ \t]*FAIL:/ },
    });
    const flood = await runProcess("yes 'FAIL: again' | head -c 5000000", {
      output: { matchLines: /^[ \t]*FAIL:/, maxLines: 5 },
    });
    expect(blank.output.lines).toEqual([]);
    expect(flood.output.lines).toEqual(Array(5).fill("FAIL: again"));
    // 416666 whole lines and a cut-off "FAIL: ag" at the end, which still matches.
    expect(flood.output.droppedLines).toBe(Math.ceil(5_000_000 / 12) - 5);
    // Generous: both take well under a second; a quadratic scan would take minutes.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
