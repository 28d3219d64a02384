import { splitShell, unquote } from "../process/shell-words.js";
import { runnerOf } from "../runners/registry.js";
import type { WritableFramework } from "./framework-style.js";

/**
 * The test paths (pytest) or path filters (vitest, jest, Playwright) a tier's command gives its
 * runner: the words after the runner that are neither options nor their values. Empty when it
 * gives none (the runner's own config then decides what it collects) or cannot be read.
 */
export function commandTestPaths(command: string, framework: WritableFramework): string[] {
  const parts = splitShell(command);
  if (!parts) return [];
  const runner = runnerOf(framework).commandLine;
  const words = parts.flatMap((part) => {
    if ("word" in part) return [unquote(part.word)];
    return "operator" in part ? [null] : [];
  });
  // Each simple command (between operators) is tried; the first that starts the runner counts.
  const segments: string[][] = [[]];
  for (const word of words) {
    if (word === null) segments.push([]);
    else segments.at(-1)?.push(word);
  }
  for (const segment of segments) {
    const start = runner.start(segment);
    if (start === null) continue;
    const paths: string[] = [];
    let inList = false;
    let afterSeparator = false;
    for (let i = start; i < segment.length; i++) {
      const word = segment[i] ?? "";
      if (afterSeparator || !word.startsWith("-")) {
        if (afterSeparator || !inList) paths.push(word);
        continue;
      }
      if (word === "--") {
        afterSeparator = true;
        continue;
      }
      const option = word.split("=")[0] ?? word;
      inList = runner.listOptions.has(option) && !word.includes("=");
      if (!word.includes("=") && runner.valueOptions.has(option) && !inList) i++;
    }
    return paths;
  }
  return [];
}

/** True when the command's paths take in `file` (each runner reads its paths its own way). */
export function pathsTakeIn(
  paths: readonly string[],
  file: string,
  framework: WritableFramework,
): boolean {
  if (paths.length === 0) return true;
  return paths.some((given) => {
    const path = given.replace(/::.*$/, "").replace(/^\.\//, "").replace(/\/+$/, "");
    if (framework === "pytest") return path === "." || file === path || file.startsWith(`${path}/`);
    if (framework === "vitest") return file.includes(path);
    // jest and Playwright read a path argument as a regular expression over the file's path.
    try {
      return new RegExp(given).test(file);
    } catch {
      return file.includes(path);
    }
  });
}
