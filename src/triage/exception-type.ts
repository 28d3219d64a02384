import type { Evidence } from "../results/schema.js";
import { type DecisiveLine, decisiveLine } from "./decisive-line.js";

/**
 * The type a group's signature names: "TypeError", "KeyError"; "AssertionError" for a failure
 * whose words read as an assertion's ("expected 200, got 500", jest's Expected/Received), which
 * the runner may report as a plain Error (supertest's) or its own word (node's testCodeFailure);
 * "failure" when the failure names no type.
 */
export function exceptionType(decisive: DecisiveLine): string {
  if (decisive.kind === "exception") {
    const name = /^([\w.$]+)/.exec(decisive.signature)?.[1] ?? "Error";
    return name.slice(name.lastIndexOf(".") + 1);
  }
  if (decisive.kind === "assertion") return "AssertionError";
  return "failure";
}

/**
 * The type triage reads in a failure when it is not the one its runner reported ("Error"
 * reported, "AssertionError" read from "expected 200, got 500"), so a test's evidence can say
 * why its group names a type its report does not; null when they agree or triage reads none.
 */
export function typeReadOtherThanReported(evidence: Evidence): string | null {
  const reported = evidence.reported?.type;
  if (!reported) return null;
  const type = reported.slice(reported.lastIndexOf(".") + 1);
  // node:test reports a kind of failure (testCodeFailure, hookFailure), not an error's type:
  // nothing there to set against the type triage reads.
  if (!ERROR_TYPE.test(type)) return null;
  const read = exceptionType(decisiveLine({ id: "", reason: null, evidence }));
  if (read === "failure") return null;
  return read === type ? null : read;
}

/** A thrown value's type as runners report it: Error, AssertionError, KeyError, IOException. */
const ERROR_TYPE = /(?:Error|Exception)$/;
