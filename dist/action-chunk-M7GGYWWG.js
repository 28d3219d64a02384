import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  lookUpAlias
} from "./action-chunk-44OODCMK.js";

// src/flaky/tests-to-triage.ts
function testsToTriage(tests, named = [], grouped = []) {
  const inGroups = new Set(grouped.flatMap((group) => group.tests));
  return tests.filter(
    (test) => !inGroups.has(test.id) && (!test.quarantined || isNamed(test, named))
  );
}
function isNamed(test, named) {
  return named.some(
    (name) => name === test.id || test.runnerId != null && name === test.runnerId || "found" in lookUpAlias(name, [test.id])
  );
}

export {
  testsToTriage,
  isNamed
};
