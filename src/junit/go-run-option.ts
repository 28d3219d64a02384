import { simpleCommands, unquote } from "../process/shell-words.js";

/**
 * Which top-level tests a go command's `-run` lets run (`-run '^TestX$'`, `-run=^TestX$/^case$`,
 * `-test.run`), as a test of a name; null when it has none, or one JavaScript cannot read as a
 * regular expression (RE2's syntax is mostly JavaScript's). Only the pattern's first level:
 * the part before a `/` outside brackets and escapes.
 */
export function goRunSelection(command: string): ((name: string) => boolean) | null {
  const words = (simpleCommands(command) ?? []).flat().map(unquote);
  let pattern: string | null = null;
  for (const [at, word] of words.entries()) {
    const joined = /^--?(?:test\.)?run=(.*)$/.exec(word);
    if (joined) pattern = joined[1] ?? "";
    else if (/^--?(?:test\.)?run$/.test(word)) pattern = words[at + 1] ?? null;
  }
  if (pattern === null || pattern === "") return null;
  try {
    const top = new RegExp(firstLevel(pattern));
    return (name) => top.test(name);
  } catch {
    return null;
  }
}

function firstLevel(pattern: string): string {
  let depth = 0;
  for (let at = 0; at < pattern.length; at++) {
    const char = pattern[at];
    if (char === "\\") at++;
    else if (char === "[") depth++;
    else if (char === "]") depth = Math.max(0, depth - 1);
    else if (char === "/" && depth === 0) return pattern.slice(0, at);
  }
  return pattern;
}
