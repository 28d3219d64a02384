import type { Actor } from "../http.js";
import { HttpError, json, notFound } from "../http.js";
import type { RouteModule } from "../router.js";
import type { FakeState } from "../state.js";

function requireApp(actor: Actor): void {
  if (actor.kind !== "app") {
    throw new HttpError(401, "A JSON web token could not be decoded");
  }
}

function installationJson(state: FakeState, id: number, base: string) {
  const installation = state.installations.get(id);
  if (!installation) throw notFound();
  return {
    id,
    account: {
      login: installation.account,
      id: state.user(installation.account).id,
      type: "Organization",
    },
    app_id: 1,
    app_slug: state.appSlug,
    target_type: "Organization",
    repository_selection: "all",
    access_tokens_url: `${base}/app/installations/${id}/access_tokens`,
    permissions: {
      actions: "write",
      contents: "read",
      issues: "write",
      pull_requests: "write",
      metadata: "read",
    },
    events: ["issue_comment", "pull_request", "workflow_run"],
  };
}

/** GitHub App authentication: the JWT-only routes Probot uses to get installation tokens. */
export const appRoutes: RouteModule = (route) => {
  // The App itself (JWT): its bot acts as `<slug>[bot]`.
  route("GET", "/app", (request, state) => {
    requireApp(request.actor);
    return json(200, {
      id: 1,
      slug: state.appSlug,
      node_id: "A_1",
      name: state.appSlug,
      owner: { login: "fix-loop", id: 1, type: "Organization" },
      permissions: { actions: "write", contents: "read", issues: "write", pull_requests: "write" },
      events: ["issue_comment", "pull_request", "workflow_run"],
    });
  });

  route("POST", "/app/installations/:id/access_tokens", (request, state) => {
    requireApp(request.actor);
    const id = Number(request.params.id);
    const installation = installationJson(state, id, request.baseUrl);
    return json(201, {
      token: state.issueToken(id),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      permissions: installation.permissions,
      repository_selection: "all",
    });
  });

  route("GET", "/app/installations/:id", (request, state) => {
    requireApp(request.actor);
    return json(200, installationJson(state, Number(request.params.id), request.baseUrl));
  });

  route("GET", "/repos/:owner/:repo/installation", (request, state) => {
    requireApp(request.actor);
    const repo = state.repo(request.params.owner ?? "", request.params.repo ?? "");
    return json(200, installationJson(state, repo.installationId, request.baseUrl));
  });
};
