import { joinShell, type ShellPart, splitShell, unquote } from "../process/shell-words.js";

/** A script that builds the project: `build`, `build:lib`, `compile`. */
const BUILD_SCRIPT = /^(?:build|compile)(?::[\w.-]+)?$/;

/**
 * The command of a re-run of chosen tests without the build steps it starts with (`npm run build
 * && jest ...`): a retry follows its first run on the same tree, whose build is still there.
 * ajv-formats' tier built with tsc before jest: its re-run of 60 failures took 15 s against the
 * first run's 11. Only steps joined by `&&` at the front go, and only a package script named
 * build or compile, or tsc: a step that changes the folder or the environment stays.
 */
export function withoutBuildSteps(command: string): string {
  const parts = splitShell(command);
  if (!parts) return command;
  const kept: ShellPart[] = [];
  let start = 0;
  let dropped = false;
  for (;;) {
    const end = parts.findIndex((part, at) => at >= start && "operator" in part);
    const operator = parts[end];
    if (end === -1 || !operator || !("operator" in operator) || operator.operator !== "&&") break;
    const step = parts.slice(start, end);
    if (!step.every((part) => "word" in part)) break;
    const words = step.map(wordOf);
    if (isBuildStep(words)) dropped = true;
    // `mkdir -p reports && npm run build && jest`: the folder step stays, before the rest.
    else if (words[0] === "mkdir") kept.push(...step, operator);
    else break;
    start = end + 1;
  }
  return dropped ? joinShell([...kept, ...parts.slice(start)]) : command;
}

function wordOf(part: ShellPart): string {
  return "word" in part ? unquote(part.word) : "";
}

function isBuildStep(words: readonly string[]): boolean {
  const [program, ...rest] = words[0] === "npx" ? words.slice(1) : words;
  if (program === "tsc") return rest.every((word) => !/[;&|`$]/.test(word));
  if (program === "npm" || program === "pnpm" || program === "bun")
    return (
      rest.length === 2 &&
      (rest[0] === "run" || rest[0] === "run-script") &&
      BUILD_SCRIPT.test(rest[1] ?? "")
    );
  if (program === "yarn") {
    const script = rest[0] === "run" ? rest.slice(1) : rest;
    return script.length === 1 && BUILD_SCRIPT.test(script[0] ?? "");
  }
  return false;
}
