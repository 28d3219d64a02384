import { existsSync } from "node:fs";
import path from "node:path";
import { simpleCommands, unquote } from "../process/shell-words.js";
import { pytest } from "../runners/pytest.js";
import { scriptArguments } from "../runners/script-arguments.js";
import { ciStepRun } from "./ci-env.js";

const RUNS_PYTEST = /\b(?:pytest|py\.test)\b/;
const VALUE_OPTIONS = pytest.commandLine.valueOptions;

/**
 * What the project's CI has pytest collect, from the root: the folders and files its pytest
 * command names, or the folder it runs pytest in (jmespath: `cd tests/ && py.test`, where pytest
 * from the root also collects extra/'s hypothesis suite, six minutes of it). Only paths that
 * exist in the tree; empty when the CI runs pytest another way (through tox) or on the whole tree.
 */
export async function ciPytestPaths(root: string): Promise<string[]> {
  const run = await ciStepRun(root, RUNS_PYTEST);
  if (run === null) return [];
  let folder = ".";
  for (const line of run.split("\n")) {
    for (const written of simpleCommands(line) ?? []) {
      const words = written.map(unquote);
      if (words[0] === "cd" && words.length === 2) {
        folder = path.posix.normalize(path.posix.join(folder, words[1] ?? "")).replace(/\/+$/, "");
        continue;
      }
      if (pytest.commandLine.start(words) === null) continue;
      const inTree = (each: string) =>
        each !== "." && !each.startsWith("..") && existsSync(path.join(root, each));
      // Without pytest's options that take a value, and those values, the words left are flags
      // and paths; a word a plugin's option took (`--cov jmespath`) names nothing in the tree.
      const args = scriptArguments(written.join(" "), pytest.commandLine, VALUE_OPTIONS).args;
      const named = args
        .map(unquote)
        .filter((word) => !word.startsWith("-"))
        .map((word) => word.split("::")[0] ?? word)
        .map((word) => path.posix.normalize(path.posix.join(folder, word)).replace(/\/+$/, ""))
        .filter(inTree);
      return [...new Set(named.length > 0 ? named : [folder].filter(inTree))];
    }
  }
  return [];
}
