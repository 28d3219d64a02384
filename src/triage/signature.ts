import { createHash } from "node:crypto";
import type { TestResult } from "../results/schema.js";
import { type DecisiveKind, decisiveLine } from "./decisive-line.js";

export interface FailureSignature {
  /** First 12 hex digits of sha256 over the versioned masked text: the group id. */
  id: string;
  /** The masked text a person reads: "connection refused to localhost:8000". */
  text: string;
  kind: DecisiveKind;
  /** The unmasked decisive line from this test's evidence. */
  line: string;
}

/**
 * Bump when the masking or the choice of decisive line changes: ids from different versions
 * must not collide, because the app files issues under them.
 */
const SIGNATURE_VERSION = "fix-loop-signature-v1";

/** The root-cause signature of a failed test: identical across runs and machines. */
export function failureSignature(test: TestResult): FailureSignature {
  const decisive = decisiveLine(test);
  return {
    id: signatureId(decisive.signature),
    text: decisive.signature,
    kind: decisive.kind,
    line: decisive.line,
  };
}

export function signatureId(text: string): string {
  return createHash("sha256").update(`${SIGNATURE_VERSION}\n${text}`).digest("hex").slice(0, 12);
}
