import * as z from "zod";
import { NO_TRUST, trustStateSchema } from "../../src/trust/repository-trust.js";
import type { IssueSnapshot } from "../github/snapshots.js";
import { flakyRowSchema } from "./flakiest.js";

/** What the dashboard issue remembers across runs, in its hidden state marker. */

const dashboardGroupSchema = z.object({
  issue: z.number().int(),
  url: z.string(),
  status: z.string(),
  attempts: z.number().int().nonnegative(),
  tests: z.array(z.string()),
});

export const dashboardStateSchema = z.object({
  v: z.literal(1),
  trust: trustStateSchema,
  /** Test id -> when a run last reported it. */
  knownTests: z.record(z.string(), z.string()),
  /** Open groups by id. */
  groups: z.record(z.string(), dashboardGroupSchema),
  /** Events already counted (run ids, closed PRs), so a redelivery does not move trust twice. */
  seen: z.array(z.string()),
  /** Groups of the latest run that got no issue (app.max-issues-per-run was reached). */
  unissued: z
    .object({
      run: z.string(),
      groups: z.array(z.object({ id: z.string(), tests: z.array(z.string()) })),
    })
    .nullable()
    .default(null),
  /** The flakiest tests of the flake history, as the latest run left it. */
  flaky: z.array(flakyRowSchema).optional(),
});

export type DashboardState = z.infer<typeof dashboardStateSchema>;

export const EMPTY_DASHBOARD: DashboardState = {
  v: 1,
  trust: NO_TRUST,
  knownTests: {},
  groups: {},
  seen: [],
  unissued: null,
};

export interface Dashboard {
  issue: IssueSnapshot | null;
  state: DashboardState;
}
