/**
 * How to run one test K times in a row: its runner's own repeat option where the runner's
 * plug-in names one (`repeat` in src/runners/<name>.ts), else the test's command K times.
 */

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

/** A runner's own way to repeat a test (a part of its plug-in). */
export interface RunnerRepeat {
  /** The command with the runner's repeat option for `times`, or null when it has none. */
  withOption?: (command: string, times: number) => string | null;
  /** The option's name, for the verdict. */
  option?: string;
  /** Exit code by which the runner says it does not know the option. */
  unknownOptionExit?: number;
}

/**
 * The plan that runs the test of `command` (the command that runs it alone) `times` times.
 * The option goes right after the runner's own words, so a pipe after them (go test | a report
 * converter) keeps reading the same output.
 */
export function repeatPlan(
  known: RunnerRepeat | undefined,
  command: string,
  times: number,
): RepeatPlan {
  const loop: RepeatPlan = { command, runs: times, how: `its command run ${times} times` };
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
export function insertAfter(command: string, after: RegExp, words: string): string | null {
  const match = after.exec(command);
  if (!match) return null;
  const end = match.index + match[0].length;
  return `${command.slice(0, end)} ${words}${command.slice(end)}`;
}
