import { describe, expect, it } from "vitest";
import * as z from "zod";
import { renderBoundedDashboard } from "../../app/dashboard/dashboard.js";
import type { DashboardState } from "../../app/dashboard/state.js";
import { DEFAULT_SETTINGS } from "../../app/settings.js";
import { readStateMarker } from "../../src/github/markers.js";
import { eachFailingInItsOwnGroup } from "./fixtures.js";
import { REPO, seedResultsRun } from "./harness.js";
import { useTestApp } from "./use-test-app.js";

const app = useTestApp({ ".github/fix-loop.yml": "app:\n  max-issues-per-run: 4\n" });

describe("what one run may create", () => {
  it("opens at most app.max-issues-per-run issues and lists the other groups on the dashboard", async () => {
    const ids = Array.from({ length: 10 }, (_, i) => `BT-${String(i).padStart(3, "0")}`);
    const run = seedResultsRun(app.github, eachFailingInItsOwnGroup(ids));
    await app.deliverRun(run);
    const all = app.github.issues(REPO, { label: "fix-loop" });
    const dashboard = all.filter((issue) => issue.labels.includes("fix-loop:dashboard"));
    expect(all.length - dashboard.length).toBe(4);
    expect(dashboard).toHaveLength(1);
    const body = dashboard[0]?.body ?? "";
    expect(body).toContain("### Groups without an issue (6)");
    for (const id of ids.slice(4)) expect(body).toContain(`\`g-${id}\``);
  });
});

describe("the dashboard's body", () => {
  it("stays under GitHub's 65,536 characters, dropping the oldest entries first", () => {
    const knownTests: Record<string, string> = {};
    for (let i = 0; i < 5000; i++) {
      const at = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
      knownTests[`tests/suite/a-rather-long-test-file-name-${i}.spec.ts::case ${i}`] = at;
    }
    const groups: DashboardState["groups"] = {};
    for (let i = 1; i <= 400; i++) {
      groups[`g-${i}`] = {
        issue: i,
        url: `https://github.com/acme/shop/issues/${i}`,
        status: "failing",
        attempts: 1,
        tests: [`tests/suite/a-rather-long-test-file-name-${i}.spec.ts::case ${i}`],
      };
    }
    const state: DashboardState = {
      v: 1,
      trust: { score: null, history: [] },
      knownTests,
      groups,
      seen: Array.from({ length: 200 }, (_, i) => `run:${i}`),
      unissued: null,
    };
    const { body, state: kept } = renderBoundedDashboard(state, {
      ...DEFAULT_SETTINGS,
      ladder: ["first", "web", "deep"],
    });
    expect(body.length).toBeLessThan(65_536);
    // The state on the last line still parses, and what was kept is the newest.
    expect(readStateMarker(body, z.object({ v: z.literal(1) }))).toEqual({ v: 1 });
    const keptTests = Object.keys(kept.knownTests);
    expect(keptTests.length).toBeGreaterThan(0);
    expect(keptTests.length).toBeLessThan(5000);
    expect(kept.knownTests).toHaveProperty(
      "tests/suite/a-rather-long-test-file-name-4999.spec.ts::case 4999",
    );
    expect(kept.knownTests).not.toHaveProperty(
      "tests/suite/a-rather-long-test-file-name-0.spec.ts::case 0",
    );
    const keptGroups = Object.values(kept.groups).map((g) => g.issue);
    if (keptGroups.length < 400) expect(Math.min(...keptGroups)).toBeGreaterThan(1);
  });
});
