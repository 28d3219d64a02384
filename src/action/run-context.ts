import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as z from "zod";
import { messageOf } from "../errors.js";
import type { RunContext } from "../results/schema.js";

/** What the runner tells us about this run, read once from its environment and event payload. */
export interface ActionContext {
  eventName: string;
  /** "owner/name", or null outside Actions. */
  repository: string | null;
  sha: string | null;
  ref: string | null;
  runId: string;
  runUrl: string | null;
  apiUrl: string;
  serverUrl: string;
  workspace: string;
  toolCache: string;
  pullRequest: PullRequestContext | null;
  /** The branch fix pull requests go into: the branch this run was for. */
  targetBranch: string | null;
  /** What the run's changes are measured from: a pull request's base, a push's previous head. */
  baseCommit: string | null;
  /**
   * The repository's default branch, from the event: where a run with no base of its own (a
   * `/fix` dispatch, a manual run) measures its branch's changes from.
   */
  defaultBranch: string | null;
}

export interface PullRequestContext {
  number: number;
  headRepository: string | null;
  baseRepository: string | null;
  headRef: string;
  baseRef: string;
  /** Opened from another repository: its code is untrusted and secrets must not reach it. */
  fromFork: boolean;
}

const repoSchema = z.looseObject({ full_name: z.string() }).nullish();
const eventSchema = z.looseObject({
  pull_request: z
    .looseObject({
      number: z.number().int(),
      head: z.looseObject({ ref: z.string(), repo: repoSchema }),
      base: z.looseObject({ ref: z.string(), repo: repoSchema }),
    })
    .optional(),
});

const PULL_REQUEST_EVENTS = new Set(["pull_request", "pull_request_target", "pull_request_review"]);

export function readActionContext(env: NodeJS.ProcessEnv): ActionContext {
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const repository = env.GITHUB_REPOSITORY || null;
  const serverUrl = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/$/, "");
  const runId = env.GITHUB_RUN_ID || `local-${Date.now()}`;
  const event = readEventPayload(env.GITHUB_EVENT_PATH);
  const pullRequest = readPullRequest(event, eventName);
  const ref = env.GITHUB_REF || null;
  return {
    eventName,
    repository,
    sha: env.GITHUB_SHA || null,
    ref,
    runId,
    runUrl:
      repository && env.GITHUB_RUN_ID
        ? `${serverUrl}/${repository}/actions/runs/${env.GITHUB_RUN_ID}`
        : null,
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/$/, ""),
    serverUrl,
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    toolCache: env.RUNNER_TOOL_CACHE || path.join(os.tmpdir(), "fix-loop-tool-cache"),
    pullRequest,
    targetBranch: pullRequest ? pullRequest.headRef : branchOf(ref, env.GITHUB_REF_NAME),
    baseCommit: "payload" in event ? readBaseCommit(event.payload) : null,
    defaultBranch: "payload" in event ? readDefaultBranch(event.payload) : null,
  };
}

const repositorySchema = z.looseObject({
  repository: z.looseObject({ default_branch: z.string().min(1) }),
});

function readDefaultBranch(payload: unknown): string | null {
  const event = repositorySchema.safeParse(payload);
  return event.success ? event.data.repository.default_branch : null;
}

const baseSchema = z.looseObject({
  pull_request: z.looseObject({ base: z.looseObject({ sha: z.string() }) }).optional(),
  before: z.string().optional(),
});

/** A pull request's base commit, or the commit a push moved its branch from (none for a new branch). */
function readBaseCommit(payload: unknown): string | null {
  const event = baseSchema.safeParse(payload);
  if (!event.success) return null;
  const sha = event.data.pull_request?.base.sha ?? event.data.before ?? null;
  return sha && /^[0-9a-f]{40}$/.test(sha) && !/^0+$/.test(sha) ? sha : null;
}

function branchOf(ref: string | null, refName: string | undefined): string | null {
  if (ref?.startsWith("refs/heads/")) return ref.slice("refs/heads/".length);
  if (!ref && refName) return refName;
  return null;
}

/** The event payload, read once; what went wrong when it could not be; nothing without a path. */
type EventPayload = { payload: unknown } | { path: string; error: unknown } | Record<string, never>;

function readEventPayload(eventPath: string | undefined): EventPayload {
  if (!eventPath) return {};
  try {
    return { payload: JSON.parse(readFileSync(eventPath, "utf8")) };
  } catch (error) {
    return { path: eventPath, error };
  }
}

/** A pull request event's payload must be read; any other event goes on without it. */
function readPullRequest(event: EventPayload, eventName: string): PullRequestContext | null {
  if (!PULL_REQUEST_EVENTS.has(eventName)) return null;
  if ("error" in event)
    throw new Error(`cannot read the event payload at ${event.path}: ${messageOf(event.error)}`, {
      cause: event.error,
    });
  if (!("payload" in event)) return null;
  const pr = eventSchema.parse(event.payload).pull_request;
  if (!pr) return null;
  const headRepository = pr.head.repo?.full_name ?? null;
  const baseRepository = pr.base.repo?.full_name ?? null;
  return {
    number: pr.number,
    headRepository,
    baseRepository,
    headRef: pr.head.ref,
    baseRef: pr.base.ref,
    // A deleted fork has no head repository: treat it as a fork.
    fromFork:
      headRepository === null || headRepository.toLowerCase() !== baseRepository?.toLowerCase(),
  };
}

/** The run as results.json records it. */
export function runContextOf(context: ActionContext, headSha: string | null): RunContext {
  return {
    repository: context.repository,
    sha: headSha ?? context.sha,
    ref: context.ref,
    runId: context.runId,
    runUrl: context.runUrl,
    pullRequest: context.pullRequest?.number ?? null,
    fixPullRequests: [],
  };
}
