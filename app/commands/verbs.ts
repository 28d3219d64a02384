import { VERSION } from "../../src/version.js";
import { loadDashboard } from "../dashboard/dashboard.js";
import type { EventSetup } from "../event-setup.js";
import type { CommentSnapshot } from "../github/snapshots.js";
import type { GroupState } from "../groups/state.js";
import { quarantineByCommand, releaseByCommand } from "../history/quarantine-commands.js";
import type { SummaryState } from "../markdown/pull-request-summary.js";
import { lastRunFinishedAt } from "./fix.js";
import type { Verb } from "./fix-command.js";
import { fixesInProgress } from "./in-progress.js";
import * as replies from "./replies.js";

/** What a one-word command may read to answer: the event, and the thread it was written in. */
export interface VerbRequest {
  setup: EventSetup;
  /** The PR's latest run as its sticky summary records it; none on an issue. */
  summary: SummaryState | null;
  comments: CommentSnapshot[];
  /** The group's state, when the thread is a group's issue the app wrote. */
  group: GroupState | null;
  /** Who commented the command (already authorised). */
  login: string;
  /** What followed the verb, for a verb that takes something (a test id). */
  argument: string;
}

type Answer = (request: VerbRequest) => Promise<string> | string;

/** Each verb's answer; its words and what it does are in VERBS (./fix-command.ts). */
export const VERB_ANSWERS = {
  status: async ({ setup, summary, comments, group }) => {
    const dashboard = await loadDashboard(setup);
    const open = fixesInProgress(comments, lastRunFinishedAt({ summary, group }), new Date());
    return replies.statusText(dashboard.state, summary, open, setup.settings);
  },
  quarantine: ({ setup, login, argument }) => quarantineByCommand(setup, login, argument),
  release: ({ setup, login, argument }) => releaseByCommand(setup, login, argument),
  version: () => `fix-loop ${VERSION}`,
  help: ({ setup }) => replies.helpText(setup.settings),
} satisfies Record<Verb, Answer>;
