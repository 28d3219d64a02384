import { rmSync } from "node:fs";

/** What a file's setup may have made: a server to close, a folder or user to remove, a path. */
export type Made = { close(): unknown } | { remove(): unknown } | string | null | undefined;

/**
 * Ends what a file's setup made, in the order given, whichever of them it got to make: servers
 * closed (awaited), repositories, installs and runner users removed, folders (paths) deleted.
 */
export async function endAll(...made: Made[]): Promise<void> {
  for (const thing of made) {
    if (!thing) continue;
    if (typeof thing === "string") rmSync(thing, { recursive: true, force: true });
    else if ("close" in thing) await thing.close();
    else thing.remove();
  }
}
