import {
  bodyObject,
  type FakeRequest,
  HttpError,
  json,
  notFound,
  paginate,
  paginateAs,
  requireString,
  stringList,
  unprocessable,
} from "../http.js";
import type { RouteModule } from "../router.js";
import { issueLabelsJson, labelJson } from "../shapes.js";
import type { FakeState, LabelRecord, RepoRecord } from "../state.js";
import { issueOf, repoOf } from "./common.js";

function validColor(request: FakeRequest, fallback: string): string {
  const color = bodyObject(request).color;
  if (color === undefined) return fallback;
  if (typeof color !== "string" || !/^[0-9a-fA-F]{6}$/.test(color)) {
    throw unprocessable("Validation Failed", [
      { resource: "Label", field: "color", code: "invalid" },
    ]);
  }
  return color.toLowerCase();
}

function labelOf(request: FakeRequest, repo: RepoRecord): LabelRecord {
  const label = repo.labels.get((request.params.name ?? "").toLowerCase());
  if (!label) throw notFound();
  return label;
}

/** Label names from {labels: [...]} or a bare array, as the issues label endpoints accept. */
function requestedLabels(request: FakeRequest): string[] {
  return Array.isArray(request.body)
    ? stringList(request.body)
    : stringList(bodyObject(request).labels);
}

function issueLabels(request: FakeRequest, state: FakeState) {
  const repo = repoOf(request, state);
  return { repo, issue: issueOf(request, repo) };
}

/** Adds the labels a request names to an issue (PUT: in place of the ones it had); its labels. */
function labelIssue(request: FakeRequest, state: FakeState, { replacing }: { replacing: boolean }) {
  const { repo, issue } = issueLabels(request, state);
  state.actorLogin(request.actor);
  if (replacing) issue.labels = [];
  state.addIssueLabels(repo, issue, requestedLabels(request));
  issue.updatedAt = state.now();
  return json(200, issueLabelsJson(repo, issue, request.baseUrl));
}

/** Repository labels, and labels on issues and pull requests. */
export const labelRoutes: RouteModule = (route) => {
  route("GET", "/repos/:owner/:repo/labels", (request, state) => {
    const repo = repoOf(request, state);
    return paginateAs(request, [...repo.labels.values()], (label) =>
      labelJson(label, repo, request.baseUrl),
    );
  });

  route("POST", "/repos/:owner/:repo/labels", (request, state) => {
    const repo = repoOf(request, state);
    state.actorLogin(request.actor);
    const name = requireString(request, "name");
    if (repo.labels.has(name.toLowerCase())) {
      throw unprocessable("Validation Failed", [
        { resource: "Label", code: "already_exists", field: "name" },
      ]);
    }
    const description = bodyObject(request).description;
    const label: LabelRecord = {
      id: state.nextId(),
      name,
      color: validColor(request, "ededed"),
      description: typeof description === "string" ? description : null,
    };
    repo.labels.set(name.toLowerCase(), label);
    return json(201, labelJson(label, repo, request.baseUrl));
  });

  route("GET", "/repos/:owner/:repo/labels/:name", (request, state) => {
    const repo = repoOf(request, state);
    return json(200, labelJson(labelOf(request, repo), repo, request.baseUrl));
  });

  route("PATCH", "/repos/:owner/:repo/labels/:name", (request, state) => {
    const repo = repoOf(request, state);
    state.actorLogin(request.actor);
    const label = labelOf(request, repo);
    const body = bodyObject(request);
    label.color = validColor(request, label.color);
    if (typeof body.description === "string") label.description = body.description;
    if (typeof body.new_name === "string" && body.new_name !== label.name) {
      repo.labels.delete(label.name.toLowerCase());
      for (const issue of repo.issues.values()) {
        issue.labels = issue.labels.map((name) =>
          name.toLowerCase() === label.name.toLowerCase() ? (body.new_name as string) : name,
        );
      }
      label.name = body.new_name;
      repo.labels.set(label.name.toLowerCase(), label);
    }
    return json(200, labelJson(label, repo, request.baseUrl));
  });

  route("DELETE", "/repos/:owner/:repo/labels/:name", (request, state) => {
    const repo = repoOf(request, state);
    state.actorLogin(request.actor);
    const label = labelOf(request, repo);
    repo.labels.delete(label.name.toLowerCase());
    for (const issue of repo.issues.values()) {
      issue.labels = issue.labels.filter((name) => name.toLowerCase() !== label.name.toLowerCase());
    }
    return { status: 204 };
  });

  route("GET", "/repos/:owner/:repo/issues/:number/labels", (request, state) => {
    const { repo, issue } = issueLabels(request, state);
    return paginate(request, issueLabelsJson(repo, issue, request.baseUrl));
  });

  route("POST", "/repos/:owner/:repo/issues/:number/labels", (request, state) =>
    labelIssue(request, state, { replacing: false }),
  );

  route("PUT", "/repos/:owner/:repo/issues/:number/labels", (request, state) =>
    labelIssue(request, state, { replacing: true }),
  );

  route("DELETE", "/repos/:owner/:repo/issues/:number/labels/:name", (request, state) => {
    const { repo, issue } = issueLabels(request, state);
    state.actorLogin(request.actor);
    const name = (request.params.name ?? "").toLowerCase();
    if (!issue.labels.some((have) => have.toLowerCase() === name)) {
      throw new HttpError(404, "Label does not exist");
    }
    issue.labels = issue.labels.filter((have) => have.toLowerCase() !== name);
    issue.updatedAt = state.now();
    return json(200, issueLabelsJson(repo, issue, request.baseUrl));
  });

  route("DELETE", "/repos/:owner/:repo/issues/:number/labels", (request, state) => {
    const { issue } = issueLabels(request, state);
    state.actorLogin(request.actor);
    issue.labels = [];
    issue.updatedAt = state.now();
    return { status: 204 };
  });
};
