import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { type FileHandle, open } from "node:fs/promises";
import path from "node:path";
import { type RunAs, runAsUser } from "../process/run-as.js";
import { changeReaderSource } from "./change-reader.js";

/**
 * fix-loop's side of reading the agent's copy: it starts the reader (src/sandbox/change-reader.ts)
 * as the agent user in a namespace of its own over the copy, and takes what it prints as data,
 * checked again here: whatever the stream says, no more is read than the caps allow, and file
 * contents go to files of fix-loop's own (hashed on the way), never whole into memory.
 */
export interface CopyReader {
  /** Where the copy shows in the reader's namespace (the checkout's path). */
  top: string;
  /** The agent user, with the copy laid over `top`. */
  runAs: RunAs;
  /** Folders of the copy never read (its dependency folders), relative to `top`. */
  skip: () => readonly string[];
}

/** Each path of the copy that is not a folder, with its stamp (device, inode, ctime, size, mode). */
export type Stamps = Map<string, string>;

export type ListedKind = "file" | "link" | "fifo" | "socket" | "device" | "gone" | "unreadable";

export interface ListedChange {
  path: string;
  kind: ListedKind;
  size: number;
  mode: number;
  stamp: string;
}

export interface ReadFile {
  size: number;
  mode: number;
  sha256: string;
  /** fix-loop's own file holding the content. */
  spool: string;
}

export class ChangeRecordError extends Error {}

/** The stamps of a fresh copy, taken before any process of the agent runs in it. */
export async function readStamps(reader: CopyReader): Promise<Stamps> {
  const stamps: Stamps = new Map();
  await readLines(reader, ["stamps"], "", (entry) => {
    stamps.set(text(entry.p), text(entry.s));
  });
  return stamps;
}

/** What differs from `stamps`: at most `maxEntries` paths, else `over` (and no list). */
export async function listChanges(
  reader: CopyReader,
  stamps: Stamps,
  maxEntries: number,
): Promise<{ changes: ListedChange[]; over: boolean }> {
  const changes: ListedChange[] = [];
  let over = false;
  const input = [...stamps].map(([p, s]) => JSON.stringify({ p, s })).join("\n");
  await readLines(reader, ["changed", String(maxEntries)], input, (entry) => {
    if (entry.k === "over" || changes.length >= maxEntries) {
      over = true;
      return;
    }
    const kind = text(entry.k) as ListedKind;
    if (!["file", "link", "fifo", "socket", "device", "gone", "unreadable"].includes(kind))
      throw new ChangeRecordError(`the reader listed an unknown kind ${kind}`);
    changes.push({
      path: text(entry.p),
      kind,
      size: Number(entry.n ?? 0),
      mode: Number(entry.m ?? 0),
      stamp: text(entry.s ?? ""),
    });
  });
  return { changes: over ? [] : changes, over };
}

/**
 * The contents of these listed regular files, into `spool` (a folder of fix-loop's own): each
 * file's content, mode and sha256, or why the reader refused it. Reads at most `maxBytes`.
 */
export async function readContents(
  reader: CopyReader,
  wanted: readonly ListedChange[],
  maxBytes: number,
  spool: string,
): Promise<{ files: Map<string, ReadFile>; refused: { path: string; why: string }[] }> {
  const files = new Map<string, ReadFile>();
  const refused: { path: string; why: string }[] = [];
  if (wanted.length === 0) return { files, refused };
  const expected = new Map(wanted.map((change) => [change.path, change]));
  const input = wanted
    .map((change) => JSON.stringify({ p: change.path, s: change.stamp }))
    .join("\n");
  let left = maxBytes;
  let current: {
    name: string;
    size: number;
    done: number;
    handle: FileHandle;
    hash: ReturnType<typeof createHash>;
    mode: number;
    file: string;
  } | null = null;
  let pending: Buffer = Buffer.alloc(0);
  let ended = false;

  const startEntry = async (entry: Record<string, unknown>) => {
    if (entry.end === true) {
      ended = true;
      return;
    }
    const name = text(entry.p);
    const listed = expected.get(name);
    if (!listed) throw new ChangeRecordError(`the reader sent ${name}, which was not asked for`);
    expected.delete(name);
    if (typeof entry.refused === "string") {
      refused.push({ path: name, why: entry.refused });
      return;
    }
    const size = Number(entry.n);
    if (!Number.isSafeInteger(size) || size < 0 || size !== listed.size || size > left)
      throw new ChangeRecordError(
        `the reader sent ${size} bytes for ${name}, not the ${listed.size} listed within the cap`,
      );
    left -= size;
    const file = path.join(spool, String(files.size + refused.length));
    const handle = await open(file, "wx", 0o600);
    current = {
      name,
      size,
      done: 0,
      handle,
      hash: createHash("sha256"),
      mode: Number(entry.m),
      file,
    };
    if (size === 0) await finishEntry();
  };
  const finishEntry = async () => {
    const entry = current;
    if (!entry) return;
    await entry.handle.close();
    files.set(entry.name, {
      size: entry.size,
      mode: entry.mode,
      sha256: entry.hash.digest("hex"),
      spool: entry.file,
    });
    current = null;
  };

  await runReader(reader, ["contents", String(maxBytes)], input, async (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.length > 0) {
      if (ended) throw new ChangeRecordError("the reader wrote past its end");
      const entry = current as typeof current;
      if (entry) {
        const take = pending.subarray(0, entry.size - entry.done);
        entry.hash.update(take);
        await entry.handle.write(take);
        entry.done += take.length;
        pending = pending.subarray(take.length);
        if (entry.done === entry.size) await finishEntry();
        continue;
      }
      const end = pending.indexOf(10);
      if (end === -1) {
        if (pending.length > 64 * 1024)
          throw new ChangeRecordError("the reader wrote an endless line");
        return;
      }
      const header = pending.subarray(0, end).toString("utf8");
      pending = pending.subarray(end + 1);
      await startEntry(parse(header));
    }
  }).finally(async () => {
    await (current as { handle: FileHandle } | null)?.handle.close().catch(() => undefined);
  });
  if (!ended || current || expected.size > 0)
    throw new ChangeRecordError("the reader's record of the change ended early");
  return { files, refused };
}

/** A consumer of the reader's stdout taking one JSON object a line, up to `{"end":true}`. */
function jsonLines(each: (entry: Record<string, unknown>) => void): {
  consume: (chunk: Buffer) => Promise<void>;
  ended: () => boolean;
} {
  let pending = "";
  let ended = false;
  const consume = async (chunk: Buffer) => {
    pending += chunk.toString("utf8");
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    if (pending.length > 64 * 1024) throw new ChangeRecordError("the reader wrote an endless line");
    for (const line of lines) {
      if (line.length === 0) continue;
      if (ended) throw new ChangeRecordError("the reader wrote past its end");
      const entry = parse(line);
      if (entry.end === true) ended = true;
      else each(entry);
    }
  };
  return { consume, ended: () => ended };
}

/** Runs the reader over JSON lines, and fails when its record stops before its end. */
async function readLines(
  reader: CopyReader,
  args: readonly string[],
  input: string,
  each: (entry: Record<string, unknown>) => void,
): Promise<void> {
  const lines = jsonLines(each);
  await runReader(reader, args, input, lines.consume);
  if (!lines.ended()) throw new ChangeRecordError("the reader's record ended early");
}

/**
 * Runs the reader as the agent user, in a PID namespace of its own (nothing else of the agent's
 * runs then), feeding `input` and handing each chunk of its stdout to `consume` in order.
 */
async function runReader(
  reader: CopyReader,
  args: readonly string[],
  input: string,
  consume: (chunk: Buffer) => Promise<void>,
): Promise<void> {
  const skip = JSON.stringify(reader.skip());
  const [mode = "", ...rest] = args;
  const program = {
    file: process.execPath,
    args: ["-e", changeReaderSource(), mode, reader.top, skip, ...rest],
  };

  const env = { PATH: process.env.PATH ?? "/usr/bin:/bin" };
  const as = runAsUser(program, env, reader.runAs, { report: false });
  const child = spawn(as.target.file, as.target.args, {
    cwd: reader.top,
    env: as.env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  const errors: Buffer[] = [];
  let errorBytes = 0;
  child.stderr.on("data", (chunk: Buffer) => {
    if (errorBytes < 4096) errors.push(chunk);
    errorBytes += chunk.length;
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve(code));
  });
  child.stdin.on("error", () => undefined);
  child.stdin.end(input.length > 0 ? `${input}\n` : "");
  try {
    for await (const chunk of child.stdout) await consume(chunk as Buffer);
  } catch (error) {
    child.kill("SIGKILL");
    await exited.catch(() => undefined);
    throw error;
  }
  const code = await exited;
  if (code !== 0) {
    const said = Buffer.concat(errors).toString("utf8").trim().slice(0, 1000);
    throw new ChangeRecordError(
      `the reader of the agent's copy failed (exit ${code})${said ? `: ${said}` : ""}`,
    );
  }
}

function parse(line: string): Record<string, unknown> {
  try {
    const value = JSON.parse(line);
    if (value && typeof value === "object" && !Array.isArray(value)) return value;
  } catch {
    // Falls through to the error below.
  }
  throw new ChangeRecordError("the reader wrote a line that is not a record");
}

function text(value: unknown): string {
  if (typeof value !== "string")
    throw new ChangeRecordError("the reader wrote a field that is not text");
  return value;
}
