import { describe, expect, it } from "vitest";
import { frameCulprit } from "../../src/triage/culprit.js";
import { isProjectCode } from "../../src/triage/frames/project-code.js";
import { groupFailures, knownGroupFor } from "../../src/triage/group.js";
import { joinAsOneCause } from "../../src/triage/join-one-cause.js";
import { maskText } from "../../src/triage/mask.js";
import { failureSignature } from "../../src/triage/signature.js";
import { createTempProject } from "../support/temp-project.js";
import { failedTest } from "./failed-test.js";

const ilenFailure = (id: string, caller: string) =>
  failedTest(id, [
    `${caller}`,
    "more_itertools/more.py:524: in ilen",
    "    return sum(compress(repeat('1'), zip(iterable)))",
    "E   TypeError: unsupported operand type(s) for +: 'int' and 'str'",
  ]);

describe("isProjectCode", () => {
  it("leaves out tests, dependencies, the standard library and the runtime", () => {
    for (const file of [
      "tests/test_more.py",
      "toolz/tests/helpers.py",
      "test/base.test.ts",
      "src/__tests__/cart.js",
      "cart/cart_test.go",
      "com/acme/CartTest.java",
      "/usr/lib/python3.11/json/decoder.py",
      "/home/u/.venv/lib/python3.11/site-packages/attr/_make.py",
      "/app/node_modules/vitest/dist/index.js",
      "node:internal/test_runner/test",
      "<frozen importlib._bootstrap>",
      "/usr/local/go/src/testing/testing.go",
      "java/util/ArrayList.java",
      // What tools write into the tree as they run.
      ".cache/webpacktest.js",
      "/ci/app/.next/server/chunks/page.js",
      "src/__pycache__/util.cpython-311.pyc",
    ]) {
      expect(isProjectCode(file), file).toBe(false);
    }
    expect(isProjectCode("more_itertools/more.py")).toBe(true);
    expect(isProjectCode("file:///ci/app/src/utils.ts", "/ci/app")).toBe(true);
    expect(isProjectCode("/elsewhere/lib.js", "/ci/app")).toBe(false);
  });
});

describe("frameCulprit", () => {
  it("is a class's private method, which V8's stack names with its # (cron-parser's #validateTimeSpan)", async () => {
    const root = await createTempProject({
      "src/expression.js": [
        "export class Expression {",
        "  #validateTimeSpan(date) {",
        "    if (date > this.end) throw new Error('Out of the time span range');",
        "  }",
        "  next(date) {",
        "    this.#validateTimeSpan(date);",
        "    return date;",
        "  }",
        "}",
      ].join("\n"),
    });
    const test = failedTest("T-1", [
      "Error: Out of the time span range",
      `    at #validateTimeSpan (file://${root}/src/expression.js:3:34)`,
      `    at Expression.next (file://${root}/src/expression.js:6:10)`,
      `    at Object.<anonymous> (${root}/test/expression.test.js:9:1)`,
    ]);
    expect(frameCulprit(test, root)?.key).toBe("src/expression.js:#validateTimeSpan");
  });

  it("is the deepest named project frame, wherever the project lives", () => {
    const here = failedTest("T-1", [
      "TypeError: Cannot read properties of undefined (reading 'amount')",
      "    at file:///ci/a/src/cart.js:2:55",
      "    at Array.reduce (<anonymous>)",
      "    at total (file:///ci/a/src/cart.js:2:16)",
      "    at TestContext.<anonymous> (file:///ci/a/test/cart.test.js:5:16)",
    ]);
    const there = failedTest("T-2", [
      "TypeError: Cannot read properties of undefined (reading 'amount')",
      "    at total (/home/dev/work/a/src/cart.js:3:9)",
      "    at Object.<anonymous> (/home/dev/work/a/test/cart.test.js:9:1)",
    ]);
    expect(frameCulprit(here)).toMatchObject({ key: "src/cart.js:total", source: "frame" });
    expect(frameCulprit(there)?.key).toBe("src/cart.js:total");
    expect(failureSignature(here).id).toBe(failureSignature(there).id);
    expect(failureSignature(here).text).toBe("TypeError in src/cart.js:total");
  });

  it("names the file by its path in the tree, in the key and the signature as in culprit.file", () => {
    // jest 29's stack for luxon's `Formatter.num` (babel-jest, source-mapped, absolute paths).
    const test = failedTest("formats", [
      "TypeError: Cannot read properties of undefined (reading 'padStart')",
      "    at Formatter.num (/ci/luxon/src/impl/formatter.js:118:17)",
      "    at string (/ci/luxon/src/impl/formatter.js:250:21)",
      "    at Object.<anonymous> (/ci/luxon/test/datetime/format.test.js:40:6)",
    ]);
    const culprit = frameCulprit(test, "/ci/luxon");
    expect(culprit).toMatchObject({
      key: "src/impl/formatter.js:num",
      file: "src/impl/formatter.js",
    });
    expect(failureSignature(test, { root: "/ci/luxon" }).text).toBe(
      "TypeError in src/impl/formatter.js:num",
    );
  });

  it("passes over a name V8 gives every function set by a computed key", () => {
    // dayjs: `proto[unit] = function (input) { ... }` for every getter, all "proto.<computed>".
    const test = failedTest("T-4", [
      "TypeError: Cannot read properties of null (reading '$d')",
      "    at Dayjs.proto.<computed> [as date] (/ci/dayjs/src/index.js:410:17)",
      "    at Dayjs.add (/ci/dayjs/src/index.js:270:12)",
      "    at Object.<anonymous> (/ci/dayjs/test/manipulate.test.js:20:5)",
    ]);
    expect(frameCulprit(test, "/ci/dayjs")?.key).toBe("src/index.js:add");
  });

  it("leaves out the frames that called the test's code: a listener the library emitted to", () => {
    // busboy: the test's listener asserts on a field the Decoder got wrong; Busboy.emit called it.
    const listener = failedTest("urlencoded > plus", [
      "Error [ERR_TEST_FAILURE]: Result mismatch:",
      "    at process.emit (node:events:524:28) {",
      "  cause: AssertionError [ERR_ASSERTION]: Result mismatch:",
      "      at assert.<computed> [as deepStrictEqual] (node:internal/test_runner/test:242:18)",
      "      at /ci/busboy/test/types-urlencoded.test.js:227:22",
      "      at Array.forEach (<anonymous>)",
      "      at Busboy.<anonymous> (/ci/busboy/test/types-urlencoded.test.js:226:19)",
      "      at Busboy.emit (node:events:524:28)",
      "      at Busboy.emit (/ci/busboy/index.js:51:33)",
      "      at UrlEncoded.end (/ci/busboy/lib/types/urlencoded.js:187:12)",
      "      at Busboy.emit (/ci/busboy/index.js:44:21)",
      "      at finish (node:internal/streams/writable:955:10)",
    ]);
    expect(frameCulprit(listener, "/ci/busboy")).toBeNull();
    // What the listener itself called is still the culprit.
    const called = failedTest("urlencoded > limit", [
      "TypeError: Limit fieldSize is not a valid number",
      "    at getLimit (/ci/busboy/lib/utils/getLimit.js:12:13)",
      "    at Busboy.<anonymous> (/ci/busboy/test/types-urlencoded.test.js:226:19)",
      "    at Busboy.emit (/ci/busboy/index.js:51:33)",
    ]);
    expect(frameCulprit(called, "/ci/busboy")?.key).toBe("lib/utils/getLimit.js:getLimit");
  });

  it("finds none when every frame is a test's or a library's", () => {
    const test = failedTest("T-3", [
      "AssertionError: expected '/fo' to be '/foo' // Object.is equality",
      " ❯ test/base.test.ts:36:41",
    ]);
    expect(frameCulprit(test)).toBeNull();
    expect(failureSignature(test).text).toBe(
      "AssertionError: expected <str> to be <str> // Object.is equality",
    );
  });
});

describe("value diffs are masked to their shape", () => {
  it("reads the same for different values of the same kind", () => {
    expect(maskText("AssertionError: Lists differ: [(1, 2, 3), (2, 3, 4)] != [(1, 2, 3)]")).toBe(
      "AssertionError: Lists differ: <list> != <list>",
    );
    expect(maskText("AssertionError: 3 != 4")).toBe("AssertionError: <n> != <n>");
    expect(maskText("assert [(2, 3), (3, 4)] == [(1, 2), (2, 3), (3, 4)]")).toBe(
      "assert <list> == <list>",
    );
    expect(maskText("expected [ 1, 2 ] to deeply equal [ 1, 3 ]")).toBe(
      "expected <list> to deeply equal <list>",
    );
    expect(maskText('Expected: "/foo"')).toBe("Expected: <str>");
    expect(maskText("Received: { a: 1 }")).toBe("Received: <object>");
    expect(maskText("x != y is not allowed here")).toBe("x != y is not allowed here");
  });
});

describe("groupFailures, second pass", () => {
  it("merges groups whose tests share a culprit and names the groups it merged", () => {
    const typeError = ilenFailure("T-10", "tests/test_more.py:40: in test_ilen");
    const other = ilenFailure("T-11", "tests/test_more.py:90: in test_count");
    // The same function blamed, a different exception: one root cause, one group.
    const assertion = failedTest("T-12", [
      "more_itertools/more.py:530: in ilen",
      "E   AssertionError: ilen got a negative count",
    ]);
    const groups = groupFailures([typeError, other, assertion]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.tests).toEqual(["T-10", "T-11", "T-12"]);
    expect(groups[0]?.signature).toBe("TypeError in more_itertools/more.py:ilen");
    expect(groups[0]?.triage?.merged).toEqual([failureSignature(assertion).id]);
    expect(groups[0]?.triage?.culprit).toMatchObject({ function: "ilen", source: "frame" });
    expect(groups[0]?.triage?.keptApart).toBeNull();
  });

  it("says why groups were kept apart", () => {
    const ilen = ilenFailure("T-20", "tests/test_more.py:40: in test_ilen");
    const take = failedTest("T-21", [
      "more_itertools/recipes.py:120: in take",
      "E   ValueError: n must be >= 0",
    ]);
    const plain = failedTest("T-22", ["FAIL: totals differ"]);
    const groups = groupFailures([ilen, take, plain]);
    expect(groups).toHaveLength(3);
    const byTest = (id: string) => groups.find((group) => group.tests.includes(id));
    expect(byTest("T-20")?.triage?.keptApart).toBe(
      "no shared culprit: its tests point at more_itertools/more.py:ilen (frame), and no test in the 2 other groups is blamed on them",
    );
    expect(byTest("T-22")?.triage?.keptApart).toMatch(/^no culprit found/);
  });

  it("counts the other groups again after two were joined as one cause", () => {
    const ilen = ilenFailure("T-20", "tests/test_more.py:40: in test_ilen");
    const take = failedTest("T-21", [
      "more_itertools/recipes.py:120: in take",
      "E   ValueError: n must be >= 0",
    ]);
    const plain = failedTest("T-22", ["FAIL: totals differ"]);
    const culprit = frameCulprit(take);
    if (!culprit) throw new Error("take has a frame culprit");
    const groups = joinAsOneCause(
      groupFailures([ilen, take, plain]),
      { culprit, tests: new Set(["T-21", "T-22"]) },
      ["smoke"],
    );
    expect(groups).toHaveLength(2);
    const byTest = (id: string) => groups.find((group) => group.tests.includes(id));
    expect(byTest("T-20")?.triage?.keptApart).toBe(
      "no shared culprit: its tests point at more_itertools/more.py:ilen (frame), and no test in the other group is blamed on them",
    );
    expect(byTest("T-21")?.triage?.keptApart).toMatch(/no test in the other group is blamed/);
  });

  it("joins a script that names a culprit function to that function's group, only when the name is distinctive and alone", () => {
    const unit = failedTest("T-40", [
      "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 67 !== 33",
      "    at completionRate (file:///ci/a/src/stats.js:4:9)",
      "    at TestContext.<anonymous> (file:///ci/a/test/stats.test.js:12:3)",
    ]);
    const script = failedTest("T-41", [
      'EVIDENCE: GET /stats -> {"completionRate":75}',
      "FAIL: completionRate is 75, expected about 25 (1 of 4 done)",
    ]);
    const [joined, ...rest] = groupFailures([unit, script]);
    expect(rest).toEqual([]);
    expect([...(joined?.tests ?? [])].sort()).toEqual(["T-40", "T-41"]);
    expect(joined?.triage?.culprit).toMatchObject({ function: "completionRate" });
    expect(joined?.signature).toBe("AssertionError in src/stats.js:completionRate");

    const other = failedTest("T-42", [
      "TypeError: boom",
      "    at parse_header (file:///ci/a/src/http.js:9:9)",
    ]);
    const both = failedTest("T-43", ["FAIL: completionRate and parse_header disagree"]);
    expect(groupFailures([unit, other, both])).toHaveLength(3);

    const word = failedTest("T-44", [
      "TypeError: boom",
      "    at totals (file:///ci/a/src/sum.js:1:1)",
    ]);
    const saysWord = failedTest("T-45", ["FAIL: totals differ"]);
    expect(groupFailures([word, saysWord])).toHaveLength(2);
  });

  it("finds the known group a later run's group continues, by id or by an id it absorbed", () => {
    const typeError = ilenFailure("T-30", "tests/test_more.py:40: in test_ilen");
    const assertion = failedTest("T-31", [
      "more_itertools/more.py:530: in ilen",
      "E   AssertionError: ilen got a negative count",
    ]);
    const again = ilenFailure("T-33", "tests/test_more.py:90: in test_count");
    const [known] = groupFailures([typeError, again, assertion]);
    if (!known) throw new Error("no group");
    // A later run where only the assertion still fails forms the smaller group on its own.
    const [later] = groupFailures([assertion]);
    if (!later) throw new Error("no group");
    expect(later.id).not.toBe(known.id);
    expect(knownGroupFor([known], later)).toBe(known);
    const [other] = groupFailures([failedTest("T-32", ["FAIL: totals differ"])]);
    if (!other) throw new Error("no group");
    expect(knownGroupFor([known], other)).toBeUndefined();
  });
});
