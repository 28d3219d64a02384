import type { TestResult } from "../../results/schema.js";
import { identifierOf, type SourceReader } from "../frames/source-names.js";
import { splitFunctionId } from "./coverage-runner.js";

/**
 * What runners print when a test expected an error and none came: jest's "Received function
 * did not throw", node's assert.throws "Missing expected exception", chai's "expected [Function]
 * to throw", pytest's "DID NOT RAISE", unittest's "ValueError not raised".
 */
const NO_THROW =
  /\bdid not throw\b|\bMissing expected (?:exception|rejection)\b|\bDID NOT RAISE\b|\b\w+ not raised\b|\bexpected \[Function[^\]]*\] to throw\b/;

/** Whether the failure is a test that expected an error and got none. */
export function expectedAThrow(test: TestResult): boolean {
  const evidence = test.evidence;
  if (!evidence) return false;
  return NO_THROW.test([evidence.message ?? "", evidence.excerpt, ...evidence.summary].join("\n"));
}

/**
 * Whether the function's body makes an error (`throw new RangeError(`, `raise ValueError(`), as
 * its calls show (source-calls.ts): a name ending in Error or Exception.
 */
export function makesAnError(source: SourceReader, id: string): boolean {
  const { file, function: fn } = splitFunctionId(id);
  if (identifierOf(fn) === null) return false;
  return [...source.callsOf(file, fn)].some((name) => /(?:Error|Exception)$/.test(name));
}
