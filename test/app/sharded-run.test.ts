import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { mergePartials } from "../../src/shards/merge.js";
import { syntheticPartial } from "../support/synthetic-partial.js";
import { REPO, seedResultsRun } from "./harness.js";
import { useTestApp } from "./use-test-app.js";

const app = useTestApp();
const cwd = mkdtempSync(path.join(tmpdir(), "fix-loop-sharded-app-"));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

describe("a sharded run's results, merged by fix-loop merge", () => {
  it("reads as any other: one sticky comment, one issue for the one bug every leg failed on", async () => {
    const config = configSchema.parse({
      tiers: [{ name: "unit", command: "run-tests --junit", junit: "reports/junit.xml" }],
    });
    const partials = [1, 2, 3, 4].map((leg) => syntheticPartial(leg, 4, 250));
    const merged = await mergePartials(partials, {
      cwd,
      config,
      configPath: ".github/fix-loop.yml",
    });
    const failing = merged.tests.filter((test) => test.status === "failed").map((t) => t.id);
    // One failure in each leg, from one cause.
    expect(failing).toHaveLength(4);
    expect(merged.shards?.legs.map((leg) => leg.index)).toEqual([1, 2, 3, 4]);
    expect(merged.groups).toHaveLength(1);

    const pull = app.github.seedPull(REPO, { headRef: "feature/legs", title: "Legs" });
    await app.deliverRun(
      seedResultsRun(app.github, merged, {
        pullRequests: [pull.number],
        headBranch: "feature/legs",
        headSha: pull.headSha,
      }),
    );

    const comments = app.github.comments(REPO, pull.number);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain("<!-- fix-loop:summary -->");
    const issues = app.github
      .issues(REPO, { label: "fix-loop" })
      .filter((issue) => !issue.labels.includes("fix-loop:dashboard"));
    expect(issues).toHaveLength(1);
    for (const id of failing) expect(issues[0]?.body).toContain(id);
  });
});
