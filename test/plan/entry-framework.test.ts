import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configSchema } from "../../src/config/schema.js";
import { frameworkOfEntry } from "../../src/plan/entry-framework.js";
import { PlanError, parsePlan } from "../../src/plan/parse-plan.js";

const config = configSchema.parse({
  services: { api: { start: "node server.js", health: "http://127.0.0.1:8080/health" } },
  tiers: [
    { name: "smoke", tests: "tests/smoke/*.sh" },
    {
      name: "unit",
      command: "python3 -m pytest tests --junitxml=reports/junit.xml",
      junit: "reports/junit.xml",
      requires: ["api"],
      timeout: "20s",
    },
    {
      name: "web",
      command: "npx vitest run --reporter=junit --outputFile=reports/web.xml",
      junit: "reports/web.xml",
    },
  ],
});

const entry = (body: string, preamble = "") =>
  parsePlan(`${preamble}## BT-1: title\n${body}Expected: x\n`, "PLAN.md")[0];
const framework = (body: string, preamble = "") => {
  const one = entry(body, preamble);
  return one ? frameworkOfEntry(one, config, "PLAN.md") : undefined;
};

describe("a plan entry asking for a test in its tier's framework", () => {
  it("reads Framework: on the entry, or once outside every entry for the whole plan", () => {
    expect(entry("Tier: unit\n**Framework:** PyTest\n")).toMatchObject({
      framework: "pytest",
      frameworkLine: 3,
    });
    expect(entry("Tier: unit\n", "# Plan\nFramework: vitest\n\n")).toMatchObject({
      framework: "vitest",
      frameworkLine: 2,
    });
    expect(entry("Framework: scripts\n", "Framework: vitest\n")?.framework).toBe("script");
    expect(entry("Tier: unit\n")?.framework).toBeNull();
  });

  it("hashes the asked framework, and leaves the hash of an entry asking none as it was", () => {
    const plain = entry("Tier: unit\n");
    expect(entry("Tier: unit\nFramework: pytest\n")?.hash).not.toBe(plain?.hash);
    expect(plain?.hash).toBe(parsePlan("## BT-1: title\nTier: unit\nExpected: x\n")[0]?.hash);
  });

  it("gives the tier's runner, command, reports, timeout and services", () => {
    expect(framework("Tier: unit\nFramework: pytest\n")).toEqual({
      tier: "unit",
      framework: "pytest",
      command: "python3 -m pytest tests --junitxml=reports/junit.xml",
      reports: ["reports/junit.xml"],
      timeoutMs: 20_000,
      requires: ["api"],
    });
  });

  it("follows from a tier that runs a known framework and has no scripts; a script tier keeps scripts", () => {
    expect(framework("Tier: web\n")).toMatchObject({ tier: "web", framework: "vitest" });
    expect(framework("Tier: smoke\n")).toBeNull();
    expect(framework("Tier: web\nFramework: script\n")).toBeNull();
  });

  it("sends an entry naming no tier to the one tier that runs the framework", () => {
    expect(framework("Framework: vitest\n")).toMatchObject({ tier: "web" });
  });

  it.each([
    [
      "Tier: unit\nFramework: nose\n",
      /PLAN\.md:3: Framework: nose is not one fix-loop writes tests in: use pytest, vitest, jest, playwright, or script/,
    ],
    ["Tier: unit\nFramework:\n", /PLAN\.md:3: Framework: is empty/],
    [
      "Tier: unit\nFramework: vitest\n",
      /PLAN\.md:3: BT-1 asks for vitest, but tier unit does not run it: its command: runs pytest \(python3 -m pytest/,
    ],
    [
      "Tier: smoke\nFramework: pytest\n",
      /PLAN\.md:3: BT-1 asks for pytest, but tier smoke does not run it: it runs test scripts \(tests:\)/,
    ],
    [
      "Tier: nightly\nFramework: pytest\n",
      /PLAN\.md:3: BT-1 asks for pytest in tier nightly, which the config does not declare/,
    ],
    [
      "Framework: jest\n",
      /PLAN\.md:2: BT-1 asks for jest and names no tier, and no tier's command: runs jest: add "Tier: <name>"/,
    ],
  ])("refuses %j with the line (exit 2)", (body, message) => {
    expect(() => framework(body)).toThrow(PlanError);
    expect(() => framework(body)).toThrow(message);
  });

  it("refuses two different plan-wide frameworks", () => {
    expect(() => entry("Tier: unit\n", "Framework: pytest\n\nFramework: jest\n")).toThrow(
      /PLAN\.md:3: Framework: jest contradicts Framework: pytest at line 1/,
    );
  });
});

describe("the framework example in docs/test-plans.md", () => {
  const page = readFileSync(
    path.resolve(import.meta.dirname, "../../docs/test-plans.md"),
    "utf8",
  ).split("## Tests in the tier's framework instead of scripts")[1];
  const plan = page?.match(/```markdown\n([\s\S]*?)```/)?.[1] ?? "";
  const config = configSchema.parse(parse(page?.match(/```yaml\n([\s\S]*?)```/)?.[1] ?? ""));

  it("parses, and both entries get pytest tests in the unit tier (one asks, one follows its tier)", () => {
    const entries = parsePlan(plan, "PLAN.md");
    expect(entries.map((one) => [one.id, one.framework])).toEqual([
      ["BT-011", "pytest"],
      ["BT-012", null],
    ]);
    expect(entries.map((one) => frameworkOfEntry(one, config, "PLAN.md")?.framework)).toEqual([
      "pytest",
      "pytest",
    ]);
  });
});
