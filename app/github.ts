import type { Context } from "probot";
import type { RepositoryRef } from "../src/github/repository.js";

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
  /** Who wrote the body (for the marker reader's author check). */
  author: string | null;
}

export interface CommentSnapshot {
  id: number;
  body: string;
  login: string;
  isBot: boolean;
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

export function toIssueSnapshot(raw: RawIssue): IssueSnapshot {
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
  };
}

/** Every issue (not pull request), open or closed, carrying the label. */
export async function listIssuesWithLabel(
  octokit: GitHub,
  repo: RepositoryRef,
  label: string,
): Promise<IssueSnapshot[]> {
  const issues = await octokit.paginate(octokit.rest.issues.listForRepo, {
    ...repo,
    labels: label,
    state: "all",
    per_page: 100,
  });
  return issues.map(toIssueSnapshot).filter((issue) => !issue.isPullRequest);
}

export async function listComments(
  octokit: GitHub,
  repo: RepositoryRef,
  issueNumber: number,
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
    isBot: comment.user?.type === "Bot",
    htmlUrl: comment.html_url,
  }));
}

export function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : null;
}
