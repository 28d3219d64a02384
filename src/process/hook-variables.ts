import path from "node:path";
import { joinShell, quoteShell, type ShellPart, splitShell, unquote } from "./shell-words.js";

/**
 * fix-loop reaches into a test runner through its environment: a pytest plugin on PYTHONPATH
 * named in PYTEST_ADDOPTS, Node's NODE_V8_COVERAGE, go's GOFLAGS. A command that sets one of
 * them itself (`PYTHONPATH=src python3 -m pytest`, the usual way to run a src layout) would cut
 * the hook off. So each hook variable also travels under a name of ours, FIX_LOOP_HOOK_<NAME>,
 * holding fix-loop's part alone, and wherever the command assigns NAME, the command is given
 * fix-loop's part back, joined to the command's value as the variable's kind wants. A script the
 * command calls that sets it inside is out of reach: the tier's `env:` is the way there.
 */

/** How fix-loop's part joins a value the project gives: first on a search path, last among options, or alone. */
type Join = "path-first" | "words-last" | "own";

const JOINS: Readonly<Record<string, Join>> = {
  PYTHONPATH: "path-first",
  NODE_PATH: "path-first",
  PYTEST_ADDOPTS: "words-last",
  NODE_OPTIONS: "words-last",
  GOFLAGS: "words-last",
};

const SHADOW = "FIX_LOOP_HOOK_";

function joinOf(name: string): Join {
  return JOINS[name] ?? "own";
}

function joined(name: string, ours: string, theirs: string | undefined): string {
  if (!theirs) return ours;
  const how = joinOf(name);
  if (how === "path-first") return `${ours}${path.delimiter}${theirs}`;
  return how === "words-last" ? `${theirs} ${ours}` : ours;
}

/**
 * The environment entries that give the runner fix-loop's `hooks` (name to fix-loop's part),
 * each joined to the value `env` already has, with the shadow that lets a command that sets the
 * variable itself keep it (keepHookVariables).
 */
export function hookVariables(
  env: NodeJS.ProcessEnv,
  hooks: Readonly<Record<string, string>>,
): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [name, ours] of Object.entries(hooks)) {
    entries[name] = joined(name, ours, env[name]);
    // A second hook on the same variable (pytest's --tb=no over its plugin) keeps the first.
    entries[`${SHADOW}${name}`] = joined(name, ours, env[`${SHADOW}${name}`]);
  }
  return entries;
}

/** The hook variables whose shadow `env` carries. */
function hooksIn(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env)
    .filter((key) => key.startsWith(SHADOW) && env[key] !== undefined)
    .map((key) => key.slice(SHADOW.length));
}

/** `NAME=...` that joins fix-loop's part (from its shadow) to the value NAME has at that point. */
function rejoinInShell(name: string): string {
  const ours = `$${SHADOW}${name}`;
  const how = joinOf(name);
  const value =
    how === "path-first"
      ? `${ours}\${${name}:+${path.delimiter}$${name}}`
      : how === "words-last"
        ? `\${${name}:+$${name} }${ours}`
        : ours;
  return `${name}="${value}"`;
}

/** `NAME=...` for a program that takes assignments as arguments (env, cross-env): joined to `theirs` as written. */
function rejoinAsArgument(name: string, theirs: string): string {
  const ours = `"$${SHADOW}${name}"`;
  const how = joinOf(name);
  if (theirs === "" || how === "own") return `${name}=${ours}`;
  const quoted = quoteShell(theirs);
  return how === "path-first"
    ? `${name}=${ours}${quoteShell(path.delimiter)}${quoted}`
    : `${name}=${quoted}' '${ours}`;
}

const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/;
const ASSIGNING_PROGRAMS = new Set(["env", "cross-env"]);

/**
 * The command with fix-loop's hook variables given back wherever it assigns one: after the
 * assignments before a program (`PYTHONPATH=src pytest`), after `export NAME=...` or a bare
 * `NAME=...`, and among the assignments `env` or `cross-env` is given. Unchanged when `env`
 * carries no hook, the command assigns none, or it uses more of sh than splitShell reads.
 */
export function keepHookVariables(command: string, env: NodeJS.ProcessEnv): string {
  const hooks = new Set(hooksIn(env));
  if (hooks.size === 0) return command;
  const parts = splitShell(command);
  if (!parts) return command;
  const out: ShellPart[] = [];
  let segment: ShellPart[] = [];
  const flush = () => {
    out.push(...withHooksKept(segment, hooks));
    segment = [];
  };
  for (const part of parts) {
    if ("operator" in part) {
      flush();
      out.push(part);
    } else segment.push(part);
  }
  flush();
  return joinShell(out);
}

/** One simple command, with fix-loop's hook variables given back where it assigns one. */
function withHooksKept(segment: readonly ShellPart[], hooks: ReadonlySet<string>): ShellPart[] {
  const words = segment.flatMap((part, index) =>
    "word" in part ? [{ index, word: part.word }] : [],
  );
  const assigned = (word: string) => {
    const name = ASSIGNMENT.exec(word)?.[1];
    return name && hooks.has(name) ? name : null;
  };
  let first = 0;
  while (first < words.length && ASSIGNMENT.test(words[first]?.word ?? "")) first++;
  const program = words[first];
  const leading = words.slice(0, first).flatMap(({ word }) => assigned(word) ?? []);
  const programName = program ? path.basename(unquote(program.word)) : "";
  if (!program || programName === "export") {
    // Assignments alone, or export: the shell's variable changes for the commands after it.
    const exported = program
      ? words.slice(first + 1).flatMap(({ word }) => assigned(word) ?? [])
      : [];
    const names = [...new Set([...leading, ...exported])];
    if (names.length === 0) return [...segment];
    return [
      ...segment,
      { operator: "&&" },
      ...names.map((name) => ({ word: rejoinInShell(name) })),
    ];
  }
  const result = [...segment];
  // `npx cross-env A=b ...`: the program that takes the assignments is the word after npx.
  const viaNpx = programName === "npx" && path.basename(unquote(words[first + 1]?.word ?? ""));
  const assigning = viaNpx && ASSIGNING_PROGRAMS.has(viaNpx) ? first + 1 : first;
  if (ASSIGNING_PROGRAMS.has(path.basename(unquote(words[assigning]?.word ?? "")))) {
    // Its own assignments come after it; ours go after the last of them, joined to what it wrote.
    let last = assigning + 1;
    while (last < words.length && ASSIGNMENT.test(unquote(words[last]?.word ?? ""))) last++;
    const added = words.slice(assigning + 1, last).flatMap(({ word }) => {
      const text = unquote(word);
      const name = assigned(text);
      return name ? [{ word: rejoinAsArgument(name, text.slice(name.length + 1)) }] : [];
    });
    const at = (words[last - 1]?.index ?? 0) + 1;
    result.splice(at, 0, ...added);
  }
  if (leading.length > 0)
    result.splice(
      program.index,
      0,
      ...[...new Set(leading)].map((name) => ({ word: rejoinInShell(name) })),
    );
  return result;
}

/**
 * The command as a person would type it with these variables set: each simple command that
 * runs something given them (`NODE_ENV=test npx mocha ...`); unchanged when there are none.
 */
export function withAssignments(env: Readonly<Record<string, string>>, command: string): string {
  const entries = Object.entries(env);
  if (entries.length === 0) return command;
  const assignments = entries.map(([name, value]) => `${name}=${quoteShell(value)}`).join(" ");
  const parts = splitShell(command);
  if (!parts) return `${assignments} ${command}`;
  let atStart = true;
  const out: string[] = [];
  for (const part of parts) {
    if ("operator" in part) {
      atStart = true;
      out.push(part.operator);
      continue;
    }
    if (atStart && "word" in part && !SETUP_PROGRAMS.has(path.basename(unquote(part.word))))
      out.push(assignments);
    atStart = false;
    out.push("word" in part ? part.word : part.redirect);
  }
  return out.join(" ");
}

/** Programs a run line calls to set up, not to run tests: they need no test environment. */
const SETUP_PROGRAMS = new Set(["cd", "mkdir", "rm", "export", "true"]);
