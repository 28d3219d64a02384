import { beforeAll, describe, expect, it } from "vitest";
import { attempt, cartAndAuthRun, group, results, testResult } from "./fixtures.js";
import { issueCommentPayload, nextDelivery, REPO, seedResultsRun } from "./harness.js";
import { useTestApp } from "./use-test-app.js";

let pullNumber: number;

const app = useTestApp({ ".github/fix-loop.yml": "app:\n  max-attempts: 3\n" });

beforeAll(async () => {
  // A PR whose run left two groups: g-cart (2 attempts) and g-auth (3 attempts, at the cap of 3).
  const pull = app.github.seedPull(REPO, { headRef: "feature/cart" });
  pullNumber = pull.number;
  const first = cartAndAuthRun("deferred", "deferred", {
    attempts: [
      attempt("g-cart", 1, false),
      attempt("g-cart", 2, false),
      attempt("g-auth", 1, true),
      attempt("g-auth", 2, false),
      attempt("g-auth", 3, false),
    ],
  });
  const run = seedResultsRun(app.github, first, {
    pullRequests: [pull.number],
    headBranch: "feature/cart",
    headSha: pull.headSha,
  });
  await app.deliverRun(run);
});

/** Posts a comment as `login` and delivers the webhook; returns the comment id and delivery id. */
async function command(
  body: string,
  login: string,
  options: { on?: number; delivery?: string } = {},
) {
  const issueNumber = options.on ?? pullNumber;
  const comment = app.github.seedComment(REPO, issueNumber, body, login);
  const delivery = options.delivery ?? nextDelivery();
  await app.probot.receive({
    id: delivery,
    name: "issue_comment",
    payload: issueCommentPayload(app.github, issueNumber, comment.id) as never,
  });
  return { commentId: comment.id, delivery };
}

const lastReply = (issueNumber = pullNumber) => {
  const bots = app.github.comments(REPO, issueNumber).filter((c) => c.user.type === "Bot");
  return bots[bots.length - 1]?.body ?? "";
};

describe("/fix on a pull request", () => {
  it("refuses a reader with a reply, no reaction and no dispatch", async () => {
    const { commentId } = await command("/fix BT-007", "reader");
    expect(app.github.dispatches(REPO)).toHaveLength(0);
    expect(app.github.reactions(REPO, commentId)).toEqual([]);
    expect(lastReply()).toContain("needs write access");
  });

  it("refuses triage under the default write requirement", async () => {
    await command("/fix BT-007", "triager");
    expect(app.github.dispatches(REPO)).toHaveLength(0);
    expect(lastReply()).toContain("you have triage");
  });

  it("dispatches for a writer on the PR head, pinned to the sha fetched now, and says so", async () => {
    app.github.pushToPull(REPO, pullNumber, "a".repeat(40));
    const { commentId } = await command("/fix BT-007 --strategy deep", "writer");
    expect(app.github.reactions(REPO, commentId)).toEqual(["eyes"]);
    expect(app.github.dispatches(REPO)).toMatchObject([
      {
        workflow: "fix-loop.yml",
        ref: "feature/cart",
        inputs: { tests: "BT-007", sha: "a".repeat(40), strategy: "deep" },
      },
    ]);
    expect(lastReply()).toContain("started a fix run");
    // The fix in progress is the reply's marker, not a label (no call of its own).
    expect(lastReply()).toMatch(
      new RegExp(`<!-- fix-loop:dispatch sha=${"a".repeat(40)} tests=BT-007 at=\\S+ -->`),
    );
    expect(app.github.labels(REPO, pullNumber)).not.toContain("fix-loop:in-progress");
  });

  it("refuses the same tests at the same commit while that fix is in progress", async () => {
    await command("/fix BT-007", "maintainer");
    expect(app.github.dispatches(REPO)).toHaveLength(1);
    expect(lastReply()).toContain("already in progress");
  });

  it("dispatches once for a redelivered webhook", async () => {
    app.github.pushToPull(REPO, pullNumber, "b".repeat(40));
    const { commentId, delivery } = await command("/fix all", "maintainer");
    expect(app.github.dispatches(REPO)).toHaveLength(2);
    await app.probot.receive({
      id: delivery,
      name: "issue_comment",
      payload: issueCommentPayload(app.github, pullNumber, commentId) as never,
    });
    expect(app.github.dispatches(REPO)).toHaveLength(2);
    // /fix all takes the PR's failing groups under the cap; g-auth has used its 3 attempts.
    expect(app.github.dispatches(REPO)[1]?.inputs).toEqual({
      tests: "BT-007",
      sha: "b".repeat(40),
    });
    expect(lastReply()).toContain("Left out at the cap of 3 attempts: `BT-008`");
    expect(
      app.github.comments(REPO, pullNumber).filter((c) => c.body.includes(delivery)),
    ).toHaveLength(1);
  });

  it("refuses a test at the attempt cap and says how to raise it", async () => {
    await command("/fix BT-008", "maintainer");
    expect(app.github.dispatches(REPO)).toHaveLength(2);
    expect(lastReply()).toContain("attempt cap of 3 is reached");
    expect(lastReply()).toContain("app.max-attempts");
  });

  it("refuses an unknown test id and lists the known ones", async () => {
    await command("/fix BT-999", "maintainer");
    expect(app.github.dispatches(REPO)).toHaveLength(2);
    expect(lastReply()).toContain("no test `BT-999`");
    expect(lastReply()).toContain("`BT-001`, `BT-007`, `BT-008`");
  });

  it("answers help, status and a malformed command without dispatching", async () => {
    await command("/fix help", "writer");
    expect(lastReply()).toContain("fix-loop commands");
    await command("/fix status", "writer");
    expect(lastReply()).toContain("**Trust:**");
    expect(lastReply()).toMatch(/`BT-008` \| deferred \| 3 of 3/);
    await command("/fix BT-007 --strategy fast", "writer");
    expect(lastReply()).toContain("`--strategy` takes web or deep");
    expect(app.github.dispatches(REPO)).toHaveLength(2);
  });

  it("ignores bots, other comments, and commands not on the first line", async () => {
    const before = app.github.comments(REPO, pullNumber).length;
    await command("/fix BT-007", "dependabot[bot]");
    await command("looks good to me", "writer");
    await command("thanks!\n/fix BT-007", "writer");
    expect(app.github.comments(REPO, pullNumber)).toHaveLength(before + 3);
    expect(app.github.dispatches(REPO)).toHaveLength(2);
  });
});

describe("/fix elsewhere", () => {
  it("refuses a pull request from a fork", async () => {
    const fork = app.github.seedPull(REPO, { headRef: "patch-1", headRepo: "mallory/shop" });
    await command("/fix BT-007", "maintainer", { on: fork.number });
    expect(app.github.dispatches(REPO)).toHaveLength(2);
    expect(lastReply(fork.number)).toContain("comes from a fork");
  });

  it("ignores a plain issue, and on a group's issue dispatches its tests on the default branch head", async () => {
    const plain = app.github.seedIssue(REPO, { title: "a question" });
    await command("/fix all", "maintainer", { on: plain.number });
    expect(app.github.comments(REPO, plain.number)).toHaveLength(1);

    const cart = app.github
      .issues(REPO, { label: "fix-loop:deferred" })
      .find((issue) => issue.body?.includes("group=g-cart"));
    expect(cart).toBeDefined();
    await command("/fix all", "maintainer", { on: cart?.number ?? 0 });
    const dispatch = app.github.dispatches(REPO)[2];
    expect(dispatch).toMatchObject({
      ref: "main",
      inputs: { tests: "BT-007", sha: app.github.repo(REPO).branches.get("main") },
    });
    // In progress on the group's issue too: the same /fix again is refused.
    await command("/fix all", "maintainer", { on: cart?.number ?? 0 });
    expect(app.github.dispatches(REPO)).toHaveLength(3);
    expect(lastReply(cart?.number)).toContain("already in progress");
  });
});

describe("a fix in progress", () => {
  it("shows in /fix status, and a run finishing after the dispatch ends it", async () => {
    // The PR's head is b…b, where `/fix all` dispatched BT-007 above.
    const sha = "b".repeat(40);
    await command("/fix status", "writer");
    expect(lastReply()).toContain("In progress: a fix for `BT-007` at `bbbbbbb`");
    const before = app.github.dispatches(REPO).length;

    const done = results({
      tests: [testResult("BT-001", "passed"), testResult("BT-007", "failed")],
      groups: [group("g-cart", ["BT-007"], "open")],
      finishedAt: new Date(Date.now() + 1000).toISOString(),
    });
    const run = seedResultsRun(app.github, done, {
      headBranch: "feature/cart",
      headSha: sha,
      event: "workflow_dispatch",
    });
    await app.deliverRun(run);

    await command("/fix status", "writer");
    expect(lastReply()).not.toContain("In progress");
    await command("/fix BT-007", "writer");
    expect(lastReply()).toContain("started a fix run");
    expect(app.github.dispatches(REPO)).toHaveLength(before + 1);
  });
});
