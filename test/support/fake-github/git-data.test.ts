import { Octokit } from "@octokit/rest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "./index.js";

const REPO = { owner: "acme", repo: "shop" };
let github: FakeGitHub;
let octokit: Octokit;
const silent = { debug() {}, info() {}, warn() {}, error() {} };

beforeAll(async () => {
  github = await startFakeGitHub();
  github.seedRepo({ owner: "acme", name: "shop" });
  octokit = new Octokit({ baseUrl: github.url, auth: "test-token", log: silent });
});

afterAll(() => github.close());

async function commitOf(text: string, parents: string[]): Promise<string> {
  const { data: tree } = await octokit.rest.git.createTree({
    ...REPO,
    tree: [{ path: "a.json", mode: "100644", type: "blob", content: text }],
  });
  const { data } = await octokit.rest.git.createCommit({
    ...REPO,
    message: text,
    tree: tree.sha,
    parents,
  });
  return data.sha;
}

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

describe("the fake's Git data API", () => {
  it("moves a ref only by fast forward unless forced, as GitHub's compare-and-swap does", async () => {
    const base = await commitOf("0", []);
    await octokit.rest.git.createRef({ ...REPO, ref: "refs/fix-loop/history", sha: base });
    expect(
      await statusOf(
        octokit.rest.git.createRef({ ...REPO, ref: "refs/fix-loop/history", sha: base }),
      ),
    ).toBe(422);
    // Two writers read `base`; the first moves the ref, the second is refused.
    const first = await commitOf("1", [base]);
    const second = await commitOf("2", [base]);
    await octokit.rest.git.updateRef({ ...REPO, ref: "fix-loop/history", sha: first });
    expect(
      await statusOf(octokit.rest.git.updateRef({ ...REPO, ref: "fix-loop/history", sha: second })),
    ).toBe(422);
    const { data: ref } = await octokit.rest.git.getRef({ ...REPO, ref: "fix-loop/history" });
    expect(ref.object.sha).toBe(first);
    await octokit.rest.git.updateRef({
      ...REPO,
      ref: "fix-loop/history",
      sha: second,
      force: true,
    });
    expect(github.git("acme/shop").refs.get("refs/fix-loop/history")).toBe(second);
  });

  it("serves what it stored: commit, tree, blob, and the file through the contents API at the ref", async () => {
    const sha = github.commitFiles("acme/shop", "refs/fix-loop/other", { "q.json": '{"x":1}' });
    const { data: commit } = await octokit.rest.git.getCommit({ ...REPO, commit_sha: sha });
    const { data: tree } = await octokit.rest.git.getTree({ ...REPO, tree_sha: commit.tree.sha });
    expect(tree.tree.map((entry) => entry.path)).toEqual(["q.json"]);
    const { data: blob } = await octokit.rest.git.getBlob({
      ...REPO,
      file_sha: tree.tree[0]?.sha ?? "",
    });
    expect(Buffer.from(blob.content, "base64").toString()).toBe('{"x":1}');
    const { data: raw } = await octokit.rest.repos.getContent({
      ...REPO,
      path: "q.json",
      ref: sha,
      mediaType: { format: "raw" },
    });
    expect(String(raw)).toBe('{"x":1}');
    expect(
      await statusOf(
        octokit.rest.repos.getContent({ ...REPO, path: "q.json", ref: "refs/fix-loop/missing" }),
      ),
    ).toBe(404);
  });
});
