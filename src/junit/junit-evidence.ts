import { excerpt } from "../evidence/excerpt.js";
import { decisiveMessage } from "../evidence/message.js";
import { framesRelativeTo } from "../evidence/relative-frames.js";
import type { CapturedOutput } from "../process/output.js";
import type { Evidence } from "../results/schema.js";
import { doctestOutcome } from "./doctest-outcome.js";
import { messageWithLineBreaks } from "./message-line-breaks.js";
import type { JunitCase } from "./parse-junit.js";
import { tapDiagnosticMessage, withoutTapSource, withTapStackAsV8 } from "./tap-diagnostic.js";

/** Messages that say only that something failed (gotestsum's "Failed"): the failure text says more. */
export const GENERIC_MESSAGE = /^(?:fail(?:ed|ure)?|error|build error|skipped|test failed)\.?$/i;
/** playwright's message repeats the test's location and title: "spec.ts:14:7 pays with a card". */
const LOCATION_ECHO = /^\S+:\d+(?::\d+)?\s/;
const SUMMARY_LINES = 5;

const NO_PROCESS = {
  exitCode: null,
  signal: null,
  timedOut: false,
  aborted: false,
  spawnError: null,
  timeoutMs: null,
};

/**
 * The evidence of a failed JUnit test: its message first, then the failure text, then what it
 * printed, ANSI-stripped, redacted and bounded like a script's output.
 */
export function junitEvidence(
  testCase: JunitCase,
  location: Evidence["location"],
  redact: (text: string) => string,
  root = "",
): Evidence {
  const text = [
    framesRelativeTo(withTapStackAsV8(testCase.details), root),
    testCase.stdout && `--- stdout ---\n${testCase.stdout}`,
    testCase.stderr && `--- stderr ---\n${testCase.stderr}`,
  ]
    .filter((part) => part !== "")
    .join("\n\n");
  const shown = excerpt(textAsCapture(text), { redact });
  const reportedMessage = messageWithLineBreaks(testCase.message, testCase.details);
  const said = (reportedMessage ?? "")
    .split("\n")
    .map((line) => redact(line.trim()))
    .filter((line) => line !== "");
  // A bare "Failed" is no summary: the failure text is shown instead.
  const doctest = testCase.status === "failed" ? doctestOutcome(redact(testCase.details)) : null;
  // A doctest's report message is its docstring's source lines ("700  :meth:`~URL.get_authority`
  // combines ..."), which say nothing of the failure: what it expected and got stands for them.
  const details = redact(testCase.details);
  const tap = said.length === 0 ? tapDiagnosticMessage(details, redact(testCase.name)) : null;
  const summary = (
    doctest ? [doctest] : tap ? [tap] : said.filter((line) => !GENERIC_MESSAGE.test(line))
  ).slice(0, SUMMARY_LINES);
  return {
    exitCode: null,
    signal: null,
    timedOut: false,
    durationMs: testCase.durationMs,
    summary,
    excerpt: shown.text,
    outputBytes: Buffer.byteLength(text, "utf8"),
    truncated: shown.truncated || testCase.truncated,
    message:
      doctest ??
      // A message given its line breaks back stays one line here, as the report wrote it: the
      // line a group's signature is made of keeps the values' shapes.
      (reportedMessage !== testCase.message ? telling(said.join(" ")) : null) ??
      telling(summary[0]) ??
      messageFromText(withoutTapSource(details)) ??
      said[0] ??
      null,
    location,
    reported: {
      outcome: testCase.status === "skipped" ? "skipped" : (testCase.failureKind ?? "failure"),
      type: testCase.failureType ? redact(testCase.failureType) : null,
      message: doctest ?? (reportedMessage ? redact(reportedMessage) : null),
    },
  };
}

function telling(line: string | undefined): string | null {
  if (!line || GENERIC_MESSAGE.test(line) || LOCATION_ECHO.test(line)) return null;
  return line;
}

function messageFromText(text: string): string | null {
  return text.trim() === "" ? null : decisiveMessage(NO_PROCESS, [], text);
}

/** excerpt() reads captured process output; a report's text is that, already complete. */
function textAsCapture(text: string): CapturedOutput {
  const bytes = Buffer.from(text, "utf8");
  const lines = text.split("\n").length - 1;
  return {
    head: bytes,
    tail: Buffer.alloc(0),
    totalBytes: bytes.length,
    elidedBytes: 0,
    totalLines: lines,
    elidedLines: 0,
    lines: [],
    droppedLines: 0,
  };
}
