import type { JunitTestRef, Selection } from "../junit/command-line.js";
import type { TestResult } from "../results/schema.js";
import { anchoredAlternatives, filesOf } from "./command-words.js";

/**
 * tap 16's xunit reporter (`-R xunit`, from tap-mocha-reporter): one flat <testsuite name="TAP
 * Tests"> holding every assertion as a testcase, its classname the test file and the subtests it
 * is in, joined by spaces ("test/classes/range.js range tests"). A subtest's name may hold spaces
 * too, so the levels cannot be told apart; the classname is what one test is: the assertions of
 * one subtest (or of the file's top level) are its parts, not tests of their own (semver's
 * `range tests` runs 126 assertions, one per row of its table).
 */
export const FLAT_SUITE = "TAP Tests";

export function isFlatReport(refs: readonly JunitTestRef[]): boolean {
  return refs.length > 0 && refs.every((ref) => ref.suite === FLAT_SUITE);
}

/**
 * Folds the assertions into their subtests, in place: one test per classname, failed when one
 * of its assertions failed (with the first failed one's evidence), skipped when all were. Its
 * id is "file > subtests" ("test/classes/range.js > range tests"), the file alone for the
 * file's top-level assertions; its ref names the file as classname and the subtests as name.
 */
export function foldFlatReport(tests: TestResult[], refs: JunitTestRef[]): void {
  const order: string[] = [];
  const parts = new Map<string, number[]>();
  refs.forEach((ref, index) => {
    const seen = parts.get(ref.classname);
    if (seen) seen.push(index);
    else {
      parts.set(ref.classname, [index]);
      order.push(ref.classname);
    }
  });
  const folded = order.map((classname) => {
    const indexes = parts.get(classname) ?? [];
    const members = indexes.map((index) => tests[index] as TestResult);
    const { file, subtests } = splitClassname(classname);
    const failed = members.find((test) => test.status === "failed");
    const status = failed
      ? "failed"
      : members.some((test) => test.status === "passed")
        ? "passed"
        : "skipped";
    const first = members[0] as TestResult;
    const id = file === null ? classname : subtests === "" ? file : `${file} > ${subtests}`;
    const test: TestResult = {
      ...first,
      id,
      title: subtests || classname,
      status,
      file: file ?? first.file,
      durationMs: members.reduce((sum, each) => sum + each.durationMs, 0),
      reason: status === "skipped" ? first.reason : null,
      evidence: failed?.evidence ? unescaped(failed.evidence) : null,
    };
    const ref: JunitTestRef = {
      name: subtests,
      classname: file ?? classname,
      suite: FLAT_SUITE,
      file,
      line: null,
    };
    return { test, ref };
  });
  tests.splice(0, tests.length, ...folded.map((each) => each.test));
  refs.splice(0, refs.length, ...folded.map((each) => each.ref));
}

/**
 * The run of these tests' files, each cut to the top-level subtests their names may begin with:
 * tap's first --grep matches a file's top-level subtests, and the word a subtest's name ends at
 * is not known, so every run of whole words the name begins with is one alternative. A subtest
 * so named runs with all it holds. A file's top-level assertions run whatever --grep says.
 */
export function selectFlat(tests: readonly JunitTestRef[]): Selection | null {
  const files = filesOf(tests);
  if (!files) return null;
  const prefixes = tests.flatMap((test) => {
    if (test.name === "") return [];
    const words = test.name.split(" ");
    return words.map((_, index) => words.slice(0, index + 1).join(" "));
  });
  if (prefixes.length === 0) return { options: [], paths: files };
  return { options: [`--grep=${anchoredAlternatives(prefixes)}`], paths: files };
}

/**
 * tap-mocha-reporter escapes a failure's text as XML and then wraps it in CDATA, where nothing
 * is unescaped: its stacks read "at Test.&lt;anonymous&gt;".
 */
function unescaped(evidence: NonNullable<TestResult["evidence"]>): TestResult["evidence"] {
  const text = (value: string) =>
    value.replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ENTITIES[name] ?? "");
  return {
    ...evidence,
    excerpt: text(evidence.excerpt),
    message: evidence.message === null ? null : text(evidence.message),
  };
}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", quot: '"', "#39": "'", amp: "&" };

/** "test/classes/range.js range tests": the file is the first word, when it names a script. */
function splitClassname(classname: string): { file: string | null; subtests: string } {
  const space = classname.indexOf(" ");
  const file = space === -1 ? classname : classname.slice(0, space);
  if (!/\.[cm]?[jt]sx?$/.test(file)) return { file: null, subtests: classname };
  return { file, subtests: space === -1 ? "" : classname.slice(space + 1) };
}
