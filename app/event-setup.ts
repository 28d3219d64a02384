import type { Context, Logger } from "probot";
import { messageOf } from "../src/errors.js";
import type { RepositoryRef } from "../src/github/repository.js";
import { LabelMaker } from "./github/label-maker.js";
import type { GitHub } from "./github/snapshots.js";
import type { AppMemory, RepositoryMemory } from "./repository-memory.js";
import type { Settings, SettingsCache } from "./settings.js";

/** What one copy of the app keeps across events: who it is, settings, what it saw per repository. */
export interface AppShared {
  ownLogin: () => Promise<string>;
  settings: SettingsCache;
  memory: AppMemory;
}

/** What every handler works with once an event is known to be for fix-loop. */
export interface EventSetup {
  octokit: GitHub;
  repo: RepositoryRef;
  settings: Settings;
  labels: LabelMaker;
  log: Logger;
  /** The login the app writes as; only bodies by it carry state. */
  ownLogin: string;
  /** What this copy remembers about the repository (labels, dashboard, sticky summaries). */
  memory: RepositoryMemory;
}

/**
 * The repository's settings and a label maker for this event; one config read, none when the
 * caller already holds settings it trusts (a `/fix` on a PR: those its summary recorded).
 */
export async function setUpEvent(
  context: Context,
  shared: AppShared,
  known?: Settings,
): Promise<EventSetup> {
  const [settings, login] = await Promise.all([
    known ?? shared.settings.get(context),
    shared.ownLogin(),
  ]);
  const repo = context.repo();
  const memory = shared.memory.of(repo.owner, repo.repo);
  return {
    octokit: context.octokit,
    repo,
    settings,
    labels: new LabelMaker(context.octokit, repo, settings.labels, memory.labels),
    log: context.log,
    ownLogin: login,
    memory,
  };
}

/**
 * Runs a handler's steps so that one failing step does not stop the others; afterwards the
 * delivery fails if any did, so GitHub can redeliver it (every step is idempotent).
 */
export class StepRunner {
  private readonly failures: string[] = [];

  constructor(
    private readonly log: Logger,
    private readonly subject: string,
  ) {}

  async run<T>(what: string, step: () => Promise<T>): Promise<T | undefined> {
    try {
      return await step();
    } catch (error) {
      const message = messageOf(error);
      this.failures.push(`${what}: ${message}`);
      this.log.error(`${this.subject}: ${what} failed: ${message}`);
      return undefined;
    }
  }

  /** Throws when a step failed, naming each, so the delivery is marked failed. */
  finish(): void {
    if (this.failures.length > 0) {
      throw new Error(
        `${this.subject} was handled in part; redeliver to finish. Failed: ${this.failures.join("; ")}`,
      );
    }
  }
}
