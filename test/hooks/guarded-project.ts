import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach } from "vitest";
import type { GuardOptions } from "../../src/hooks/guard-options.js";
import { createGitProject } from "../agent/git-project.js";

/**
 * A fresh git project with a protected test and an empty state folder before each test, and the
 * guard options over them; all removed after the file. Read `current()` inside a test.
 */
export function useGuardedProject(): {
  current(): GuardOptions;
  /** Removes a folder a test made, with the others, after the file. */
  removeAfter(dir: string): void;
} {
  const cleanup: string[] = [];
  let options: GuardOptions | undefined;
  beforeEach(async () => {
    const project = await createGitProject({
      "src/app.js": "export const answer = 41;\n",
      "tests/app.test.sh": "#!/bin/sh\nexit 1\n",
    });
    const stateDir = await mkdtemp(path.join(tmpdir(), "fix-loop-hook-state-"));
    cleanup.push(project, stateDir);
    options = {
      stateDir,
      projectRoot: project,
      protectedGlobs: ["tests/**", ".github/**"],
      repeatLimit: 3,
      failureLimit: 5,
      mode: "block",
    };
  });
  afterAll(async () => {
    await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return {
    removeAfter: (dir) => cleanup.push(dir),
    current() {
      if (!options) throw new Error("useGuardedProject: read current() inside a test");
      return options;
    },
  };
}
