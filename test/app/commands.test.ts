import { describe, expect, it } from "vitest";
import {
  commandList,
  commandSummary,
  fixCommandFor,
  parseFixCommand,
  strategyHint,
} from "../../app/commands/fix-command.js";
import { DEFAULT_SETTINGS, readAppSection, readLadder } from "../../app/settings.js";

describe("parseFixCommand", () => {
  it("reads the first line only", () => {
    expect(parseFixCommand("/fix BT-007 BT-008\nplease")).toEqual({
      kind: "fix",
      tests: ["BT-007", "BT-008"],
      strategy: null,
    });
    expect(parseFixCommand("please\n/fix BT-007")).toBeNull();
    expect(parseFixCommand("/fixit")).toBeNull();
  });

  it("reads ids, all, a strategy, help and status", () => {
    expect(parseFixCommand("/fix BT-007, BT-008 --strategy=web")).toEqual({
      kind: "fix",
      tests: ["BT-007", "BT-008"],
      strategy: "web",
    });
    expect(parseFixCommand("/fix all --strategy deep")).toEqual({
      kind: "fix",
      tests: "all",
      strategy: "deep",
    });
    expect(parseFixCommand("/fix")).toEqual({ kind: "help" });
    expect(parseFixCommand("/fix help")).toEqual({ kind: "help" });
    expect(parseFixCommand("/fix status")).toEqual({ kind: "status" });
    expect(parseFixCommand("/fix tests/api_test.py::test_login")).toMatchObject({
      tests: ["tests/api_test.py::test_login"],
    });
  });

  it("says what is wrong with a malformed command", () => {
    expect(parseFixCommand("/fix BT-007 --strategy")).toMatchObject({
      kind: "invalid",
      problem: expect.stringContaining("web or deep"),
    });
    expect(parseFixCommand("/fix BT-007 --force")).toMatchObject({
      kind: "invalid",
      problem: expect.stringContaining("--force"),
    });
    expect(parseFixCommand("/fix all BT-007")).toMatchObject({ kind: "invalid" });
    expect(parseFixCommand("/fix $(rm -rf /)")).toMatchObject({
      kind: "invalid",
      problem: expect.stringContaining("not a test id"),
    });
  });
});

describe("the app: section of .github/fix-loop.yml", () => {
  it("keeps good keys and falls back to the default for a bad one, with a warning", () => {
    const warnings: string[] = [];
    const settings = readAppSection(
      { workflow: "verify.yml", "max-attempts": "lots", colour: 1 },
      (m) => warnings.push(m),
    );
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, workflow: "verify.yml" });
    expect(warnings).toHaveLength(2);
    expect(warnings.join("\n")).toMatch(/app\.max-attempts/);
    expect(warnings.join("\n")).toMatch(/app\.colour .* is not a setting/);
  });

  it("uses the defaults when the section is missing or not a mapping", () => {
    expect(readAppSection(undefined, () => {})).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      workflow: "fix-loop.yml",
      permission: "write",
      "max-attempts": 6,
    });
    const warnings: string[] = [];
    expect(readAppSection("yes", (m) => warnings.push(m))).toEqual(DEFAULT_SETTINGS);
    expect(warnings).toHaveLength(1);
  });
});

describe("the /fix command table", () => {
  const ladder = { ladder: ["quick", "think", "research"] };

  it("takes --strategy from the repository's own ladder", () => {
    expect(parseFixCommand("/fix BT-007 --strategy research", ladder)).toEqual({
      kind: "fix",
      tests: ["BT-007"],
      strategy: "research",
    });
    expect(parseFixCommand("/fix BT-007 --strategy deep", ladder)).toMatchObject({
      kind: "invalid",
      problem: expect.stringContaining("takes think or research"),
    });
    expect(parseFixCommand("/fix BT-007 --strategy web", { ladder: ["only"] })).toMatchObject({
      kind: "invalid",
      problem: expect.stringContaining("has one step"),
    });
  });

  it("writes the help, the one-line summary and the retry hint from the same table", () => {
    const help = commandList(ladder).join("\n");
    expect(help).toContain("`/fix BT-007 --strategy think` (or `research`) picks the strategy");
    expect(help).toContain("`/fix status`");
    expect(commandSummary(ladder)).toBe(
      "`/fix <test ids> [--strategy think|research]`, `/fix all`, `/fix status`, `/fix help`",
    );
    expect(strategyHint(ladder)).toBe(
      "add `--strategy think` or `--strategy research` to choose the strategy",
    );
    expect(commandList({ ladder: ["only"] }).join("\n")).not.toContain("--strategy");
    expect(fixCommandFor(["BT-1", "BT-2"])).toBe("/fix BT-1 BT-2");
  });
});

describe("fix.strategies in .github/fix-loop.yml", () => {
  it("names the ladder's steps, and falls back to the default ladder with a warning", () => {
    expect(readLadder([{ name: "quick" }, { name: "think" }], () => {})).toEqual([
      "quick",
      "think",
    ]);
    expect(readLadder(undefined, () => {})).toEqual(["local", "web", "deep"]);
    const warnings: string[] = [];
    expect(readLadder([{ nom: "x" }], (m) => warnings.push(m))).toEqual(["local", "web", "deep"]);
    expect(warnings.join("\n")).toMatch(/fix\.strategies/);
  });
});
