import { execFileSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AgentUser } from "../../src/agent-user/agent-user.js";
import { CopyTree } from "../../src/fix/copy-tree.js";
import type { RunAs } from "../../src/process/run-as.js";
import { type AgentCopy, makeAgentCopy } from "../../src/sandbox/agent-copy.js";
import { ApplyRefusedError, applyChange } from "../../src/sandbox/apply-change.js";
import { readChange, readStamps } from "../../src/sandbox/change-record.js";
import { useAgentInNamespace, writeFilesUnder } from "./support/agent-in-namespace.js";
import { runInCopy } from "./support/run-in-copy.js";

// What crosses back from the agent's copy, with a real agent user, real namespaces and a real
// git checkout: the change read as data by the reader (as the agent user), kept into the
// checkout from that record, refused where it holds a FIFO, a link or a file over the cap, and
// the copy made afresh after each. No claude here: the agent's moves are shell commands.

const inNamespace = useAgentInNamespace("fix-loop-record-test-");
let agent: AgentUser;
let checkout: string;
let copy: AgentCopy;
let inCopy: RunAs;
let tree: CopyTree;

const asAgent = (script: string) => runInCopy(checkout, () => inCopy)(script);

beforeAll(async () => {
  agent = inNamespace.agent;
  checkout = inNamespace.folder;
  writeFilesUnder(checkout, {
    ".gitignore": "*.log\n.venv/\n",
    ".venv/pyvenv.cfg": "home = /usr/bin\n",
    ".venv/lib/site.py": "installed = True\n",
    "src/a.txt": "before\n",
    "src/same.txt": "same\n",
    "lib/b.txt": "to be removed\n",
  });
  // A link the repository tracks: unchanged, it is no part of any change.
  symlinkSync("src", path.join(checkout, "docs-link"));
  execFileSync("git", ["init", "-q"], { cwd: checkout });
  execFileSync("git", ["add", "-A"], { cwd: checkout });
  const made = await makeAgentCopy(checkout, agent);
  copy = made.copy;
  inCopy = made.runAs;
  tree = await CopyTree.open(copy, inCopy, {
    files: 10,
    fileBytes: 5 * 1024 * 1024,
    totalBytes: 8 * 1024 * 1024,
  });
});

afterAll(async () => {
  await tree?.close();
  await copy?.remove();
});

describe("the change record", () => {
  it("reads a clean change and keeps it into the checkout from the record", async () => {
    await asAgent(
      [
        "echo after > src/a.txt",
        "rm lib/b.txt",
        "printf '#!/bin/sh\\n' > src/new.sh && chmod +x src/new.sh",
        "echo same > src/same.txt",
        "echo noise > run.log",
      ].join(" && "),
    );
    const changes = await tree.changes([]);
    expect(changes.files).toEqual(["lib/b.txt", "src/a.txt", "src/new.sh"]);
    expect(changes.ignoredRestored).toEqual(["run.log"]);
    expect(changes.tamper).toEqual(["changed ignored files: run.log"]);
    expect(changes.diffStat).toContain("3 files changed");
    await tree.keep(changes.files);
    expect(readFileSync(path.join(checkout, "src/a.txt"), "utf8")).toBe("after\n");
    expect(existsSync(path.join(checkout, "lib"))).toBe(false);
    const made = lstatSync(path.join(checkout, "src/new.sh"));
    expect([made.uid, made.mode & 0o777]).toEqual([process.getuid?.(), 0o755]);
    // The copy is made afresh from the checkout: the kept change in it, the rest gone.
    expect(readFileSync(path.join(copy.tree, "src/a.txt"), "utf8")).toBe("after\n");
    expect(existsSync(path.join(copy.tree, "run.log"))).toBe(false);
    expect((await tree.changes([])).files).toEqual([]);
  });

  it("binds the virtual environment read-only (ignored, yet there) and never reads it back", async () => {
    expect(copy.dependencyPaths).toEqual([".venv"]);
    const said = await asAgent(
      "cat .venv/lib/site.py; (echo x > .venv/lib/site.py) 2>/dev/null || echo refused",
    );
    expect(said).toBe("installed = True\nrefused\n");
    expect((await tree.changes([])).files).toEqual([]);
  });

  it("refuses a FIFO, a link and a file over the cap by name, and reads none of them", async () => {
    const said = await asAgent(
      [
        "mkfifo src/pipe",
        "ln -s /etc/shadow src/shadow",
        "head -c 6000000 /dev/zero > big.dat",
        "echo fine > src/fine.txt",
        "echo made",
      ].join(" && "),
    );
    expect(said).toContain("made");
    const changes = await tree.changes([]);
    expect(changes.files).toEqual(["big.dat", "src/fine.txt", "src/pipe", "src/shadow"]);
    const [refusal] = changes.tamper;
    expect(refusal).toContain("src/pipe is a FIFO");
    expect(refusal).toContain("src/shadow is a symbolic link");
    expect(refusal).toContain("big.dat is 6000000 bytes, over fix.caps.file-bytes (5242880)");
    expect(await tree.textInCopy("src/fine.txt")).toBeNull();
    await tree.undo(changes.files);
    expect(existsSync(path.join(copy.tree, "src/pipe"))).toBe(false);
    expect(existsSync(path.join(checkout, "src/fine.txt"))).toBe(false);
  });

  it("refuses a folder the agent made unreadable and a name not UTF-8; the copy is made afresh", async () => {
    await asAgent(
      "mkdir src/locked && echo x > src/locked/f && chmod 000 src/locked && touch \"$(printf 'src/bad-\\377')\"",
    );
    const changes = await tree.changes([]);
    expect(changes.tamper.join()).toContain(
      "src/locked is unreadable (a folder closed to its owner",
    );
    expect(changes.tamper.join()).toContain("src/bad-\ufffd is unreadable");
    await tree.undo(changes.files);
    expect(existsSync(path.join(copy.tree, "src/locked"))).toBe(false);
  });

  it("refuses more files than fix.caps.files", async () => {
    await asAgent("for i in $(seq 1 11); do echo $i > src/n$i.txt; done");
    const changes = await tree.changes([]);
    expect(changes.tamper.join()).toContain("11 files changed, over fix.caps.files (10)");
    await tree.undo(changes.files);
  });
});

describe("one reader for the list and the contents", () => {
  it("says over past the entries cap, lists nothing then, and ends well when nothing is asked", async () => {
    const reader = { top: copy.over, runAs: inCopy, skip: () => copy.dependencyPaths };
    const stamps = await readStamps(reader);
    await asAgent("echo 1 > src/o1.txt && echo 2 > src/o2.txt && echo 3 > src/o3.txt");
    const over = await readChange(
      reader,
      stamps,
      { entries: 2, bytes: 1024 },
      async (listed) => listed,
    );
    expect(over).toEqual({ changes: [], over: true });
    // Within the cap: the list, then the contents of what was asked for, from the same reader.
    const spool = mkdtempSync(path.join(tmpdir(), "fix-loop-spool-"));
    const read = await readChange(reader, stamps, { entries: 3, bytes: 1024 }, (listed, contents) =>
      contents(
        listed.changes.filter((change) => change.path !== "src/o2.txt"),
        spool,
      ),
    );
    expect([...read.files.keys()].sort()).toEqual(["src/o1.txt", "src/o3.txt"]);
    expect(readFileSync(read.files.get("src/o3.txt")?.spool ?? "", "utf8")).toBe("3\n");
    expect(read.refused).toEqual([]);
    rmSync(spool, { recursive: true, force: true });
    await tree.undo([]);
  });
});

describe("applying a change", () => {
  it("writes nothing through a link in the checkout", async () => {
    const spool = path.join(mkdtempSync(path.join(tmpdir(), "fix-loop-spool-")), "content");
    writeFileSync(spool, "through the link\n");
    const through = applyChange(checkout, [
      { path: "docs-link/x.txt", content: { spool, executable: false } },
    ]);
    await expect(through).rejects.toBeInstanceOf(ApplyRefusedError);
    await expect(through).rejects.toThrow("docs-link is a symbolic link in the checkout");
    expect(existsSync(path.join(checkout, "src/x.txt"))).toBe(false);
    const git = applyChange(checkout, [
      { path: ".git/config", content: { spool, executable: false } },
    ]);
    await expect(git).rejects.toThrow("has a .git* component");
    rmSync(path.dirname(spool), { recursive: true, force: true });
  });
});
