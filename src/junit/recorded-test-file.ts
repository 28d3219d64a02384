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

/**
 * A test file that failed as a whole (node --test: it threw while loading) is a testcase whose
 * report says only "test failed": what the file printed (jsdom/data-urls' web-platform.js,
 * "Cannot find module './web-platform-tests/base64.json'", data its `pretest` script fetches) is
 * added to its evidence, and its first error line becomes the failure's message.
 */
export function withFileStderr(
  test: TestResult,
  stderr: string,
  redact: (text: string) => string,
): void {
  const evidence = test.evidence;
  if (test.status !== "failed" || !evidence) return;
  const printed = redact(stderr.trim());
  const error =
    printed
      .split("\n")
      .find((line) => ERROR_LINE.test(line.trim()))
      ?.trim() ?? null;
  evidence.excerpt = `${evidence.excerpt}\n\n--- stderr of the test file ---\n${printed}`;
  evidence.outputBytes += Buffer.byteLength(printed, "utf8");
  if (error) {
    evidence.message = error;
    evidence.summary = [error, ...evidence.summary];
  }
}

/** "Error: Cannot find module ...", "TypeError: x is not a function", "SyntaxError: ...". */
const ERROR_LINE = /^(?:[A-Z]\w*)?Error(?: \[[A-Z_]+\])?: \S/;
