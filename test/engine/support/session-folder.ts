import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import type { Config } from "../../../src/config/schema.js";
import { openSession } from "../../../src/engine/session.js";
import type { Session } from "../../../src/engine/types.js";

/** A project folder of each test's own, and the engine session the test opens in it. */
export interface SessionFolder {
  readonly root: string;
  /** Writes each file (path under root -> its text), making the folders on the way. */
  write(files: Record<string, string>): Promise<void>;
  /** Opens the engine's session in root on `config`, as fix-loop.yml. */
  open(config: Config, reportsInTree?: boolean): Promise<Session>;
}

/**
 * Makes a fresh folder named from `prefix` before each test; after it, closes the session the
 * test opened and removes the folder. Call it at the top of a test file.
 */
export function useSessionFolder(prefix: string): SessionFolder {
  let root = "";
  let session: Session | undefined;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterEach(async () => {
    await session?.close();
    session = undefined;
    await rm(root, { recursive: true, force: true });
  });
  return {
    get root() {
      return root;
    },
    async write(files) {
      for (const [file, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await writeFile(path.join(root, file), text);
      }
    },
    async open(config, reportsInTree = true) {
      session = await openSession({ cwd: root, config, configPath: "fix-loop.yml", reportsInTree });
      return session;
    },
  };
}
