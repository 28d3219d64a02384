import type { TestResult } from "../../results/schema.js";
import { culpritOf, innermostProjectFrame, stackCulprits } from "../culprit.js";
import { forwardsItsParameters } from "../frames/forwarded-arguments.js";
import { thrownByBuiltin } from "../frames/v8-frames.js";

/**
 * How deep the failing tests' stacks show each function, by culprit key: 1 for the outermost
 * project frame, more the deeper, the deepest place any stack shows it; 0 for a function no
 * stack shows. Coverage runs where a stack names no culprit or only the function that handed a
 * built-in a bad value: with no passing test to tell the functions the failures ran apart, the
 * stack still says which of them the failure went through, and the deepest is nearest the
 * fault. A function that handed the built-in its own parameters as they came (forwarders)
 * made nothing: it counts as no place on the stack.
 */
export function depthsOnStacks(
  failing: readonly TestResult[],
  root?: string,
  forwarders: ReadonlySet<string> = forwardersOnStacks(failing, root),
): (key: string) => number {
  const depths = new Map<string, number>();
  for (const test of failing)
    stackCulprits(test, root)
      .filter((key) => !forwarders.has(key))
      .forEach((key, index) => {
        depths.set(key, Math.max(depths.get(key) ?? 0, index + 1));
      });
  return (key) => depths.get(key) ?? 0;
}

/**
 * The culprit keys of the functions whose line a built-in threw on hands it only their own
 * parameters (forwarded-arguments.ts): luxon's `getCachedLF(locString, opts)`, whose
 * `new Intl.ListFormat(locString, opts)` threw on the arguments `listFormatter` swapped.
 */
export function forwardersOnStacks(failing: readonly TestResult[], root?: string): Set<string> {
  const keys = new Set<string>();
  if (!root) return keys;
  for (const test of failing) {
    const evidence = test.evidence;
    if (!evidence || !thrownByBuiltin([evidence.excerpt, ...evidence.summary].join("\n"))) continue;
    const frame = innermostProjectFrame(test, root);
    if (frame && forwardsItsParameters(frame, root))
      keys.add(culpritOf(frame.file, frame.function, "frame", root, frame.line).key);
  }
  return keys;
}
