export interface LineLimits {
  /**
   * Lines to collect while streaming (for example /^(PASS|FAIL|EVIDENCE):/), tested per line
   * with colours removed. It is first run over whole chunks to find candidates, so it must
   * not be able to match a newline: write [ \t]* rather than \s*, or a run of blank lines
   * costs quadratic time.
   */
  matchLines?: RegExp;
  /** Matching lines kept (default 200); more are counted. */
  maxLines?: number;
  /** Characters kept of each matching line (default 1000). */
  maxLineLength?: number;
}

const NEWLINE = 10;
const DEFAULT_MAX_LINES = 200;
const DEFAULT_MAX_LINE_LENGTH = 1000;
/** Bytes of a line looked at; the rest of an endless line is skipped, keeping memory flat. */
const LINE_BYTES_LOOKED_AT = 8 * 1024;
// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes start with ESC
const COLOUR_CODES = /\x1b\[[0-9;:?]*[ -/]*[@-~]/g;

/**
 * Finds the lines that match a pattern in a byte stream without splitting every line into a
 * string: each chunk is scanned with the pattern as one latin1 string (one byte per char, so
 * offsets are byte offsets) and only candidate lines are decoded and tested properly.
 * A line starting with a colour code is always a candidate, so "\e[31mFAIL:" still counts.
 */
export class LineCollector {
  readonly kept: string[] = [];
  dropped = 0;
  private readonly pattern: RegExp;
  private readonly scanner: RegExp;
  private readonly maxLines: number;
  private readonly maxLineLength: number;

  constructor(limits: LineLimits) {
    if (!limits.matchLines) throw new Error("LineCollector needs matchLines");
    const flags = limits.matchLines.flags.replace(/[gy]/g, "");
    this.pattern = new RegExp(limits.matchLines.source, flags);
    const scanFlags = `${flags.replace("m", "")}gm`;
    this.scanner = new RegExp(`(?:${limits.matchLines.source})|^\\x1b\\[`, scanFlags);
    this.maxLines = limits.maxLines ?? DEFAULT_MAX_LINES;
    this.maxLineLength = limits.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH;
  }

  /** A per-stream splitter: each stream has its own partial line. */
  stream(): { push(chunk: Buffer): void; end(): void } {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let midLine = false;
    const keepPending = (part: Buffer) => {
      midLine = true;
      const room = LINE_BYTES_LOOKED_AT - pendingBytes;
      if (room <= 0 || part.length === 0) return;
      const kept = Buffer.from(part.subarray(0, room));
      pending.push(kept);
      pendingBytes += kept.length;
    };
    const flushPending = () => {
      if (midLine && pendingBytes > 0) this.consider(Buffer.concat(pending, pendingBytes));
      pending = [];
      pendingBytes = 0;
      midLine = false;
    };
    return {
      push: (chunk) => {
        const first = chunk.indexOf(NEWLINE);
        if (first === -1) {
          keepPending(chunk);
          return;
        }
        keepPending(chunk.subarray(0, first));
        flushPending();
        const last = chunk.lastIndexOf(NEWLINE);
        if (last > first) this.scanWholeLines(chunk.subarray(first + 1, last + 1));
        if (last + 1 < chunk.length) keepPending(chunk.subarray(last + 1));
      },
      end: flushPending,
    };
  }

  /** `region` holds complete lines, each ending with a newline. */
  private scanWholeLines(region: Buffer): void {
    const text = region.toString("latin1");
    const scanner = this.scanner;
    scanner.lastIndex = 0;
    for (let match = scanner.exec(text); match; match = scanner.exec(text)) {
      const start = text.lastIndexOf("\n", match.index - 1) + 1;
      const end = text.indexOf("\n", match.index);
      if (end === -1) break;
      const line = region.subarray(start, Math.min(end, start + LINE_BYTES_LOOKED_AT));
      // Once the cap is reached only the count matters: test the line without decoding it.
      if (this.kept.length >= this.maxLines) this.countIfMatching(text, start, end);
      else this.consider(line);
      scanner.lastIndex = end + 1;
    }
  }

  private countIfMatching(text: string, start: number, end: number): void {
    const line = text.slice(start, end);
    if (this.pattern.test(line.includes("\x1b") ? line.replace(COLOUR_CODES, "") : line))
      this.dropped++;
  }

  private consider(bytes: Buffer): void {
    const line = bytes.toString("utf8").replace(COLOUR_CODES, "").replace(/\r$/, "");
    if (!this.pattern.test(line)) return;
    if (this.kept.length >= this.maxLines) {
      this.dropped++;
      return;
    }
    this.kept.push(
      line.length > this.maxLineLength ? `${line.slice(0, this.maxLineLength)}…` : line,
    );
  }
}
