import type { TestResult } from "../../results/schema.js";
import { type Culprit, frameCaller, frameCulprit, frameOnlyPassedTheValue } from "../culprit.js";
import { callerCounter, SHARED_CALLERS } from "../spectrum/shared-helpers.js";
import { identifierOf, SourceReader } from "./source-names.js";

/**
 * The failures whose stack ends in a helper many functions of the source call, each entered
 * from the same caller: that caller, by test id. The helper is where the error surfaced, the
 * caller where it came from (sqlparse's `group_aliased` handing `token_next_by` an `idx` of
 * None: 367 TypeErrors in `token_next_by`, which sqlparse calls from 44 places). A fault in the helper
 * itself would fail the tests of several of its callers; one alone says the fault is on its
 * side.
 */
export function helpersCallers(
  failed: readonly TestResult[],
  root?: string,
): ReadonlyMap<string, Culprit> {
  const replaced = new Map<string, Culprit>();
  if (!root) return replaced;
  const byHelper = new Map<
    string,
    { helper: Culprit; tests: { id: string; caller: Culprit | null }[] }
  >();
  for (const test of failed) {
    if (frameOnlyPassedTheValue(test, root)) continue;
    const helper = frameCulprit(test, root);
    if (!helper) continue;
    const entry = byHelper.get(helper.key) ?? { helper, tests: [] };
    entry.tests.push({ id: test.id, caller: frameCaller(test, root) });
    byHelper.set(helper.key, entry);
  }
  const source = new SourceReader(root);
  const count = callerCounter(root, source);
  const callersOf = (culprit: Culprit) => {
    const name = identifierOf(culprit.function);
    return name ? count(culprit.file, name) : 0;
  };
  for (const { helper, tests } of byHelper.values()) {
    const callers = new Set(tests.map((test) => test.caller?.key ?? null));
    const [only] = tests;
    const caller = only?.caller;
    if (callers.size !== 1 || !caller) continue;
    if (callersOf(helper) < SHARED_CALLERS || callersOf(caller) >= SHARED_CALLERS) continue;
    for (const test of tests) replaced.set(test.id, caller);
  }
  return replaced;
}
