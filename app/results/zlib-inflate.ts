import { inflateRawSync } from "node:zlib";
import type { UnzipDecoder, UnzipDecoderConstructor } from "fflate";
import { messageOf } from "../../src/errors.js";

/**
 * A deflate decoder for fflate's Unzip that inflates with node's zlib (C) instead of fflate's
 * JavaScript: the zip bombs the app refuses inflated ~100 MiB of zeros in ~1.5 s of JavaScript.
 * An entry's compressed bytes are gathered (the artifact's own size is capped before download),
 * then inflated at once into at most `room(name) + 1` bytes: an entry that would inflate past
 * that is cut there by zlib, and handed on as `room + 1` bytes for the caller's limit to refuse.
 */
export function boundedZlibInflate(room: (name: string) => number): UnzipDecoderConstructor {
  return class ZlibInflate implements UnzipDecoder {
    static compression = 8;
    ondata: UnzipDecoder["ondata"] = () => {};
    private readonly chunks: Uint8Array[] = [];
    private stopped = false;

    constructor(private readonly name: string) {}

    push(chunk: Uint8Array, final: boolean): void {
      if (this.stopped) return;
      this.chunks.push(chunk.slice());
      if (!final) return;
      const cap = Math.max(0, room(this.name)) + 1;
      let out: Uint8Array<ArrayBuffer>;
      try {
        const inflated = inflateRawSync(Buffer.concat(this.chunks), { maxOutputLength: cap });
        out = inflated as Uint8Array<ArrayBuffer>;
      } catch (error) {
        if ((error as { code?: string }).code !== "ERR_BUFFER_TOO_LARGE") {
          // A corrupt stream: fflate's own errors carry a number, zlib's say what they are.
          const failure = Object.assign(new Error(messageOf(error)), { code: 0 });
          this.ondata(failure, new Uint8Array(0), true);
          return;
        }
        // zlib stopped at the cap: what it would have held past it is all the caller needs.
        out = new Uint8Array(cap);
      }
      this.chunks.length = 0;
      this.ondata(null, out, true);
    }

    terminate(): void {
      this.stopped = true;
      this.chunks.length = 0;
    }
  };
}
