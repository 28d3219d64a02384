import { existsSync } from "node:fs";
import path from "node:path";
import { simpleCommands, unquote } from "../process/shell-words.js";
import { pytest } from "../runners/pytest.js";
import { scriptArguments } from "../runners/script-arguments.js";
import { ciStepRun } from "./ci-env.js";
import { toxTestenvEntries } from "./tox-testenv.js";

const RUNS_PYTEST = /\b(?:pytest|py\.test)\b/;
const VALUE_OPTIONS = pytest.commandLine.valueOptions;

/** What the project's CI has pytest collect: paths from the root, and options that choose tests. */
export interface PytestSelection {
  paths: string[];
  /** As written for the shell, each option with its value: `--doctest-modules`, `-m 'not slow'`. */
  options: string[];
}

/** pytest's options that say which tests a run collects, and whether each takes a value. */
const COLLECTION_OPTIONS = new Map([
  ["--doctest-modules", false],
  ["--doctest-glob", true],
  ["--doctest-continue-on-failure", false],
  ["-m", true],
  ["--ignore", true],
  ["--ignore-glob", true],
  ["--deselect", true],
]);

/**
 * What the project's CI has pytest collect: the folders and files its pytest command names, or
 * the folder it runs pytest in (jmespath: `cd tests/ && py.test`, where pytest from the root
 * also collects extra/'s hypothesis suite, six minutes of it), and the options that choose its
 * tests (boltons' `--doctest-modules`: 153 of its 625 tests are its docstrings'). The command is
 * the workflow's, else tox.ini's `[testenv]` one (boltons' CI runs tox). Only paths that exist in
 * the tree; none when the CI runs pytest on the whole tree.
 */
export async function ciPytestSelection(
  root: string,
  tox: string | null,
): Promise<PytestSelection> {
  const inTree = (each: string) =>
    each !== "." && !each.startsWith("..") && existsSync(path.join(root, each));
  const run = await ciStepRun(root, RUNS_PYTEST);
  let folder = ".";
  for (const line of run?.split("\n") ?? []) {
    for (const written of simpleCommands(line) ?? []) {
      const words = written.map(unquote);
      if (words[0] === "cd" && words.length === 2) {
        folder = joined(folder, words[1] ?? "");
        continue;
      }
      if (pytest.commandLine.start(words) === null) continue;
      return selectionOf(written, (word) => joined(folder, word), inTree, [folder]);
    }
  }
  return toxSelection(root, tox, inTree);
}

/** tox's `[testenv]` pytest command, its paths read from the root (tox_root, changedir). */
function toxSelection(
  root: string,
  tox: string | null,
  inTree: (each: string) => boolean,
): PytestSelection {
  const changedir = toxPath(toxTestenvEntries(tox, "changedir")[0] ?? ".", ".", root);
  for (const entry of toxTestenvEntries(tox, "commands")) {
    // tox passes its own arguments where {posargs} stands, or the default it gives.
    const line = entry.replace(/\{posargs(?::([^}]*))?\}/g, (_, given?: string) => given ?? "");
    for (const written of simpleCommands(line) ?? []) {
      if (pytest.commandLine.start(written.map(unquote)) === null) continue;
      return selectionOf(written, (word) => toxPath(word, changedir, root), inTree, []);
    }
  }
  return { paths: [], options: [] };
}

/**
 * A path of tox's command from the root: `{tox_root}` (`{toxinidir}`) is the root, and the
 * installed package (`{env_site_packages_dir}/boltons`) is the tree's own, at the root or in src/.
 */
function toxPath(word: string, changedir: string, root: string): string {
  const rooted = /^\{(?:tox_root|toxinidir)\}\/?(.*)$/.exec(word);
  if (rooted) return joined(".", rooted[1] ?? "");
  const installed = /^\{(?:env_site_packages_dir|envsitepackagesdir)\}\/?(.*)$/.exec(word);
  if (installed) {
    const name = installed[1] ?? "";
    return existsSync(path.join(root, "src", name)) ? joined("src", name) : joined(".", name);
  }
  return joined(changedir, word);
}

/**
 * The paths and collection options of one pytest command as written: `place` reads a path from
 * the root, and `fallback` are the folders it ran in, taken when it names no path.
 */
function selectionOf(
  written: readonly string[],
  place: (word: string) => string,
  inTree: (each: string) => boolean,
  fallback: readonly string[],
): PytestSelection {
  const words = written.map(unquote);
  const start = pytest.commandLine.start(words) ?? words.length;
  // Without pytest's options that take a value, and those values, the words left are flags
  // and paths; a word a plugin's option took (`--cov jmespath`) names nothing in the tree.
  const args = scriptArguments(written.join(" "), pytest.commandLine, VALUE_OPTIONS).args;
  const named = args
    .map(unquote)
    .filter((word) => !word.startsWith("-"))
    .map((word) => place(word.split("::")[0] ?? word))
    .filter(inTree);
  return {
    paths: [...new Set(named.length > 0 ? named : fallback.filter(inTree))],
    options: collectionOptions(written.slice(start)),
  };
}

/** The collection options among a command's words (quotes kept), each with its value. */
function collectionOptions(written: readonly string[]): string[] {
  const kept: string[] = [];
  for (let at = 0; at < written.length; at++) {
    const word = written[at] ?? "";
    const [name = "", value] = unquote(word).split(/=(.*)/s);
    const takesValue = COLLECTION_OPTIONS.get(name);
    if (takesValue === undefined) continue;
    if (!takesValue) kept.push(name);
    else if (value !== undefined) kept.push(word);
    else if (written[at + 1] !== undefined) kept.push(`${name} ${written[++at]}`);
  }
  return kept;
}

function joined(folder: string, word: string): string {
  return path.posix.normalize(path.posix.join(folder, word)).replace(/\/+$/, "");
}
