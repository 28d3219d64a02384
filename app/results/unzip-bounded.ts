import { Unzip, UnzipPassThrough } from "fflate";
import { boundedZlibInflate } from "./zlib-inflate.js";

/** How much one zip may hold before it is refused. */
export interface ZipLimits {
  /** Entries of any name (each costs a header parse even when skipped). */
  maxEntries: number;
  /** Inflated bytes of one wanted entry. */
  maxEntryBytes: number;
  /** Inflated bytes of all wanted entries together. */
  maxTotalBytes: number;
}

/** A zip refused for what it holds; the message says which limit. */
export class ZipLimitError extends Error {
  override name = "ZipLimitError";
}

/** Compressed bytes handed to the inflater per turn of the event loop (at most ~16 MiB out). */
const SLICE = 16 * 1024;

/**
 * The entries whose names `wanted` accepts, inflated. The zip is fed in small slices with the
 * event loop turned between them, so a hostile zip never blocks other work for long, and the
 * limits are checked on the bytes actually inflated (not the sizes the headers claim): zlib
 * inflates a deflated entry into no more than the limits leave room for (zlib-inflate.ts), and
 * a limit crossed rejects.
 */
export async function unzipBounded(
  zip: Uint8Array,
  wanted: (name: string) => boolean,
  limits: ZipLimits,
): Promise<Map<string, Uint8Array>> {
  const found = new Map<string, Uint8Array[]>();
  let entries = 0;
  let total = 0;
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
  };
  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > limits.maxEntries) {
      fail(new ZipLimitError(`more than ${limits.maxEntries} entries`));
      return;
    }
    if (!wanted(file.name) || failure) return;
    const chunks: Uint8Array[] = [];
    found.set(file.name, chunks);
    let size = 0;
    file.ondata = (error, chunk) => {
      if (failure) return;
      if (error) {
        fail(error);
        return;
      }
      size += chunk.length;
      total += chunk.length;
      if (size > limits.maxEntryBytes) {
        fail(new ZipLimitError(`${file.name} inflates past ${limits.maxEntryBytes} bytes`));
        file.terminate();
      } else if (total > limits.maxTotalBytes) {
        fail(new ZipLimitError(`its entries inflate past ${limits.maxTotalBytes} bytes in all`));
        file.terminate();
      } else {
        chunks.push(chunk);
      }
    };
    file.start();
  });
  // Deflated entries are inflated by zlib, into no more than the limits leave room for plus one
  // byte: enough for the checks above to refuse it.
  unzip.register(
    boundedZlibInflate(() => Math.min(limits.maxEntryBytes, limits.maxTotalBytes - total)),
  );
  unzip.register(UnzipPassThrough);
  for (let offset = 0; offset < zip.length && !failure; offset += SLICE) {
    try {
      unzip.push(zip.subarray(offset, offset + SLICE), offset + SLICE >= zip.length);
    } catch (error) {
      fail(error instanceof Error ? error : new Error(String(error)));
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (failure) throw failure;
  const files = new Map<string, Uint8Array>();
  for (const [name, chunks] of found) files.set(name, Buffer.concat(chunks));
  return files;
}
