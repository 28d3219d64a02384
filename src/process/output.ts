import { LineCollector, type LineLimits } from "./line-collector.js";

/**
 * What a process printed, merged stdout and stderr in arrival order, kept bounded: the first
 * bytes, the last bytes, counts of the rest, and the lines that matched while streaming.
 */
export interface CapturedOutput {
  head: Buffer;
  tail: Buffer;
  totalBytes: number;
  /** Bytes between head and tail that were not kept. */
  elidedBytes: number;
  /** Newlines in the whole output. */
  totalLines: number;
  /** Newlines in the part that was not kept. */
  elidedLines: number;
  /** Lines that matched `matchLines`, in the order they completed, ANSI colours removed. */
  lines: string[];
  /** Matching lines beyond the `maxLines` cap, counted but not kept. */
  droppedLines: number;
}

export interface OutputLimits extends LineLimits {
  /** Bytes kept from the start (default 64 KiB). */
  headBytes?: number;
  /** Bytes kept from the end (default 64 KiB). */
  tailBytes?: number;
}

const DEFAULT_HEAD_BYTES = 64 * 1024;
const DEFAULT_TAIL_BYTES = 64 * 1024;
const NEWLINE = 10;

/**
 * Collects output with memory bounded by head + tail no matter how much arrives. The tail is a
 * fixed ring so that many small chunks never pin their (larger) backing buffers.
 */
export class OutputCapture {
  private readonly head: Buffer;
  private headFilled = 0;
  private readonly ring: Buffer;
  private ringStart = 0;
  private ringFilled = 0;
  private total = 0;
  private newlines = 0;
  private readonly lines: LineCollector | null;
  private readonly streams = new Map<string, ReturnType<LineCollector["stream"]>>();

  constructor(limits: OutputLimits = {}) {
    this.head = Buffer.alloc(Math.max(0, limits.headBytes ?? DEFAULT_HEAD_BYTES));
    this.ring = Buffer.alloc(Math.max(0, limits.tailBytes ?? DEFAULT_TAIL_BYTES));
    this.lines = limits.matchLines ? new LineCollector(limits) : null;
  }

  /** Adds a chunk from the named stream (streams keep their own partial lines). */
  write(chunk: Buffer, stream = "stdout"): void {
    this.total += chunk.length;
    this.newlines += countNewlines(chunk);
    let rest = chunk;
    if (this.headFilled < this.head.length) {
      const taken = rest.copy(this.head, this.headFilled, 0, this.head.length - this.headFilled);
      this.headFilled += taken;
      rest = rest.subarray(taken);
    }
    if (rest.length > 0) this.writeRing(rest);
    if (this.lines) this.streamFor(stream).push(chunk);
  }

  /** Ends partial lines and returns what was kept. */
  finish(): CapturedOutput {
    for (const stream of this.streams.values()) stream.end();
    this.streams.clear();
    const head = Buffer.from(this.head.subarray(0, this.headFilled));
    const tail = this.readRing();
    const elidedBytes = this.total - head.length - tail.length;
    return {
      head,
      tail,
      totalBytes: this.total,
      elidedBytes,
      totalLines: this.newlines,
      elidedLines: elidedBytes > 0 ? this.newlines - countNewlines(head) - countNewlines(tail) : 0,
      lines: this.lines ? [...this.lines.kept] : [],
      droppedLines: this.lines?.dropped ?? 0,
    };
  }

  /** The last bytes seen (for a background service's report), without finishing. */
  tailSnapshot(): Buffer {
    if (this.total <= this.head.length) return Buffer.from(this.head.subarray(0, this.headFilled));
    return this.readRing();
  }

  private streamFor(name: string): ReturnType<LineCollector["stream"]> {
    let stream = this.streams.get(name);
    if (!stream && this.lines) {
      stream = this.lines.stream();
      this.streams.set(name, stream);
    }
    if (!stream) throw new Error("no line collector");
    return stream;
  }

  private writeRing(chunk: Buffer): void {
    const size = this.ring.length;
    if (size === 0) return;
    if (chunk.length >= size) {
      chunk.copy(this.ring, 0, chunk.length - size);
      this.ringStart = 0;
      this.ringFilled = size;
      return;
    }
    const writeAt = (this.ringStart + this.ringFilled) % size;
    const firstPart = Math.min(chunk.length, size - writeAt);
    chunk.copy(this.ring, writeAt, 0, firstPart);
    chunk.copy(this.ring, 0, firstPart);
    const overflow = Math.max(0, this.ringFilled + chunk.length - size);
    this.ringFilled = Math.min(size, this.ringFilled + chunk.length);
    this.ringStart = (this.ringStart + overflow) % size;
  }

  private readRing(): Buffer {
    const end = this.ringStart + this.ringFilled;
    if (end <= this.ring.length) return Buffer.from(this.ring.subarray(this.ringStart, end));
    return Buffer.concat([
      this.ring.subarray(this.ringStart),
      this.ring.subarray(0, end - this.ring.length),
    ]);
  }
}

export function countNewlines(bytes: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === NEWLINE) count++;
  return count;
}
