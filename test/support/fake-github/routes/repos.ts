import { json, notFound } from "../http.js";
import type { RouteModule } from "../router.js";
import { repoJson, userJson } from "../shapes.js";
import type { Role } from "../state.js";

/** role_name -> the legacy permission GitHub also reports (maintain reads as write, triage as read). */
const LEGACY_PERMISSION: Record<Role, string> = {
  admin: "admin",
  maintain: "write",
  write: "write",
  triage: "read",
  read: "read",
};

/** Repository metadata, file contents, branches and collaborator permissions. */
export const repoRoutes: RouteModule = (route) => {
  route("GET", "/repos/:owner/:repo", (request, state) => {
    const repo = state.repo(request.params.owner ?? "", request.params.repo ?? "");
    return json(200, repoJson(state, repo, request.baseUrl));
  });

  route("GET", "/repos/:owner/:repo/contents/*path", (request, state) => {
    const repo = state.repo(request.params.owner ?? "", request.params.repo ?? "");
    const path = (request.params.path ?? "").replace(/^\/+/, "");
    const ref = request.query.get("ref");
    if (ref && ref !== repo.defaultBranch && ref !== repo.branches.get(repo.defaultBranch)) {
      throw notFound();
    }
    const content = repo.files.get(path);
    if (content === undefined) throw notFound();
    const accept = String(request.headers.accept ?? "");
    if (accept.includes(".raw")) {
      return {
        status: 200,
        body: content,
        headers: { "content-type": "application/vnd.github.raw; charset=utf-8" },
      };
    }
    const base64 = Buffer.from(content).toString("base64").replace(/.{60}/g, "$&\n");
    return json(200, {
      type: "file",
      encoding: "base64",
      size: Buffer.byteLength(content),
      name: path.split("/").pop(),
      path,
      content: base64,
      sha: Buffer.from(path).toString("hex").slice(0, 40).padEnd(40, "0"),
      url: `${request.baseUrl}/repos/${repo.fullName}/contents/${path}`,
      html_url: `${request.baseUrl}/${repo.fullName}/blob/${repo.defaultBranch}/${path}`,
      download_url: `${request.baseUrl}/raw/${repo.fullName}/${repo.defaultBranch}/${path}`,
    });
  });

  route("GET", "/repos/:owner/:repo/branches/:branch", (request, state) => {
    const repo = state.repo(request.params.owner ?? "", request.params.repo ?? "");
    const branch = request.params.branch ?? "";
    const sha = repo.branches.get(branch);
    if (!sha) throw notFound();
    return json(200, {
      name: branch,
      commit: {
        sha,
        commit: { committer: { name: "octocat", date: repo.pushedAt }, message: "" },
      },
      protected: false,
    });
  });

  route("GET", "/repos/:owner/:repo/collaborators/:user/permission", (request, state) => {
    const repo = state.repo(request.params.owner ?? "", request.params.repo ?? "");
    const login = request.params.user ?? "";
    const role = repo.collaborators.get(login);
    // A public repository gives everyone read; a private one gives outsiders nothing.
    const permission = role ? LEGACY_PERMISSION[role] : repo.private ? "none" : "read";
    return json(200, {
      permission,
      role_name: role ?? permission,
      user: userJson(state.user(login), request.baseUrl),
    });
  });

  route("GET", "/repos/:owner/:repo/collaborators/:user", (request, state) => {
    const repo = state.repo(request.params.owner ?? "", request.params.repo ?? "");
    if (!repo.collaborators.has(request.params.user ?? "")) throw notFound();
    return { status: 204 };
  });
};
