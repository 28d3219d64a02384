import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  looseObject,
  number,
  string
} from "./action-chunk-BM5MFDKU.js";
import {
  messageOf
} from "./action-chunk-O2P565NO.js";

// src/action/run-context.ts
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
var repoSchema = looseObject({ full_name: string() }).nullish();
var eventSchema = looseObject({
  pull_request: looseObject({
    number: number().int(),
    head: looseObject({ ref: string(), repo: repoSchema }),
    base: looseObject({ ref: string(), repo: repoSchema })
  }).optional()
});
var PULL_REQUEST_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target", "pull_request_review"]);
function readActionContext(env) {
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
    runUrl: repository && env.GITHUB_RUN_ID ? `${serverUrl}/${repository}/actions/runs/${env.GITHUB_RUN_ID}` : null,
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/$/, ""),
    serverUrl,
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    toolCache: env.RUNNER_TOOL_CACHE || path.join(os.tmpdir(), "fix-loop-tool-cache"),
    pullRequest,
    targetBranch: pullRequest ? pullRequest.headRef : branchOf(ref, env.GITHUB_REF_NAME),
    baseCommit: "payload" in event ? readBaseCommit(event.payload) : null,
    defaultBranch: "payload" in event ? readDefaultBranch(event.payload) : null
  };
}
var repositorySchema = looseObject({
  repository: looseObject({ default_branch: string().min(1) })
});
function readDefaultBranch(payload) {
  const event = repositorySchema.safeParse(payload);
  return event.success ? event.data.repository.default_branch : null;
}
var baseSchema = looseObject({
  pull_request: looseObject({ base: looseObject({ sha: string() }) }).optional(),
  before: string().optional()
});
function readBaseCommit(payload) {
  const event = baseSchema.safeParse(payload);
  if (!event.success) return null;
  const sha = event.data.pull_request?.base.sha ?? event.data.before ?? null;
  return sha && /^[0-9a-f]{40}$/.test(sha) && !/^0+$/.test(sha) ? sha : null;
}
function branchOf(ref, refName) {
  if (ref?.startsWith("refs/heads/")) return ref.slice("refs/heads/".length);
  if (!ref && refName) return refName;
  return null;
}
function readEventPayload(eventPath) {
  if (!eventPath) return {};
  try {
    return { payload: JSON.parse(readFileSync(eventPath, "utf8")) };
  } catch (error) {
    return { path: eventPath, error };
  }
}
function readPullRequest(event, eventName) {
  if (!PULL_REQUEST_EVENTS.has(eventName)) return null;
  if ("error" in event)
    throw new Error(`cannot read the event payload at ${event.path}: ${messageOf(event.error)}`, {
      cause: event.error
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
    fromFork: headRepository === null || headRepository.toLowerCase() !== baseRepository?.toLowerCase()
  };
}
function runContextOf(context, headSha) {
  return {
    repository: context.repository,
    sha: headSha ?? context.sha,
    ref: context.ref,
    runId: context.runId,
    runUrl: context.runUrl,
    pullRequest: context.pullRequest?.number ?? null,
    fixPullRequests: []
  };
}

export {
  readActionContext,
  runContextOf
};
