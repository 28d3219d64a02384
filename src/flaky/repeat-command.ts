/**
 * How to run one test K times in a row, by its runner: the runner's own repeat option where it
 * has one, else the test's command K times. Kept in this one file, keyed by framework name, so
 * the runner plug-ins (src/runners/) can take each entry in.
 */

/** The runners fix-loop knows (src/junit/frameworks.ts), and plain script tests. */
export type RepeatRunner =
  | "pytest"
  | "vitest"
  | "jest"
  | "mocha"
  | "go"
  | "node"
  | "playwright"
  | "script";

export interface RepeatPlan {
  /** The shell command one run executes, from the project root. */
  command: string;
  /** How often to run it: 1 when the runner repeats the test itself, else K. */
  runs: number;
  /** How the repetitions are made, in words for the verdict. */
  how: string;
  /**
   * The plan to fall back to when the first run exits with this code: the runner does not know
   * its repeat option (pytest without the pytest-repeat plugin answers 4, a usage error).
   */
  fallback?: { onExitCode: number; plan: RepeatPlan };
}

interface RunnerRepeat {
  /** The command with the runner's repeat option for `times`, or null when it has none. */
  withOption?: (command: string, times: number) => string | null;
  /** The option's name, for the verdict. */
  option?: string;
  /** Exit code by which the runner says it does not know the option. */
  unknownOptionExit?: number;
}

/**
 * Each runner's repeat option. vitest (`repeats` is a per-test option, not a CLI flag), jest,
 * mocha, node:test and scripts have none: their test runs K times.
 */
const RUNNERS: Record<RepeatRunner, RunnerRepeat> = {
  // pytest-repeat, when installed: --count=K.
  pytest: {
    withOption: (command, times) => insertAfter(command, /\bpytest\b/, `--count=${times}`),
    option: "pytest-repeat's --count",
    unknownOptionExit: 4,
  },
  // go test -count=K: a -count already there (often -count=1, to skip the cache) is replaced.
  go: {
    withOption: (command, times) =>
      /\s-count[= ]\d+/.test(command)
        ? command.replace(/(\s)-count[= ]\d+/, `$1-count=${times}`)
        : insertAfter(command, /\bgo\s+test\b/, `-count=${times}`),
    option: "go test's -count",
  },
  playwright: {
    withOption: (command, times) =>
      insertAfter(command, /\bplaywright\s+test\b/, `--repeat-each=${times}`),
    option: "playwright's --repeat-each",
  },
  vitest: {},
  jest: {},
  mocha: {},
  node: {},
  script: {},
};

/**
 * The plan that runs the test of `command` (the command that runs it alone) `times` times.
 * The option goes right after the runner's own words, so a pipe after them (go test | a report
 * converter) keeps reading the same output.
 */
export function repeatPlan(
  runner: RepeatRunner | null,
  command: string,
  times: number,
): RepeatPlan {
  const loop: RepeatPlan = { command, runs: times, how: `its command run ${times} times` };
  const known = runner ? RUNNERS[runner] : undefined;
  const withOption = known?.withOption?.(command, times) ?? null;
  if (!known || withOption === null) return loop;
  const plan: RepeatPlan = {
    command: withOption,
    runs: 1,
    how: `${known.option ?? "the runner's repeat option"} set to ${times}`,
  };
  return known.unknownOptionExit === undefined
    ? plan
    : { ...plan, fallback: { onExitCode: known.unknownOptionExit, plan: loop } };
}

/** The command with `words` after the first match of `after`; null when it does not match. */
function insertAfter(command: string, after: RegExp, words: string): string | null {
  const match = after.exec(command);
  if (!match) return null;
  const end = match.index + match[0].length;
  return `${command.slice(0, end)} ${words}${command.slice(end)}`;
}
