import type { TestResult } from "../results/schema.js";
import { relativeToRoot } from "./resolve-test-file.js";
import { findLocationInText } from "./source-location.js";

/**
 * A test whose report names no file (node --test) gets the file the run's record gave it
 * (src/runners/node-test-files.ts), the form every other test has: relative to the root. Its
 * evidence then points at the line of that file the failure text shows (the test's own call,
 * `test/anyof.test.js:143`), not at the first project frame of the stack (fast-json-stringify's
 * generated serializer, `index.js:233`): what the agent's prompt shows of the test.
 */
export function placeInRecordedFile(test: TestResult, file: string, cwd: string): void {
  if (test.file === file) return;
  test.file = file;
  const evidence = test.evidence;
  if (!evidence) return;
  const found = findLocationInText(evidence.excerpt, file);
  const inFile = found?.file && relativeToRoot(found.file, cwd) === file ? found.line : null;
  evidence.location = { file, line: inFile };
}
