import path from "node:path";
import { insertAfter } from "../flaky/repeat-command.js";
import type { Lister } from "../junit/list-tests.js";
import type { ListedTests } from "../junit/listed-tests.js";
import { jsonArrayIn } from "./json-array-output.js";
import type { Leg } from "./runner.js";

/** The pieces the runner plug-ins' `shard` parts share. */

/** `--shard=i/N` right after the runner's words that `after` matches. */
export function shardOptionAfter(after: RegExp): (command: string, leg: Leg) => string | null {
  return (command, leg) => insertAfter(command, after, `--shard=${leg.index}/${leg.total}`);
}

/** A test's file, as a split's unit: relative to the project, with forward slashes. */
export function fileUnit(test: { file: string }): string | null {
  if (test.file === "") return null;
  return path.posix.normalize(test.file.split(path.sep).join("/")).replace(/^\.\//, "");
}

/** The files a listing named as runner ids (the unit listers below put them there). */
export const listedFiles = (listed: ListedTests): string[] => [...new Set(listed.runnerIds)];

/**
 * Reads a JSON array of test files from a runner's output (`vitest list --filesOnly --json`:
 * `[{ "file": "/abs/a.test.ts" }]`, `jest --listTests --json`: `["/abs/a.test.js"]`), each made
 * relative to the project.
 */
export function readFileList(stdout: string, cwd: string): ListedTests | null {
  const entries = jsonArrayIn(stdout);
  if (!entries) return null;
  const files: string[] = [];
  for (const entry of entries) {
    const file = typeof entry === "string" ? entry : (entry as { file?: unknown } | null)?.file;
    if (typeof file !== "string") return null;
    files.push(path.relative(cwd, path.resolve(cwd, file)).split(path.sep).join("/"));
  }
  return { ids: new Set(), runnerIds: [...new Set(files)].sort() };
}

/** A lister of test files: the runner's words, the options kept, the words that list files. */
export function fileLister(
  command: Lister["command"],
  keeps: Lister["keeps"],
  program?: Lister["program"],
): Lister {
  return { command, keeps, program, read: { output: readFileList }, okCodes: [0] };
}
