import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, linkSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  canLayOutRunner,
  type HostedRunner,
  layOutHostedRunner,
} from "../support/hosted-runner.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The record of which file ran each node:test test (src/runners/node-test-files.ts), like every
 * file a run writes for fix-loop (src/files/read-run-output.ts), is written by the test run: in
 * `fix`, the agent user's, into a folder fix-loop shares with it (its group, 2770). Read as a
 * hosted runner reads it: fix-loop as a user that is not root, whose group
 * (docker's stand-in) opens a root-owned socket the agent's cannot. What the agent leaves in the
 * record's place must never read as that socket, nor hold the read.
 */
let runner: HostedRunner;
let agent: { name: string; uid: number; gid: number };
let work: string;
let reader: string;

beforeAll(async () => {
  if (!canLayOutRunner) return;
  runner = layOutHostedRunner();
  const name = `fix-loop-rec-agent-${process.pid}`;
  execFileSync("useradd", ["--no-create-home", "--user-group", name]);
  const id = (flag: string) => Number(execFileSync("id", [flag, name], { encoding: "utf8" }));
  agent = { name, uid: id("-u"), gid: id("-g") };
  work = mkdtempSync(path.join(tmpdir(), "fix-loop-record-"));
  chmodSync(work, 0o755);
  // readRunOutput (how every file a run writes for fix-loop is read), bundled whole where the
  // runner can read it.
  reader = path.join(work, "read-records.mjs");
  await build({
    stdin: {
      contents: `import { readRunOutput } from "./src/files/read-run-output.ts";
for (const file of process.argv.slice(2)) console.log(JSON.stringify([file, await readRunOutput(file)]));`,
      resolveDir: ROOT,
      loader: "ts",
    },
    outfile: reader,
    bundle: true,
    platform: "node",
    format: "esm",
    logLevel: "warning",
  });
  chmodSync(reader, 0o644);
});

afterAll(() => {
  if (!canLayOutRunner) return;
  runner.remove();
  spawnSync("userdel", [agent.name]);
  rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!canLayOutRunner)("the node --test record, on a hosted runner's layout", () => {
  it("reads as no record whatever the agent user leaves in its place", () => {
    // The runner's scratch, and the record's folder as shareFolder leaves it: the agent's group, 2770.
    const scratch = path.join(work, "scratch");
    execFileSync("mkdir", ["-m", "700", scratch]);
    chownSync(scratch, runner.uid, runner.gid);
    const folder = path.join(scratch, "node-test-files-x");
    execFileSync("mkdir", [folder]);
    chownSync(folder, runner.uid, agent.gid);
    chmodSync(folder, 0o2770);
    chmodSync(scratch, 0o711);
    const asAgent = (command: string) =>
      spawnSync(
        "setpriv",
        [
          `--reuid=${agent.uid}`,
          `--regid=${agent.gid}`,
          "--clear-groups",
          "--",
          "sh",
          "-c",
          command,
        ],
        {
          cwd: folder,
          encoding: "utf8",
        },
      );
    const made = asAgent(
      `ln -s ${runner.socket} link.jsonl && mkfifo fifo.jsonl && mkdir dir.jsonl && echo made`,
    );
    expect(made.stdout.trim()).toBe("made");
    // The agent cannot link the socket itself (fs.protected_hardlinks=1 here and on runners)...
    expect(asAgent(`ln ${runner.socket} hard.jsonl`).status).not.toBe(0);
    // ...which a kernel that lets it would: root stands in for it.
    linkSync(runner.socket, path.join(folder, "hard.jsonl"));
    const records = ["link.jsonl", "fifo.jsonl", "dir.jsonl", "hard.jsonl"].map((name) =>
      path.join(folder, name),
    );
    const command = runner.command(process.execPath, [reader, ...records]);
    const read = spawnSync(command.file, command.args, { encoding: "utf8", timeout: 20_000 });
    expect(read.error).toBeUndefined();
    expect(read.stderr).toBe("");
    const answers = read.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(answers).toEqual(records.map((file) => [file, ""]));
    // The runner itself can read the socket: what kept it out was the reader.
    const direct = runner.command("cat", [runner.socket]);
    expect(execFileSync(direct.file, direct.args, { encoding: "utf8" })).toContain(runner.secret);
  });
});
