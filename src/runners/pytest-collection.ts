import type { RunReading } from "../junit/run-junit-command.js";
import type { TestResult } from "../results/schema.js";
import { plural } from "../text/quantities.js";

/**
 * pytest stops before any test runs when a module fails to import ("Interrupted: 1 error during
 * collection"), and its report then holds only those modules: a tier of 800 tests read as "1 of
 * 1 test failed". Where every testcase of the report is a module it could not collect, the tier
 * says that none of its tests ran. Under --continue-on-collection-errors the others run and are
 * in the report: nothing is said.
 */
export function readsPytestRun(): RunReading {
  return {
    see() {},
    async finish(tests) {
      const stopped = tests.filter(collectionFailure);
      if (stopped.length === 0 || stopped.length < tests.length) return [];
      const files = [...new Set(stopped.map((test) => test.file))].join(", ");
      return [
        `pytest stopped at collection, so none of the tier's tests ran: it could not collect ${plural(stopped.length, "module")} (${files}); pytest --continue-on-collection-errors runs the rest`,
      ];
    },
  };
}

/** The testcase pytest writes for a module it could not import: `<error message="collection failure">`. */
function collectionFailure(test: TestResult): boolean {
  return test.status === "failed" && test.evidence?.reported?.message === "collection failure";
}
