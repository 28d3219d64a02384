import { describe, expect, it } from "vitest";
import type { Group } from "../../../src/results/schema.js";
import { triageFailures } from "../../../src/triage/triage.js";
import { realMutant } from "./real-mutant-fixture.js";

/** Triage of a benchmark mutant (real-mutant-fixture.ts), coverage answered from what was taken. */
async function triaged(name: string): Promise<Group[]> {
  const mutant = await realMutant(name);
  return triageFailures(mutant.tests, mutant.tierOrder, {
    root: mutant.root,
    coverage: mutant.runner,
    taken: mutant.taken,
  });
}

const culprits = (groups: Group[]) =>
  groups.map((group) => [
    group.tests.length,
    group.triage?.culprit ? `${group.triage.culprit.file}:${group.triage.culprit.function}` : null,
  ]);

describe("a helper many functions of the source call", () => {
  it("gives way to its caller the failures went through (deep-object-diff: `if (hasOwnProperty(lhs, key))` negated in updatedDiff)", async () => {
    // 19 failures; the retries' passing sample (2 tests) has one that ran updatedDiff and
    // returned before calling hasOwnProperty, so Ochiai ranks the helper first (0.975 to 0.951).
    expect(culprits(await triaged("deep-object-diff-updated"))).toEqual([
      [19, "src/updated.js:updatedDiff"],
    ]);
  });

  it("is not what a caller it ties with gives way to (pathe: `if (val)` negated in basename)", async () => {
    // 35 failures, no passing sample: basename and normalizeWindowsPath, which basename calls
    // and 11 other functions of src/_path.ts call too, tie at 1.0.
    expect(culprits(await triaged("pathe-basename"))).toEqual([[35, "src/_path.ts:basename"]]);
  });
});

describe("functions the failing stacks show", () => {
  it("rank first among those the spectrum cannot tell apart, the deepest first, less one that only handed a built-in its own parameters (luxon: getCachedLF's arguments swapped in listFormatter)", async () => {
    // `new Intl.ListFormat` threw in getCachedLF, under listFormatter, under toHuman; the 10
    // failures' retries ran no passing test, so 49 functions tie at 1.0 and the tests' names
    // ("Duration#toHuman ...") picked the outermost caller. getCachedLF hands the built-in
    // `(locString, opts)` as it was given them: the arguments were made by listFormatter, the
    // deepest frame that made anything (read as the source declares it: `listFormatter(opts =
    // {}) {` opens its body after its default's braces).
    expect(culprits(await triaged("luxon-list-formatter"))).toEqual([
      [10, "src/impl/locale.js:listFormatter"],
    ]);
  });
});

describe("a stack that ends in a helper many functions call, entered from one caller", () => {
  it("blames the caller (sqlparse: `while token` negated in group_aliased)", async () => {
    // group_aliased hands token_next_by an `idx` of None: the TypeError surfaces on
    // token_next_by's first line, in every failure (367; 6 kept here), always under
    // group_aliased. sqlparse calls token_next_by from 44 places..
    expect(culprits(await triaged("sqlparse-group-aliased"))).toEqual([
      [6, "sqlparse/engine/grouping.py:group_aliased"],
    ]);
  });
});

describe("one group of failures that print the same masked line, with coverage a retry took", () => {
  it("splits in two when two culprits each explain several failures (deep-object-diff: updatedDiff's and arrayDiff's diff's bugs in one tree)", async () => {
    // Every failure is a value diff of the same shape: one signature, so one group, which
    // coverage named only when it blamed every failure on one function.
    expect(culprits(await triaged("deep-object-diff-two-bugs"))).toEqual([
      [19, "src/updated.js:updatedDiff"],
      [4, "src/arrayDiff.js:diff"],
    ]);
  });
});

describe("an empty function every failure ran", () => {
  it("is never the culprit: two bugs, two groups (fastify/fast-content-type-parse: parse's `value.length - 1` and safeParse's `!==`, both calling the empty constructor NullObject)", async () => {
    // The spectrum ranked `function NullObject () { }` first for both bugs' failures: one group.
    expect(culprits(await triaged("fast-content-type-parse-two-bugs"))).toEqual([
      [6, "index.js:safeParse"],
      [3, "index.js:parse"],
    ]);
  });
});

describe("one group of real bugs (BugsJS), its culprit left to the spectrum", () => {
  it("is where the tests' file name points when no stack names a project function (express Bug-3: res.format's default handler, tested in test/res.format.js through supertest)", async () => {
    // One failure, its stack all supertest's; the retry's coverage and 20 passing tests of the
    // file ranked the error logger first (1.0), then `normalizeType` (16 passing callers) above
    // `res.format` (17): every test of the file formats a response.
    expect(culprits(await triaged("express-res-format"))).toEqual([
      [1, "lib/response.js:res.format"],
    ]);
  });

  it("is not the harness that asserted (eslint Bug-61: operator-assignment's prohibit, asserted in RuleTester.run)", async () => {
    // Four "Output is incorrect." failures, each stack ending in lib/testers/rule-tester.js,
    // whose helpers every test of the file ran; the rule's own file is the test file's namesake.
    expect(culprits(await triaged("eslint-operator-assignment-prohibit"))).toEqual([
      [4, "lib/rules/operator-assignment.js:prohibit"],
    ]);
  });

  it("is in the tested file, not the harness that asserted, with one passing test beside the failures (the same bug, coverage taken by mocha's in-run retry)", async () => {
    // mocha's in-run retry took coverage of the 4 failures and the one test after them; the run
    // of 80 more passing tests triage asked for did not fit the tier's 0.7 s. The rule's file is
    // what tests/lib/rules/operator-assignment.js tests, so the harness is rule-tester.js. One
    // passing test cannot tell prohibit from canBeFixed, which it calls: the file, not the function.
    const groups = await triaged("eslint-prohibit-in-run-retry");
    expect(groups.map((group) => [group.tests.length, group.triage?.culprit?.file])).toEqual([
      [4, "lib/rules/operator-assignment.js"],
    ]);
  });
});

describe("failures a built-in threw on, and failures whose stacks show nothing, blamed on one function", () => {
  it("stay apart when the function the stack shows cannot reach it (luxon: getCachedLF's arguments swapped, and `num` off by one, in one tree)", async () => {
    // `new Intl.ListFormat` threw under getCachedLF in 10 failures; 25 assertions of num's bug
    // show no project frame. All 35 ran the one-line `isUndefined`, which the spectrum blamed
    // for 24 of them: the 10 went with 14 of num's into one group. getCachedLF calls nothing
    // that reaches isUndefined, so the value it handed over was not made there.
    const groups = culprits(await triaged("luxon-two-bugs"));
    // Named as the function that made the arguments getCachedLF handed the built-in.
    expect(groups).toContainEqual([10, "src/impl/locale.js:listFormatter"]);
    expect(groups.reduce((sum, [count]) => sum + Number(count), 0)).toBe(35);
  });
});

describe("a failure thrown by the project's own invariant check", () => {
  it('is blamed where the spectrum points, not on the check (yaml: setAnchor records no anchor, and Alias.toJS throws "This should not happen")', async () => {
    // 23 failures: 13 thrown by Alias.toJS's "This should not happen: Alias anchor was not
    // resolved?", 9 assertions with no project frame, 1 thrown in setAnchor itself. All 23 ran
    // setAnchor, which 3 of 66 passing tests ran. Coverage as V8 names a class's methods (not
    // as helpers of `<instance_members_initializer>`, which no source names: v8-coverage.ts).
    expect(culprits(await triaged("yaml-set-anchor"))).toEqual([
      [23, "src/nodes/toJS.ts:setAnchor"],
    ]);
  });

  it("is not blamed on the function that checked, when the passing sample runs it less often than the function that made the state (the same bug, the first run's wider contrast)", async () => {
    // The first run's contrast is now 126 passing tests: 15 ran setAnchor (anchors no alias
    // reads) and 10 Alias.toJS, so Ochiai ranked the check (0.835) above setAnchor (0.778) and
    // blamed 22 failures on it, beside the one whose stack overflowed in setAnchor: 2 groups.
    expect(culprits(await triaged("yaml-set-anchor-wider-contrast"))).toEqual([
      [23, "src/nodes/toJS.ts:setAnchor"],
    ]);
  });
});

describe("an HTTP status the project's own app answered in the test's process", () => {
  it("is blamed where coverage points, with the assertions of the same bug (express: `if (!queryparse)` negated in req.query)", async () => {
    // supertest drives the app in the test's process: 9 failures print only a status ("expected
    // 401, got 400", "got 500"), with no stack of the app; the other 7 compare a body. All 16
    // ran req.query. The status made a group of its own, with no culprit, for each status.
    expect(culprits(await triaged("express-query"))).toEqual([[16, "lib/request.js:query"]]);
  });
});

describe("failures that expected an error and got none", () => {
  it("are blamed on the function that makes the error, not a callee it ties with (ms: `||` -> `&&` in format's check of its input)", async () => {
    // Six "Received function did not throw" for ms(NaN), ms(Infinity) and the like: format no
    // longer throws and hands the value to fmtShort. The retries ran no passing test, so format
    // and fmtShort tie at 1.0, and format, which calls fmtShort, gave way to it.
    expect(culprits(await triaged("ms-format"))).toEqual([[6, "src/index.ts:format"]]);
  });
});

describe("a TypeError read off a null the function was handed", () => {
  it("is blamed where the spectrum points, with the assertions of the same bug (negotiator: getCharsetPriority's `if (spec && ...)` negated)", async () => {
    // getCharsetPriority hands back a null priority; `.filter(isQuality)` reads `spec.q` of it:
    // 9 "Cannot read properties of null (reading 'q')" in isQuality, whose parameter is `spec`,
    // and 16 assertions blamed on getCharsetPriority by coverage. They were two groups.
    expect(culprits(await triaged("negotiator-charset-priority"))).toEqual([
      [25, "lib/charset.js:getCharsetPriority"],
    ]);
  });
});

describe("a tie the first run's passing sample leaves (negotiator's getCharsetPriority: 14 passing tests taken on the way)", () => {
  const triage = async (tierMs?: Record<string, number>) => {
    const mutant = await realMutant("negotiator-charset-priority");
    const groups = await triageFailures(mutant.tests, mutant.tierOrder, {
      root: mutant.root,
      coverage: mutant.runner,
      taken: mutant.taken,
      ...(tierMs ? { coverageLimits: { tierMs } } : {}),
    });
    return { groups, runs: mutant.runs() };
  };

  it("is topped up with one more run of the runner where the tier's time is not known", async () => {
    expect(await triage().then(({ runs }) => runs)).toBe(1);
  });

  it("is left as it is where that run would cost more than a quarter of the tier: mocha took 1.8 s for 26 ms of tests", async () => {
    const { groups, runs } = await triage({ tests: 1_804 });
    expect(runs).toBe(0);
    expect(culprits(groups)).toEqual([[25, "lib/charset.js:getCharsetPriority"]]);
  });
});

describe("failures the spectrum cannot tell apart, beside failures whose stacks show a function", () => {
  it("go to the function the other failures' stacks show (path-to-regexp: `while (index < tokens.length)` negated in hasInSegment)", async () => {
    // 84 TypeErrors thrown in hasInSegment, under toRegExpSource; 3 assertions with no project
    // frame, whose coverage ties hasInSegment (as toRegExpSource's helper) and `negate` at 1.0
    // with no passing test calling either: the name picked negate, a group of its own.
    expect(culprits(await triaged("path-to-regexp-has-in-segment"))).toEqual([
      [11, "src/index.ts:hasInSegment"],
    ]);
  });
});

describe("two bugs whose failures all ran one function, with a small passing sample", () => {
  it("are not one group blamed on it (negotiator: specify's check negated in lib/encoding.js, getCharsetPriority's in lib/charset.js)", async () => {
    // 31 encoding and 25 charset failures all parse their Accept header with parseAccept, as
    // the 9 passing tests mocha's in-run retry covered did: it ranked first (0.93) and took 31
    // encoding and 10 charset failures into one group. Set aside, the failures fall apart.
    const groups = await triaged("negotiator-two-bugs");
    const bugOf = (id: string) => (id.startsWith("negotiator.encoding") ? "encoding" : "charset");
    expect(groups.map((group) => new Set(group.tests.map(bugOf)).size)).not.toContain(2);
    expect(culprits(groups)).toContainEqual([31, "lib/encoding.js:specify"]);
  });
});

describe("one bug in a function every test runs, with a small passing sample", () => {
  it("stays one group: set aside, its failures fall only to functions most passing tests run (negotiator: parseAccept skips the first media type)", async () => {
    // 40 of the 58 failures were covered, and the 10 passing tests all ran parseAccept. Set
    // aside, the failures fell to the Negotiator constructor (33) and isQuality (5), which 7 of
    // the 10 ran, and the 18 without coverage stayed apart: 4 groups.
    const groups = await triaged("negotiator-parse-accept");
    expect(groups.map((group) => group.tests.length)).toEqual([58]);
  });
});

describe("one bug in a function the parser runs for every input", () => {
  it("is one group, though one failure's coverage began after the parse (yaml: `peek` reads the stack from the wrong end)", async () => {
    // 646 of 964 tests fail: 396 with no project frame on their stacks, the rest thrown by the
    // parser's `pop`, the composer and Document's `toString` (5 groups). 570 of the 571 covered
    // failures ran the parser's functions, which 15 of the 126 passing tests ran; the other
    // one's document was parsed before its coverage began (it ran only `toString`).
    const groups = await triaged("yaml-peek");
    expect(culprits(groups)).toEqual([[646, "src/parse/parser.ts:pop"]]);
  });
});

describe("one bug in a predicate declared over several lines", () => {
  it("is one group blamed on it (yaml: `isCollection`'s `||` made `&&`, its parameters on the line below its name)", async () => {
    // 49 failures in 5 groups by their stacks and symptoms; every one ran isCollection, which 72
    // of the 280 passing tests ran. Its declaration `export const isCollection = (` was not
    // read as one, so the name seemed absent from the source and could not be the one cause.
    expect(culprits(await triaged("yaml-is-collection"))).toEqual([
      [49, "src/nodes/identity.ts:isCollection"],
    ]);
  });
});

describe("one bug with a passing sample of one test", () => {
  it('is one group: one passing test cannot show what every test runs (unjs/destr: `typeof value !== "string"` negated in destr)', async () => {
    // 21 of 22 tests fail, and the one passing test ran destr. Set aside as what every test
    // ran, destr left the 7 failures of safeDestr's tests, which only hands destr its
    // arguments, to safeDestr: 2 groups.
    expect(culprits(await triaged("destr-typeof"))).toEqual([[21, "src/index.ts:destr"]]);
  });
});

describe("two bugs whose culprits a path of common names links", () => {
  it("stay two groups when the failures of one never ran the other's culprit (pillarjs/router: `_methods` leaves HEAD out, `decodeParam` decodes nothing)", async () => {
    // 3 OPTIONS failures ran sendOptionsResponse; the 2 param failures ran decodeParam and were
    // blamed on route's `handle`, which passes its `next` on: a function named `next` in the
    // same file leads to sendOptionsResponse, and the two joined the OPTIONS group.
    const groups = await triaged("router-two-bugs");
    const bugOf = (id: string) => (id.startsWith("OPTIONS") ? "options" : "param");
    expect(groups.map((group) => [...new Set(group.tests.map(bugOf))])).toEqual([
      ["options"],
      ["param"],
    ]);
  });
});

describe("a second bug whose failures print an error of their own, blamed with the first's on what nearly every test runs", () => {
  it("is blamed on the function it broke (semver: `replaceXRange` and `isPrereleaseIdentifier` mutated in one tree)", async () => {
    // 22 failures of `inc`'s prerelease cases were blamed on `format`, which 17 of the 20 passing
    // tests ran; 21 of them print their own error, whose spectrum names isPrereleaseIdentifier.
    expect(culprits(await triaged("semver-two-bugs"))).toContainEqual([
      21,
      "classes/semver.js:isPrereleaseIdentifier",
    ]);
  });
});

describe("failures that ran a locale's string in place of another, in every locale", () => {
  it("are blamed on the function that picked the string, not on the strings or the formatter every description goes through (cronstrue: `if (!domSpecified)` negated in getDayOfWeekDescription, mocha)", async () => {
    // 31 failures in 7 locales, each a description with ", and on" for ", only on" or the
    // reverse; every test ran every describer. Each locale's `commaAndOnX0() { return ", and on
    // %s"; }` explains only its own locale's failures (en's 13, ep 0), so the spectrum blamed
    // en's string, fr's `spaceAnd` and `format` (11), and the one group had no culprit.
    // Counted as getDayOfWeekDescription's choices, the strings of all locales are one suspect
    // that every failure and 3 of 66 passing tests ran (22 chose `commaAndOnX0`, 9
    // `commaOnlyOnX0`).
    expect(culprits(await triaged("cronstrue-day-of-week"))).toEqual([
      [31, "src/expressionDescriptor.ts:getDayOfWeekDescription"],
    ]);
  });
});

describe("failures of one bug that show themselves in several ways", () => {
  it("are one group blamed on the function every failure ran and few passing tests did (path-to-regexp: `fn(params, missing)` swapped in compile)", async () => {
    // 24 failures: 19 TypeErrors in the `path` function compile returns, whose stack names it,
    // and 5 the spectrum split between tokenToFunction and compile (3 groups). Every failure
    // ran compile; 15 of the 72 passing tests with coverage did.
    expect(culprits(await triaged("path-to-regexp-compile-swapped"))).toEqual([
      [24, "src/index.ts:compile"],
    ]);
  });
});

describe("a test that was red before the bug, beside the bug's failures", () => {
  it("keeps to a group of its own, and the bug's failures that ran its function too stay with the bug (dayjs: `absFloor` rounds up; a DST test fails in December)", async () => {
    // The DST test ran the utc plugin's `local`, as 3 of the bug's 13 failures did; those 3
    // waited for `local`, which then took them from absFloor's group into the DST test's.
    // They fail as absFloor's others do (a number off by one); the DST test, with a string.
    const groups = await triaged("dayjs-red-before");
    const dst = "DST edge cases vs moment parses the fall-back overlap the same way as moment";
    expect(groups.find((group) => group.tests.includes(dst))?.tests).toEqual([dst]);
    expect(culprits(groups)).toContainEqual([13, "src/utils.js:absFloor"]);
  });
});
