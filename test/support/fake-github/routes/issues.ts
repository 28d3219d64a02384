import { bodyObject, json, paginateAs, requireString, stringList, unprocessable } from "../http.js";
import type { RouteModule } from "../router.js";
import { issueJson } from "../shapes.js";
import type { IssueRecord } from "../state.js";
import { issueOf, repoOf, sortByTime } from "./common.js";

const STATE_REASONS = new Set(["completed", "not_planned", "reopened"]);

/** Issues: list with state/labels/creator filters and pages, create, get, update (incl. close). */
export const issueRoutes: RouteModule = (route) => {
  route("GET", "/repos/:owner/:repo/issues", (request, state) => {
    const repo = repoOf(request, state);
    const wantedState = request.query.get("state") ?? "open";
    const wantedLabels = (request.query.get("labels") ?? "")
      .split(",")
      .map((label) => label.trim().toLowerCase())
      .filter(Boolean);
    const creator = request.query.get("creator");
    const since = request.query.get("since");
    const matches = (issue: IssueRecord): boolean =>
      (wantedState === "all" || issue.state === wantedState) &&
      wantedLabels.every((label) => issue.labels.some((have) => have.toLowerCase() === label)) &&
      (!creator || issue.user.login === creator) &&
      (!since || issue.updatedAt >= since);
    const issues = sortByTime([...repo.issues.values()].filter(matches), request, "desc");
    return paginateAs(request, issues, (issue) => issueJson(repo, issue, request.baseUrl));
  });

  route("POST", "/repos/:owner/:repo/issues", (request, state) => {
    const repo = repoOf(request, state);
    const body = bodyObject(request);
    const issue = state.createIssue(repo, {
      title: requireString(request, "title"),
      body: typeof body.body === "string" ? body.body : undefined,
      labels: stringList(body.labels),
      user: state.actorLogin(request.actor),
    });
    return json(201, issueJson(repo, issue, request.baseUrl));
  });

  route("GET", "/repos/:owner/:repo/issues/:number", (request, state) => {
    const repo = repoOf(request, state);
    return json(200, issueJson(repo, issueOf(request, repo), request.baseUrl));
  });

  route("PATCH", "/repos/:owner/:repo/issues/:number", (request, state) => {
    const repo = repoOf(request, state);
    state.actorLogin(request.actor);
    const issue = issueOf(request, repo);
    const body = bodyObject(request);
    if (typeof body.title === "string") issue.title = body.title;
    if (typeof body.body === "string" || body.body === null) issue.body = body.body;
    if (Array.isArray(body.labels)) {
      issue.labels = [];
      state.addIssueLabels(repo, issue, stringList(body.labels));
    }
    const reason = body.state_reason;
    if (reason !== undefined && reason !== null && !STATE_REASONS.has(String(reason))) {
      throw unprocessable("Validation Failed", [
        { resource: "Issue", field: "state_reason", code: "invalid", value: reason },
      ]);
    }
    if (body.state === "closed" && issue.state !== "closed") {
      issue.state = "closed";
      issue.closedAt = state.now();
      issue.stateReason = reason === "not_planned" ? "not_planned" : "completed";
    } else if (body.state === "closed" && typeof reason === "string") {
      issue.stateReason = reason as IssueRecord["stateReason"];
    } else if (body.state === "open" && issue.state !== "open") {
      issue.state = "open";
      issue.closedAt = null;
      issue.stateReason = "reopened";
    } else if (body.state !== undefined && body.state !== "open" && body.state !== "closed") {
      throw unprocessable("Validation Failed", [
        { resource: "Issue", field: "state", code: "invalid", value: body.state },
      ]);
    }
    issue.updatedAt = state.now();
    return json(200, issueJson(repo, issue, request.baseUrl));
  });
};
