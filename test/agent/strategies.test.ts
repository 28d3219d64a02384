import { describe, expect, it } from "vitest";
import { claimJsonSchema, DEFAULT_STRATEGIES, resolveStrategies } from "../../src/agent/index.js";
import { claimSchema } from "../../src/results/schema.js";

describe("the default ladder", () => {
  it("goes local, web, deep: web tools only from the second step, more turns at the end", () => {
    const [local, web, deep] = DEFAULT_STRATEGIES;
    expect(DEFAULT_STRATEGIES.map((step) => step.name)).toEqual(["local", "web", "deep"]);
    expect(local?.tools).toEqual(["Read", "Grep", "Glob", "Edit", "Write", "Bash"]);
    expect(web?.tools).toEqual([...(local?.tools ?? []), "WebSearch", "WebFetch"]);
    expect(deep?.tools).toEqual(web?.tools);
    expect(deep?.maxTurns).toBeGreaterThan(web?.maxTurns ?? Infinity);
    expect(deep?.brief).toContain("whole codebase");
  });
});

describe("resolveStrategies", () => {
  it("returns copies of the defaults when nothing is configured", () => {
    const ladder = resolveStrategies(undefined);
    expect(ladder).toEqual(DEFAULT_STRATEGIES);
    ladder[0]?.tools.push("WebSearch");
    expect(DEFAULT_STRATEGIES[0]?.tools).not.toContain("WebSearch");
  });

  it("overrides each step by name, keeping the rest of that default", () => {
    const [local] = resolveStrategies([
      { name: "local", "max-turns": 5, model: "haiku", timeout: 60_000 },
    ]);
    expect(local).toEqual({
      ...DEFAULT_STRATEGIES[0],
      maxTurns: 5,
      model: "haiku",
      timeoutMs: 60_000,
    });
  });

  it("bases a new name on the default at the same position, with its own prompt file and tools", () => {
    const ladder = resolveStrategies([
      { name: "local" },
      {
        name: "docs-first",
        prompt: ".github/fix-loop/docs.md",
        tools: ["Read", "WebFetch"],
        "budget-usd": 0.5,
      },
      { name: "local-again" },
      { name: "fourth" },
    ]);
    expect(ladder.map((step) => step.name)).toEqual([
      "local",
      "docs-first",
      "local-again",
      "fourth",
    ]);
    expect(ladder[1]).toMatchObject({
      tools: ["Read", "WebFetch"],
      budgetUsd: 0.5,
      promptFile: ".github/fix-loop/docs.md",
      maxTurns: DEFAULT_STRATEGIES[1]?.maxTurns,
    });
    expect(ladder[3]?.maxTurns).toBe(DEFAULT_STRATEGIES[2]?.maxTurns);
  });
});

describe("claimJsonSchema", () => {
  it("is the results claim as plain JSON Schema, every field required and described", () => {
    const schema = claimJsonSchema();
    expect(schema.$schema).toBeUndefined();
    expect(schema).toMatchObject({
      type: "object",
      required: ["status", "root_cause", "files_changed", "tests_run", "reasoning"],
      additionalProperties: false,
    });
    const properties = schema.properties as Record<string, { description?: string }>;
    expect(Object.keys(properties)).toEqual(Object.keys(claimSchema.shape));
    for (const property of Object.values(properties)) expect(property.description).toBeTruthy();
  });
});
