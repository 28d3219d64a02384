import type { Probot } from "probot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { group, results, testResult } from "./fixtures.js";
import {
  createTestProbot,
  deliverComment,
  deliverRun,
  REPO,
  seedResultsRun,
  seedShop,
} from "./harness.js";

const CONFIG = [
  "fix:",
  "  strategies:",
  "    - name: quick",
  "    - name: think",
  "      model: claude-opus-4-1",
  "",
].join("\n");

let github: FakeGitHub;
let probot: Probot;
let pullNumber: number;

beforeAll(async () => {
  github = await startFakeGitHub();
  seedShop(github, { ".github/fix-loop.yml": CONFIG });
  probot = createTestProbot(github);
  const pull = github.seedPull(REPO, { headRef: "feature/ladder" });
  pullNumber = pull.number;
  const red = results({
    tests: [testResult("BT-007", "failed")],
    groups: [group("g-cart", ["BT-007"], "open")],
  });
  await deliverRun(
    probot,
    github,
    seedResultsRun(github, red, {
      pullRequests: [pull.number],
      headBranch: "feature/ladder",
      headSha: pull.headSha,
    }),
  );
});

afterAll(() => github.close());

async function command(body: string): Promise<string> {
  await deliverComment(probot, github, pullNumber, body, "maintainer");
  const bots = github.comments(REPO, pullNumber).filter((c) => c.user.type === "Bot");
  return bots.at(-1)?.body ?? "";
}

describe("a repository with its own ladder (fix.strategies)", () => {
  it("offers its steps in the group's issue, the help, and accepts them in /fix", async () => {
    const issue = github
      .issues(REPO, { label: "fix-loop" })
      .find((candidate) => candidate.body?.includes("group=g-cart"));
    expect(issue?.body).toContain("add `--strategy think` to choose the strategy");
    expect(issue?.body).not.toContain("--strategy web");

    expect(await command("/fix help")).toContain("`/fix BT-007 --strategy think` picks");
    expect(await command("/fix BT-007 --strategy deep")).toContain("`--strategy` takes think");
    expect(github.dispatches(REPO)).toHaveLength(0);

    expect(await command("/fix BT-007 --strategy think")).toContain("`think` strategy");
    expect(github.dispatches(REPO)).toMatchObject([
      { inputs: { tests: "BT-007", strategy: "think" } },
    ]);
  });
});
