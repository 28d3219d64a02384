import { Probot, type ProbotOctokit } from "probot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pacedOctokit } from "../../app/github/octokit.js";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { APP_PRIVATE_KEY, nextDelivery, TEST_PACING } from "./harness.js";

let github: FakeGitHub;
let probot: Probot;
const clients: { repo: string; octokit: ProbotOctokit; status: number }[] = [];

beforeAll(async () => {
  github = await startFakeGitHub();
  github.seedRepo({ owner: "acme", name: "shop", installationId: 1 });
  github.seedRepo({ owner: "umbrella", name: "site", installationId: 2 });
  probot = new Probot({
    appId: 1,
    privateKey: APP_PRIVATE_KEY,
    baseUrl: github.url,
    Octokit: pacedOctokit(TEST_PACING),
    logLevel: "fatal",
  });
  probot.on("issue_comment.created", async (context) => {
    const answer = await context.octokit.rest.repos.get(context.repo());
    clients.push({ repo: answer.data.full_name, octokit: context.octokit, status: answer.status });
  });
});

afterAll(() => github.close());

function commentEvent(repo: string) {
  const pull = github.seedPull(repo, { headRef: `feature/${nextDelivery()}` });
  const comment = github.seedComment(repo, pull.number, "LGTM", "octocat");
  return {
    id: nextDelivery(),
    name: "issue_comment" as const,
    payload: {
      action: "created",
      issue: github.shapes.issue(repo, pull.number),
      comment: github.shapes.comment(repo, comment.id),
      repository: github.shapes.repository(repo),
      sender: github.shapes.user("octocat"),
      installation: github.shapes.installation(repo),
    } as never,
  };
}

describe("the GitHub client of a webhook event", () => {
  it("is one per installation, and acts as that installation", async () => {
    await probot.receive(commentEvent("acme/shop"));
    await probot.receive(commentEvent("umbrella/site"));
    await Promise.all([
      probot.receive(commentEvent("acme/shop")),
      probot.receive(commentEvent("acme/shop")),
    ]);
    expect(clients.map((c) => [c.repo, c.status])).toEqual([
      ["acme/shop", 200],
      ["umbrella/site", 200],
      ["acme/shop", 200],
      ["acme/shop", 200],
    ]);
    const [shop, site, ...again] = clients.map((c) => c.octokit);
    expect(site).not.toBe(shop);
    for (const client of again) expect(client).toBe(shop);
    // Each installation's token was asked for once, by its own client.
    expect(github.requestsTo("POST", "/app/installations/1/access_tokens")).toHaveLength(1);
    expect(github.requestsTo("POST", "/app/installations/2/access_tokens")).toHaveLength(1);
  });
});
