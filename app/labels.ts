import type { GitHub, Repo } from "./github.js";
import { statusOf } from "./github.js";

/** Where a failure group stands; each status is one label. */
export type GroupStatus =
  | "failing"
  | "deferred"
  | "flaky"
  | "in-progress"
  | "fix-proposed"
  | "fixed";

export const FIX_LOOP_LABEL = "fix-loop";
export const DASHBOARD_LABEL = "fix-loop:dashboard";
export const IN_PROGRESS_LABEL = "fix-loop:in-progress";

const PREFIX = "fix-loop:";

export const statusLabel = (status: string): string => `${PREFIX}${status}`;
export const attemptsLabel = (attempts: number): string => `${PREFIX}attempts-${attempts}`;
export const trustLabel = (percent: number): string => `${PREFIX}trust-${percent}`;

const GROUP_STATUSES: readonly GroupStatus[] = [
  "failing",
  "deferred",
  "flaky",
  "in-progress",
  "fix-proposed",
  "fixed",
];
/** Outcomes a pull request is labelled with after a run. */
const OUTCOMES = ["passed", "failed", "blocked", "fixed", "deferred"];

const isStatusLabel = (name: string): boolean =>
  [...GROUP_STATUSES, ...OUTCOMES].some((status) => name === statusLabel(status));
const isAttemptsLabel = (name: string): boolean => /^fix-loop:attempts-\d+$/.test(name);
const isTrustLabel = (name: string): boolean => /^fix-loop:trust-\d+$/.test(name);

/** Labels the app rewrites on every update; anything else on an issue is left alone. */
export const isManagedLabel = (name: string): boolean =>
  isStatusLabel(name) || isAttemptsLabel(name) || isTrustLabel(name);

const DEFAULT_COLOURS: Record<string, string> = {
  "fix-loop": "5319e7",
  dashboard: "5319e7",
  failing: "d73a4a",
  failed: "d73a4a",
  blocked: "b60205",
  deferred: "fbca04",
  flaky: "f9d0c4",
  "in-progress": "1d76db",
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

/** Unmanaged labels kept, managed ones replaced by `wanted`. */
export function nextLabels(current: string[], wanted: string[]): string[] {
  const kept = current.filter((name) => !isManagedLabel(name) && !wanted.includes(name));
  return [...kept, ...wanted];
}

/**
 * Creates the app's labels with their colours before first use; one listing per event at most.
 * (Adding an unknown label to an issue would create it grey.)
 */
export class LabelMaker {
  private existing: Set<string> | null = null;

  constructor(
    private readonly octokit: GitHub,
    private readonly repo: Repo,
    private readonly colours: Record<string, string>,
  ) {}

  async ensure(names: string[]): Promise<void> {
    if (names.length === 0) return;
    if (!this.existing) {
      const labels = await this.octokit.paginate(this.octokit.rest.issues.listLabelsForRepo, {
        ...this.repo,
        per_page: 100,
      });
      this.existing = new Set(labels.map((label) => label.name.toLowerCase()));
    }
    for (const name of names) {
      if (this.existing.has(name.toLowerCase())) continue;
      try {
        await this.octokit.rest.issues.createLabel({
          ...this.repo,
          name,
          color: colourOf(name, this.colours),
        });
      } catch (error) {
        // 422: another copy of the app created it a moment ago.
        if (statusOf(error) !== 422) throw error;
      }
      this.existing.add(name.toLowerCase());
    }
  }

  /** Adds and removes labels on an issue or pull request so its managed labels are `wanted`. */
  async sync(issueNumber: number, current: string[], wanted: string[]): Promise<void> {
    const add = wanted.filter((name) => !current.includes(name));
    const remove = current.filter((name) => isManagedLabel(name) && !wanted.includes(name));
    if (add.length > 0) {
      await this.ensure(add);
      await this.octokit.rest.issues.addLabels({
        ...this.repo,
        issue_number: issueNumber,
        labels: add,
      });
    }
    for (const name of remove) {
      try {
        await this.octokit.rest.issues.removeLabel({
          ...this.repo,
          issue_number: issueNumber,
          name,
        });
      } catch (error) {
        if (statusOf(error) !== 404) throw error;
      }
    }
  }
}
