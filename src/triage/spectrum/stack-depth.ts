import type { TestResult } from "../../results/schema.js";
import { stackCulprits } from "../culprit.js";

/**
 * How deep the failing tests' stacks show each function, by culprit key: 1 for the outermost
 * project frame, more the deeper, the deepest place any stack shows it; 0 for a function no
 * stack shows. Coverage runs where a stack names no culprit or only the function that handed a
 * built-in a bad value (luxon's `getCachedLF`, whose `new Intl.ListFormat` threw): with no
 * passing test to tell the functions the failures ran apart, the stack still says which of them
 * the failure went through, and the deepest is nearest the fault.
 */
export function depthsOnStacks(
  failing: readonly TestResult[],
  root?: string,
): (key: string) => number {
  const depths = new Map<string, number>();
  for (const test of failing)
    stackCulprits(test, root).forEach((key, index) => {
      depths.set(key, Math.max(depths.get(key) ?? 0, index + 1));
    });
  return (key) => depths.get(key) ?? 0;
}
