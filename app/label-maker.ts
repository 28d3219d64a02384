import { addLabels, colourOf, isManagedLabel } from "../src/github/labels.js";
import type { RepositoryRef } from "../src/github/repository.js";
import { type GitHub, statusOf } from "./github.js";

/**
 * Creates the app's labels with their colours before first use. (Adding an unknown label to an
 * issue would create it grey.) `known` outlives the event: the repository's labels are listed
 * once per process, and a label is created once.
 */
/** A repository's labels the app knows exist, kept for the process. */
export interface KnownLabels {
  listed: boolean;
  names: Set<string>;
}

export class LabelMaker {
  constructor(
    private readonly octokit: GitHub,
    private readonly repo: RepositoryRef,
    private readonly colours: Record<string, string>,
    private readonly known: KnownLabels,
  ) {}

  async ensure(names: string[]): Promise<void> {
    const { names: known } = this.known;
    const missing = names.filter((name) => !known.has(name.toLowerCase()));
    if (missing.length === 0) return;
    if (!this.known.listed) {
      const labels = await this.octokit.paginate(this.octokit.rest.issues.listLabelsForRepo, {
        ...this.repo,
        per_page: 100,
      });
      for (const label of labels) known.add(label.name.toLowerCase());
      this.known.listed = true;
    }
    for (const name of missing) {
      if (known.has(name.toLowerCase())) continue;
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
      known.add(name.toLowerCase());
    }
  }

  /** Ensures the labels exist, then adds them to an issue or pull request. */
  async add(issueNumber: number, names: string[]): Promise<void> {
    await this.ensure(names);
    await addLabels(this.octokit, this.repo, issueNumber, names);
  }

  /** Adds and removes labels on an issue or pull request so its managed labels are `wanted`. */
  async sync(issueNumber: number, current: string[], wanted: string[]): Promise<void> {
    await this.add(
      issueNumber,
      wanted.filter((name) => !current.includes(name)),
    );
    const remove = current.filter((name) => isManagedLabel(name) && !wanted.includes(name));
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
