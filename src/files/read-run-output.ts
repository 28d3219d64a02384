import { constants } from "node:fs";
import { open } from "node:fs/promises";

/** The most of a file read by default. */
export const RUN_OUTPUT_MOST_BYTES = 64 * 1024 * 1024;

/**
 * The most of a coverage file read: a run that records every test of a large suite writes
 * more; what is cut off ends in half a line, which the readers skip.
 */
export const COVERAGE_MOST_BYTES = 256 * 1024 * 1024;

/**
 * A file a test run wrote for fix-loop (a record of its tests, their coverage, its retries), as
 * the run left it, read up to `mostBytes`; "" when absent or not a plain file. The run may be
 * the agent's own (`fix`), and what it writes into the folder shared with it is its to replace:
 * a link is not followed, nor a hard link read (a file the run could not read, where the kernel
 * lets it link one: fs.protected_hardlinks=0), a fifo left in its place does not hold the read
 * open (it opens without waiting for a writer, and is no plain file), and a file of any size
 * costs at most `mostBytes`.
 */
export async function readRunOutput(
  file: string,
  mostBytes = RUN_OUTPUT_MOST_BYTES,
): Promise<string> {
  const flags = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
  const handle = await open(file, flags).catch(() => null);
  if (!handle) return "";
  try {
    const stat = await handle.stat();
    // The run writes a new file: a second name for it is a link the run made to another.
    if (!stat.isFile() || stat.nlink !== 1) return "";
    const buffer = Buffer.alloc(Math.min(stat.size, mostBytes));
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buffer.subarray(0, filled).toString("utf8");
  } finally {
    await handle.close();
  }
}
