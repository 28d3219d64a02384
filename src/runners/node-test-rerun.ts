import { availableParallelism } from "node:os";
import { atLeast, nodeVersionOnPath } from "../process/node-on-path.js";
import { joinShell, splitShell, unquote } from "../process/shell-words.js";

/** The Node lines that read `--test-concurrency` (v20.10.0, v21.0.0). */
const CONCURRENCY_SINCE = [
  [20, 10],
  [21, 0],
] as const;

/** Options that already decide how the files share the machine: the command keeps its own. */
const OWN_CHOICE = /^--(?:test-concurrency|test-isolation|experimental-test-isolation)(?:=|$)/;

/**
 * A re-run of `node --test` failures on every core. node runs one test file a core less than
 * the machine has, one at a time on 2 cores, and a re-run is mostly each failing file's own
 * process starting (fast-json-stringify: 19 files, 2.45 s one at a time, 1.51 s two at a time).
 * A command that sets its own concurrency or isolation keeps it; a node that does not read the
 * option (before 20.10) runs it as it is. Null: run the command unchanged.
 */
export async function nodeTestOnEveryCore(
  command: string,
  env: NodeJS.ProcessEnv,
  cores = availableParallelism(),
): Promise<string | null> {
  if (cores < 2) return null;
  const parts = splitShell(command);
  // The word --test as written: a quoted name pattern may hold the same text.
  const at = parts?.findIndex((part) => "word" in part && part.word === "--test") ?? -1;
  if (!parts || at === -1) return null;
  const ownChoice = parts.some((part) => "word" in part && OWN_CHOICE.test(unquote(part.word)));
  if (ownChoice) return null;
  const version = await nodeVersionOnPath(env);
  if (!version || !atLeast(version, CONCURRENCY_SINCE)) return null;
  return joinShell([
    ...parts.slice(0, at + 1),
    { word: `--test-concurrency=${cores}` },
    ...parts.slice(at + 1),
  ]);
}
