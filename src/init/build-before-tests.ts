import { scriptsReached } from "./runner-script.js";

/** Words of a script that makes what the tests load (a bundle, compiled files). */
const BUILDS =
  /\b(?:build|tsc|babel|rollup|webpack|esbuild|tsup|tshy|tsdown|unbuild|vite\s+build|compile)\b/;
/**
 * Words of a script that checks the code instead: the tier must not fail on a lint error, nor
 * on a type check (`tsc --noEmit` builds nothing; rou3's `test:types`) or a type test.
 */
const CHECKS =
  /\b(?:lint|eslint|standard|prettier|xo|tslint|biome|oxlint|tsd|tstyche|publint|attw|knip)\b|(?:^|\s)--?noEmit\b/i;

/**
 * Whether a script (or one step of one) builds what the tests import, and checks nothing: its
 * own words, or those of the scripts it runs by name (node-lru-cache's `pretest: npm run
 * prepare`, whose `prepare` is `tshy && bash scripts/build.sh`).
 */
export function builds(script: string, scripts: Readonly<Record<string, string>> = {}): boolean {
  const all = [script, ...scriptsReached(script, scripts)];
  return all.some((text) => BUILDS.test(text)) && !all.some((text) => CHECKS.test(text));
}

/**
 * The command that runs the project's `pretest` script, when that script builds what the tests
 * import and does nothing else a tier must not do: `npm test` runs it first, and a tier that
 * calls the runner alone tests the last build, or none in a fresh clone (validator.js: its tests
 * import ../validator, which `pretest: npm run build` makes and git ignores). Null for no
 * pretest, or one that lints.
 */
export function buildBeforeTests(
  scripts: Readonly<Record<string, string>>,
  runScript: string,
): string | null {
  const pretest = scripts.pretest;
  return pretest && builds(pretest, scripts) ? `${runScript} pretest` : null;
}
