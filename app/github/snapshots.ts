import type { Context } from "probot";
import type { Authorship } from "../../src/github/markers.js";
import type { RepositoryRef } from "../../src/github/repository.js";

/** The installation-authenticated client Probot hands each event. */
export type GitHub = Context["octokit"];

/** The parts of an issue (or pull request) the app reads. */
export interface IssueSnapshot {
  number: number;
  title: string;
  body: string;
  state: "open" | "closed";
  labels: string[];
  htmlUrl: string;
  isPullRequest: boolean;
  /** Who wrote the body. */
  author: string | null;
  /** Written by the app itself (its own bot login): only then do its markers count. */
  byApp: boolean;
}

export interface CommentSnapshot {
  id: number;
  body: string;
  login: string;
  /** Written by the app itself (its own bot login): only then do its markers count. */
  byApp: boolean;
  htmlUrl: string;
}

interface RawIssue {
  number: number;
  title: string;
  body?: string | null;
  state?: string;
  labels?: Array<string | { name?: string }>;
  html_url: string;
  pull_request?: unknown;
  user?: { login?: string } | null;
}

/** The marker reader's author check: a body's markers count only when the app wrote it. */
export function writtenByApp(snapshot: { byApp: boolean }): Authorship {
  return { trusted: () => snapshot.byApp };
}

export function toIssueSnapshot(raw: RawIssue, ownLogin: string): IssueSnapshot {
  return {
    number: raw.number,
    title: raw.title,
    body: raw.body ?? "",
    state: raw.state === "closed" ? "closed" : "open",
    labels: (raw.labels ?? []).map((label) =>
      typeof label === "string" ? label : (label.name ?? ""),
    ),
    htmlUrl: raw.html_url,
    isPullRequest: raw.pull_request !== undefined && raw.pull_request !== null,
    author: raw.user?.login ?? null,
    byApp: raw.user?.login === ownLogin,
  };
}

/** Every issue (not pull request), open or closed, carrying the label. */
export async function listIssuesWithLabel(
  octokit: GitHub,
  repo: RepositoryRef,
  label: string,
  ownLogin: string,
): Promise<IssueSnapshot[]> {
  return (await listLabelled(octokit, repo, label, ownLogin)).issues;
}

/**
 * Issues and pull requests carrying the label, in one listing: the pull requests' labels come
 * with it, so a pull request the app labelled before needs no read of its own.
 */
export async function listLabelled(
  octokit: GitHub,
  repo: RepositoryRef,
  label: string,
  ownLogin: string,
): Promise<{ issues: IssueSnapshot[]; pullRequests: Map<number, IssueSnapshot> }> {
  const all = await octokit.paginate(octokit.rest.issues.listForRepo, {
    ...repo,
    labels: label,
    state: "all",
    per_page: 100,
  });
  const snapshots = all.map((raw) => toIssueSnapshot(raw, ownLogin));
  return {
    issues: snapshots.filter((issue) => !issue.isPullRequest),
    pullRequests: new Map(
      snapshots.filter((issue) => issue.isPullRequest).map((pull) => [pull.number, pull]),
    ),
  };
}

export async function listComments(
  octokit: GitHub,
  repo: RepositoryRef,
  issueNumber: number,
  ownLogin: string,
): Promise<CommentSnapshot[]> {
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    ...repo,
    issue_number: issueNumber,
    per_page: 100,
  });
  return comments.map((comment) => ({
    id: comment.id,
    body: comment.body ?? "",
    login: comment.user?.login ?? "",
    byApp: comment.user?.login === ownLogin,
    htmlUrl: comment.html_url,
  }));
}

export function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : null;
}
