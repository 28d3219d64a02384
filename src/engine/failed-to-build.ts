import type { TestResult } from "../results/schema.js";

/**
 * A compiler's error: tsc's `src/a.ts(3,7): error TS2322: ...` (or `src/a.ts:3:7 - error
 * TS2322`), go's `./a.go:3:7: undefined: x`.
 */
const COMPILER_ERROR = /\berror TS\d{3,5}\b|^\s*(?:\.{1,2}\/)?[\w./-]+\.go:\d+(?::\d+)?: \S/m;

/**
 * Whether a tier's whole command failed before its tests ran because they did not build: the
 * same tree builds no better a second time (yargs-parser's type error: first run 6.1 s, its
 * re-run 6.4 s more).
 */
export function failedToBuild(test: TestResult): boolean {
  if (test.id !== `${test.tier}:command`) return false;
  const evidence = test.evidence;
  return COMPILER_ERROR.test(`${evidence?.message ?? ""}\n${evidence?.excerpt ?? ""}`);
}
