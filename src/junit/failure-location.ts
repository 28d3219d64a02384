import type { Evidence } from "../results/schema.js";
import type { JunitCase } from "./junit-case.js";
import { relativeToRoot } from "./resolve-test-file.js";
import { findLocationInText } from "./source-location.js";

/**
 * Where a test failed, given the file it was resolved to. When that file came from elsewhere
 * than the frame its text showed (pytest's classname, tests.test_lru.LRUCacheTest, against a
 * chained exception's src/cachetools/__init__.py:74), the test file's own frame is the place
 * (tests/test_lru.py:26); a test with no frame there (a unittest mixin's method in
 * tests/__init__.py) keeps the frame its text showed.
 */
export function failureLocation(
  testCase: JunitCase,
  file: string | null,
  cwd: string,
): Evidence["location"] {
  if (file === null) return null;
  const shown = testCase.file === null ? null : relativeToRoot(testCase.file, cwd);
  if (shown === null || shown === file) return { file, line: testCase.line };
  const inFile = findLocationInText(testCase.details, file);
  if (inFile?.file && relativeToRoot(inFile.file, cwd) === file) return { file, line: inFile.line };
  return { file: shown, line: testCase.line };
}
