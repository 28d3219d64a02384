import type { RepositoryRef } from "./repository.js";
import { GROUP_STATUSES, RUN_OUTCOMES } from "./statuses.js";

/** Every label fix-loop sets starts with this; the bare name marks all its issues and PRs. */
export const FIX_LOOP_LABEL = "fix-loop";
const PREFIX = `${FIX_LOOP_LABEL}:`;

/** `fix-loop:<status>`, for a group's status or a run's outcome. */
export const statusLabel = (status: string): string => `${PREFIX}${status}`;
export const attemptsLabel = (attempts: number): string => `${PREFIX}attempts-${attempts}`;
export const trustLabel = (percent: number): string => `${PREFIX}trust-${percent}`;

export const DASHBOARD_LABEL = `${PREFIX}dashboard`;
/** On a fix pull request: the Action verified the fix. */
export const FIXED_LABEL = statusLabel("fixed");

/** Status labels older versions set and this one does not: still managed, so a sync drops them. */
const RETIRED_STATUSES = ["in-progress"];

const isStatusLabel = (name: string): boolean =>
  [...GROUP_STATUSES, ...RUN_OUTCOMES, ...RETIRED_STATUSES].some(
    (status) => name === statusLabel(status),
  );
const isAttemptsLabel = (name: string): boolean => /^fix-loop:attempts-\d+$/.test(name);
const isTrustLabel = (name: string): boolean => /^fix-loop:trust-\d+$/.test(name);

/** Labels fix-loop rewrites on every update; anything else on an issue is left alone. */
export const isManagedLabel = (name: string): boolean =>
  isStatusLabel(name) || isAttemptsLabel(name) || isTrustLabel(name);

/** Unmanaged labels kept, managed ones replaced by `wanted`. */
export function nextLabels(current: string[], wanted: string[]): string[] {
  const kept = current.filter((name) => !isManagedLabel(name) && !wanted.includes(name));
  return [...kept, ...wanted];
}

const DEFAULT_COLOURS: Record<string, string> = {
  "fix-loop": "5319e7",
  dashboard: "5319e7",
  failing: "d73a4a",
  failed: "d73a4a",
  blocked: "b60205",
  deferred: "fbca04",
  flaky: "f9d0c4",
  "fix-proposed": "0e8a16",
  fixed: "0e8a16",
  passed: "0e8a16",
  attempts: "c5def5",
  trust: "bfd4f2",
};

/**
 * The colour for a label: app.labels may name the label itself ("fix-loop:deferred"), its
 * status ("deferred") or its family ("attempts", "trust").
 */
export function colourOf(name: string, configured: Record<string, string>): string {
  const status = name.startsWith(PREFIX) ? name.slice(PREFIX.length) : name;
  const family = status.replace(/-\d+$/, "");
  return (
    configured[name] ??
    configured[status] ??
    configured[family] ??
    DEFAULT_COLOURS[status] ??
    DEFAULT_COLOURS[family] ??
    "ededed"
  ).toLowerCase();
}

/**
 * As much of a REST client as adding labels takes; the Action's Octokit and Probot's both fit,
 * whatever @octokit/core each was built on.
 */
export interface LabelsClient {
  rest: {
    issues: {
      addLabels(params: {
        owner: string;
        repo: string;
        issue_number: number;
        labels: string[];
      }): Promise<unknown>;
    };
  };
}

/** A label as GitHub returns it with an issue. */
export interface AttachedLabel {
  name?: string;
  color?: string | null;
}

/** The colour GitHub gives a label it creates because a write named it. */
export const CREATED_COLOUR = "ededed";

/**
 * The one way fix-loop adds labels to an issue or pull request. GitHub creates a label that
 * does not exist yet (grey, CREATED_COLOUR); returns the issue's labels as GitHub answered.
 */
export async function addLabels(
  octokit: LabelsClient,
  repository: RepositoryRef,
  issueNumber: number,
  labels: string[],
): Promise<AttachedLabel[]> {
  if (labels.length === 0) return [];
  const answer = await octokit.rest.issues.addLabels({
    ...repository,
    issue_number: issueNumber,
    labels,
  });
  const data = (answer as { data?: unknown } | undefined)?.data;
  return Array.isArray(data) ? (data as AttachedLabel[]) : [];
}
