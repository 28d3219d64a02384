/** One <testcase>, whatever framework wrote it. Every text is bounded. */
export interface JunitCase {
  /** "BT-007" when the name starts with such a token, else "classname > name". */
  id: string;
  /** The testcase name as written (vitest and playwright include the describe blocks). */
  title: string;
  /** The name attribute exactly as the report wrote it. */
  name: string;
  classname: string;
  /** Name of the innermost <testsuite>. */
  suite: string;
  /** Names of every <testsuite> around it, the outermost first. */
  suites: readonly string[];
  /** The test's source file when the report says or shows it, else null. */
  file: string | null;
  /**
   * The file the report itself names (an attribute, a classname or suite that is a path), else
   * null: `file` may instead be where its failure text points, which need not be the test's.
   */
  declaredFile: string | null;
  line: number | null;
  status: "passed" | "failed" | "skipped";
  /**
   * A skip that is pytest's xfail (`<skipped type="pytest.xfail">`): the test ran and failed, as
   * its mark says it should. Absent for any other case.
   */
  expectedToFail?: true;
  /** "error" when the framework reported an error (setup, build) rather than a failed assertion. */
  failureKind: "failure" | "error" | null;
  /** The type attribute of <failure>/<error> (an exception class, "AssertionError"), else null. */
  failureType: string | null;
  durationMs: number;
  /** The message attribute of <failure>/<error>/<skipped>, else null. */
  message: string | null;
  /** The failure or skip text (stack trace, diff), head and tail kept. */
  details: string;
  stdout: string;
  stderr: string;
  /** Characters of failure text and output in the report, before bounding. */
  textChars: number;
  /** True when details, stdout or stderr lost their middle to the bounds. */
  truncated: boolean;
}

export interface JunitLimits {
  messageChars: number;
  /** Failure text: the head holds the assertion, the tail the frame in the test. */
  detailsHeadChars: number;
  detailsTailChars: number;
  /** Captured output: the tail is usually what explains a failure. */
  outputHeadChars: number;
  outputTailChars: number;
}

export const DEFAULT_JUNIT_LIMITS: JunitLimits = {
  messageChars: 2_000,
  detailsHeadChars: 12_000,
  detailsTailChars: 4_000,
  outputHeadChars: 2_000,
  outputTailChars: 8_000,
};
