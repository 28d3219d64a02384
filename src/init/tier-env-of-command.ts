import { joinShell, type ShellPart, splitShell, unquote } from "../process/shell-words.js";

const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/;
/** A value the shell would change (an expansion, a glob): it stays in the command, as written. */
const EXPANDS = /[$`*?[~]/;

/**
 * A tier command's leading assignments of `names` (those of the project's test script, which
 * init keeps: `NODE_ENV=test npx mocha ...`) taken out into the tier's `env:`, where every run
 * of the tier gets them (re-runs and run lines included). The runner's own (jest-junit's
 * JEST_JUNIT_OUTPUT_FILE, which says where the report goes) and values the shell would expand
 * stay in the command.
 */
export function tierEnvOfCommand(
  command: string,
  names: ReadonlySet<string>,
): {
  command: string;
  env: Record<string, string>;
} {
  const parts = splitShell(command);
  if (!parts) return { command, env: {} };
  const env: Record<string, string> = {};
  const kept: ShellPart[] = [];
  let atStart = true;
  for (const part of parts) {
    if ("operator" in part) atStart = true;
    else if ("word" in part && atStart) {
      const name = ASSIGNMENT.exec(part.word)?.[1];
      const value = name ? unquote(part.word).slice(name.length + 1) : "";
      if (name && names.has(name) && !EXPANDS.test(value) && !(name in env)) {
        env[name] = value;
        continue;
      }
      atStart = false;
    }
    kept.push(part);
  }
  // Written again only when something was taken out: otherwise exactly as the runner wrote it.
  return { command: Object.keys(env).length > 0 ? joinShell(kept) : command, env };
}
