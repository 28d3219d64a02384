import { createHash } from "node:crypto";
import { notFound } from "./http.js";
import type { RouteModule } from "./router.js";

/**
 * Git objects and refs of the fake's repositories, for the Git data API (the app's history ref,
 * refs/fix-loop/history, lives there). Ids are git's own: the sha-1 of the object as git hashes it.
 * Kept apart from FakeState so a suite opts in: `github.register(gitDataReadRoutes(data))`.
 */
export class FakeGitData {
  private readonly objects = new Map<string, GitObject>();
  private readonly refs = new Map<string, string>();

  /** Points `ref` of `repo` ("owner/name") at a new commit whose top tree holds these files. */
  commitFiles(repo: string, ref: string, files: Record<string, string>): string {
    const entries = Object.entries(files).map(([path, text]) => ({
      path,
      sha: this.store({ type: "blob", content: Buffer.from(text, "utf8") }),
      size: Buffer.byteLength(text),
    }));
    const tree = this.store({ type: "tree", entries });
    const parent = this.refs.get(key(repo, ref));
    const commit = this.store({ type: "commit", tree, parents: parent ? [parent] : [] });
    this.refs.set(key(repo, ref), commit);
    return commit;
  }

  ref(repo: string, ref: string): string | null {
    return this.refs.get(key(repo, ref)) ?? null;
  }

  object(sha: string): GitObject | null {
    return this.objects.get(sha) ?? null;
  }

  private store(object: GitObject): string {
    const sha = createHash("sha1").update(serialise(object)).digest("hex");
    this.objects.set(sha, object);
    return sha;
  }
}

type GitObject =
  | { type: "blob"; content: Buffer }
  | { type: "tree"; entries: { path: string; sha: string; size: number }[] }
  | { type: "commit"; tree: string; parents: string[] };

function key(repo: string, ref: string): string {
  return `${repo.toLowerCase()} ${ref.replace(/^refs\//, "")}`;
}

/** The object as git hashes it: "<type> <size>\0<body>". */
function serialise(object: GitObject): Buffer {
  const body =
    object.type === "blob"
      ? object.content
      : object.type === "tree"
        ? Buffer.concat(
            object.entries.map((entry) =>
              Buffer.concat([Buffer.from(`100644 ${entry.path}\0`), Buffer.from(entry.sha, "hex")]),
            ),
          )
        : Buffer.from(
            [
              `tree ${object.tree}`,
              ...object.parents.map((parent) => `parent ${parent}`),
              "author fix-loop <fix-loop@example.com> 0 +0000",
              "committer fix-loop <fix-loop@example.com> 0 +0000",
              "",
              "history",
              "",
            ].join("\n"),
          );
  return Buffer.concat([Buffer.from(`${object.type} ${body.length}\0`), body]);
}

/** GET of a ref, a commit, a tree and a blob, as the Git data API answers them. */
export function gitDataReadRoutes(data: FakeGitData): RouteModule {
  const repoOf = (params: Record<string, string>) => `${params.owner}/${params.repo}`;
  const typed = <T extends GitObject["type"]>(sha: string | undefined, type: T) => {
    const object = sha ? data.object(sha) : null;
    if (!object || object.type !== type) throw notFound();
    return object as Extract<GitObject, { type: T }>;
  };
  return (route) => {
    route("GET", "/repos/:owner/:repo/git/ref/*ref", (request) => {
      const ref = request.params.ref ?? "";
      const sha = data.ref(repoOf(request.params), ref);
      if (!sha) throw notFound();
      return {
        status: 200,
        body: { ref: `refs/${ref}`, object: { sha, type: "commit" } },
      };
    });
    route("GET", "/repos/:owner/:repo/git/commits/:sha", (request) => {
      const commit = typed(request.params.sha, "commit");
      return {
        status: 200,
        body: {
          sha: request.params.sha,
          tree: { sha: commit.tree },
          parents: commit.parents.map((sha) => ({ sha })),
          message: "history",
        },
      };
    });
    route("GET", "/repos/:owner/:repo/git/trees/:sha", (request) => {
      const tree = typed(request.params.sha, "tree");
      return {
        status: 200,
        body: {
          sha: request.params.sha,
          truncated: false,
          tree: tree.entries.map((entry) => ({
            path: entry.path,
            mode: "100644",
            type: "blob",
            sha: entry.sha,
            size: entry.size,
          })),
        },
      };
    });
    route("GET", "/repos/:owner/:repo/git/blobs/:sha", (request) => {
      const blob = typed(request.params.sha, "blob");
      return {
        status: 200,
        body: {
          sha: request.params.sha,
          size: blob.content.length,
          encoding: "base64",
          content: blob.content.toString("base64"),
        },
      };
    });
  };
}
