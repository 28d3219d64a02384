import { createHash } from "node:crypto";
import { type FileHandle, open } from "node:fs/promises";
import path from "node:path";
import { StringDecoder } from "node:string_decoder";
import { ReaderProcess } from "./change-reader-process.js";
import { ChangeRecordError, type CopyReader } from "./change-reader-types.js";

export { ChangeRecordError, type CopyReader };

/**
 * fix-loop's side of reading the agent's copy: it starts the reader (src/sandbox/change-reader.ts)
 * as the agent user in a namespace of its own over the copy, and takes what it prints as data,
 * checked again here: whatever the stream says, no more is read than the caps allow, and file
 * contents go to files of fix-loop's own (hashed on the way), never whole into memory.
 */

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

/** The stamps of a fresh copy, taken before any process of the agent runs in it. */
export async function readStamps(reader: CopyReader): Promise<Stamps> {
  const stamps: Stamps = new Map();
  await ReaderProcess.run(reader, ["stamps"], async (reading) => {
    reading.send("", true);
    await readRecord(reading, (entry) => {
      stamps.set(text(entry.p), text(entry.s));
    });
  });
  return stamps;
}

/** What differs from the stamps: at most `maxEntries` paths, else `over` (and no list). */
export interface ListedChanges {
  changes: ListedChange[];
  over: boolean;
}

/** What the reader read of the files asked for, or why it refused each. */
export interface ReadContents {
  files: Map<string, ReadFile>;
  refused: { path: string; why: string }[];
}

/**
 * Reads the change since `stamps` with one reader: it lists what differs, then `decide` (given
 * the list) may ask once for the contents of listed regular files, into `spool` (a folder of
 * fix-loop's own): each file's content, mode and sha256, or why the reader refused it, at most
 * `caps.bytes` in all. The reader has ended, well, when this returns.
 */
export async function readChange<T>(
  reader: CopyReader,
  stamps: Stamps,
  caps: { entries: number; bytes: number },
  decide: (
    listed: ListedChanges,
    readContents: (wanted: readonly ListedChange[], spool: string) => Promise<ReadContents>,
  ) => Promise<T>,
): Promise<T> {
  const args = ["change", String(caps.entries), String(caps.bytes)];
  return ReaderProcess.run(reader, args, async (reading) => {
    const input = [...stamps].map(([p, s]) => `${JSON.stringify({ p, s })}\n`).join("");
    reading.send(`${input}{"end":true}\n`);
    const listed = await listChanges(reading, caps.entries);
    let asked = false;
    const decided = await decide(listed, async (wanted, spool) => {
      if (asked) throw new Error("the contents of a change are read once");
      asked = true;
      return readContents(reading, wanted, caps.bytes, spool);
    });
    if (!asked) {
      // Nothing may cross: the reader is told so, and reads nothing.
      reading.send("", true);
      await readRecord(reading, () => {
        throw new ChangeRecordError("the reader sent a file that was not asked for");
      });
    }
    return decided;
  });
}

async function listChanges(reading: ReaderProcess, maxEntries: number): Promise<ListedChanges> {
  const changes: ListedChange[] = [];
  let over = false;
  await readRecord(reading, (entry) => {
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

/** Asks the reader for these listed files and takes each one's bytes into the spool. */
async function readContents(
  reading: ReaderProcess,
  wanted: readonly ListedChange[],
  maxBytes: number,
  spool: string,
): Promise<ReadContents> {
  const files = new Map<string, ReadFile>();
  const refused: { path: string; why: string }[] = [];
  const expected = new Map(wanted.map((change) => [change.path, change]));
  const input = wanted
    .map((change) => `${JSON.stringify({ p: change.path, s: change.stamp })}\n`)
    .join("");
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

  reading.send(input, true);
  await reading
    .until(async (chunk) => {
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
          return false;
        }
        const header = pending.subarray(0, end).toString("utf8");
        pending = pending.subarray(end + 1);
        await startEntry(parse(header));
      }
      return ended;
    })
    .finally(async () => {
      await (current as { handle: FileHandle } | null)?.handle.close().catch(() => undefined);
    });
  if (!ended || current || expected.size > 0)
    throw new ChangeRecordError("the reader's record of the change ended early");
  return { files, refused };
}

/**
 * Takes JSON lines from the reader, one object each, up to `{"end":true}`; fails when its
 * record stops before that, or goes on past it within what was read.
 */
async function readRecord(
  reading: ReaderProcess,
  each: (entry: Record<string, unknown>) => void,
): Promise<void> {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let ended = false;
  const done = await reading.until(async (chunk) => {
    pending += decoder.write(chunk);
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
    if (ended && pending.length > 0) throw new ChangeRecordError("the reader wrote past its end");
    return ended;
  });
  if (!done) throw new ChangeRecordError("the reader's record ended early");
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
