import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../src/config/schema.js";
import { runVerify } from "../../src/engine/verify.js";
import type { Results, TestResult } from "../../src/results/schema.js";
import { mergePartials } from "../../src/shards/merge.js";
import { type LegPartial, partialSchema } from "../../src/shards/partial.js";
import { runLeg } from "../../src/shards/run-leg.js";
import { type Timings, timingsOf } from "../../src/shards/timings.js";
import { BUGGY_FILES, createShardedSuite } from "../support/sharded-suite.js";

/**
 * A suite of 300 vitest tests and nine scripts, run whole and in four legs plus the merge, as
 * the matrix's legs and the merge job run them (each partial crosses as JSON, as an artifact).
 */
const LEGS = 4;
const configPath = ".github/fix-loop.yml";
let root: string;
let config: Config;
let temp: string;
const shared = process.env.TMPDIR;

beforeAll(async () => {
  // Its test files share one module graph (isolate: false): a tenth of a second less per file on
  // each of the ~14 vitest runs, half their CPU; what is split and merged is the same.
  ({ root, config } = await createShardedSuite(undefined, { isolate: false }));
  // Coverage folders of this file's own: other files run verify at the same time.
  temp = await mkdtemp(path.join(tmpdir(), "fix-loop-test-temp-"));
  process.env.TMPDIR = temp;
});
afterAll(async () => {
  process.env.TMPDIR = shared;
  if (shared === undefined) delete process.env.TMPDIR;
  await rm(temp, { recursive: true, force: true });
});

async function legs(timings: Timings | null, total = LEGS): Promise<LegPartial[]> {
  const partials: LegPartial[] = [];
  for (let index = 1; index <= total; index++) {
    const partial = await runLeg({
      cwd: root,
      config,
      configPath,
      leg: { index, total },
      timings,
    });
    partials.push(partialSchema.parse(JSON.parse(JSON.stringify(partial))));
  }
  return partials;
}

/**
 * The legs run with no timings, once for the file: the merge tests read them, and the gate test
 * takes legs 1, 3 and 4 from them (the same runs of the same suite) and runs leg 2 anew.
 */
let untimed: Promise<LegPartial[]> | undefined;
function untimedLegs(): Promise<LegPartial[]> {
  untimed ??= legs(null);
  return untimed;
}

/** What must be equal of a test, run whole or in legs: all but its times. */
function testView(test: TestResult) {
  return {
    tier: test.tier,
    status: test.status,
    kind: test.kind,
    file: test.file,
    runs: test.runs,
    run: test.run,
    runsAlone: test.runsAlone,
    message: test.evidence?.message ?? null,
  };
}

function byId(results: Results) {
  return new Map(results.tests.map((test) => [test.id, testView(test)]));
}

function groupsView(results: Results) {
  return results.groups.map((group) => ({
    id: group.id,
    signature: group.signature,
    tests: [...group.tests].sort(),
    culprit: group.triage?.culprit ?? null,
  }));
}

describe("a 300-test vitest suite verified in 4 legs and merged", () => {
  let whole: Results;
  let partials: LegPartial[];
  let merged: Results;
  beforeAll(async () => {
    whole = await runVerify({ cwd: root, config, configPath });
    partials = await untimedLegs();
    merged = await mergePartials(partials, { cwd: root, config, configPath });
  }, 300_000);

  it("gives every test once, as the unsharded run does, test for test", () => {
    expect(whole.tests).toHaveLength(309);
    expect(merged.tests).toHaveLength(whole.tests.length);
    expect(byId(merged)).toEqual(byId(whole));
    expect(merged.outcome).toBe("failed");
    expect(merged.tiers.map((tier) => [tier.name, tier.status, tier.counts])).toEqual(
      whole.tiers.map((tier) => [tier.name, tier.status, tier.counts]),
    );
  });

  it("split the unit tier with vitest's own --shard, the scripts by count, and ran health in every leg", () => {
    const unitCounts = partials.map((p) => p.tests.filter((t) => t.tier === "unit").length);
    expect(unitCounts.reduce((a, b) => a + b, 0)).toBe(300);
    for (const count of unitCounts) expect(count).toBeLessThan(300);
    for (const partial of partials) {
      expect(partial.tests.filter((t) => t.tier === "health").map((t) => t.id)).toEqual(["BT-001"]);
      expect(partial.splits.find((s) => s.tier === "unit")?.how).toBe("runner-option");
      expect(partial.splits.find((s) => s.tier === "features")?.how).toBe("by-count");
      expect(partial.splits.find((s) => s.tier === "health")?.how).toBe("every-leg");
      expect(partial.tests.filter((t) => t.tier === "features")).toHaveLength(2);
    }
  });

  it("makes one group of the one bug whose failures ran in different legs, as the unsharded run does", () => {
    const failingLegs = partials.filter((p) => p.tests.some((t) => t.status === "failed"));
    expect(failingLegs.length).toBeGreaterThan(1);
    expect(merged.groups).toHaveLength(1);
    expect(merged.groups[0]?.tests).toHaveLength(BUGGY_FILES.length);
    expect(groupsView(merged)).toEqual(groupsView(whole));
  });

  it("reports the legs and their spread", () => {
    expect(merged.shards?.legs.map((leg) => leg.index)).toEqual([1, 2, 3, 4]);
    expect(merged.shards?.spread).toBeGreaterThanOrEqual(0);
  });

  it("balances the legs by the previous run's times, and still equals the unsharded run", async () => {
    // Two legs are enough to balance: each lists the suite's files (a vitest start) and runs its share.
    const timed = await legs(timingsOf(whole.tests), 2);
    for (const partial of timed)
      expect(partial.splits.find((s) => s.tier === "unit")?.how).toBe("by-time");
    const again = await mergePartials(timed, { cwd: root, config, configPath });
    expect(byId(again)).toEqual(byId(whole));
    expect(groupsView(again)).toEqual(groupsView(whole));
    expect(again.shards?.splits).toContainEqual({ tier: "unit", how: "by-time" });
  }, 300_000);
});

describe("a gate that fails in one leg of four", () => {
  it("stops the tiers behind it everywhere, and the merged results name the leg", async () => {
    const partials = [...(await untimedLegs())];
    await writeFile(path.join(root, "health-down"), "");
    try {
      partials[1] = await runLeg({
        cwd: root,
        config,
        configPath,
        leg: { index: 2, total: LEGS },
        timings: null,
      });
    } finally {
      await rm(path.join(root, "health-down"), { force: true });
    }
    expect(partials.filter((p) => p.tests.some((t) => t.tier === "unit"))).toHaveLength(3);
    const merged = await mergePartials(partials, { cwd: root, config, configPath });
    const tiers = Object.fromEntries(merged.tiers.map((tier) => [tier.name, tier]));
    expect(tiers.health?.status).toBe("failed");
    for (const name of ["unit", "features"]) {
      expect(tiers[name]?.status).toBe("skipped");
      expect(tiers[name]?.reason).toBe(
        'not run: the tier "health" failed (on-failure: stop) in leg 2/4',
      );
    }
    expect(merged.tests.filter((t) => t.tier === "unit")).toEqual([]);
    expect(merged.tests.filter((t) => t.tier === "features").map((t) => t.status)).toEqual(
      Array(8).fill("skipped"),
    );
    expect(merged.groups.map((group) => group.tests)).toEqual([["BT-001"]]);
    expect(merged.outcome).toBe("failed");
  }, 300_000);
});
