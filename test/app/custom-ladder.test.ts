import { beforeAll, describe, expect, it } from "vitest";
import { group, results, testResult } from "./fixtures.js";
import { deliverRun, REPO, seedResultsRun } from "./harness.js";
import { useTestApp } from "./use-test-app.js";

const CONFIG = [
  "fix:",
  "  strategies:",
  "    - name: quick",
  "    - name: think",
  "      model: claude-opus-4-1",
  "",
].join("\n");

let pullNumber: number;

const app = useTestApp({ ".github/fix-loop.yml": CONFIG });

beforeAll(async () => {
  const pull = app.github.seedPull(REPO, { headRef: "feature/ladder" });
  pullNumber = pull.number;
  const red = results({
    tests: [testResult("BT-007", "failed")],
    groups: [group("g-cart", ["BT-007"], "open")],
  });
  await deliverRun(
    app.probot,
    app.github,
    seedResultsRun(app.github, red, {
      pullRequests: [pull.number],
      headBranch: "feature/ladder",
      headSha: pull.headSha,
    }),
  );
});

async function command(body: string): Promise<string> {
  await app.deliverComment(pullNumber, body, "maintainer");
  const bots = app.github.comments(REPO, pullNumber).filter((c) => c.user.type === "Bot");
  return bots.at(-1)?.body ?? "";
}

describe("a repository with its own ladder (fix.strategies)", () => {
  it("offers its steps in the group's issue, the help, and accepts them in /fix", async () => {
    const issue = app.github
      .issues(REPO, { label: "fix-loop" })
      .find((candidate) => candidate.body?.includes("group=g-cart"));
    expect(issue?.body).toContain("add `--strategy think` to choose the strategy");
    expect(issue?.body).not.toContain("--strategy web");

    expect(await command("/fix help")).toContain("`/fix BT-007 --strategy think` picks");
    expect(await command("/fix BT-007 --strategy deep")).toContain("`--strategy` takes think");
    expect(app.github.dispatches(REPO)).toHaveLength(0);

    expect(await command("/fix BT-007 --strategy think")).toContain("`think` strategy");
    expect(app.github.dispatches(REPO)).toMatchObject([
      { inputs: { tests: "BT-007", strategy: "think" } },
    ]);
  });
});
