/**
 * The program that reads the agent's copy: run as the agent user, in a fresh PID namespace of
 * its own with the copy laid over the checkout's path, once every process of the attempt is dead
 * (src/sandbox/change-reader-process.ts starts it). It follows no link: it walks with lstat, never
 * enters a link, and opens a file with O_NOFOLLOW, checking the open file is the one it listed.
 * It writes only to stdout, so what it hands over is data:
 *
 * - `stamps <top> <skip>`: one JSON line `{"p":path,"s":stamp}` per entry that is not a folder,
 *   and a last line `{"end":true}`;
 * - `change <top> <skip> <maxEntries> <maxBytes>`, a dialogue in two parts. First the stamps on
 *   stdin, lines `{"p","s"}` up to a line `{"end":true}`: it writes one line per path whose stamp
 *   is not the one given, `{"p","k":"file"|"link"|"fifo"|"socket"|"device"|"gone","n":size,"m":mode,"s"}`,
 *   or `{"p","k":"unreadable"}` for a folder it cannot list or a name that is not UTF-8 (past
 *   maxEntries, `{"p":"","k":"over"}` and no more), and a line `{"end":true}`. Then the files to
 *   read, lines `{"p","s"}` on stdin up to its end (none: nothing is read): for each, a line
 *   `{"p","n","m"}` and then exactly n bytes of the file, or `{"p","refused":why}`; no more than
 *   maxBytes in all; and a last line `{"end":true}`. fix-loop decides between the two parts
 *   which files may cross; the listing and the reading are one process, so one namespace start.
 *
 * Folders named `.git` and `node_modules`, and the folders `skip`
 * lists (a JSON array of paths), are not walked (the agent's own repository, the dependencies
 * bound read-only).
 *
 * It is one self-contained function run with `node -e` (its source is `String(readChangeCopy)`),
 * so it needs no file the agent user could reach or replace: it imports nothing and uses only
 * what Node gives every process.
 */
export function changeReaderSource(): string {
  return `(${String(readChangeCopy)})();`;
}

/* v8 ignore start -- runs in the reader's own process, through `node -e` */
function readChangeCopy(): void {
  const fs = process.getBuiltinModule("node:fs") as typeof import("node:fs");
  const [mode = "", top = "", skipped = "[]", maxEntries = "0", maxBytes = "0"] =
    process.argv.slice(1);
  const SKIP = new Set([".git", "node_modules"]);
  const SKIPPED_PATHS = new Set<string>(JSON.parse(skipped));
  const wait = new Int32Array(new SharedArrayBuffer(4));

  /** fd 1 may be a non-blocking pipe: a full one answers EAGAIN, and the write is tried again. */
  const put = (data: Buffer | string) => {
    let buffer = typeof data === "string" ? Buffer.from(data) : data;
    while (buffer.length > 0) {
      try {
        buffer = buffer.subarray(fs.writeSync(1, buffer));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw error;
        Atomics.wait(wait, 0, 0, 2);
      }
    }
  };
  // Lines are gathered and written 64 KiB at a time: one write per line costs more than the walk.
  let lines = "";
  const flush = () => {
    if (lines.length > 0) put(lines);
    lines = "";
  };
  const line = (value: object) => {
    lines += `${JSON.stringify(value)}\n`;
    if (lines.length >= 65536) flush();
  };

  // stdin, a line at a time: the stamps end with a line {"end":true}, the files to read with stdin's end.
  let input = Buffer.alloc(0);
  let inputEnded = false;
  const inputChunk = Buffer.alloc(65536);
  const nextLine = (): string | null => {
    for (;;) {
      const at = input.indexOf(10);
      if (at !== -1) {
        const text = input.subarray(0, at).toString("utf8");
        input = input.subarray(at + 1);
        return text;
      }
      if (inputEnded) {
        const text = input.length > 0 ? input.toString("utf8") : null;
        input = Buffer.alloc(0);
        return text;
      }
      let read = 0;
      try {
        read = fs.readSync(0, inputChunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw error;
        Atomics.wait(wait, 0, 0, 2);
        continue;
      }
      if (read === 0) inputEnded = true;
      else input = Buffer.concat([input, inputChunk.subarray(0, read)]);
    }
  };
  /** Lines `{"p","s"}` up to a line `{"end":true}` or stdin's end. */
  const inputLines = (): { p: string; s: string }[] => {
    const entries: { p: string; s: string }[] = [];
    for (let text = nextLine(); text !== null; text = nextLine()) {
      if (text.length === 0) continue;
      const entry = JSON.parse(text);
      if (entry.end === true) break;
      entries.push(entry);
    }
    return entries;
  };

  const stampOf = (stat: import("node:fs").BigIntStats) =>
    `${stat.dev}:${stat.ino}:${stat.ctimeNs}:${stat.size}:${stat.mode}`;
  const kindOf = (stat: import("node:fs").BigIntStats) => {
    if (stat.isFile()) return "file";
    if (stat.isSymbolicLink()) return "link";
    if (stat.isFIFO()) return "fifo";
    if (stat.isSocket()) return "socket";
    return "device";
  };

  /**
   * Every entry that is not a folder, by `/`-separated path; folders are entered, links never.
   * A folder it cannot list (the agent made it unreadable), or a name it cannot reach (not
   * UTF-8), is handed to `each` with no stat.
   */
  const walk = (each: (name: string, stat: import("node:fs").BigIntStats | null) => void) => {
    const pending = [""];
    while (pending.length > 0) {
      const folder = pending.pop() as string;
      let names: string[];
      try {
        names = fs.readdirSync(folder === "" ? top : `${top}/${folder}`).sort();
      } catch {
        each(folder, null);
        continue;
      }
      for (const name of names) {
        const relative = folder === "" ? name : `${folder}/${name}`;
        const stat = fs.lstatSync(`${top}/${relative}`, { bigint: true, throwIfNoEntry: false });
        // Listed yet not found: a name that is not UTF-8, which no path here can reach.
        if (!stat) {
          each(relative, null);
          continue;
        }
        if (stat.isDirectory()) {
          if (!SKIP.has(name) && !SKIPPED_PATHS.has(relative)) pending.push(relative);
        } else each(relative, stat);
      }
    }
  };

  /** Each path whose stamp is not the one on stdin; past maxEntries, a line "over" and no more. */
  const listChanged = () => {
    const before = new Map(inputLines().map((entry) => [entry.p, entry.s]));
    const seen = new Set<string>();
    let listed = 0;
    const OVER = new Error("over");
    const count = () => {
      if (++listed > Number(maxEntries)) throw OVER;
    };
    try {
      walk((name, stat) => {
        if (!stat) {
          count();
          line({ p: name, k: "unreadable" });
          return;
        }
        seen.add(name);
        const stamp = stampOf(stat);
        if (before.get(name) === stamp) return;
        count();
        line({ p: name, k: kindOf(stat), n: Number(stat.size), m: Number(stat.mode), s: stamp });
      });
      for (const name of before.keys()) {
        if (seen.has(name)) continue;
        count();
        line({ p: name, k: "gone" });
      }
    } catch (error) {
      if (error !== OVER) throw error;
      line({ p: "", k: "over", n: Number(maxEntries) });
    }
  };

  /** The files asked for on stdin, each checked again as it is opened. */
  const readContents = () => {
    let left = Number(maxBytes);
    const chunk = Buffer.alloc(65536);
    for (const { p: name, s: stamp } of inputLines()) {
      const refuse = (why: string) => line({ p: name, refused: why });
      const parts = name.split("/");
      let through = "";
      for (const part of parts.slice(0, -1)) {
        through = through === "" ? part : `${through}/${part}`;
        const folder = fs.lstatSync(`${top}/${through}`, { throwIfNoEntry: false });
        if (!folder?.isDirectory()) {
          refuse(`its folder ${through} is not a folder`);
          through = "";
          break;
        }
      }
      if (parts.length > 1 && through === "") continue;
      let fd: number;
      try {
        const flags = fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK;
        fd = fs.openSync(`${top}/${name}`, flags);
      } catch (error) {
        refuse(`it cannot be opened without following a link (${(error as Error).message})`);
        continue;
      }
      try {
        const stat = fs.fstatSync(fd, { bigint: true });
        if (!stat.isFile()) refuse("it is not a regular file");
        else if (stampOf(stat) !== stamp) refuse("it changed after it was listed");
        else if (Number(stat.size) > left) refuse("it is over the bytes left to read");
        else {
          const size = Number(stat.size);
          left -= size;
          line({ p: name, n: size, m: Number(stat.mode) });
          let done = 0;
          while (done < size) {
            const read = fs.readSync(fd, chunk, 0, Math.min(chunk.length, size - done), done);
            if (read === 0) process.exit(3);
            flush();
            put(chunk.subarray(0, read));
            done += read;
          }
        }
      } finally {
        fs.closeSync(fd);
      }
    }
  };

  if (mode === "stamps") {
    walk((name, stat) => line({ p: name, s: stat ? stampOf(stat) : "unreadable" }));
  } else if (mode === "change") {
    listChanged();
    line({ end: true });
    flush();
    readContents();
  } else {
    process.stderr.write(`unknown mode ${mode}\n`);
    process.exit(2);
  }
  line({ end: true });
  flush();
}
/* v8 ignore stop */
