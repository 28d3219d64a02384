import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_MARKER, groupMarker } from "../../src/github/markers.js";
import {
  type FakeGitHub,
  type RouteHandler,
  startFakeGitHub,
} from "../support/fake-github/index.js";
import { routeOf } from "../support/fake-github/route-of.js";
import { issueRoutes } from "../support/fake-github/routes/issues.js";
import { type AppProcess, appKeyFile, sendWebhook, startTestApp } from "./app-process.js";
import { eachFailingInItsOwnGroup } from "./fixtures.js";
import { REPO, seedResultsRun, seedShop } from "./harness.js";
import { workflowRunPayload } from "./payloads.js";

const SECRET = "racing-secret";
let github: FakeGitHub;
const copies: AppProcess[] = [];

/** The fake's own issue listing, to answer with once both copies have asked. */
function realIssueListing(): RouteHandler {
  return routeOf(issueRoutes, "GET", "/repos/:owner/:repo/issues");
}

/**
 * The first two listings of fix-loop's issues wait for each other: both copies see no issue
 * for the new groups, so both open one, which is the race under test.
 */
function listingsMeetOnce(): void {
  const listing = realIssueListing();
  let waiting: Array<() => void> = [];
  let met = false;
  github.register((route) => {
    route("GET", "/repos/:owner/:repo/issues", async (request, state) => {
      if (!met && request.query.get("labels") === "fix-loop") {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (waiting.length === 2) {
            met = true;
            for (const release of waiting) release();
            waiting = [];
          }
        });
      }
      return listing(request, state);
    });
  });
}

beforeAll(async () => {
  github = await startFakeGitHub();
  seedShop(github);
  const keyPath = appKeyFile();
  for (let i = 0; i < 2; i++) copies.push(await startTestApp(github.url, SECRET, keyPath));
});

afterAll(async () => {
  for (const copy of copies) await copy.stop();
  await github?.close();
});

describe("two copies of the app behind one load balancer", () => {
  it("converge on one issue per new group: the lowest number wins, the other is closed as its duplicate", async () => {
    const ids = ["BT-401", "BT-402", "BT-403"];
    const run = seedResultsRun(github, eachFailingInItsOwnGroup(ids));
    listingsMeetOnce();
    const payload = workflowRunPayload(github, run);
    const answers = await Promise.all(
      copies.map((copy, i) =>
        sendWebhook(copy.url, { event: "workflow_run", id: `race-${i}`, payload, secret: SECRET }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);

    for (const id of ids) {
      const carrying = github
        .issues(REPO, { label: "fix-loop" })
        .filter((issue) => (issue.body ?? "").includes(groupMarker(`g-${id}`)));
      // Both copies opened one: the race happened.
      const all = github
        .issues(REPO, {})
        .filter((issue) => !issue.labels.includes("fix-loop:dashboard"))
        .filter((issue) => issue.title.includes(id) || (issue.body ?? "").includes(id));
      expect(all.length).toBeGreaterThanOrEqual(2);
      const open = carrying.filter((issue) => issue.state === "open");
      expect(open).toHaveLength(1);
      const winner = open[0];
      const duplicates = all.filter((issue) => issue.number !== winner?.number);
      for (const duplicate of duplicates) {
        expect(duplicate.number).toBeGreaterThan(winner?.number ?? 0);
        expect(duplicate.state).toBe("closed");
        expect(duplicate.body).toContain(`Duplicate of #${winner?.number}`);
      }
    }

    // Neither copy saw a dashboard, so both created one: the lowest number is kept, with every
    // group on it, and the other is closed pointing to it, no longer carrying the marker.
    const dashboards = github.issues(REPO, { label: "fix-loop:dashboard" });
    expect(dashboards.length).toBeGreaterThanOrEqual(2);
    const openDashboards = dashboards.filter((issue) => issue.state === "open");
    expect(openDashboards).toHaveLength(1);
    const kept = openDashboards[0];
    expect(kept?.number).toBe(Math.min(...dashboards.map((issue) => issue.number)));
    expect(kept?.body).toContain(DASHBOARD_MARKER);
    for (const id of ids) expect(kept?.body).toContain(`\`g-${id}\``);
    for (const duplicate of dashboards.filter((issue) => issue.number !== kept?.number)) {
      expect(duplicate.state).toBe("closed");
      expect(duplicate.body).toContain(`Duplicate of #${kept?.number}`);
      expect(duplicate.body).not.toContain(DASHBOARD_MARKER);
    }
  });
});
