import {
  bodyObject,
  type FakeRequest,
  json,
  notFound,
  paginateAs,
  requireString,
  unprocessable,
} from "../http.js";
import type { RouteModule } from "../router.js";
import { pullJson } from "../shapes.js";
import type { FakeState, PullRecord, RepoRecord } from "../state.js";
import { repoOf, sortByTime } from "./common.js";

function pullOf(request: FakeRequest, state: FakeState): { repo: RepoRecord; pull: PullRecord } {
  const repo = repoOf(request, state);
  const pull = repo.pulls.get(Number(request.params.number));
  if (!pull) throw notFound();
  return { repo, pull };
}

function render(state: FakeState, repo: RepoRecord, pull: PullRecord, base: string) {
  const issue = repo.issues.get(pull.number);
  if (!issue) throw notFound();
  return pullJson(state, repo, pull, issue, base);
}

/** Pull requests: list with state/head/base filters, get, create (draft too), update. */
export const pullRoutes: RouteModule = (route) => {
  // The pull requests whose head is this commit (GitHub also lists merged ones that contain it).
  route("GET", "/repos/:owner/:repo/commits/:sha/pulls", (request, state) => {
    const repo = repoOf(request, state);
    const sha = request.params.sha ?? "";
    const pulls = [...repo.pulls.values()].filter((pull) => pull.headSha === sha);
    return json(
      200,
      pulls.map((pull) => render(state, repo, pull, request.baseUrl)),
    );
  });

  route("GET", "/repos/:owner/:repo/pulls", (request, state) => {
    const repo = repoOf(request, state);
    const wantedState = request.query.get("state") ?? "open";
    const head = request.query.get("head");
    const baseRef = request.query.get("base");
    const matching = [...repo.pulls.values()].filter((pull) => {
      const issue = repo.issues.get(pull.number);
      if (!issue) return false;
      const headOwner = pull.headRepo.split("/")[0];
      return (
        (wantedState === "all" || issue.state === wantedState) &&
        (!head || head === `${headOwner}:${pull.headRef}`) &&
        (!baseRef || pull.baseRef === baseRef)
      );
    });
    const withTimes = matching.map((pull) => {
      const issue = repo.issues.get(pull.number);
      return { pull, createdAt: issue?.createdAt ?? "", updatedAt: issue?.updatedAt ?? "" };
    });
    return paginateAs(request, sortByTime(withTimes, request, "desc"), ({ pull }) =>
      render(state, repo, pull, request.baseUrl),
    );
  });

  route("GET", "/repos/:owner/:repo/pulls/:number", (request, state) => {
    const { repo, pull } = pullOf(request, state);
    return json(200, render(state, repo, pull, request.baseUrl));
  });

  route("POST", "/repos/:owner/:repo/pulls", (request, state) => {
    const repo = repoOf(request, state);
    const login = state.actorLogin(request.actor);
    const body = bodyObject(request);
    const title = requireString(request, "title");
    const headSpec = requireString(request, "head");
    const baseRef = requireString(request, "base");
    const [headOwner, headRef] = headSpec.includes(":")
      ? headSpec.split(":", 2)
      : [repo.owner, headSpec];
    const headRepo = headOwner === repo.owner ? repo.fullName : `${headOwner}/${repo.name}`;
    const duplicate = [...repo.pulls.values()].find(
      (pull) =>
        pull.headRef === headRef &&
        pull.headRepo === headRepo &&
        pull.baseRef === baseRef &&
        repo.issues.get(pull.number)?.state === "open",
    );
    if (duplicate) {
      throw unprocessable("Validation Failed", [
        {
          resource: "PullRequest",
          code: "custom",
          message: `A pull request already exists for ${headOwner}:${headRef}.`,
        },
      ]);
    }
    const { pull } = state.createPull(repo, {
      title,
      body: typeof body.body === "string" ? body.body : "",
      headRef: headRef ?? headSpec,
      headSha: repo.branches.get(headRef ?? headSpec),
      headRepo,
      baseRef,
      draft: body.draft === true,
      user: login,
    });
    return json(201, render(state, repo, pull, request.baseUrl));
  });

  route("PATCH", "/repos/:owner/:repo/pulls/:number", (request, state) => {
    const { repo, pull } = pullOf(request, state);
    state.actorLogin(request.actor);
    const issue = repo.issues.get(pull.number);
    if (!issue) throw notFound();
    const body = bodyObject(request);
    if (typeof body.title === "string") issue.title = body.title;
    if (typeof body.body === "string") issue.body = body.body;
    if (typeof body.base === "string") pull.baseRef = body.base;
    if (body.state === "closed" && issue.state === "open") {
      issue.state = "closed";
      issue.closedAt = state.now();
    } else if (body.state === "open" && issue.state === "closed" && !pull.merged) {
      issue.state = "open";
      issue.closedAt = null;
    }
    issue.updatedAt = state.now();
    return json(200, render(state, repo, pull, request.baseUrl));
  });
};
