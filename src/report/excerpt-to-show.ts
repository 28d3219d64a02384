import type { TestResult } from "../results/schema.js";

const SHOWN_LINES = 12;
/** A stack frame of the test runner's own or Node's: node_modules, node:internal, <anonymous>. */
const RUNNER_FRAME = /^\s*at\s.*(?:node_modules|node:internal|<anonymous>)/;

/**
 * The lines of a failure's output the terminal shows under it. Output a process printed ends
 * with what went wrong, so its last lines; a failure a runner wrote into its JUnit report leads
 * with the assertion (expected, received) and trails stack frames, mostly the runner's own, so
 * its first lines, without those frames.
 */
export function excerptToShow(test: Pick<TestResult, "kind">, evidence: Evidence): string {
  const lines = evidence.excerpt.trimEnd().split("\n");
  const fromReport = test.kind === "junit" && evidence.exitCode === null;
  if (!fromReport) return lines.slice(-SHOWN_LINES).join("\n");
  return lines
    .filter((line) => !RUNNER_FRAME.test(line))
    .slice(0, SHOWN_LINES)
    .join("\n");
}

type Evidence = Pick<NonNullable<TestResult["evidence"]>, "excerpt" | "exitCode">;
