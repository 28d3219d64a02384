import { createHash } from "node:crypto";
import type { TestResult } from "../results/schema.js";
import { type Culprit, frameCulprit, frameOnlyPassedTheValue } from "./culprit.js";
import { type DecisiveKind, decisiveLine } from "./decisive-line.js";
import { exceptionType } from "./exception-type.js";
import { answeredOnce } from "./frames/source-snapshot.js";

export interface FailureSignature {
  /** First 12 hex digits of sha256 over the versioned signature text: the group id. */
  id: string;
  /** What a person reads: "TypeError in more_itertools/more.py:ilen", "connection refused to localhost:8000". */
  text: string;
  kind: DecisiveKind;
  /** The unmasked decisive line from this test's evidence. */
  line: string;
  /** The project function the failure is blamed on, when one was found. */
  culprit: Culprit | null;
}

export interface SignatureOptions {
  /** The project root, so absolute paths in stacks can be told inside or outside the project. */
  root?: string;
  /**
   * A culprit found another way (coverage), used when the stack names no project function, or
   * names only the one that handed a built-in the value it threw on.
   */
  culprit?: Culprit | null;
  /** The stack's culprit is a helper and `culprit` its caller (frames/helper-callers.ts). */
  callerOfHelper?: Culprit | null;
}

/**
 * Bump when the masking, the choice of decisive line or the culprit rule changes: ids from
 * different versions must not collide, because the app files issues under them.
 * v2: exception type + culprit function when one is found; value diffs masked to their shape.
 */
export const SIGNATURE_VERSION = "fix-loop-signature-v2";

/** Kinds whose decisive line already names a shared cause outside the code (a service, a status). */
const CAUSE_OUTSIDE_CODE = new Set<DecisiveKind>(["connection-refused", "http-status"]);

/**
 * Of those, the kinds coverage may still name a culprit for: a status answered by the project's
 * own code in the test's process (an app tested through supertest) is the code's failure, and
 * the re-run with coverage sees the functions that answered it. A stack frame never names it: it
 * is the client's that read the status. A status from a server outside the test's process leaves
 * coverage nothing to name, and the status stays the signature.
 */
const COVERAGE_MAY_NAME = new Set<DecisiveKind>(["http-status"]);

/**
 * The root-cause signature of a failed test, identical across runs and machines: the exception
 * type and the culprit function (no line number, so a small edit does not move it), else the
 * masked decisive line.
 */
export function failureSignature(
  test: TestResult,
  options: SignatureOptions = {},
): FailureSignature {
  // The signature of the failure alone (no coverage culprit or helper's caller given): triage
  // asks it of each failure several times.
  if (!options.culprit && !options.callerOfHelper) {
    return answeredOnce(test, `signature in ${options.root ?? ""}`, () =>
      signatureOf(test, options),
    );
  }
  return signatureOf(test, options);
}

function signatureOf(test: TestResult, options: SignatureOptions): FailureSignature {
  const decisive = decisiveLine(test);
  const frame = CAUSE_OUTSIDE_CODE.has(decisive.kind)
    ? null
    : (options.callerOfHelper ?? frameCulprit(test, options.root));
  const found =
    CAUSE_OUTSIDE_CODE.has(decisive.kind) && !COVERAGE_MAY_NAME.has(decisive.kind)
      ? null
      : (options.culprit ?? null);
  const culprit =
    frame && found && frameOnlyPassedTheValue(test, options.root) ? found : (frame ?? found);
  const text = culprit ? `${exceptionType(decisive)} in ${culprit.key}` : decisive.signature;
  return { id: signatureId(text), text, kind: decisive.kind, line: decisive.line, culprit };
}

export function signatureId(text: string): string {
  return createHash("sha256").update(`${SIGNATURE_VERSION}\n${text}`).digest("hex").slice(0, 12);
}

/**
 * Whether a failed test still fails the way its group did: its signature is the group's, one
 * merged into it, or one its tests had without coverage (a re-run does not repeat coverage).
 */
export function failsAsInGroup(
  test: TestResult,
  group: { id: string; triage?: { merged: string[]; signatures: string[] } | undefined },
  options: SignatureOptions = {},
): boolean {
  const id = failureSignature(test, options).id;
  return (
    id === group.id ||
    (group.triage?.merged.includes(id) ?? false) ||
    (group.triage?.signatures.includes(id) ?? false)
  );
}
