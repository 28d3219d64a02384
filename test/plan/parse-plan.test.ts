import { describe, expect, it } from "vitest";
import { PlanError, parsePlan } from "../../src/plan/parse-plan.js";

const PLAN = `# Beta test plan

Some introduction that is not a test.

## BT-001: Health endpoint answers
Tier: smoke
Requires: api

1. Call GET /health on the api.

Expected: status 200 and the body "ok".

## BT-002 - Greeting names the visitor
**Tier:** features
**Requires:** api, redis

Steps:
1. Call GET /hello?name=Ada.
2. Read the body.

**Expected:** the body is
"hello, Ada".

## Notes
Not part of any test.

## INT-3 Counter starts at zero
Expected: GET /count answers 0.

\`\`\`
## NOT-1: inside a code block, not a test
\`\`\`
`;

describe("parsePlan", () => {
  const entries = parsePlan(PLAN, "PLAN.md");

  it("reads each test's id, title, steps, expected result, tier and services", () => {
    expect(entries.map((entry) => entry.id)).toEqual(["BT-001", "BT-002", "INT-3"]);
    expect(entries[0]).toMatchObject({
      title: "Health endpoint answers",
      steps: "1. Call GET /health on the api.",
      expected: 'status 200 and the body "ok".',
      tier: "smoke",
      requires: ["api"],
      line: 5,
    });
    expect(entries[1]).toMatchObject({
      title: "Greeting names the visitor",
      steps: "1. Call GET /hello?name=Ada.\n2. Read the body.",
      expected: 'the body is\n"hello, Ada".',
      tier: "features",
      requires: ["api", "redis"],
    });
  });

  it("leaves tier and services to the model when the entry does not give them", () => {
    expect(entries[2]).toMatchObject({
      title: "Counter starts at zero",
      tier: null,
      requires: null,
    });
  });

  it("hashes an entry's meaning: line and wrapping do not count, a word does", () => {
    const moved = parsePlan(`\n\n${PLAN.replace("1. Call GET /health", "1.  Call\nGET /health")}`);
    expect(moved[0]?.hash).toBe(entries[0]?.hash);
    expect(moved[0]?.line).toBe(7);
    const changed = parsePlan(PLAN.replace("status 200", "status 204"));
    expect(changed[0]?.hash).not.toBe(entries[0]?.hash);
    expect(changed[1]?.hash).toBe(entries[1]?.hash);
    expect(entries[0]?.hash).toMatch(/^[0-9a-f]{12}$/);
  });

  it("reads the functions an entry names (Function:), hashed only when given", () => {
    const [named] = parsePlan("## LIB-1: labels\nFunction: label(), price_of\nExpected: big\n");
    expect(named?.functions).toEqual(["label", "price_of"]);
    expect(named?.steps).toBe("");
    expect(entries[0]?.functions).toBeNull();
    const [without] = parsePlan("## LIB-1: labels\nExpected: big\n");
    expect(without?.hash).not.toBe(named?.hash);
  });

  it.each([
    [
      "## BT-1: a\nExpected: x\n\n## BT-1: b\nExpected: y\n",
      /PLAN\.md:4: duplicate test id BT-1 \(first at line 1\)/,
    ],
    [
      "## bt-7: lower case\nExpected: x\n",
      /PLAN\.md:1: "bt-7" is not a test id: ids are capital letters/,
    ],
    ["intro\n\n## BT007: no hyphen\nExpected: x\n", /PLAN\.md:3: "BT007" is not a test id/],
    ["## BT-7\nExpected: x\n", /PLAN\.md:1: test BT-7 has no title/],
    [
      "## BT-7: title\nsteps only\n",
      /PLAN\.md:1: test BT-7 has no expected result: add a line such as "Expected:/,
    ],
    ["## BT-7: title\nTier:\nExpected: x\n", /PLAN\.md:2: Tier: is empty/],
  ])("refuses %j with the line", (text, message) => {
    expect(() => parsePlan(text, "PLAN.md")).toThrow(PlanError);
    expect(() => parsePlan(text, "PLAN.md")).toThrow(message);
  });

  it("reads an empty plan as no tests, and headings without ids as prose", () => {
    expect(parsePlan("")).toEqual([]);
    expect(parsePlan("# Plan\n## Setup\nRun the api.\n")).toEqual([]);
  });
});
