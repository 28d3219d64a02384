import { randomBytes } from "node:crypto";
import { type Actor, HttpError, notFound } from "./http.js";
import { zipFiles } from "./zip.js";

/** Repository roles, as role_name reports them. */
export type Role = "admin" | "maintain" | "write" | "triage" | "read";

export interface UserRecord {
  login: string;
  id: number;
  type: "User" | "Bot";
}

export interface LabelRecord {
  id: number;
  name: string;
  color: string;
  description: string | null;
}

/** An issue, or the issue half of a pull request (they share numbers, comments and labels). */
export interface IssueRecord {
  id: number;
  number: number;
  title: string;
  body: string | null;
  state: "open" | "closed";
  stateReason: "completed" | "not_planned" | "reopened" | null;
  /** Label names, in the order they were added. */
  labels: string[];
  user: UserRecord;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  isPullRequest: boolean;
}

export interface PullRecord {
  number: number;
  headRef: string;
  headSha: string;
  /** owner/name of the repository the head branch lives in; differs from the base for a fork. */
  headRepo: string;
  baseRef: string;
  baseSha: string;
  draft: boolean;
  merged: boolean;
  mergedAt: string | null;
  mergeCommitSha: string | null;
}

export interface ReactionRecord {
  id: number;
  content: string;
  user: UserRecord;
  createdAt: string;
}

export interface CommentRecord {
  id: number;
  issueNumber: number;
  body: string;
  user: UserRecord;
  createdAt: string;
  updatedAt: string;
  reactions: ReactionRecord[];
}

export interface WorkflowRecord {
  id: number;
  /** The file name under .github/workflows/, e.g. fix-loop.yml. */
  file: string;
  name: string;
}

export interface RunRecord {
  id: number;
  name: string;
  workflowId: number;
  headBranch: string;
  headSha: string;
  event: string;
  status: "queued" | "in_progress" | "completed";
  conclusion: "success" | "failure" | "cancelled" | "skipped" | "timed_out" | null;
  runNumber: number;
  runAttempt: number;
  /** Pull request numbers in this repository the run belongs to (GitHub lists none for forks). */
  pullRequests: number[];
  createdAt: string;
  updatedAt: string;
}

export interface ArtifactRecord {
  id: number;
  name: string;
  runId: number;
  zip: Uint8Array;
  expired: boolean;
  createdAt: string;
}

export interface DispatchRecord {
  workflow: string;
  workflowId: number;
  ref: string;
  inputs: Record<string, unknown>;
  actor: string;
  at: string;
}

export interface RepoRecord {
  id: number;
  owner: string;
  name: string;
  fullName: string;
  private: boolean;
  defaultBranch: string;
  installationId: number;
  /** When a branch last got a push (GitHub's `pushed_at`): an hour before seeding, then pushToPull's time. */
  pushedAt: string;
  /** Files on the default branch, path -> content. */
  files: Map<string, string>;
  /** Branch -> head sha. */
  branches: Map<string, string>;
  collaborators: Map<string, Role>;
  issues: Map<number, IssueRecord>;
  pulls: Map<number, PullRecord>;
  comments: Map<number, CommentRecord>;
  /** Keyed by lower-cased name: GitHub label names are case-insensitive. */
  labels: Map<string, LabelRecord>;
  workflows: Map<number, WorkflowRecord>;
  runs: Map<number, RunRecord>;
  artifacts: Map<number, ArtifactRecord>;
  dispatches: DispatchRecord[];
  nextNumber: number;
  nextRunNumber: number;
}

export interface InstallationRecord {
  id: number;
  account: string;
}

export interface SeedRepoOptions {
  owner: string;
  name: string;
  defaultBranch?: string;
  /** sha of the default branch head (random when omitted). */
  defaultSha?: string;
  private?: boolean;
  installationId?: number;
  /** Files on the default branch, e.g. { ".github/fix-loop.yml": "app:\n  workflow: fix.yml\n" }. */
  files?: Record<string, string>;
  /** Workflow files that exist (default ["fix-loop.yml"]). */
  workflows?: string[];
  collaborators?: Record<string, Role>;
}

export interface SeedPullOptions {
  title?: string;
  body?: string;
  headRef: string;
  headSha?: string;
  /** owner/name of the head repository; another repository makes the PR come from a fork. */
  headRepo?: string;
  baseRef?: string;
  draft?: boolean;
  user?: string;
  labels?: string[];
  state?: "open" | "closed";
}

export interface SeedIssueOptions {
  title: string;
  body?: string;
  labels?: string[];
  user?: string;
  state?: "open" | "closed";
}

export interface SeedRunOptions {
  id?: number;
  /** Workflow file name (default fix-loop.yml). */
  workflow?: string;
  headBranch?: string;
  headSha?: string;
  event?: string;
  conclusion?: RunRecord["conclusion"];
  status?: RunRecord["status"];
  pullRequests?: number[];
  /** Artifacts of the run: name -> files inside its zip. */
  artifacts?: Record<string, Record<string, string | Uint8Array>>;
}

export const randomSha = (): string => randomBytes(20).toString("hex");

/** All the fake's state, in memory. Handlers and test controls read and change it directly. */
export class FakeState {
  readonly repos = new Map<string, RepoRecord>();
  readonly installations = new Map<number, InstallationRecord>();
  readonly users = new Map<string, UserRecord>();
  /** Installation tokens issued: token -> installation id. */
  readonly installationTokens = new Map<string, number>();
  /** Tokens that act as a user: token -> login (a GITHUB_TOKEN is github-actions[bot]). */
  readonly userTokens = new Map<string, string>();
  private lastId = 1000;
  private lastTime = Date.parse("2025-01-01T00:00:00Z");

  constructor(readonly appSlug: string) {}

  nextId(): number {
    this.lastId += 1;
    return this.lastId;
  }

  /** Strictly increasing ISO timestamps, so ordering by updated_at is stable. */
  now(): string {
    this.lastTime = Math.max(this.lastTime + 1000, Date.now());
    return new Date(this.lastTime).toISOString();
  }

  get botLogin(): string {
    return `${this.appSlug}[bot]`;
  }

  user(login: string): UserRecord {
    let user = this.users.get(login);
    if (!user) {
      user = { login, id: this.nextId(), type: login.endsWith("[bot]") ? "Bot" : "User" };
      this.users.set(login, user);
    }
    return user;
  }

  repo(owner: string, name: string): RepoRecord {
    const repo = this.repos.get(`${owner}/${name}`.toLowerCase());
    if (!repo) throw notFound();
    return repo;
  }

  /** The login an Authorization header acts as; writes without one are refused. */
  actorLogin(actor: Actor): string {
    if (actor.kind === "installation") return actor.login;
    if (actor.kind === "user") return actor.login;
    throw new HttpError(401, "Requires authentication");
  }

  identify(authorization: string | undefined): Actor {
    const match = /^(?:token|bearer)\s+(\S+)$/i.exec(authorization ?? "");
    const token = match?.[1];
    if (!token) return { kind: "none" };
    const installationId = this.installationTokens.get(token);
    if (installationId !== undefined) {
      return { kind: "installation", installationId, login: this.botLogin };
    }
    if (/^eyJ[\w-]*\.[\w-]+\.[\w-]+$/.test(token)) return { kind: "app", jwt: token };
    // Any other token acts as the Actions token, unless a test named its owner.
    return { kind: "user", login: this.userTokens.get(token) ?? "github-actions[bot]" };
  }

  issueToken(installationId: number): string {
    const token = `ghs_${randomBytes(18).toString("base64url")}`;
    this.installationTokens.set(token, installationId);
    return token;
  }

  seedRepo(options: SeedRepoOptions): RepoRecord {
    const installationId = options.installationId ?? 1;
    if (!this.installations.has(installationId)) {
      this.installations.set(installationId, { id: installationId, account: options.owner });
    }
    const defaultBranch = options.defaultBranch ?? "main";
    const repo: RepoRecord = {
      id: this.nextId(),
      owner: options.owner,
      name: options.name,
      fullName: `${options.owner}/${options.name}`,
      private: options.private ?? false,
      defaultBranch,
      installationId,
      pushedAt: new Date(Date.now() - 3_600_000).toISOString(),
      files: new Map(Object.entries(options.files ?? {})),
      branches: new Map([[defaultBranch, options.defaultSha ?? randomSha()]]),
      collaborators: new Map(Object.entries(options.collaborators ?? {})),
      issues: new Map(),
      pulls: new Map(),
      comments: new Map(),
      labels: new Map(),
      workflows: new Map(),
      runs: new Map(),
      artifacts: new Map(),
      dispatches: [],
      nextNumber: 1,
      nextRunNumber: 1,
    };
    for (const file of options.workflows ?? ["fix-loop.yml"]) {
      const id = this.nextId();
      repo.workflows.set(id, { id, file, name: file.replace(/\.ya?ml$/, "") });
    }
    this.repos.set(repo.fullName.toLowerCase(), repo);
    return repo;
  }

  /** The label, created with GitHub's default colour when the repository lacks it. */
  ensureLabel(repo: RepoRecord, name: string): LabelRecord {
    const key = name.toLowerCase();
    let label = repo.labels.get(key);
    if (!label) {
      label = { id: this.nextId(), name, color: "ededed", description: null };
      repo.labels.set(key, label);
    }
    return label;
  }

  /** Adds labels to an issue or PR by name, creating missing ones; names compare case-insensitively. */
  addIssueLabels(repo: RepoRecord, issue: IssueRecord, names: string[]): void {
    for (const name of names) {
      const label = this.ensureLabel(repo, name);
      if (!issue.labels.some((have) => have.toLowerCase() === label.name.toLowerCase())) {
        issue.labels.push(label.name);
      }
    }
  }

  createIssue(
    repo: RepoRecord,
    options: SeedIssueOptions & { isPullRequest?: boolean },
  ): IssueRecord {
    const at = this.now();
    const issue: IssueRecord = {
      id: this.nextId(),
      number: repo.nextNumber++,
      title: options.title,
      body: options.body ?? null,
      state: options.state ?? "open",
      stateReason: options.state === "closed" ? "completed" : null,
      labels: [],
      user: this.user(options.user ?? "octocat"),
      createdAt: at,
      updatedAt: at,
      closedAt: options.state === "closed" ? at : null,
      isPullRequest: options.isPullRequest ?? false,
    };
    this.addIssueLabels(repo, issue, options.labels ?? []);
    repo.issues.set(issue.number, issue);
    return issue;
  }

  createPull(repo: RepoRecord, options: SeedPullOptions): { issue: IssueRecord; pull: PullRecord } {
    const issue = this.createIssue(repo, {
      title: options.title ?? `Change ${options.headRef}`,
      body: options.body ?? "",
      labels: options.labels ?? [],
      user: options.user ?? "octocat",
      state: options.state ?? "open",
      isPullRequest: true,
    });
    const baseRef = options.baseRef ?? repo.defaultBranch;
    const headRepo = options.headRepo ?? repo.fullName;
    const pull: PullRecord = {
      number: issue.number,
      headRef: options.headRef,
      headSha: options.headSha ?? randomSha(),
      headRepo,
      baseRef,
      baseSha: repo.branches.get(baseRef) ?? randomSha(),
      draft: options.draft ?? false,
      merged: false,
      mergedAt: null,
      mergeCommitSha: null,
    };
    if (headRepo.toLowerCase() === repo.fullName.toLowerCase()) {
      repo.branches.set(pull.headRef, pull.headSha);
    }
    repo.pulls.set(pull.number, pull);
    return { issue, pull };
  }

  createComment(repo: RepoRecord, issueNumber: number, body: string, login: string): CommentRecord {
    if (!repo.issues.has(issueNumber)) throw notFound();
    const at = this.now();
    const comment: CommentRecord = {
      id: this.nextId(),
      issueNumber,
      body,
      user: this.user(login),
      createdAt: at,
      updatedAt: at,
      reactions: [],
    };
    repo.comments.set(comment.id, comment);
    return comment;
  }

  seedRun(repo: RepoRecord, options: SeedRunOptions): RunRecord {
    const file = options.workflow ?? "fix-loop.yml";
    let workflow = [...repo.workflows.values()].find((candidate) => candidate.file === file);
    if (!workflow) {
      const id = this.nextId();
      workflow = { id, file, name: file.replace(/\.ya?ml$/, "") };
      repo.workflows.set(id, workflow);
    }
    const at = this.now();
    const status = options.status ?? "completed";
    const run: RunRecord = {
      id: options.id ?? this.nextId(),
      name: workflow.name,
      workflowId: workflow.id,
      headBranch: options.headBranch ?? repo.defaultBranch,
      headSha:
        options.headSha ??
        repo.branches.get(options.headBranch ?? repo.defaultBranch) ??
        randomSha(),
      event: options.event ?? "push",
      status,
      conclusion: options.conclusion ?? (status === "completed" ? "failure" : null),
      runNumber: repo.nextRunNumber++,
      runAttempt: 1,
      pullRequests: options.pullRequests ?? [],
      createdAt: at,
      updatedAt: at,
    };
    repo.runs.set(run.id, run);
    for (const [name, files] of Object.entries(options.artifacts ?? {})) {
      const artifact: ArtifactRecord = {
        id: this.nextId(),
        name,
        runId: run.id,
        zip: zipFiles(files),
        expired: false,
        createdAt: at,
      };
      repo.artifacts.set(artifact.id, artifact);
    }
    return run;
  }

  findArtifact(id: number): { repo: RepoRecord; artifact: ArtifactRecord } | null {
    for (const repo of this.repos.values()) {
      const artifact = repo.artifacts.get(id);
      if (artifact) return { repo, artifact };
    }
    return null;
  }

  findWorkflow(repo: RepoRecord, idOrFile: string): WorkflowRecord {
    const workflow = [...repo.workflows.values()].find(
      (candidate) => String(candidate.id) === idOrFile || candidate.file === idOrFile,
    );
    if (!workflow) throw notFound();
    return workflow;
  }
}
