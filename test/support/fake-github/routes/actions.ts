import type { FakeRequest } from "../http.js";
import {
  bodyObject,
  HttpError,
  json,
  notFound,
  paginateCounted,
  requireString,
  unprocessable,
} from "../http.js";
import type { RouteModule } from "../router.js";
import { artifactJson, runJson, workflowJson } from "../shapes.js";
import type { ArtifactRecord, FakeState, RepoRecord, RunRecord } from "../state.js";
import { repoOf } from "./common.js";

/** Where artifact zips are served from: GitHub's blob storage, played by this same server. */
export const BLOB_PREFIX = "/_blob/artifacts/";

function runOf(request: FakeRequest, state: FakeState): { repo: RepoRecord; run: RunRecord } {
  const repo = repoOf(request, state);
  const run = repo.runs.get(Number(request.params.id));
  if (!run) throw notFound();
  return { repo, run };
}

function listRuns(request: FakeRequest, state: FakeState, repo: RepoRecord, runs: RunRecord[]) {
  const query = request.query;
  const matching = runs
    .filter(
      (run) =>
        (!query.get("branch") || run.headBranch === query.get("branch")) &&
        (!query.get("event") || run.event === query.get("event")) &&
        (!query.get("head_sha") || run.headSha === query.get("head_sha")) &&
        (!query.get("status") ||
          run.status === query.get("status") ||
          run.conclusion === query.get("status")),
    )
    .sort((a, b) => b.id - a.id);
  return paginateCounted(request, matching, "workflow_runs", (run) =>
    runJson(state, repo, run, request.baseUrl),
  );
}

function listArtifacts(request: FakeRequest, repo: RepoRecord, artifacts: ArtifactRecord[]) {
  const name = request.query.get("name");
  const matching = artifacts.filter((artifact) => !name || artifact.name === name);
  return paginateCounted(request, matching, "artifacts", (artifact) =>
    artifactJson(repo, artifact, request.baseUrl),
  );
}

/** Workflows, dispatches, runs, artifacts, and the redirect to an artifact's zip. */
export const actionRoutes: RouteModule = (route) => {
  route("GET", "/repos/:owner/:repo/actions/workflows", (request, state) => {
    const repo = repoOf(request, state);
    const workflows = [...repo.workflows.values()];
    return json(200, {
      total_count: workflows.length,
      workflows: workflows.map((workflow) => workflowJson(repo, workflow, request.baseUrl)),
    });
  });

  route("GET", "/repos/:owner/:repo/actions/workflows/:workflow", (request, state) => {
    const repo = repoOf(request, state);
    const workflow = state.findWorkflow(repo, request.params.workflow ?? "");
    return json(200, workflowJson(repo, workflow, request.baseUrl));
  });

  route("POST", "/repos/:owner/:repo/actions/workflows/:workflow/dispatches", (request, state) => {
    const repo = repoOf(request, state);
    const actor = state.actorLogin(request.actor);
    const workflow = state.findWorkflow(repo, request.params.workflow ?? "");
    const ref = requireString(request, "ref").replace(/^refs\/heads\//, "");
    if (!repo.branches.has(ref)) throw unprocessable(`No ref found for: ${ref}`);
    const inputs = bodyObject(request).inputs ?? {};
    if (typeof inputs !== "object" || inputs === null || Array.isArray(inputs)) {
      throw unprocessable("Invalid request.\n\nFor 'properties/inputs', is not an object.");
    }
    if (Object.keys(inputs).length > 10) throw unprocessable("inputs are too large.");
    repo.dispatches.push({
      workflow: request.params.workflow ?? "",
      workflowId: workflow.id,
      ref,
      inputs: inputs as Record<string, unknown>,
      actor,
      at: state.now(),
    });
    return { status: 204 };
  });

  route("GET", "/repos/:owner/:repo/actions/runs", (request, state) => {
    const repo = repoOf(request, state);
    return listRuns(request, state, repo, [...repo.runs.values()]);
  });

  route("GET", "/repos/:owner/:repo/actions/workflows/:workflow/runs", (request, state) => {
    const repo = repoOf(request, state);
    const workflow = state.findWorkflow(repo, request.params.workflow ?? "");
    return listRuns(
      request,
      state,
      repo,
      [...repo.runs.values()].filter((run) => run.workflowId === workflow.id),
    );
  });

  route("GET", "/repos/:owner/:repo/actions/runs/:id", (request, state) => {
    const { repo, run } = runOf(request, state);
    return json(200, runJson(state, repo, run, request.baseUrl));
  });

  route("GET", "/repos/:owner/:repo/actions/runs/:id/artifacts", (request, state) => {
    const { repo, run } = runOf(request, state);
    return listArtifacts(
      request,
      repo,
      [...repo.artifacts.values()].filter((a) => a.runId === run.id),
    );
  });

  route("GET", "/repos/:owner/:repo/actions/artifacts", (request, state) => {
    const repo = repoOf(request, state);
    return listArtifacts(request, repo, [...repo.artifacts.values()]);
  });

  route("GET", "/repos/:owner/:repo/actions/artifacts/:id", (request, state) => {
    const repo = repoOf(request, state);
    const artifact = repo.artifacts.get(Number(request.params.id));
    if (!artifact) throw notFound();
    return json(200, artifactJson(repo, artifact, request.baseUrl));
  });

  route("GET", "/repos/:owner/:repo/actions/artifacts/:id/:format", (request, state) => {
    const repo = repoOf(request, state);
    if (request.actor.kind === "none") throw new HttpError(401, "Requires authentication");
    const artifact = repo.artifacts.get(Number(request.params.id));
    if (!artifact || request.params.format !== "zip") throw notFound();
    if (artifact.expired) throw new HttpError(410, "Artifact has expired");
    return {
      status: 302,
      headers: { location: `${request.baseUrl}${BLOB_PREFIX}${artifact.id}?sig=${state.nextId()}` },
    };
  });

  // Blob storage refuses a request that carries GitHub credentials, as the real one does.
  route("GET", `${BLOB_PREFIX}:id`, (request, state) => {
    if (request.headers.authorization) {
      return {
        status: 403,
        headers: { "content-type": "application/xml" },
        body: '<?xml version="1.0"?><Error><Code>InvalidAuthenticationInfo</Code><Message>Authentication information is not given in the correct format.</Message></Error>',
      };
    }
    const found = state.findArtifact(Number(request.params.id));
    if (!found) throw notFound();
    return {
      status: 200,
      headers: { "content-type": "application/zip" },
      body: found.artifact.zip,
    };
  });
};
