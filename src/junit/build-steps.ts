import { builds } from "../init/build-before-tests.js";
import { readPackageJson } from "../init/read-files.js";
import { joinShell, type ShellPart, splitShell, unquote } from "../process/shell-words.js";

/**
 * The command of a re-run of chosen tests without the build steps it starts with (`npm run build
 * && jest ...`): a retry follows its first run on the same tree, whose build is still there.
 * ajv-formats' tier built with tsc before jest: its re-run of 60 failures took 15 s against the
 * first run's 11. Only steps joined by `&&` at the front go, and only those init's reading of a
 * build takes for one (`tsc`, `npm run build`, a `pretest` script that builds; not `tsc --noEmit`
 * nor a lint): a step that changes the folder or the environment stays.
 */
export function withoutBuildSteps(
  command: string,
  scripts: Readonly<Record<string, string>> = {},
): string {
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
    if (builds(words.join(" "), scripts)) dropped = true;
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

/** withoutBuildSteps, with the scripts of the project's package.json (none where it has none). */
export async function retryWithoutBuildSteps(command: string, cwd: string): Promise<string> {
  return withoutBuildSteps(command, (await readPackageJson(cwd))?.scripts ?? {});
}
