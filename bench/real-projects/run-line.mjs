// The `run:` line verify gives a failing test, run as a person pastes it into a shell: it must
// run that test and no other. A runner option whose value the line dropped breaks it (ms's
// `jest --env node` once became `jest --env -t ...`), and so does a filter that selects too
// much or nothing. The runner's own summary says how many tests ran and failed.
import { shell } from "./timing.mjs";

/** Each runner's summary: how many tests failed and passed, null where it says nothing. */
const SUMMARIES = {
  jest: (output) => counted(lastLine(output, /^Tests:/), /(\d+) failed/, /(\d+) passed/),
  vitest: (output) => counted(lastLine(output, /^\s*Tests\s/), /(\d+) failed/, /(\d+) passed/),
  mocha: (output) => counted(output, /^\s*(\d+) failing/m, /^\s*(\d+) passing/m),
  "node-test": (output) => counted(output, /^(?:#|ℹ) fail (\d+)/m, /^(?:#|ℹ) pass (\d+)/m),
  tap: (output) =>
    counted(output, /^#\s+(?:fail|failed)\s+(\d+)/m, /^#\s+(?:pass|passed)\s+(\d+)/m),
  pytest: (output) => counted(lastLine(output, / in [\d.]+s/), /(\d+) failed/, /(\d+) passed/),
  go: (output) => {
    const done = /DONE (\d+) tests?(?:, (\d+) failures?)?/.exec(output);
    if (done)
      return { failed: Number(done[2] ?? 0), passed: Number(done[1]) - Number(done[2] ?? 0) };
    return {
      failed: (output.match(/^\s*--- FAIL: /gm) ?? []).length,
      passed: (output.match(/^\s*--- PASS: /gm) ?? []).length,
    };
  },
};

function lastLine(output, pattern) {
  return (
    output
      .split("\n")
      .filter((line) => pattern.test(line))
      .at(-1) ?? ""
  );
}

function counted(text, failedPattern, passedPattern) {
  const failed = failedPattern.exec(text);
  const passed = passedPattern.exec(text);
  if (!failed && !passed) return null;
  return { failed: Number(failed?.[1] ?? 0), passed: Number(passed?.[1] ?? 0) };
}

/**
 * Runs the `run:` line of the first failing test of a JUnit tier in results.json, in the tree
 * verify ran in. `ok` when the runner's summary says tests failed and none passed (a parent
 * test that runs its subtests along may fail with them). Null when no failing test has a line.
 */
export function runLineCheck(results, cwd, library, limitSeconds) {
  const test = (results?.tests ?? []).find((each) => each.status === "failed" && each.run);
  if (!test) return null;
  const ran = shell(test.run, cwd, library.env, limitSeconds);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes
  const output = ran.output.replace(/\u001b\[[0-9;]*m/g, "");
  const summary = SUMMARIES[library.runner]?.(output) ?? null;
  return {
    test: test.id,
    line: test.run,
    exit: ran.code,
    ...(summary ?? { failed: null, passed: null }),
    ok: summary !== null && summary.failed >= 1 && summary.passed === 0,
    ...(summary === null ? { tail: output.split("\n").slice(-8).join("\n") } : {}),
  };
}
