import { gitHeaderPath, markerPath } from "./patch-names.js";
import { show } from "./refusal.js";

/** One file of a patch, as its headers say. */
export interface PatchFile {
  path: string;
  change: "added" | "modified" | "deleted";
  /** Mode before (null when added) and after (null when deleted). */
  oldMode: string | null;
  newMode: string | null;
  binary: boolean;
}

export interface ParsedPatch {
  files: PatchFile[];
  /** Why the patch is not the plain `git diff --binary --full-index --no-renames` it must be. */
  problems: string[];
}

const MODE = "([0-7]{6})";
const OBJECT = "([0-9a-f]{40}|[0-9a-f]{64})";
const HEADER = {
  oldMode: new RegExp(`^old mode ${MODE}$`),
  newMode: new RegExp(`^new mode ${MODE}$`),
  deleted: new RegExp(`^deleted file mode ${MODE}$`),
  added: new RegExp(`^new file mode ${MODE}$`),
  index: new RegExp(`^index ${OBJECT}\\.\\.${OBJECT}(?: ${MODE})?$`),
};
const RENAME_OR_COPY =
  /^(similarity index|dissimilarity index|rename from|rename to|copy from|copy to) /;
const HUNK = /^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/;
const BINARY_CHUNK = /^(literal|delta) \d+$/;
const BASE85_LINE = /^[A-Za-z][0-9A-Za-z!#$%&()*+\-;<=>?@^_`{|}~]+$/;

/**
 * Reads a patch strictly: every line must belong to a `diff --git` section made of known
 * headers and then hunks whose line counts add up, or a `GIT binary patch`. Anything else (text
 * before the first section, a traditional diff git apply would also take, a rename, an unknown
 * header) is a problem, so the file list here is the whole of what the patch can touch.
 */
export function parsePatch(patch: Uint8Array): ParsedPatch {
  const text = Buffer.from(patch).toString("latin1");
  if (text.length === 0) return { files: [], problems: ["the patch is empty"] };
  if (text.includes("\0")) {
    return {
      files: [],
      problems: ["the patch holds a NUL byte; git writes binary changes as a GIT binary patch"],
    };
  }
  if (!text.endsWith("\n"))
    return { files: [], problems: ["the patch does not end with a new line"] };
  const reader = new PatchReader(text.slice(0, -1).split("\n"));
  reader.readAll();
  return { files: reader.files, problems: reader.problems };
}

/** Records what one extended header line says; false when it is not one git writes. */
function applyHeader(file: PatchFile, line: string): boolean {
  const oldMode = HEADER.oldMode.exec(line)?.[1];
  const newMode = HEADER.newMode.exec(line)?.[1];
  const deleted = HEADER.deleted.exec(line)?.[1];
  const added = HEADER.added.exec(line)?.[1];
  const index = HEADER.index.exec(line);
  if (oldMode) file.oldMode = oldMode;
  else if (newMode) file.newMode = newMode;
  else if (deleted) {
    file.change = "deleted";
    file.oldMode = deleted;
  } else if (added) {
    file.change = "added";
    file.newMode = added;
  } else if (index) {
    const mode = index[3];
    if (mode && file.change === "modified") {
      file.oldMode ??= mode;
      file.newMode ??= mode;
    }
  } else {
    return false;
  }
  return true;
}

class PatchReader {
  readonly files: PatchFile[] = [];
  readonly problems: string[] = [];
  private index = 0;

  constructor(private readonly lines: string[]) {}

  readAll(): void {
    while (this.index < this.lines.length && this.problems.length === 0) this.readSection();
  }

  private get line(): string | undefined {
    return this.lines[this.index];
  }

  private fail(why: string): void {
    this.problems.push(`patch line ${this.index + 1}: ${why}`);
  }

  private readSection(): void {
    const first = this.line ?? "";
    if (!first.startsWith("diff --git ")) {
      this.fail(`expected a "diff --git" line, found ${show(first)}`);
      return;
    }
    const path = gitHeaderPath(first.slice("diff --git ".length));
    if (path === null) {
      this.fail(
        `cannot read one path from ${show(first)} (renames and copies are refused; names must be UTF-8)`,
      );
      return;
    }
    this.index += 1;
    const file: PatchFile = {
      path,
      change: "modified",
      oldMode: null,
      newMode: null,
      binary: false,
    };
    if (!this.readHeaders(file)) return;
    const line = this.line;
    if (line?.startsWith("--- ")) this.readTextBody(file);
    else if (line === "GIT binary patch") this.readBinaryBody(file);
    else if (line?.startsWith("Binary files "))
      this.fail(`${show(path)}: a binary change without its data (make the patch with --binary)`);
    else if (line !== undefined && !line.startsWith("diff --git "))
      this.fail(`unexpected ${show(line)}`);
    else if (file.change === "modified" && file.oldMode === file.newMode)
      this.fail(`${show(path)}: a section that changes nothing`);
    if (this.problems.length === 0) this.files.push(file);
  }

  /** The extended headers; false (with a problem) on a rename, a copy or an unknown line. */
  private readHeaders(file: PatchFile): boolean {
    for (let line = this.line; line !== undefined; line = this.line) {
      if (
        line.startsWith("--- ") ||
        line === "GIT binary patch" ||
        line.startsWith("diff --git ") ||
        line.startsWith("Binary files ")
      ) {
        break;
      }
      if (RENAME_OR_COPY.test(line)) {
        this.fail(
          `${show(file.path)}: renames and copies are refused (bundles are made with --no-renames)`,
        );
        return false;
      }
      if (!applyHeader(file, line)) {
        this.fail(`${show(file.path)}: unknown header ${show(line)}`);
        return false;
      }
      this.index += 1;
    }
    if (file.change === "modified" && (file.oldMode === null || file.newMode === null)) {
      this.fail(`${show(file.path)}: no mode given (make the patch with --full-index)`);
      return false;
    }
    return true;
  }

  private readTextBody(file: PatchFile): void {
    const minus = markerPath((this.line ?? "").slice(4), "a/");
    this.index += 1;
    const plusLine = this.line ?? "";
    const plus = plusLine.startsWith("+++ ") ? markerPath(plusLine.slice(4), "b/") : undefined;
    const expectMinus = file.change === "added" ? null : file.path;
    const expectPlus = file.change === "deleted" ? null : file.path;
    if (minus !== expectMinus || plus !== expectPlus) {
      this.fail(
        `${show(file.path)}: the ---/+++ lines do not name the file of its "diff --git" line`,
      );
      return;
    }
    this.index += 1;
    if (!HUNK.test(this.line ?? "")) {
      this.fail(`${show(file.path)}: expected a hunk ("@@ ... @@")`);
      return;
    }
    while (HUNK.test(this.line ?? "") && this.problems.length === 0) this.readHunk(file);
  }

  /** One hunk: exactly as many old and new lines as its header counts. */
  private readHunk(file: PatchFile): void {
    const header = HUNK.exec(this.line ?? "") as RegExpExecArray;
    let old = Number(header[1] ?? 1);
    let fresh = Number(header[2] ?? 1);
    this.index += 1;
    while (old > 0 || fresh > 0) {
      const line = this.line;
      const kind = line?.[0];
      if (kind === " ") {
        old -= 1;
        fresh -= 1;
      } else if (kind === "-") old -= 1;
      else if (kind === "+") fresh -= 1;
      else if (kind !== "\\") {
        this.fail(
          `${show(file.path)}: the hunk ends before its counted lines (${show(line ?? "end of patch")})`,
        );
        return;
      }
      if (old < 0 || fresh < 0) {
        this.fail(`${show(file.path)}: the hunk holds more lines than its header counts`);
        return;
      }
      this.index += 1;
    }
    if (this.line?.startsWith("\\")) this.index += 1;
  }

  /** A forward chunk and, as git writes it, a reverse one: each `literal|delta N`, data, blank. */
  private readBinaryBody(file: PatchFile): void {
    file.binary = true;
    this.index += 1;
    for (let chunk = 0; chunk < 2; chunk++) {
      if (chunk === 1 && !BINARY_CHUNK.test(this.line ?? "")) return;
      if (!BINARY_CHUNK.test(this.line ?? "")) {
        this.fail(`${show(file.path)}: expected "literal N" or "delta N" in a binary patch`);
        return;
      }
      this.index += 1;
      let data = 0;
      while (this.line !== undefined && this.line !== "") {
        if (!BASE85_LINE.test(this.line)) {
          this.fail(`${show(file.path)}: not a line of binary patch data`);
          return;
        }
        data += 1;
        this.index += 1;
      }
      if (data === 0 || this.line !== "") {
        this.fail(
          `${show(file.path)}: a binary patch chunk without data or its closing blank line`,
        );
        return;
      }
      this.index += 1;
    }
  }
}
