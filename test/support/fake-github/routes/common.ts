import { type FakeRequest, notFound } from "../http.js";
import type { FakeState, IssueRecord, RepoRecord } from "../state.js";

export function repoOf(request: FakeRequest, state: FakeState): RepoRecord {
  return state.repo(request.params.owner ?? "", request.params.repo ?? "");
}

/** The issue (or pull request) named by the :number parameter. */
export function issueOf(request: FakeRequest, repo: RepoRecord): IssueRecord {
  const issue = repo.issues.get(Number(request.params.number));
  if (!issue) throw notFound();
  return issue;
}

/** Sorts by created/updated, newest first unless direction=asc, as GitHub's list endpoints do. */
export function sortByTime<T extends { createdAt: string; updatedAt: string }>(
  items: T[],
  request: FakeRequest,
  defaultDirection: "asc" | "desc",
): T[] {
  const key = request.query.get("sort") === "updated" ? "updatedAt" : "createdAt";
  const direction = request.query.get("direction") ?? defaultDirection;
  const sorted = [...items].sort((a, b) => a[key].localeCompare(b[key]));
  return direction === "asc" ? sorted : sorted.reverse();
}
