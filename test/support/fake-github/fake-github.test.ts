import { Octokit } from "@octokit/rest";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "./index.js";

const REPO = "acme/shop";
let github: FakeGitHub;
let octokit: Octokit;

beforeAll(async () => {
  github = await startFakeGitHub();
  github.seedRepo({
    owner: "acme",
    name: "shop",
    files: { ".github/fix-loop.yml": "app:\n  workflow: fix.yml\n" },
    workflows: ["fix.yml"],
    collaborators: { alice: "maintain", bob: "triage" },
  });
  octokit = new Octokit({ baseUrl: github.url, auth: "test-token", log: silent });
});

afterAll(() => github.close());

const silent = { debug() {}, info() {}, warn() {}, error() {} };

describe("the fake GitHub REST server", () => {
  it("answers a conditional GET with 304 while the answer is unchanged, as GitHub does", async () => {
    const url = `${github.url}/repos/acme/shop/collaborators/carol/permission`;
    const first = await fetch(url, { headers: { authorization: "token test-token" } });
    const etag = first.headers.get("etag");
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    const again = await fetch(url, {
      headers: { authorization: "token test-token", "if-none-match": etag ?? "" },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    github.setCollaborator(REPO, "carol", "admin");
    const changed = await fetch(url, {
      headers: { authorization: "token test-token", "if-none-match": etag ?? "" },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("serves file contents as base64 JSON and raw", async () => {
    const json = await octokit.rest.repos.getContent({
      owner: "acme",
      repo: "shop",
      path: ".github/fix-loop.yml",
    });
    const data = json.data as { content: string; encoding: string };
    expect(data.encoding).toBe("base64");
    expect(Buffer.from(data.content, "base64").toString()).toContain("workflow: fix.yml");
    const raw = await octokit.rest.repos.getContent({
      owner: "acme",
      repo: "shop",
      path: ".github/fix-loop.yml",
      mediaType: { format: "raw" },
    });
    expect(String(raw.data)).toBe("app:\n  workflow: fix.yml\n");
    await expect(
      octokit.rest.repos.getContent({ owner: "acme", repo: "shop", path: "nope.yml" }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("pages issue lists with Link headers and filters by label and state", async () => {
    for (let i = 0; i < 35; i += 1) {
      await octokit.rest.issues.create({
        owner: "acme",
        repo: "shop",
        title: `issue ${i}`,
        labels: i % 2 ? ["fix-loop"] : [],
      });
    }
    const first = await octokit.rest.issues.listForRepo({
      owner: "acme",
      repo: "shop",
      per_page: 10,
    });
    expect(first.data).toHaveLength(10);
    expect(first.headers.link).toContain('rel="next"');
    const labelled = await octokit.paginate(octokit.rest.issues.listForRepo, {
      owner: "acme",
      repo: "shop",
      labels: "fix-loop",
      per_page: 5,
    });
    expect(labelled).toHaveLength(17);
    const number = labelled[0]?.number ?? 0;
    await octokit.rest.issues.update({
      owner: "acme",
      repo: "shop",
      issue_number: number,
      state: "closed",
      state_reason: "completed",
    });
    const open = await octokit.paginate(octokit.rest.issues.listForRepo, {
      owner: "acme",
      repo: "shop",
      labels: "fix-loop",
    });
    expect(open).toHaveLength(16);
    expect(github.issue(REPO, number)).toMatchObject({ state: "closed", stateReason: "completed" });
  });

  it("keeps labels, comments and reactions", async () => {
    const issue = github.seedIssue(REPO, { title: "labels" });
    await octokit.rest.issues.addLabels({
      owner: "acme",
      repo: "shop",
      issue_number: issue.number,
      labels: ["a", "b"],
    });
    await octokit.rest.issues.removeLabel({
      owner: "acme",
      repo: "shop",
      issue_number: issue.number,
      name: "a",
    });
    await expect(
      octokit.rest.issues.removeLabel({
        owner: "acme",
        repo: "shop",
        issue_number: issue.number,
        name: "a",
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      octokit.rest.issues.createLabel({ owner: "acme", repo: "shop", name: "B" }),
    ).rejects.toMatchObject({ status: 422 });
    expect(github.labels(REPO, issue.number)).toEqual(["b"]);
    const comment = await octokit.rest.issues.createComment({
      owner: "acme",
      repo: "shop",
      issue_number: issue.number,
      body: "hi",
    });
    await octokit.rest.issues.updateComment({
      owner: "acme",
      repo: "shop",
      comment_id: comment.data.id,
      body: "edited",
    });
    await octokit.rest.reactions.createForIssueComment({
      owner: "acme",
      repo: "shop",
      comment_id: comment.data.id,
      content: "eyes",
    });
    expect(github.comments(REPO, issue.number).map((c) => c.body)).toEqual(["edited"]);
    expect(github.reactions(REPO, comment.data.id)).toEqual(["eyes"]);
  });

  it("reports collaborator permissions with the legacy mapping", async () => {
    const maintainer = await octokit.rest.repos.getCollaboratorPermissionLevel({
      owner: "acme",
      repo: "shop",
      username: "alice",
    });
    expect(maintainer.data).toMatchObject({ permission: "write", role_name: "maintain" });
    const triager = await octokit.rest.repos.getCollaboratorPermissionLevel({
      owner: "acme",
      repo: "shop",
      username: "bob",
    });
    expect(triager.data).toMatchObject({ permission: "read", role_name: "triage" });
  });

  it("creates pull requests, refuses a duplicate, and records dispatches", async () => {
    const pull = github.seedPull(REPO, { headRef: "feature", title: "Feature" });
    const created = await octokit.rest.pulls.create({
      owner: "acme",
      repo: "shop",
      head: "fix-loop/g1",
      base: "main",
      title: "fix",
      draft: true,
    });
    expect(created.data.draft).toBe(true);
    await expect(
      octokit.rest.pulls.create({
        owner: "acme",
        repo: "shop",
        head: "fix-loop/g1",
        base: "main",
        title: "again",
      }),
    ).rejects.toMatchObject({ status: 422 });
    const listed = await octokit.rest.pulls.list({
      owner: "acme",
      repo: "shop",
      head: "acme:fix-loop/g1",
    });
    expect(listed.data.map((p) => p.number)).toEqual([created.data.number]);
    await octokit.rest.actions.createWorkflowDispatch({
      owner: "acme",
      repo: "shop",
      workflow_id: "fix.yml",
      ref: "feature",
      inputs: { tests: "BT-007", sha: pull.headSha },
    });
    expect(github.dispatches(REPO)).toMatchObject([
      { workflow: "fix.yml", ref: "feature", inputs: { tests: "BT-007" } },
    ]);
    await expect(
      octokit.rest.actions.createWorkflowDispatch({
        owner: "acme",
        repo: "shop",
        workflow_id: "nope.yml",
        ref: "main",
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("redirects an artifact download to blob storage that refuses the auth header", async () => {
    const run = github.seedRun(REPO, {
      artifacts: { "fix-loop-results": { "results.json": '{"version":1}' } },
    });
    const artifacts = await octokit.rest.actions.listWorkflowRunArtifacts({
      owner: "acme",
      repo: "shop",
      run_id: run.id,
    });
    const artifact = artifacts.data.artifacts[0];
    expect(artifact?.name).toBe("fix-loop-results");
    const redirect = await octokit.rest.actions.downloadArtifact({
      owner: "acme",
      repo: "shop",
      artifact_id: artifact?.id ?? 0,
      archive_format: "zip",
      request: { redirect: "manual" },
    });
    expect(redirect.status).toBe(302);
    const location = String(redirect.headers.location);
    const withAuth = await fetch(location, { headers: { authorization: "token test-token" } });
    expect(withAuth.status).toBe(403);
    const blob = await fetch(location);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(strFromU8(files["results.json"] ?? new Uint8Array())).toBe('{"version":1}');
  });

  it("injects 5xx and rate-limit answers and logs every request", async () => {
    github.failNext({ method: "GET", path: "/repos/:owner/:repo", status: 502 });
    await expect(octokit.rest.repos.get({ owner: "acme", repo: "shop" })).rejects.toMatchObject({
      status: 502,
    });
    github.failNext({ path: "/repos/acme/shop", status: "rate-limit" });
    const limited = await octokit.rest.repos
      .get({ owner: "acme", repo: "shop" })
      .catch((error: { response: { headers: Record<string, string> } }) => error.response.headers);
    expect(limited).toMatchObject({ "x-ratelimit-remaining": "0" });
    const ok = await octokit.rest.repos.get({ owner: "acme", repo: "shop" });
    expect(ok.data.default_branch).toBe("main");
    const gets = github.requestsTo("GET", "/repos/:owner/:repo");
    expect(gets.slice(-3).map((entry) => [entry.status, entry.injected])).toEqual([
      [502, true],
      [403, true],
      [200, false],
    ]);
  });

  it("lets another suite register a route", async () => {
    github.register((route) =>
      route("GET", "/repos/:owner/:repo/check-runs-demo", () => ({
        status: 200,
        body: { ok: true },
      })),
    );
    const answer = await octokit.request("GET /repos/{owner}/{repo}/check-runs-demo", {
      owner: "acme",
      repo: "shop",
    });
    expect(answer.data).toEqual({ ok: true });
  });
});
