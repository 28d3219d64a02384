import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FailureInjector, type FailureRule } from "./failures.js";
import { type FakeRequest, type FakeResponse, HttpError, readBody } from "./http.js";
import { type RouteModule, Router } from "./router.js";
import { actionRoutes } from "./routes/actions.js";
import { appRoutes } from "./routes/apps.js";
import { commentRoutes } from "./routes/comments.js";
import { commitFilesTo, type GitStore, gitFileAt, gitRoutes, gitStoreOf } from "./routes/git.js";
import { issueRoutes } from "./routes/issues.js";
import { labelRoutes } from "./routes/labels.js";
import { pullRoutes } from "./routes/pulls.js";
import { repoRoutes } from "./routes/repos.js";
import { commentJson, issueJson, pullJson, repoJson, runJson, userJson } from "./shapes.js";
import {
  type CommentRecord,
  type DispatchRecord,
  FakeState,
  type IssueRecord,
  type PullRecord,
  type RepoRecord,
  type Role,
  type RunRecord,
  type SeedIssueOptions,
  type SeedPullOptions,
  type SeedRepoOptions,
  type SeedRunOptions,
} from "./state.js";

export type { FailureRule } from "./failures.js";
export {
  type FakeRequest,
  type FakeResponse,
  HttpError,
  json,
  notFound,
  paginate,
  unprocessable,
} from "./http.js";
export type { RouteHandler, RouteModule } from "./router.js";
export type * from "./state.js";
export { zipFiles } from "./zip.js";

/** One line of the request log. */
export interface LoggedRequest {
  method: string;
  path: string;
  query: string;
  /** The route pattern that answered, or null when none matched. */
  route: string | null;
  status: number;
  /** Who called: "none", "app" (JWT), the installation's bot login, or a user login. */
  actor: string;
  injected: boolean;
  /** When the request arrived and how long the fake took to answer, in milliseconds. */
  at: number;
  ms: number;
}

export interface FakeGitHubOptions {
  /** The GitHub App's slug; installation tokens act as `<slug>[bot]` (default "fix-loop"). */
  appSlug?: string;
  /** More route modules, e.g. a resource another suite needs; later ones override earlier ones. */
  routes?: RouteModule[];
}

const DEFAULT_ROUTES = [
  appRoutes,
  repoRoutes,
  issueRoutes,
  commentRoutes,
  labelRoutes,
  pullRoutes,
  actionRoutes,
  gitRoutes,
];

/**
 * A stateful fake of the GitHub REST API on 127.0.0.1, for tests and benchmarks: real HTTP,
 * the real paths, status codes and shapes Octokit expects, state kept in memory.
 */
export class FakeGitHub {
  readonly state: FakeState;
  readonly requests: LoggedRequest[] = [];
  private readonly router = new Router();
  private readonly failures = new FailureInjector();
  private server: Server | null = null;
  private baseUrl = "";

  constructor(options: FakeGitHubOptions = {}) {
    this.state = new FakeState(options.appSlug ?? "fix-loop");
    for (const module of [...DEFAULT_ROUTES, ...(options.routes ?? [])]) this.router.add(module);
  }

  /** The API base URL (what GITHUB_API_URL or Octokit's baseUrl should be). */
  get url(): string {
    return this.baseUrl;
  }

  async listen(): Promise<this> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(JSON.stringify({ message: String(error) }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.server = server;
    this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Adds routes after start; they take precedence over the built-in ones. */
  register(module: RouteModule): void {
    this.router.add(module);
  }

  /** The next matching requests answer with a failure instead of the route. */
  failNext(rule: FailureRule): void {
    this.failures.add(rule);
  }

  clearFailures(): void {
    this.failures.clear();
  }

  clearRequests(): void {
    this.requests.length = 0;
  }

  /** Logged requests, optionally only those with this method and route pattern or path. */
  requestsTo(method?: string, routeOrPath?: string): LoggedRequest[] {
    return this.requests.filter(
      (entry) =>
        (!method || entry.method === method.toUpperCase()) &&
        (!routeOrPath || entry.route === routeOrPath || entry.path === routeOrPath),
    );
  }

  // ---- seeding ----

  seedRepo(options: SeedRepoOptions): RepoRecord {
    return this.state.seedRepo(options);
  }

  repo(fullName: string): RepoRecord {
    const [owner = "", name = ""] = fullName.split("/");
    return this.state.repo(owner, name);
  }

  setCollaborator(fullName: string, login: string, role: Role): void {
    this.repo(fullName).collaborators.set(login, role);
  }

  setFile(fullName: string, path: string, content: string): void {
    this.repo(fullName).files.set(path, content);
  }

  seedPull(fullName: string, options: SeedPullOptions): PullRecord {
    return this.state.createPull(this.repo(fullName), options).pull;
  }

  seedIssue(fullName: string, options: SeedIssueOptions): IssueRecord {
    return this.state.createIssue(this.repo(fullName), options);
  }

  seedComment(fullName: string, issueNumber: number, body: string, login: string): CommentRecord {
    return this.state.createComment(this.repo(fullName), issueNumber, body, login);
  }

  /** A workflow run with artifacts zipped for real, e.g. { "fix-loop-results": { "results.json": text } }. */
  seedRun(fullName: string, options: SeedRunOptions): RunRecord {
    return this.state.seedRun(this.repo(fullName), options);
  }

  /** Marks a pull request merged and closed, as the merge button does. */
  mergePull(fullName: string, number: number): void {
    const repo = this.repo(fullName);
    const pull = repo.pulls.get(number);
    const issue = repo.issues.get(number);
    if (!pull || !issue) throw new Error(`no pull request #${number} in ${fullName}`);
    const at = this.state.now();
    pull.merged = true;
    pull.mergedAt = at;
    pull.mergeCommitSha = pull.headSha;
    issue.state = "closed";
    issue.closedAt = at;
    issue.updatedAt = at;
  }

  /** Closes a pull request without merging it. */
  closePull(fullName: string, number: number): void {
    const issue = this.issue(fullName, number);
    const at = this.state.now();
    issue.state = "closed";
    issue.closedAt = at;
    issue.updatedAt = at;
  }

  /** Moves a pull request's head, as a push to its branch does. */
  pushToPull(fullName: string, number: number, sha: string): void {
    const repo = this.repo(fullName);
    const pull = repo.pulls.get(number);
    if (!pull) throw new Error(`no pull request #${number} in ${fullName}`);
    pull.headSha = sha;
    if (pull.headRepo === repo.fullName) {
      repo.branches.set(pull.headRef, sha);
      repo.pushedAt = new Date().toISOString();
    }
  }

  // ---- reading ----

  /** Issues only (not pull requests), oldest first, optionally only those with a label. */
  issues(
    fullName: string,
    options: { label?: string; state?: "open" | "closed" } = {},
  ): IssueRecord[] {
    return [...this.repo(fullName).issues.values()].filter(
      (issue) =>
        !issue.isPullRequest &&
        (!options.state || issue.state === options.state) &&
        (!options.label ||
          issue.labels.some((name) => name.toLowerCase() === options.label?.toLowerCase())),
    );
  }

  issue(fullName: string, number: number): IssueRecord {
    const issue = this.repo(fullName).issues.get(number);
    if (!issue) throw new Error(`no issue #${number} in ${fullName}`);
    return issue;
  }

  /** Comments on an issue or pull request, oldest first. */
  comments(fullName: string, issueNumber: number): CommentRecord[] {
    return [...this.repo(fullName).comments.values()].filter((c) => c.issueNumber === issueNumber);
  }

  /** Label names on an issue or pull request. */
  labels(fullName: string, issueNumber: number): string[] {
    return [...this.issue(fullName, issueNumber).labels];
  }

  dispatches(fullName: string): DispatchRecord[] {
    return [...this.repo(fullName).dispatches];
  }

  /** Reaction contents on a comment, e.g. ["eyes"]. */
  reactions(fullName: string, commentId: number): string[] {
    const comment = this.repo(fullName).comments.get(commentId);
    return comment ? comment.reactions.map((reaction) => reaction.content) : [];
  }

  pull(fullName: string, number: number): PullRecord {
    const pull = this.repo(fullName).pulls.get(number);
    if (!pull) throw new Error(`no pull request #${number} in ${fullName}`);
    return pull;
  }

  /** The repository's Git objects and refs (the Git data API's store). */
  git(fullName: string): GitStore {
    return gitStoreOf(this.repo(fullName));
  }

  /** Points `ref` (refs/fix-loop/history) at a new commit holding these files; its sha. */
  commitFiles(fullName: string, ref: string, files: Record<string, string>): string {
    return commitFilesTo(this.repo(fullName), ref, files);
  }

  /** A file's text at a ref (`refs/fix-loop/history`) or commit; undefined when there is none. */
  gitFile(fullName: string, ref: string, path: string): string | undefined {
    return gitFileAt(this.repo(fullName), ref, path);
  }

  // ---- REST shapes, for building webhook payloads from the same state ----

  readonly shapes = {
    repository: (fullName: string) => repoJson(this.state, this.repo(fullName), this.baseUrl),
    user: (login: string) => userJson(this.state.user(login), this.baseUrl),
    issue: (fullName: string, number: number) =>
      issueJson(this.repo(fullName), this.issue(fullName, number), this.baseUrl),
    pull: (fullName: string, number: number) =>
      pullJson(
        this.state,
        this.repo(fullName),
        this.pull(fullName, number),
        this.issue(fullName, number),
        this.baseUrl,
      ),
    comment: (fullName: string, commentId: number) => {
      const repo = this.repo(fullName);
      const comment = repo.comments.get(commentId);
      if (!comment) throw new Error(`no comment ${commentId} in ${fullName}`);
      return commentJson(repo, comment, this.baseUrl);
    },
    run: (fullName: string, runId: number) => {
      const repo = this.repo(fullName);
      const run = repo.runs.get(runId);
      if (!run) throw new Error(`no run ${runId} in ${fullName}`);
      return runJson(this.state, repo, run, this.baseUrl);
    },
    installation: (fullName: string) => ({
      id: this.repo(fullName).installationId,
      node_id: "I_1",
    }),
  };

  // ---- the server ----

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", this.baseUrl);
    const method = (request.method ?? "GET").toUpperCase();
    // GitHub Enterprise Server serves the same API under /api/v3 (Probot uses it with GHE_HOST).
    const path = url.pathname.replace(/^\/api\/v3(?=\/)/, "").replace(/\/+$/, "") || "/";
    const actor = this.state.identify(request.headers.authorization);
    const match = this.router.match(method, path);
    const raw = await readBody(request);
    const entry: LoggedRequest = {
      method,
      path,
      query: url.search,
      route: match?.route.pattern ?? null,
      status: 0,
      actor: actor.kind === "installation" || actor.kind === "user" ? actor.login : actor.kind,
      injected: false,
      at: performance.now(),
      ms: 0,
    };
    this.requests.push(entry);

    let answer: FakeResponse;
    const injected = this.failures.take(method, path, entry.route);
    if (injected) {
      entry.injected = true;
      answer = injected;
    } else {
      try {
        if (!match) throw new HttpError(404, "Not Found");
        const pattern = match.route.pattern;
        if (
          actor.kind === "app" &&
          pattern !== "/app" &&
          !pattern.startsWith("/app/") &&
          !pattern.endsWith("/installation")
        ) {
          throw new HttpError(
            401,
            "A GitHub App JWT cannot call this endpoint; use an installation token",
          );
        }
        const fakeRequest: FakeRequest = {
          method,
          path,
          params: match.params,
          query: url.searchParams,
          headers: request.headers,
          body: parseJson(raw),
          baseUrl: this.baseUrl,
          actor,
        };
        answer = await match.route.handler(fakeRequest, this.state);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        answer = {
          status: error.status,
          headers: error.headers,
          body: {
            message: error.message,
            ...error.extra,
            documentation_url: "https://docs.github.com/rest",
          },
        };
      }
    }
    answer = conditional(method, request.headers["if-none-match"], answer);
    entry.status = answer.status;
    send(response, answer);
    entry.ms = performance.now() - entry.at;
  }
}

/**
 * GitHub's conditional requests: a JSON GET answer carries an ETag of its content, and a request
 * whose If-None-Match names it gets 304 with no body (which costs GitHub's callers no rate limit).
 */
function conditional(
  method: string,
  ifNoneMatch: string | string[] | undefined,
  answer: FakeResponse,
): FakeResponse {
  const isJson =
    answer.body !== undefined &&
    !(answer.body instanceof Uint8Array) &&
    typeof answer.body !== "string";
  if (method !== "GET" || answer.status !== 200 || !isJson) return answer;
  const etag = `W/"${createHash("sha1").update(JSON.stringify(answer.body)).digest("hex")}"`;
  const asked = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(",") : (ifNoneMatch ?? "");
  if (asked.split(",").some((tag) => tag.trim() === etag)) {
    return { status: 304, headers: { ...answer.headers, etag }, body: undefined };
  }
  return { ...answer, headers: { ...answer.headers, etag } };
}

function parseJson(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    throw new HttpError(400, "Problems parsing JSON");
  }
}

function send(response: ServerResponse, answer: FakeResponse): void {
  const headers: Record<string, string> = {
    "x-github-api-version-selected": "2022-11-28",
    "x-ratelimit-limit": "5000",
    "x-ratelimit-remaining": "4999",
    "x-ratelimit-reset": String(Math.ceil(Date.now() / 1000) + 3600),
    ...answer.headers,
  };
  let payload: Buffer | string | undefined;
  if (answer.body instanceof Uint8Array) {
    payload = Buffer.from(answer.body);
  } else if (typeof answer.body === "string") {
    payload = answer.body;
    headers["content-type"] ??= "text/plain; charset=utf-8";
  } else if (answer.body !== undefined) {
    payload = JSON.stringify(answer.body);
    headers["content-type"] = "application/json; charset=utf-8";
  }
  response.writeHead(answer.status, headers);
  response.end(payload);
}

/** Starts a fake GitHub on 127.0.0.1 with a free port; close it in afterAll. */
export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  return new FakeGitHub(options).listen();
}
