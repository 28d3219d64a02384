import { GENERIC_MESSAGE } from "../junit/junit-evidence.js";
import type { Evidence } from "../results/schema.js";
import { formatDuration } from "../text/quantities.js";
import { typeReadOtherThanReported } from "../triage/exception-type.js";

/**
 * How a failed test ended, in words: what its runner's report said (a JUnit failure, error or
 * skip, with its type and message), else the process's ending (timeout, signal, exit code).
 */
export function howTestEnded(evidence: Evidence): string {
  const reported = evidence.reported;
  if (reported) {
    // A group's signature names the type triage reads ("AssertionError in index.js:f"): where
    // the report says another ("Error", supertest's), the line says so, not two stories.
    const read = typeReadOtherThanReported(evidence);
    const readAs = read
      ? `, read from its message as ${/^[AEIOU]/.test(read) ? "an" : "a"} ${read}: the name its group goes by`
      : "";
    const type = reported.type ? ` (${reported.type}${readAs})` : "";
    const said = reported.message ? firstLine(reported.message) : "";
    // "Failed" (gotestsum) adds nothing to "reported a failure".
    const message = said && !GENERIC_MESSAGE.test(said) ? `: ${said}` : "";
    return `the test runner reported ${article(reported.outcome)}${type}${message}`;
  }
  if (evidence.timedOut) return `timed out after ${formatDuration(evidence.durationMs)}`;
  if (evidence.signal) return `killed by ${evidence.signal}`;
  if (evidence.exitCode === null) return "failed, as the test runner's report says";
  return `exit code ${evidence.exitCode}`;
}

function article(outcome: "failure" | "error" | "skipped"): string {
  return outcome === "skipped" ? "it skipped" : `${outcome === "error" ? "an" : "a"} ${outcome}`;
}

function firstLine(text: string): string {
  const line = text.trim().split("\n")[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
