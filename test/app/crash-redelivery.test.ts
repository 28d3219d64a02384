import { afterAll, describe, expect, it } from "vitest";
import {
  type FakeGitHub,
  type RouteHandler,
  startFakeGitHub,
} from "../support/fake-github/index.js";
import { routeOf } from "../support/fake-github/route-of.js";
import { issueRoutes } from "../support/fake-github/routes/issues.js";
import { type AppProcess, sendWebhook, startTestApp } from "./app-process.js";
import { eachFailingInItsOwnGroup } from "./fixtures.js";
import { REPO, seedResultsRun, seedShop } from "./harness.js";
import { workflowRunPayload } from "./payloads.js";

const SECRET = "crash-secret";
const started: Array<{ stop: () => Promise<void> }> = [];

afterAll(async () => {
  for (const thing of started.reverse()) await thing.stop();
});

async function startCopy(github: FakeGitHub): Promise<AppProcess> {
  const copy = await startTestApp(github.url, SECRET);
  started.push(copy);
  return copy;
}

/** A repository with one completed run of three failing groups; the same on every call. */
async function scene() {
  const github = await startFakeGitHub();
  started.push({ stop: () => github.close() });
  seedShop(github);
  const ids = ["BT-501", "BT-502", "BT-503"];
  const run = seedResultsRun(github, eachFailingInItsOwnGroup(ids), { headSha: "5".repeat(40) });
  return { github, payload: workflowRunPayload(github, run) };
}

/** The scene's workflow_run delivered to a copy of the app as GitHub would, under `id`. */
function deliverScene(copy: AppProcess, { payload }: { payload: unknown }, id: string) {
  return sendWebhook(copy.url, { event: "workflow_run", id, payload, secret: SECRET });
}

/** What GitHub holds, without the fake's address. */
function stateOf(github: FakeGitHub) {
  return github.issues(REPO, {}).map((issue) => ({
    number: issue.number,
    title: issue.title,
    body: (issue.body ?? "").replaceAll(github.url, "<github>"),
    labels: [...issue.labels].sort(),
    state: issue.state,
  }));
}

function issueCreation(): RouteHandler {
  return routeOf(issueRoutes, "POST", "/repos/:owner/:repo/issues");
}

describe("a redelivery after the app crashed mid-run", () => {
  it("ends in the same state as one clean delivery", async () => {
    const clean = await scene();
    const cleanCopy = await startCopy(clean.github);
    const answer = await deliverScene(cleanCopy, clean, "clean");
    expect(answer.status).toBe(200);

    const crashed = await scene();
    const doomed = await startCopy(crashed.github);
    // The process dies right after GitHub created the first issue: between two writes.
    const create = issueCreation();
    let killed = false;
    crashed.github.register((route) => {
      route("POST", "/repos/:owner/:repo/issues", async (request, state) => {
        const created = await create(request, state);
        if (!killed) {
          killed = true;
          doomed.child.kill("SIGKILL");
        }
        return created;
      });
    });
    await deliverScene(doomed, crashed, "crashed").catch(() => null);
    await doomed.stop();
    expect(killed).toBe(true);
    const halfway = stateOf(crashed.github);
    expect(halfway.length).toBeLessThan(stateOf(clean.github).length);

    // GitHub redelivers the same delivery to a restarted app.
    const restarted = await startCopy(crashed.github);
    const again = await deliverScene(restarted, crashed, "crashed");
    expect(again.status).toBe(200);
    expect(stateOf(crashed.github)).toEqual(stateOf(clean.github));
  });
});
