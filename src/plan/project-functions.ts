import { readFile } from "node:fs/promises";
import path from "node:path";
import { glob } from "tinyglobby";
import { findFunction, type Language, languageOfFile } from "../mutation/index.js";
import { allTestFileGlobs } from "./framework-style.js";
import type { PlanEntry } from "./parse-plan.js";

/** A function of the project's own source: what a test without services is checked against. */
export interface ProjectFunction {
  name: string;
  /** Relative to the project root. */
  file: string;
  language: Language;
  line: number;
}

/** Never the project's own code: dependencies, caches, fix-loop's and the tests'. */
const NOT_SOURCE = [
  "**/node_modules/**",
  "**/.git/**",
  "**/.venv/**",
  "**/venv/**",
  "**/__pycache__/**",
  ".fix-loop/**",
  ".github/**",
  "**/dist/**",
  "**/build/**",
  "**/coverage/**",
  "**/*.pending",
  "**/conftest.py",
  ...allTestFileGlobs(),
];
const SOURCE = ["**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx,py}"];
const MAX_FILES = 2000;
const MAX_BYTES = 256 * 1024;

/** The project's source files fix-loop can mutate, sorted, and their text, read once. */
export class ProjectSource {
  private constructor(
    readonly cwd: string,
    private readonly files: readonly string[],
    private readonly texts = new Map<string, string | null>(),
  ) {}

  static async of(cwd: string): Promise<ProjectSource> {
    const files = await glob(SOURCE, { cwd, ignore: NOT_SOURCE, onlyFiles: true });
    return new ProjectSource(cwd, files.sort().slice(0, MAX_FILES));
  }

  async text(file: string): Promise<string | null> {
    if (!this.texts.has(file)) {
      const text = await readFile(path.join(this.cwd, file), "utf8").catch(() => null);
      this.texts.set(file, text !== null && text.length <= MAX_BYTES ? text : null);
    }
    return this.texts.get(file) ?? null;
  }

  /** Where each name is defined (its first file in path order), in the names' order; unknown names left out. */
  async find(names: readonly string[]): Promise<ProjectFunction[]> {
    const found: ProjectFunction[] = [];
    for (const name of new Set(names)) {
      for (const file of this.files) {
        const language = languageOfFile(file);
        const text = language ? await this.text(file) : null;
        if (!language || text === null || !text.includes(name)) continue;
        const span = findFunction(text, name, language);
        if (!span) continue;
        found.push({ name, file, language, line: span.line });
        break;
      }
    }
    return found;
  }
}

const CALLED = /(?<![\w$.])([A-Za-z_$][\w$]*)\s*\(/g;
const BACKTICKED = /`([A-Za-z_$][\w$]*)(?:\([^`]*\))?`/g;

/**
 * The function names a plan entry gives: its `Function:` line, else every name written as a call
 * (`cents(1.5)`) or in backticks in its title, steps and expected result. Candidates only: the
 * project's source says which of them exist.
 */
export function namesInEntry(entry: PlanEntry): string[] {
  if (entry.functions) return entry.functions;
  const text = [entry.title, entry.steps, entry.expected].join("\n");
  return [
    ...new Set([
      ...[...text.matchAll(BACKTICKED)].map((match) => match[1] as string),
      ...[...text.matchAll(CALLED)].map((match) => match[1] as string),
    ]),
  ];
}

/** The names a test's text calls (`cents(1.5)`, `prices.cents(2)` gives `cents` too), in order. */
export function namesCalledIn(text: string): string[] {
  const called = /([A-Za-z_$][\w$]*)\s*\(/g;
  return [...new Set([...text.matchAll(called)].map((match) => match[1] as string))];
}
