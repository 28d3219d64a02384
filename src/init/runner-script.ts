import { simpleCommands, unquote } from "../process/shell-words.js";

/** How deep `npm run a` → `npm run b` → … is followed before init gives up on a chain. */
const MAX_DEPTH = 4;

/**
 * The script that runs the project's tests, with `npm run x`, `pnpm run x`, `pnpm x`, `yarn x`
 * and `yarn run x` followed to the script they name: `"test": "pnpm run test:node && pnpm run
 * test:edge"` with `"test:node": "jest --env node"` gives `jest --env node`, whose arguments the
 * tier keeps. The first script `names` accepts wins; the test script itself when none does.
 */
export function runnerScript(
  scripts: Readonly<Record<string, string>>,
  names: (script: string) => boolean,
): string {
  const start = scripts.test ?? "";
  return follow(start, scripts, names, new Set(["test"]), 0) ?? start;
}

function follow(
  script: string,
  scripts: Readonly<Record<string, string>>,
  names: (script: string) => boolean,
  seen: Set<string>,
  depth: number,
): string | null {
  if (names(script)) return script;
  if (depth >= MAX_DEPTH) return null;
  for (const name of scriptsCalled(script)) {
    const body = scripts[name];
    if (body === undefined || seen.has(name)) continue;
    seen.add(name);
    const found = follow(body, scripts, names, seen, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The bodies of the package scripts a script runs by name, and those they run, in turn. */
export function scriptsReached(
  script: string,
  scripts: Readonly<Record<string, string>>,
): string[] {
  const reached: string[] = [];
  const seen = new Set<string>();
  let level = [script];
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    for (const name of level.flatMap(scriptsCalled)) {
      const body = scripts[name];
      if (body === undefined || seen.has(name)) continue;
      seen.add(name);
      next.push(body);
    }
    reached.push(...next);
    level = next;
  }
  return reached;
}

/** The package scripts a script runs by name, in order (`npm run a && yarn b` gives a, b). */
export function scriptsCalled(script: string): string[] {
  const commands = (simpleCommands(script) ?? []).map((words) => words.map(unquote));
  return commands.flatMap((words) => {
    const named = scriptNamed(words.filter((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word)));
    return named ? [named] : [];
  });
}

function scriptNamed(words: readonly string[]): string | null {
  const [tool, first, second] = words;
  if (tool === "npm" && (first === "run" || first === "run-script")) return option(second);
  if (tool === "pnpm" || tool === "yarn") {
    if (first === "run") return option(second);
    // `pnpm x` and `yarn x` run the script x, unless x is one of the tool's own commands.
    if (first && !TOOL_COMMANDS.has(first)) return option(first);
  }
  return null;
}

/** A script name, not an option (`npm run --silent x` is rare enough to leave). */
function option(word: string | undefined): string | null {
  return word && !word.startsWith("-") ? word : null;
}

const TOOL_COMMANDS = new Set([
  "add",
  "dlx",
  "exec",
  "install",
  "i",
  "remove",
  "test",
  "t",
  "why",
  "workspace",
  "workspaces",
]);

/**
 * The steps of the project's test script that run no tests:
 * defu's `pnpm lint && pnpm test:types && pnpm vitest run` leaves out `pnpm lint` and
 * `pnpm test:types`. A step that calls the runner, or a script that does, is the tier's.
 */
export function stepsLeftOut(
  scripts: Readonly<Record<string, string>>,
  names: (script: string) => boolean,
): string[] {
  const steps = (simpleCommands(scripts.test ?? "") ?? []).map((words) => words.join(" "));
  return steps.filter((step) => !names(runnerScript({ ...scripts, test: step }, names)));
}
