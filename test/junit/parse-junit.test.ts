import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type JunitCase,
  JunitParseError,
  parseJunitFile,
  streamJunit,
} from "../../src/junit/parse-junit.js";

const fixtures = path.join(import.meta.dirname, "../fixtures/junit");
const parseFixture = (name: string) =>
  parseJunitFile(path.join(fixtures, name), { displayPath: name });
const byId = (cases: JunitCase[], id: string) => {
  const found = cases.find((testCase) => testCase.id === id);
  if (!found) throw new Error(`no case ${id} in ${cases.map((each) => each.id).join(", ")}`);
  return found;
};

describe("parseJunitFile on what each framework writes", () => {
  it("reads vitest: file from the classname, describe blocks in the name, output and failures", async () => {
    const cases = await parseFixture("vitest.xml");
    expect(cases.map((testCase) => [testCase.id, testCase.status])).toEqual([
      ["BT-011", "passed"],
      ["BT-012", "failed"],
      ["src/cart.test.ts > cart > supports gift cards", "skipped"],
      ["src/cart.test.ts > cart > checkout > rejects an empty cart", "failed"],
      ["src/health.test.ts > health answers", "passed"],
    ]);
    const discount = byId(cases, "BT-012");
    expect(discount).toMatchObject({
      title: "cart > BT-012 applies the discount",
      file: "src/cart.test.ts",
      line: 11,
      message: "expected 99.00000000000001 to be 81 // Object.is equality",
      stdout: "discount code SAVE10 applied",
      failureKind: "failure",
    });
    expect(discount.details).toContain("- 81\n+ 99.00000000000001");
    expect(discount.durationMs).toBe(6);
    expect(byId(cases, "src/cart.test.ts > cart > checkout > rejects an empty cart").stderr).toBe(
      "warning: empty cart",
    );
  });

  it("reads pytest xunit1: file and the 0-based line attribute, errors, skip reasons, captured output", async () => {
    const cases = await parseFixture("pytest-xunit1.xml");
    expect(cases).toHaveLength(6);
    const login = byId(cases, "BT-007");
    expect(login).toMatchObject({
      file: "tests/test_api.py",
      line: 11,
      status: "failed",
      title: "test_BT_007_login_returns_token",
    });
    expect(login.message).toBe("AssertionError: login should succeed\nassert 503 == 200");
    expect(login.stdout).toContain("POST /login -> 503");
    expect(byId(cases, "tests.test_api > test_health").line).toBe(4);
    expect(byId(cases, "tests.test_api > test_cache")).toMatchObject({
      status: "skipped",
      message: "redis not configured",
    });
    expect(byId(cases, "tests.test_api > test_users")).toMatchObject({
      status: "failed",
      failureKind: "error",
      line: 21,
    });
    expect(byId(cases, "tests.test_api.TestOrders > test_total[0]").details).toContain(
      "E       assert 0 > 0",
    );
  });

  it("reads pytest xunit2, which has no file attribute, and still finds the failing line in the text", async () => {
    const cases = await parseFixture("pytest-xunit2.xml");
    expect(byId(cases, "tests.test_api > test_health")).toMatchObject({
      file: null,
      line: null,
      status: "passed",
    });
    expect(byId(cases, "BT-007")).toMatchObject({ file: "tests/test_api.py", line: 11 });
  });

  it("reads pytest under FORCE_COLOR: its written-out colour codes gone, the failing line found", async () => {
    const [testCase] = await parseFixture("pytest-force-color.xml");
    expect(testCase).toMatchObject({ file: "test_c.py", line: 7, status: "failed" });
    for (const text of [testCase?.details, testCase?.stdout])
      expect(text).not.toMatch(/#x1B|\[(?:94|1|39;49;00)m/);
    expect(testCase?.details).toContain("E       assert 0 == 4\n");
    expect(testCase?.details).toMatch(/^test_c\.py:7: AssertionError$/m);
    // The test's own text of an escape is source, not colour: it stays.
    expect(testCase?.details).toContain('print("\\x1b[32mcoloured output\\x1b[0m")');
    expect(testCase?.stdout).toContain("\ncoloured output");
  });

  it("reads vitest's message of a spy's calls: the colour codes it wrote without their ESC gone", async () => {
    const [testCase] = await parseFixture("vitest-message-colours.xml");
    expect(testCase?.message).not.toMatch(/\[\d*(?:;\d+)*m/);
    expect(testCase?.message).toMatch(
      /^expected "vi\.fn\(\)" to be called with arguments: \[ 'test:hook called' \]\s+Received:/,
    );
    expect(testCase?.message).toMatch(/Number of calls: 1\s*$/);
  });

  it("reads jest: the id after the suite name, the location from the first frame outside node_modules", async () => {
    const cases = await parseFixture("jest.xml");
    expect(cases.map((testCase) => testCase.id)).toEqual([
      "BT-021",
      "BT-022",
      "orders api cancels an order",
      "orders api validates the payload",
    ]);
    const create = byId(cases, "BT-022");
    expect(create).toMatchObject({
      status: "failed",
      message: null,
      file: "/home/runner/work/shop/shop/src/orders.test.js",
      line: 18,
    });
    expect(create.details).toMatch(/^Error: expect\(received\)\.toBe\(expected\)/);
    expect(byId(cases, "orders api cancels an order").status).toBe("skipped");
  });

  it("reads jest 29 with jest-junit: a test outside any describe has no leading space in its id", async () => {
    const cases = await parseFixture("jest29-top-level.xml");
    const topLevel = byId(cases, "Add Time days");
    expect(topLevel).toMatchObject({ name: "Add Time days", classname: "Add Time days" });
    expect(topLevel.status).toBe("failed");
    expect(cases.every((testCase) => testCase.id === testCase.id.trim())).toBe(true);
  });

  it("reads playwright: the file from the suite, the failing line from the CDATA text", async () => {
    const cases = await parseFixture("playwright.xml");
    const pay = byId(cases, "BT-032");
    expect(pay).toMatchObject({
      file: "checkout.spec.ts",
      line: 19,
      status: "failed",
      durationMs: 4802,
    });
    expect(pay.details).toContain(
      "Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)",
    );
    expect(pay.stdout).toContain("[[ATTACHMENT|");
    expect(pay.stderr).toContain("502 (Bad Gateway)");
    expect(byId(cases, "checkout.spec.ts > checkout › refunds an order").status).toBe("skipped");
  });

  it("reads go-junit-report: subtest ids, build errors, skip messages", async () => {
    const cases = await parseFixture("go-junit-report.xml");
    expect(byId(cases, "BT-041")).toMatchObject({
      status: "failed",
      message: "Failed",
      details: "pricing_test.go:27: discount(100, 10) = 100, want 90",
      file: "pricing_test.go",
      line: 27,
    });
    expect(byId(cases, "example.com/shop/store > [build failed]")).toMatchObject({
      status: "failed",
      failureKind: "error",
    });
    expect(byId(cases, "example.com/shop/pricing > TestCurrency")).toMatchObject({
      status: "skipped",
      message: "Skipped",
    });
  });

  it("reads nested testsuites, taking the file from an enclosing suite", async () => {
    const cases = await parseFixture("nested.xml");
    expect(cases.map((testCase) => testCase.id)).toEqual(["BT-051", "users > deletes a user"]);
    expect(cases[1]).toMatchObject({
      suite: "users",
      file: "spec/api.spec.js",
      line: 42,
      durationMs: 500,
    });
  });
});

describe("parseJunitFile on bad input", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "junit-bad-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const parseText = async (name: string, text: string) => {
    await writeFile(path.join(dir, name), text);
    return parseJunitFile(path.join(dir, name), { displayPath: `reports/${name}` });
  };

  it("reads a report whose failure text holds a control character XML forbids (jest-junit writes them)", async () => {
    const cases = await parseText(
      "control.xml",
      '<testsuites name="jest tests"><testsuite name="encode"><testcase classname="encode a" name="encode a"><failure>Expected: "\f"\nReceived: "x"</failure></testcase><testcase classname="encode b" name="encode b"/></testsuite></testsuites>',
    );
    expect(cases.map((testCase) => testCase.status)).toEqual(["failed", "passed"]);
    expect(cases[0]?.details).toContain('Expected: "\uFFFD"');
  });

  it("takes the colours out of a report that holds ESC as it is", async () => {
    const cases = await parseText(
      "colours.xml",
      '<testsuites><testsuite name="s"><testcase classname="c" name="n"><failure message="\u001b[31mexpected 1\u001b[39m">\u001b[1mAssertionError: \u001b[31mexpected 1 to be 2\u001b[0m\n    at n (test/a.test.js:3:9)</failure></testcase></testsuite></testsuites>',
    );
    expect(cases[0]?.message).toBe("expected 1");
    expect(cases[0]?.details).toBe(
      "AssertionError: expected 1 to be 2\n    at n (test/a.test.js:3:9)",
    );
  });

  it("names the file, the problem, the line and the column of a malformed report", async () => {
    const error = await parseFixture("malformed.xml").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(JunitParseError);
    expect((error as JunitParseError).message).toBe(
      "malformed.xml is not valid JUnit XML: unexpected close tag at line 6, column 16",
    );
    expect(error).toMatchObject({ line: 6, column: 16 });
  });

  it("reports a file cut off mid-way (a killed test run) as unclosed", async () => {
    await expect(
      parseText("cut.xml", '<testsuites>\n  <testsuite name="a">\n    <testcase name="x"'),
    ).rejects.toThrow(/^reports\/cut\.xml is not valid JUnit XML: .*at line 3, column \d+$/);
  });

  it("rejects an empty file, a missing file and XML that is not JUnit", async () => {
    await expect(parseText("empty.xml", "")).rejects.toThrow(
      "reports/empty.xml is not valid JUnit XML",
    );
    await expect(
      parseText("html.xml", "<html><body>502 Bad Gateway</body></html>"),
    ).rejects.toThrow("the root element is <html>, expected <testsuites> or <testsuite> at line 1");
    await expect(
      parseJunitFile(path.join(dir, "absent.xml"), { displayPath: "reports/absent.xml" }),
    ).rejects.toThrow("reports/absent.xml is not valid JUnit XML: the file does not exist");
  });

  it("accepts a single <testsuite> root, entities, and a testcase with no name", async () => {
    const cases = await parseText(
      "single.xml",
      '<?xml version="1.0"?><testsuite name="s"><testcase classname="a.b" name="x &amp; y &#x2713;" time="1,234.5"/><testcase/></testsuite>',
    );
    expect(cases[0]).toMatchObject({
      title: "x & y ✓",
      durationMs: 1_234_500,
      id: "a.b > x & y ✓",
    });
    expect(cases[1]).toMatchObject({ title: "", status: "passed", id: "s > " });
  });

  it("shows a stack once when a retried test failed alike on each attempt, and each one that differs", async () => {
    const stack = (line: number) =>
      `TypeError: Cannot convert undefined or null to object\n ❯ isPlainObject src/_utils.ts:7:28\n ❯ test/defu.test.ts:${line}:14`;
    const failure = (line: number) =>
      `<failure message="Cannot convert" type="TypeError">\n${stack(line)}\n</failure>`;
    const cases = await parseText(
      "retried.xml",
      `<testsuite name="s"><testcase classname="test/defu.test.ts" name="alike">${failure(80)}${failure(80)}</testcase><testcase classname="test/defu.test.ts" name="apart">${failure(80)}${failure(86)}${failure(80)}</testcase></testsuite>`,
    );
    expect(cases[0]?.details).toBe(stack(80));
    expect(cases[1]?.details.split(/\n\s*\n/)).toEqual([stack(80), stack(86)]);
  });
});

describe("streamJunit", () => {
  it("hands over each testcase and decodes characters split across byte chunks", async () => {
    const xml = Buffer.from(
      '<testsuite name="ü"><testcase name="BT-1 café ✓"/><testcase name="naïve"/></testsuite>',
    );
    const split = xml.indexOf(Buffer.from("✓")) + 1; // inside the three bytes of ✓
    const seen: string[] = [];
    const count = await streamJunit(
      Readable.from([xml.subarray(0, split), xml.subarray(split)], { objectMode: false }),
      (testCase) => seen.push(testCase.title),
    );
    expect(count).toBe(2);
    expect(seen).toEqual(["café ✓", "naïve"]);
  });

  it("files a mocha test under its suite's file attribute, not a title that looks like a file", async () => {
    // js-yaml's `it('duplicate-key.js')`: mocha-junit-reporter's classname is the test's title.
    const xml = Buffer.from(
      [
        '<testsuites><testsuite name="Root Suite" file="test/11-load-errors.js">',
        '<testsuite name="Load errors" file="test/11-load-errors.js">',
        '<testcase name="Load errors duplicate-key.js" classname="duplicate-key.js"/>',
        "</testsuite></testsuite></testsuites>",
      ].join(""),
    );
    const files: (string | null)[] = [];
    await streamJunit(Readable.from([xml], { objectMode: false }), (testCase) =>
      files.push(testCase.file),
    );
    expect(files).toEqual(["test/11-load-errors.js"]);
  });
});

describe("parseJunitFile keeps memory bounded", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "junit-big-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps the head and tail of a 20 MB failure text and a 20 MB CDATA output", async () => {
    const line = "x".repeat(99);
    const huge = `START\n${`${line}\n`.repeat(200_000)}END`;
    const file = path.join(dir, "huge.xml");
    await writeFile(
      file,
      `<testsuites><testsuite name="big"><testcase name="BT-900 floods" classname="big">` +
        `<failure message="boom">${huge}</failure><system-out><![CDATA[${huge}]]></system-out>` +
        `</testcase></testsuite></testsuites>`,
    );
    const [flood] = await parseJunitFile(file, {
      limits: { detailsHeadChars: 100, detailsTailChars: 100 },
    });
    expect(flood?.details.startsWith("START\n")).toBe(true);
    expect(flood?.details.endsWith("\nEND")).toBe(true);
    expect(flood?.details).toMatch(/characters elided/);
    expect(flood?.details.length).toBeLessThan(300);
    expect(flood?.stdout.endsWith("END")).toBe(true);
    expect(flood?.stdout.length).toBeLessThan(11_000);
    expect(flood?.truncated).toBe(true);
    expect(flood?.textChars).toBeGreaterThan(40_000_000);
  });

  it("keeps the details of a testcase with 20,000 different <failure> elements bounded, the first and the last", async () => {
    const bodies = Array.from({ length: 20_000 }, (_, n) => `attempt ${n}: ${"y".repeat(1_000)}`);
    const file = path.join(dir, "attempts.xml");
    await writeFile(
      file,
      `<testsuite name="big"><testcase name="BT-901 retried" classname="big">${bodies
        .map((body) => `<failure message="boom">${body}</failure>`)
        .join("")}</testcase></testsuite>`,
    );
    const [retried] = await parseJunitFile(file, {
      limits: { detailsHeadChars: 2_000, detailsTailChars: 2_000 },
    });
    expect(retried?.details.startsWith("attempt 0: ")).toBe(true);
    expect(retried?.details).toMatch(/attempt 19999: y+$/);
    expect(retried?.details.length).toBeLessThan(4_200);
  });
});
