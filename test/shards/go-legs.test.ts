import { describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { runVerify } from "../../src/engine/verify.js";
import type { Results } from "../../src/results/schema.js";
import { mergePartials } from "../../src/shards/merge.js";
import { runLeg } from "../../src/shards/run-leg.js";
import { createTempProject } from "../support/temp-project.js";

/** go test has no shard option: each leg lists the packages (go test -list) and runs its share. */
function goProject(): Record<string, string> {
  const files: Record<string, string> = { "go.mod": "module example.com/m\n\ngo 1.19\n" };
  for (const name of ["a", "b", "c", "d"]) {
    const failing = name === "c" ? 't.Fatalf("got %d, want %d", 3, 2)' : "";
    files[`${name}/${name}_test.go`] = [
      `package ${name}`,
      "",
      'import "testing"',
      "",
      "func TestOne(t *testing.T) {}",
      `func TestTwo(t *testing.T) { ${failing} }`,
      "",
    ].join("\n");
  }
  return files;
}

const config = configSchema.parse({
  retries: 0,
  tiers: [
    {
      name: "unit",
      command: "gotestsum --junitfile reports/junit.xml -- ./...",
      junit: "reports/junit.xml",
    },
  ],
});

const view = (results: Results) =>
  new Map(results.tests.map((test) => [test.id, [test.status, test.run]]));

describe("a go module of 4 packages in 2 legs", () => {
  it("runs each package in one leg, and merges into the unsharded run's tests", async () => {
    const root = await createTempProject(goProject(), "fix-loop-go-legs-");
    const configPath = "fix-loop.yml";
    const whole = await runVerify({ cwd: root, config, configPath });
    const partials = [];
    for (let index = 1; index <= 2; index++)
      partials.push(
        await runLeg({ cwd: root, config, configPath, leg: { index, total: 2 }, timings: null }),
      );
    for (const partial of partials) {
      expect(partial.splits[0]).toMatchObject({ how: "by-count", units: 2 });
      expect(partial.tests).toHaveLength(4);
    }
    const merged = await mergePartials(partials, { cwd: root, config, configPath });
    expect(merged.tests).toHaveLength(8);
    expect(view(merged)).toEqual(view(whole));
    expect(merged.groups.map((group) => group.tests)).toEqual(whole.groups.map((g) => g.tests));
  }, 120_000);
});
