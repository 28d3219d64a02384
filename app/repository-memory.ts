import type { Dashboard } from "./dashboard/state.js";
import type { KnownLabels } from "./github/label-maker.js";

/** How long a remembered dashboard answers `/fix` without asking GitHub again. */
const DASHBOARD_FRESH_MS = 60_000;
/** Sticky summaries remembered per repository; the oldest are forgotten first. */
const SUMMARIES_KEPT = 200;

/** The app's sticky summary on one pull request, as this copy last wrote or read it. */
export interface KnownSummary {
  id: number;
  body: string;
}

/**
 * What one copy of the app remembers about a repository between events, to spare GitHub calls.
 * A cache, never the truth: a remembered summary comment that is gone is found again (the
 * update answers 404), and the dashboard is read again after a minute.
 */
export class RepositoryMemory {
  /** Labels seen attached with their colour (each coloured once, when GitHub created it grey). */
  readonly labels: KnownLabels = { names: new Set() };
  private dashboard: { value: Dashboard; at: number } | null = null;
  private readonly summaries = new Map<number, KnownSummary>();

  rememberDashboard(value: Dashboard): void {
    this.dashboard = { value, at: Date.now() };
  }

  /** The dashboard as this copy last read or wrote it, within the last minute. */
  recentDashboard(): Dashboard | null {
    const known = this.dashboard;
    return known && Date.now() - known.at < DASHBOARD_FRESH_MS ? known.value : null;
  }

  summary(pullNumber: number): KnownSummary | null {
    return this.summaries.get(pullNumber) ?? null;
  }

  rememberSummary(pullNumber: number, summary: KnownSummary | null): void {
    this.summaries.delete(pullNumber);
    if (!summary) return;
    this.summaries.set(pullNumber, summary);
    if (this.summaries.size > SUMMARIES_KEPT)
      this.summaries.delete(this.summaries.keys().next().value as number);
  }
}

/** Each repository's memory, per process. */
export class AppMemory {
  private readonly repositories = new Map<string, RepositoryMemory>();

  of(owner: string, repo: string): RepositoryMemory {
    const key = `${owner}/${repo}`.toLowerCase();
    let memory = this.repositories.get(key);
    if (!memory) {
      memory = new RepositoryMemory();
      this.repositories.set(key, memory);
    }
    return memory;
  }
}
