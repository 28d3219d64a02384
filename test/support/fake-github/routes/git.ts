import { createHash } from "node:crypto";
import { bodyObject, type FakeRequest, HttpError, json, notFound, unprocessable } from "../http.js";
import { routeOf } from "../route-of.js";
import type { RouteModule } from "../router.js";
import type { FakeState, RepoRecord } from "../state.js";
import { repoOf } from "./common.js";
import { repoRoutes } from "./repos.js";

/**
 * The Git data API (blobs, trees, commits, refs) over an object store per repository, with
 * GitHub's compare-and-swap on refs: updating a ref without `force` to a commit that does not
 * descend from the ref's current commit answers 422 "Update is not a fast forward". Trees are
 * flat (paths without `/`), which is all the app writes. The contents API also serves a file at
 * a ref or commit of this store (`?ref=refs/fix-loop/history` or a commit sha).
 */
interface TreeEntry {
  path: string;
  mode: string;
  type: "blob";
  sha: string;
  size: number;
}

interface CommitObject {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
  date: string;
}

export interface GitStore {
  blobs: Map<string, Buffer>;
  trees: Map<string, TreeEntry[]>;
  commits: Map<string, CommitObject>;
  /** Full ref name (refs/...) -> commit sha. */
  refs: Map<string, string>;
}

const stores = new WeakMap<RepoRecord, GitStore>();

/** A repository's Git objects and refs (made empty on first use). */
export function gitStoreOf(repo: RepoRecord): GitStore {
  let store = stores.get(repo);
  if (!store) {
    store = { blobs: new Map(), trees: new Map(), commits: new Map(), refs: new Map() };
    stores.set(repo, store);
  }
  return store;
}

/** A file's text at a ref (`refs/...`) of the store; undefined when the ref or the file is missing. */
export function gitFileAt(repo: RepoRecord, ref: string, path: string): string | undefined {
  const store = gitStoreOf(repo);
  const commit = store.commits.get(store.refs.get(ref) ?? ref);
  const entry = commit && store.trees.get(commit.tree)?.find((e) => e.path === path);
  return entry ? store.blobs.get(entry.sha)?.toString("utf8") : undefined;
}

/**
 * Points `ref` (refs/...) at a new commit on it whose flat tree holds these files, as a write
 * through the API would: for a test that needs a history ref before the app has written one.
 */
export function commitFilesTo(
  repo: RepoRecord,
  ref: string,
  files: Record<string, string>,
): string {
  const store = gitStoreOf(repo);
  const entries: TreeEntry[] = Object.entries(files)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([path, text]) => {
      const content = Buffer.from(text);
      return {
        path,
        mode: "100644",
        type: "blob",
        sha: storeBlob(store, content),
        size: content.length,
      };
    });
  const tree = gitSha("tree", Buffer.from(JSON.stringify(entries)));
  store.trees.set(tree, entries);
  const parent = store.refs.get(fullRef(ref));
  commitCount += 1;
  const date = new Date().toISOString();
  const parents = parent ? [parent] : [];
  const sha = gitSha("commit", Buffer.from(JSON.stringify({ tree, parents, date, commitCount })));
  store.commits.set(sha, { sha, tree, parents, message: "seeded", date });
  store.refs.set(fullRef(ref), sha);
  return sha;
}

const gitSha = (kind: string, content: Buffer): string =>
  createHash("sha1")
    .update(Buffer.concat([Buffer.from(`${kind} ${content.length}\0`), content]))
    .digest("hex");

function fullRef(raw: string): string {
  const ref = raw.replace(/^\/+/, "");
  return ref.startsWith("refs/") ? ref : `refs/${ref}`;
}

function requireWriter(request: FakeRequest): void {
  if (request.actor.kind === "none") throw new HttpError(401, "Requires authentication");
}

function storeBlob(store: GitStore, content: Buffer): string {
  const sha = gitSha("blob", content);
  store.blobs.set(sha, content);
  return sha;
}

function treeJson(baseUrl: string, repo: RepoRecord, sha: string, entries: TreeEntry[]) {
  return {
    sha,
    url: `${baseUrl}/repos/${repo.fullName}/git/trees/${sha}`,
    tree: entries.map((entry) => ({
      ...entry,
      url: `${baseUrl}/repos/${repo.fullName}/git/blobs/${entry.sha}`,
    })),
    truncated: false,
  };
}

function commitJson(baseUrl: string, repo: RepoRecord, commit: CommitObject) {
  const person = {
    name: "fix-loop",
    email: "fix-loop@users.noreply.github.com",
    date: commit.date,
  };
  return {
    sha: commit.sha,
    node_id: `C_${commit.sha.slice(0, 8)}`,
    url: `${baseUrl}/repos/${repo.fullName}/git/commits/${commit.sha}`,
    html_url: `${baseUrl}/${repo.fullName}/commit/${commit.sha}`,
    author: person,
    committer: person,
    message: commit.message,
    tree: { sha: commit.tree, url: `${baseUrl}/repos/${repo.fullName}/git/trees/${commit.tree}` },
    parents: commit.parents.map((sha) => ({
      sha,
      url: `${baseUrl}/repos/${repo.fullName}/git/commits/${sha}`,
    })),
    verification: { verified: false, reason: "unsigned", signature: null, payload: null },
  };
}

function refJson(baseUrl: string, repo: RepoRecord, ref: string, sha: string) {
  return {
    ref,
    node_id: `REF_${sha.slice(0, 8)}`,
    url: `${baseUrl}/repos/${repo.fullName}/git/${ref}`,
    object: { type: "commit", sha, url: `${baseUrl}/repos/${repo.fullName}/git/commits/${sha}` },
  };
}

/** Whether `ancestor` is `sha` or one of its ancestors. */
function descends(store: GitStore, sha: string, ancestor: string): boolean {
  const queue = [sha];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (next === ancestor) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(store.commits.get(next)?.parents ?? []));
  }
  return false;
}

let commitCount = 0;

export const gitRoutes: RouteModule = (route) => {
  const store = (request: FakeRequest, state: FakeState) => {
    const repo = repoOf(request, state);
    return { repo, git: gitStoreOf(repo) };
  };

  route("POST", "/repos/:owner/:repo/git/blobs", (request, state) => {
    requireWriter(request);
    const { repo, git } = store(request, state);
    const body = bodyObject(request);
    if (typeof body.content !== "string") throw unprocessable("content is required");
    const content = Buffer.from(body.content, body.encoding === "base64" ? "base64" : "utf8");
    const sha = storeBlob(git, content);
    return json(201, { sha, url: `${request.baseUrl}/repos/${repo.fullName}/git/blobs/${sha}` });
  });

  route("GET", "/repos/:owner/:repo/git/blobs/:sha", (request, state) => {
    const { git } = store(request, state);
    const sha = request.params.sha ?? "";
    const content = git.blobs.get(sha);
    if (!content) throw notFound();
    return json(200, {
      sha,
      size: content.length,
      encoding: "base64",
      content: content.toString("base64"),
    });
  });

  route("POST", "/repos/:owner/:repo/git/trees", (request, state) => {
    requireWriter(request);
    const { repo, git } = store(request, state);
    const body = bodyObject(request);
    const base = typeof body.base_tree === "string" ? git.trees.get(body.base_tree) : [];
    if (!base) throw unprocessable("base_tree is not a tree of this repository");
    const entries = new Map(base.map((entry) => [entry.path, entry]));
    for (const raw of Array.isArray(body.tree) ? body.tree : []) {
      const item = raw as { path?: unknown; sha?: unknown; content?: unknown; mode?: unknown };
      if (typeof item.path !== "string" || !item.path || item.path.includes("/"))
        throw unprocessable(`tree.path: the fake takes flat trees, not ${String(item.path)}`);
      if (item.sha === null) {
        entries.delete(item.path);
        continue;
      }
      let sha: string;
      if (typeof item.content === "string") sha = storeBlob(git, Buffer.from(item.content));
      else if (typeof item.sha === "string" && git.blobs.has(item.sha)) sha = item.sha;
      else throw unprocessable(`tree.sha ${String(item.sha)} is not a blob of this repository`);
      const size = git.blobs.get(sha)?.length ?? 0;
      entries.set(item.path, {
        path: item.path,
        mode: String(item.mode ?? "100644"),
        type: "blob",
        sha,
        size,
      });
    }
    const sorted = [...entries.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
    const sha = gitSha("tree", Buffer.from(JSON.stringify(sorted)));
    git.trees.set(sha, sorted);
    return json(201, treeJson(request.baseUrl, repo, sha, sorted));
  });

  route("GET", "/repos/:owner/:repo/git/trees/:sha", (request, state) => {
    const { repo, git } = store(request, state);
    const sha = request.params.sha ?? "";
    const entries = git.trees.get(sha);
    if (!entries) throw notFound();
    return json(200, treeJson(request.baseUrl, repo, sha, entries));
  });

  route("POST", "/repos/:owner/:repo/git/commits", (request, state) => {
    requireWriter(request);
    const { repo, git } = store(request, state);
    const body = bodyObject(request);
    const tree = typeof body.tree === "string" ? body.tree : "";
    if (!git.trees.has(tree)) throw unprocessable("Tree SHA does not exist");
    const parents = Array.isArray(body.parents) ? body.parents.map(String) : [];
    if (parents.some((sha) => !git.commits.has(sha)))
      throw unprocessable("Parent SHA does not exist or is not a commit object");
    const message = typeof body.message === "string" ? body.message : "";
    const date = new Date().toISOString();
    commitCount += 1;
    const sha = gitSha(
      "commit",
      Buffer.from(JSON.stringify({ tree, parents, message, date, commitCount })),
    );
    const commit = { sha, tree, parents, message, date };
    git.commits.set(sha, commit);
    return json(201, commitJson(request.baseUrl, repo, commit));
  });

  route("GET", "/repos/:owner/:repo/git/commits/:sha", (request, state) => {
    const { repo, git } = store(request, state);
    const commit = git.commits.get(request.params.sha ?? "");
    if (!commit) throw notFound();
    return json(200, commitJson(request.baseUrl, repo, commit));
  });

  route("GET", "/repos/:owner/:repo/git/ref/*ref", (request, state) => {
    const { repo, git } = store(request, state);
    const ref = fullRef(request.params.ref ?? "");
    const sha = git.refs.get(ref);
    if (!sha) throw notFound();
    return json(200, refJson(request.baseUrl, repo, ref, sha));
  });

  route("POST", "/repos/:owner/:repo/git/refs", (request, state) => {
    requireWriter(request);
    const { repo, git } = store(request, state);
    const body = bodyObject(request);
    const ref = typeof body.ref === "string" ? body.ref : "";
    const sha = typeof body.sha === "string" ? body.sha : "";
    if (!ref.startsWith("refs/") || ref.split("/").length < 3)
      throw unprocessable("Reference name must start with 'refs/' and have at least two slashes");
    if (!git.commits.has(sha)) throw unprocessable("Object does not exist");
    if (git.refs.has(ref)) throw unprocessable("Reference already exists");
    git.refs.set(ref, sha);
    return json(201, refJson(request.baseUrl, repo, ref, sha));
  });

  route("PATCH", "/repos/:owner/:repo/git/refs/*ref", (request, state) => {
    requireWriter(request);
    const { repo, git } = store(request, state);
    const ref = fullRef(request.params.ref ?? "");
    const current = git.refs.get(ref);
    if (!current) throw unprocessable("Reference does not exist");
    const body = bodyObject(request);
    const sha = typeof body.sha === "string" ? body.sha : "";
    if (!git.commits.has(sha)) throw unprocessable("Object does not exist");
    if (body.force !== true && !descends(git, sha, current))
      throw unprocessable("Update is not a fast forward");
    git.refs.set(ref, sha);
    return json(200, refJson(request.baseUrl, repo, ref, sha));
  });

  // The contents API at a ref or commit of the store; any other ref goes to the default route.
  const contents = routeOf(repoRoutes, "GET", "/repos/:owner/:repo/contents/*path");
  route("GET", "/repos/:owner/:repo/contents/*path", (request, state) => {
    const repo = repoOf(request, state);
    const git = gitStoreOf(repo);
    const asked = request.query.get("ref") ?? "";
    const commit = git.commits.has(asked)
      ? asked
      : asked
        ? git.refs.get(fullRef(asked))
        : undefined;
    if (!commit) return contents(request, state);
    const path = (request.params.path ?? "").replace(/^\/+/, "");
    const text = gitFileAt(repo, commit, path);
    if (text === undefined) throw notFound();
    if (String(request.headers.accept ?? "").includes(".raw"))
      return {
        status: 200,
        body: text,
        headers: { "content-type": "application/vnd.github.raw; charset=utf-8" },
      };
    const entry = git.trees.get(git.commits.get(commit)?.tree ?? "")?.find((e) => e.path === path);
    return json(200, {
      type: "file",
      encoding: "base64",
      size: Buffer.byteLength(text),
      name: path,
      path,
      content: Buffer.from(text).toString("base64"),
      sha: entry?.sha,
    });
  });
};
