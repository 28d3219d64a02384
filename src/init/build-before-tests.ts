/** Words of a script that makes what the tests load (a bundle, compiled files). */
const BUILDS = /\b(?:build|tsc|babel|rollup|webpack|esbuild|tsup|vite\s+build|compile)\b/;
/** Words of a script that checks the code instead: the tier must not fail on a lint error. */
const CHECKS = /\b(?:lint|eslint|standard|prettier|xo|tslint|biome|oxlint)\b/;

/** Whether a script (or one step of one) builds what the tests import, and checks nothing. */
export function builds(script: string): boolean {
  return BUILDS.test(script) && !CHECKS.test(script);
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
  return pretest && builds(pretest) ? `${runScript} pretest` : null;
}
