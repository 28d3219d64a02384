import type { TestResult } from "../../results/schema.js";
import { type Culprit, frameCulprit } from "../culprit.js";

/**
 * Coverage blames a failure whose stack shows a built-in throwing on a value its frame handed it
 * (frameOnlyPassedTheValue), because the value may have been made elsewhere. When the function
 * coverage blames it on also takes failures whose stacks show no project function at all, the
 * two kinds of failure are joined by a function both ran, not by what the stack showed: luxon's
 * two-bug tree, where `Intl.ListFormat` threw in getCachedLF for 10 failures, and 14 assertions
 * of `num`'s bug, all 24 running the one-line `isUndefined`, became one group. Such a failure
 * keeps its stack's culprit instead, unless the spectrum says more than "both ran it".
 */
export function keepStackCulpritsApart(
  coverageCulprits: ReadonlyMap<string, Culprit>,
  failed: readonly TestResult[],
  evidence: {
    /** Whether, as the source shows, the first culprit's function calls the second's in this test; unknown is yes. */
    reaches: (testId: string, from: string, to: string) => boolean;
    /** Whether most passing tests of the sample ran the culprit's function. */
    commonInPassing: (key: string) => boolean;
  },
  root?: string,
): Map<string, Culprit> {
  const frames = new Map<string, Culprit>();
  for (const test of failed) {
    const frame = frameCulprit(test, root);
    if (frame) frames.set(test.id, frame);
  }
  // Per blamed function, the failures with no frame it takes.
  const frameless = new Map<string, string[]>();
  for (const [id, culprit] of coverageCulprits)
    if (!frames.has(id)) frameless.set(culprit.key, [...(frameless.get(culprit.key) ?? []), id]);
  const kept = new Map(coverageCulprits);
  for (const [id, culprit] of coverageCulprits) {
    const frame = frames.get(id);
    const others = frameless.get(culprit.key) ?? [];
    // The value a built-in threw on comes from the frame's function or what it calls (a code
    // point made wrong by `codePointOf`, which `render` calls before String.fromCodePoint): a
    // blamed function the frame's cannot reach made nothing it handed over. A function few
    // passing tests run is evidence of its own (yaml's `setAnchor`, 3 of 66, blamed for the
    // "should not happen" Alias.toJS throws and the assertions alike); one most of them run
    // (luxon's `isUndefined`, 15 of 17) is not.
    if (
      frame &&
      frame.key !== culprit.key &&
      others.length > 0 &&
      evidence.commonInPassing(culprit.key) &&
      !evidence.reaches(id, frame.key, culprit.key)
    )
      kept.delete(id);
  }
  return kept;
}
