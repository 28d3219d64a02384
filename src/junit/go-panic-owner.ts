import type { TestResult } from "../results/schema.js";
import type { JunitTestRef } from "./command-line.js";
import { isGoPanic } from "./go-panic.js";

/** Where go's panic text starts in a test's output. */
const PANIC_LINE = /^panic: /m;

/**
 * Whether a failed test's text holds a panic another test raised. A test that panics prints its
 * `--- FAIL: <name>` line and then the panic; with t.Parallel() tests running, go test's JSON
 * (gotestsum's input) gives the panic's lines to whichever test it names last, which may be one
 * still running, whose own text has no `--- FAIL` line of its own: the test whose function the
 * panic's stack names is the one that raised it.
 */
export function carriesAnothersPanic(name: string, details: string): boolean {
  if (!isGoPanic(details)) return false;
  const before = details.slice(0, details.search(PANIC_LINE));
  // go-junit-report keeps none of go's own lines: there, no test's text says it finished.
  if (!/^=== RUN /m.test(before)) return false;
  return !before.split("\n").some((line) => line.trim().startsWith(`--- FAIL: ${name} (`));
}

/**
 * Gives each panic a test carried (carriesAnothersPanic) back to the test that raised it, with
 * the evidence its report would have given it, the panic's lines after its own: the same failure
 * and signature whether it ran beside other tests or alone. The raiser is a failed test of the
 * same package whose text ends at its own `--- FAIL` line, whose function (or a closure in it,
 * for a subtest) the panic's stack names, the deepest such name when subtests failed too.
 * Returns the raisers' names by the carriers' index; a carrier whose raiser is not found keeps
 * its panic.
 */
export function returnCarriedPanics(
  tests: TestResult[],
  refs: readonly JunitTestRef[],
  carriers: ReadonlySet<string>,
  keyOf: (ref: JunitTestRef) => string,
): Map<number, string> {
  const raisers = new Map<number, string>();
  tests.forEach((carrier, at) => {
    const ref = refs[at];
    const text = carrier.evidence?.excerpt ?? "";
    if (!ref || !carriers.has(keyOf(ref)) || !PANIC_LINE.test(text)) return;
    const top = panickingFunction(text, ref.classname);
    if (top === null) return;
    const raiser = raiserOf(tests, refs, ref.classname, top);
    if (raiser === null) return;
    tests[raiser] = withPanicOf(tests[raiser] as TestResult, carrier, text);
    const raiserRef = refs[raiser];
    if (raiserRef && carrier.evidence?.location) {
      raiserRef.file = ref.file;
      raiserRef.line = ref.line;
    }
    carrier.evidence = carrier.evidence && {
      ...carrier.evidence,
      excerpt: text.slice(0, text.search(PANIC_LINE)).trimEnd(),
    };
    raisers.set(at, refs[raiser]?.name ?? top);
  });
  return raisers;
}

/** The test function of `pkg` the panic's stack names first: `pkg.TestX(` or a closure in it, `pkg.TestX.func1(`. */
function panickingFunction(text: string, pkg: string): string | null {
  const escaped = pkg.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const frame = new RegExp(`^${escaped}\\.((?:Test|Example|Fuzz)\\w*)(?:\\.func[\\d.]+)?\\(`, "m");
  return frame.exec(text)?.[1] ?? null;
}

/** The index of the failed test of `pkg` under `top` that ended at its own `--- FAIL` line with no text after it, the deepest. */
function raiserOf(
  tests: readonly TestResult[],
  refs: readonly JunitTestRef[],
  pkg: string,
  top: string,
): number | null {
  let found: number | null = null;
  refs.forEach((ref, at) => {
    const test = tests[at];
    if (ref.classname !== pkg || test?.status !== "failed") return;
    if (ref.name !== top && !ref.name.startsWith(`${top}/`)) return;
    const lines = (test.evidence?.excerpt ?? "").split("\n").filter((line) => line.trim() !== "");
    if (!lines.at(-1)?.trim().startsWith(`--- FAIL: ${ref.name} (`)) return;
    if (found === null || ref.name.length > (refs[found]?.name.length ?? 0)) found = at;
  });
  return found;
}

function withPanicOf(raiser: TestResult, carrier: TestResult, text: string): TestResult {
  const own = raiser.evidence;
  const carried = carrier.evidence;
  if (!own || !carried) return raiser;
  const panic = text.slice(text.search(PANIC_LINE));
  return {
    ...raiser,
    file: carried.location ? carrier.file : raiser.file,
    evidence: {
      ...carried,
      durationMs: own.durationMs,
      excerpt: `${own.excerpt.trimEnd()}\n${panic}`,
      outputBytes: own.outputBytes + Buffer.byteLength(panic, "utf8"),
      truncated: own.truncated || carried.truncated,
    },
  };
}
