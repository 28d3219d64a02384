import type { CoverageRunner } from "../../src/triage/spectrum/coverage-runner.js";

/**
 * A real coverage runner whose answer for a set of tests is kept: asked again for the same tests
 * (triage choosing every test of a small fixture, after the test read their coverage itself), it
 * gives that run's answer instead of starting the runner again. Other sets run as they come.
 */
export function coverageOnce(runner: CoverageRunner): CoverageRunner {
  const answers = new Map<string, Promise<Map<string, Set<string>>>>();
  return {
    run(tests, signal) {
      const key = tests
        .map((test) => test.id)
        .sort()
        .join("\n");
      let answer = answers.get(key);
      if (!answer) {
        answer = runner.run(tests, signal);
        answers.set(key, answer);
      }
      return answer;
    },
    recordsCollection: runner.recordsCollection?.bind(runner),
  };
}
