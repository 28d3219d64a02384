import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { publishGroupFix } from "../../src/action/modes/publish/fix-pull-request.js";
import { createGitHubClient } from "../../src/github/client.js";
import type { Results } from "../../src/results/schema.js";
import { attempt, failedResults, failingTest, passingTest } from "../report/results-fixture.js";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { createProjectRepo, git, type ProjectRepo } from "./support/project.js";

const REPO = "acme/widgets";
let github: FakeGitHub;
let repo: ProjectRepo;

beforeEach(async () => {
  github = await startFakeGitHub();
  github.seedRepo({ owner: "acme", name: "widgets" });
  repo = createProjectRepo();
  // The working tree as runFix leaves it: two verified fixes kept, nothing committed.
  writeFileSync(path.join(repo.dir, "src/answer.txt"), "42\n");
  writeFileSync(path.join(repo.dir, "src/other.txt"), "new file from the second fix\n");
});
afterEach(async () => {
  await github.close();
  repo.remove();
});

/** Results of a fix run: two groups fixed (one file each), one deferred. */
function fixResults(): Results {
  return failedResults({
    mode: "fix",
    outcome: "deferred",
    tests: [
      passingTest("BT-001"),
      failingTest("BT-002", { status: "fixed" }),
      failingTest("BT-005", { status: "fixed" }),
      failingTest("BT-009", { status: "deferred" }),
    ],
    groups: [
      {
        id: "aaa111",
        signature: "answer is <n>",
        tier: "features",
        tests: ["BT-002"],
        status: "fixed",
        reason: null,
      },
      {
        id: "bbb222",
        signature: "other missing",
        tier: "features",
        tests: ["BT-005"],
        status: "fixed",
        reason: null,
      },
      {
        id: "ccc333",
        signature: "greeting wrong",
        tier: "features",
        tests: ["BT-009"],
        status: "deferred",
        reason: null,
      },
    ],
    attempts: [
      attempt("aaa111", 1, {
        verified: { passed: false, tests: { "BT-002": "failed" }, regressions: [] },
        rejected: "no_change",
        filesChanged: [],
      }),
      attempt("aaa111", 2, { filesChanged: ["src/answer.txt"] }),
      attempt("bbb222", 1, { filesChanged: ["src/other.txt"] }),
      attempt("ccc333", 1, {
        verified: { passed: false, tests: { "BT-009": "failed" }, regressions: [] },
        rejected: "regression",
        filesChanged: ["src/greeting.txt"],
      }),
    ],
    trust: { score: 0.5, agreed: 2, total: 4 },
  });
}

/** The files each fixed group's bundle holds (its verified attempt's change). */
const FILES: Record<string, string[]> = { aaa111: ["src/answer.txt"], bbb222: ["src/other.txt"] };

/** What the publish job does for each checked bundle, here one per fixed group of `results`. */
async function publish(results: Results, runId: string, warn?: (text: string) => void) {
  const options = {
    octokit: await createGitHubClient({
      token: "ghs_actions_token_for_tests",
      baseUrl: github.url,
      paceWrites: false,
      warn,
    }),
    repository: { owner: "acme", repo: "widgets" },
    cwd: repo.dir,
    baseSha: repo.head,
    baseBranch: "main",
    runId,
    runUrl: `https://github.example/acme/widgets/actions/runs/${runId}`,
    draft: true,
    token: "ghs_actions_token_for_tests",
    redact: (text: string) => text,
    log: () => {},
  };
  const links = [];
  for (const group of results.groups.filter((g) => g.status === "fixed")) {
    links.push((await publishGroupFix(results, group, FILES[group.id] ?? [], options)).link);
  }
  return { links };
}

function remoteBranches(): string[] {
  return git(repo.origin, "for-each-ref", "--format=%(refname:short)", "refs/heads")
    .split("\n")
    .filter(Boolean)
    .sort();
}

describe("publishGroupFix", () => {
  it("pushes one branch with one commit per fixed group and opens a draft PR with marker and labels", async () => {
    const results = fixResults();
    const publication = await publish(results, "4242");

    expect(publication.links.map((l) => l.group)).toEqual(["aaa111", "bbb222"]);
    expect(remoteBranches()).toEqual(["fix-loop/aaa111-4242", "fix-loop/bbb222-4242", "main"]);

    // Each branch: exactly one commit on the checked-out commit, holding only its group's file.
    const answer = "fix-loop/aaa111-4242";
    expect(git(repo.origin, "rev-parse", `${answer}^`)).toBe(repo.head);
    expect(git(repo.origin, "diff", "--name-only", repo.head, answer)).toBe("src/answer.txt");
    expect(git(repo.origin, "show", `${answer}:src/answer.txt`)).toBe("42");
    expect(git(repo.origin, "diff", "--name-only", repo.head, "fix-loop/bbb222-4242")).toBe(
      "src/other.txt",
    );
    expect(git(repo.origin, "log", "-1", "--format=%an%n%s", answer)).toBe(
      "github-actions[bot]\nfix-loop: fix BT-002",
    );

    // The local checkout is untouched: same HEAD, fixes still in the working tree, index clean.
    expect(git(repo.dir, "rev-parse", "HEAD")).toBe(repo.head);
    expect(git(repo.dir, "diff", "--cached", "--name-only")).toBe("");
    expect(git(repo.dir, "status", "--porcelain")).toContain("src/answer.txt");

    const [first] = publication.links;
    if (!first) throw new Error("no link");
    const pull = github.pull(REPO, first.number);
    const issue = github.issue(REPO, first.number);
    expect(pull).toMatchObject({ headRef: answer, baseRef: "main", draft: true });
    expect(issue.title).toBe("fix-loop: fix BT-002 (answer is <n>)");
    expect(issue.body).toContain("<!-- fix-loop:group=aaa111 -->");
    expect(issue.body).toContain("**Tests fixed:** `BT-002`");
    expect(github.labels(REPO, first.number)).toEqual(["fix-loop", "fix-loop:fixed"]);
    expect(first.url).toMatch(new RegExp(`/acme/widgets/pull/${first.number}$`));
  });

  it("updates the open PR of a group on a second run instead of opening another", async () => {
    const first = await publish(fixResults(), "5000");
    const pullsBefore = github.requestsTo("POST", "/repos/:owner/:repo/pulls").length;
    writeFileSync(path.join(repo.dir, "src/answer.txt"), "42\n# second run\n");
    github.clearRequests();

    const second = await publish(fixResults(), "5001");
    expect(second.links.map((l) => l.number)).toEqual(first.links.map((l) => l.number));
    expect(github.requestsTo("POST", "/repos/:owner/:repo/pulls")).toHaveLength(0);
    expect(github.requestsTo("PATCH", "/repos/:owner/:repo/pulls/:number")).toHaveLength(2);
    expect(pullsBefore).toBe(2);
    // The same branch moved; no branch for the second run's id.
    expect(remoteBranches()).toEqual(["fix-loop/aaa111-5000", "fix-loop/bbb222-5000", "main"]);
    expect(git(repo.origin, "show", "fix-loop/aaa111-5000:src/answer.txt")).toBe(
      "42\n# second run",
    );
  });

  it("never force-pushes a branch outside fix-loop/, whatever marker its PR body carries", async () => {
    github.seedPull(REPO, {
      title: "hand-made",
      body: "fixes it\n<!-- fix-loop:group=aaa111 -->",
      headRef: "someone/answer-fix",
      baseRef: "main",
      user: "octocat",
    });
    const results = fixResults();
    results.groups = results.groups.filter((g) => g.id === "aaa111");
    const publication = await publish(results, "6000");
    expect(publication.links).toHaveLength(1);
    // The hand-made PR's branch is not fix-loop's: a new fix-loop/ branch and PR instead.
    expect(remoteBranches()).not.toContain("someone/answer-fix");
    expect(remoteBranches()).toContain("fix-loop/aaa111-6000");
    expect(github.requestsTo("POST", "/repos/:owner/:repo/pulls")).toHaveLength(1);
  });

  it("makes three API calls per fixed group and survives a server error", async () => {
    const results = fixResults();
    results.groups = results.groups.filter((g) => g.id !== "bbb222");
    github.failNext({ method: "POST", path: "/repos/:owner/:repo/pulls", status: 502 });
    const publication = await publish(results, "7000");
    expect(publication.links).toHaveLength(1);
    const calls = github.requests.filter((r) => !r.injected).map((r) => `${r.method} ${r.route}`);
    expect(calls).toEqual([
      "GET /repos/:owner/:repo/pulls",
      "POST /repos/:owner/:repo/pulls",
      "POST /repos/:owner/:repo/issues/:number/labels",
    ]);
  });

  it("waits out a secondary rate limit on a write and says so", async () => {
    const results = fixResults();
    results.groups = results.groups.filter((g) => g.id !== "bbb222");
    github.failNext({
      method: "POST",
      path: "/repos/:owner/:repo/issues/:number/labels",
      status: "secondary-rate-limit",
      retryAfterSeconds: 1,
    });
    const warnings: string[] = [];
    const publication = await publish(results, "7100", (text) => warnings.push(text));
    expect(publication.links).toHaveLength(1);
    expect(github.requestsTo("POST", "/repos/:owner/:repo/issues/:number/labels")).toHaveLength(2);
    expect(warnings).toEqual([
      "secondary rate limit on POST /repos/{owner}/{repo}/issues/{issue_number}/labels: retrying in 1.0 s (retry 1 of 3)",
    ]);
  });
});
