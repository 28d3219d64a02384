import {
  type AttachedLabel,
  addLabels,
  CREATED_COLOUR,
  colourOf,
  FIX_LOOP_LABEL,
  isManagedLabel,
} from "../../src/github/labels.js";
import type { RepositoryRef } from "../../src/github/repository.js";
import { type GitHub, statusOf } from "./snapshots.js";

/** A repository's labels the app has seen attached with their colour, kept for the process. */
export interface KnownLabels {
  names: Set<string>;
}

/**
 * The app's labels and their colours, without reading the repository's labels: a write that
 * names a missing label makes GitHub create it (grey), and the answer shows each attached
 * label's colour, so a label of fix-loop's still grey is given its colour right after, once.
 * A label seen once is not looked at again in this process.
 */
export class LabelMaker {
  constructor(
    private readonly octokit: GitHub,
    private readonly repo: RepositoryRef,
    private readonly colours: Record<string, string>,
    private readonly known: KnownLabels,
  ) {}

  /** After a write that attached labels: colours those GitHub has just created grey. */
  async colour(attached: ReadonlyArray<string | AttachedLabel>): Promise<void> {
    for (const label of attached) {
      if (typeof label === "string" || !label.name) continue;
      const key = label.name.toLowerCase();
      if (this.known.names.has(key)) continue;
      this.known.names.add(key);
      if (!key.startsWith(FIX_LOOP_LABEL)) continue;
      const wanted = colourOf(label.name, this.colours);
      if (label.color?.toLowerCase() !== CREATED_COLOUR || wanted === CREATED_COLOUR) continue;
      try {
        await this.octokit.rest.issues.updateLabel({
          ...this.repo,
          name: label.name,
          color: wanted,
        });
      } catch (error) {
        // Renamed or deleted a moment ago: nothing to colour.
        if (statusOf(error) !== 404) throw error;
      }
    }
  }

  /** Adds labels to an issue or pull request (GitHub creates missing ones), then colours new ones. */
  async add(issueNumber: number, names: string[]): Promise<void> {
    await this.colour(await addLabels(this.octokit, this.repo, issueNumber, names));
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
