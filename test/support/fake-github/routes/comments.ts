import type { FakeRequest } from "../http.js";
import { HttpError, json, notFound, paginateAs, requireString, unprocessable } from "../http.js";
import type { RouteModule } from "../router.js";
import { commentJson, reactionJson } from "../shapes.js";
import type { CommentRecord, FakeState, RepoRecord } from "../state.js";
import { issueOf, repoOf } from "./common.js";

const REACTIONS = new Set(["+1", "-1", "laugh", "confused", "heart", "hooray", "rocket", "eyes"]);

function commentOf(
  request: FakeRequest,
  state: FakeState,
): { repo: RepoRecord; comment: CommentRecord } {
  const repo = repoOf(request, state);
  const comment = repo.comments.get(Number(request.params.id));
  if (!comment) throw notFound();
  return { repo, comment };
}

/** Issue and pull request comments, and reactions on comments. */
export const commentRoutes: RouteModule = (route) => {
  route("GET", "/repos/:owner/:repo/issues/:number/comments", (request, state) => {
    const repo = repoOf(request, state);
    const issue = issueOf(request, repo);
    const since = request.query.get("since");
    const comments = [...repo.comments.values()].filter(
      (comment) => comment.issueNumber === issue.number && (!since || comment.updatedAt >= since),
    );
    return paginateAs(request, comments, (comment) => commentJson(repo, comment, request.baseUrl));
  });

  route("GET", "/repos/:owner/:repo/issues/comments", (request, state) => {
    const repo = repoOf(request, state);
    return paginateAs(request, [...repo.comments.values()], (comment) =>
      commentJson(repo, comment, request.baseUrl),
    );
  });

  route("POST", "/repos/:owner/:repo/issues/:number/comments", (request, state) => {
    const repo = repoOf(request, state);
    const issue = issueOf(request, repo);
    const login = state.actorLogin(request.actor);
    const comment = state.createComment(repo, issue.number, requireString(request, "body"), login);
    issue.updatedAt = comment.createdAt;
    return json(201, commentJson(repo, comment, request.baseUrl));
  });

  route("GET", "/repos/:owner/:repo/issues/comments/:id", (request, state) => {
    const { repo, comment } = commentOf(request, state);
    return json(200, commentJson(repo, comment, request.baseUrl));
  });

  route("PATCH", "/repos/:owner/:repo/issues/comments/:id", (request, state) => {
    const { repo, comment } = commentOf(request, state);
    const login = state.actorLogin(request.actor);
    if (comment.user.login !== login && !repo.collaborators.has(login)) {
      throw new HttpError(403, "Resource not accessible by integration");
    }
    comment.body = requireString(request, "body");
    comment.updatedAt = state.now();
    return json(200, commentJson(repo, comment, request.baseUrl));
  });

  route("DELETE", "/repos/:owner/:repo/issues/comments/:id", (request, state) => {
    const { repo, comment } = commentOf(request, state);
    state.actorLogin(request.actor);
    repo.comments.delete(comment.id);
    return { status: 204 };
  });

  route("GET", "/repos/:owner/:repo/issues/comments/:id/reactions", (request, state) => {
    const { comment } = commentOf(request, state);
    const content = request.query.get("content");
    const reactions = comment.reactions.filter((r) => !content || r.content === content);
    return paginateAs(request, reactions, (reaction) => reactionJson(reaction, request.baseUrl));
  });

  route("POST", "/repos/:owner/:repo/issues/comments/:id/reactions", (request, state) => {
    const { comment } = commentOf(request, state);
    const login = state.actorLogin(request.actor);
    const content = requireString(request, "content");
    if (!REACTIONS.has(content)) {
      throw unprocessable("Validation Failed", [
        { resource: "Reaction", field: "content", code: "invalid" },
      ]);
    }
    const existing = comment.reactions.find((r) => r.content === content && r.user.login === login);
    if (existing) return json(200, reactionJson(existing, request.baseUrl));
    const reaction = {
      id: state.nextId(),
      content,
      user: state.user(login),
      createdAt: state.now(),
    };
    comment.reactions.push(reaction);
    return json(201, reactionJson(reaction, request.baseUrl));
  });

  route(
    "DELETE",
    "/repos/:owner/:repo/issues/comments/:id/reactions/:reaction",
    (request, state) => {
      const { comment } = commentOf(request, state);
      state.actorLogin(request.actor);
      const before = comment.reactions.length;
      comment.reactions = comment.reactions.filter((r) => String(r.id) !== request.params.reaction);
      if (comment.reactions.length === before) throw notFound();
      return { status: 204 };
    },
  );
};
