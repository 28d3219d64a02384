import { formatDuration } from "../text/quantities.js";
import { ELISION_LINE } from "./excerpt.js";

export interface Ending {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  aborted: boolean;
  spawnError: string | null;
  timeoutMs: number | null;
}

const MAX_MESSAGE_CHARS = 300;
/**
 * "Error: x", "ValueError: x", "java.lang.IllegalStateException: x", "panic: x", "fatal: x", and
 * a command-line program's "error: x" (git's, commander's: a suite that parses jest's own argv
 * prints "error: unknown option '--ci'" before jest's process.exit notice and its stack).
 */
const ERROR_LINE = /^\s*(?:[\w.$]*(?:Error|Exception)\b|error:|panic:|fatal:|FATAL\b|ERROR\b)/;
/** What a go test said with t.Error or t.Fatal: `    sql_test.go:111: Value() did not return …`. */
const GO_TEST_LINE = /^\s+\S+\.go:\d+: (.*\S)/;
/** What go's compiler said of a package it could not build: `sub/sub.go:5: undefined: x` (with a column since go 1.20). */
export const GO_BUILD_ERROR = /^(?:\.{1,2}\/)?([\w./-]+\.go):(\d+)(?::\d+)?: \S.*/;
/** Also a coverage threshold the run missed: jest's `coverage threshold for lines (100%) not met`, pytest-cov's `Required test coverage of 100% not reached`. */
const TROUBLE_WORDS =
  /connection refused|ECONNREFUSED|ECONNRESET|ETIMEDOUT|\bassert|No such file|command not found|Permission denied|timed out|not found|coverage threshold\b.*\bnot met|coverage of .* not reached/i;

/**
 * The one line that best says what went wrong: the first FAIL: line, then the timeout, then an
 * error-looking line, then go's compiler's first error (with its file:line: no test holds it),
 * then what a go test said failed (without its file:line, which the evidence's location has;
 * go's own `--- FAIL: TestX` names only the test), then the last line printed, then how the
 * process ended.
 */
export function decisiveMessage(
  ending: Ending,
  summary: readonly string[],
  text: string,
): string | null {
  if (ending.spawnError) return ending.spawnError;
  const fail = summary.find((line) => /^FAIL:/.test(line));
  if (fail) return shorten(fail);
  if (ending.timedOut)
    return `timed out after ${formatDuration(ending.timeoutMs ?? 0, "compact")}; the process tree was killed`;
  const lines = text.split("\n").filter((line) => line.trim() !== "" && !ELISION_LINE.test(line));
  const error = lines.find((line) => ERROR_LINE.test(line));
  if (error) return shorten(error.trim());
  const build = lines.find((line) => GO_BUILD_ERROR.test(line));
  if (build) return shorten(build);
  const said = lines.map((line) => GO_TEST_LINE.exec(line)?.[1]).find(Boolean);
  if (said) return shorten(said);
  const trouble = lines.find((line) => TROUBLE_WORDS.test(line));
  if (trouble) return shorten(trouble.trim());
  const last = lines[lines.length - 1];
  if (last) return shorten(last.trim());
  return describeEnding(ending);
}

/** "exited with code 1", "killed by SIGKILL", "aborted". */
export function describeEnding(ending: Ending): string {
  if (ending.aborted) return ending.signal ? `aborted (killed by ${ending.signal})` : "aborted";
  if (ending.timedOut)
    return `killed by ${ending.signal ?? "SIGTERM"} after timeout ${formatDuration(ending.timeoutMs ?? 0, "compact")}`;
  if (ending.signal) return `killed by ${ending.signal}`;
  return `exited with code ${ending.exitCode ?? "unknown"}`;
}

function shorten(line: string): string {
  return line.length > MAX_MESSAGE_CHARS ? `${line.slice(0, MAX_MESSAGE_CHARS)}…` : line;
}
