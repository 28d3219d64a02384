import { messageOf } from "../errors.js";
import { readHistoryFiles } from "../flaky/history-tree.js";
import {
  EMPTY_QUARANTINE,
  FLAKES_FILE,
  type FlakesFile,
  HISTORY_REF,
  parseFlakesFile,
  parseQuarantineList,
  QUARANTINE_FILE,
  type QuarantineList,
} from "../flaky/quarantine-list.js";
import { createGitHubClient, type GitHubClient } from "../github/client.js";
import { parseRepository } from "../github/repository.js";
import type { ActionIO } from "./io.js";
import type { PreparedRun } from "./prepare-run.js";

/** What the app's flake history tells this run: the quarantine list and every test's flakes. */
export interface HistoryLists {
  quarantine: QuarantineList;
  flakes: FlakesFile;
}

export const EMPTY_HISTORY: HistoryLists = {
  quarantine: EMPTY_QUARANTINE,
  flakes: { version: 1, tests: [] },
};

/**
 * quarantine.json and flakes.json from refs/fix-loop/history of the BASE repository, through
 * the API with the run's token (or none, where the mode holds none: a public repository still
 * answers), never from the checkout: a pull request cannot quarantine its own failing test.
 * No ref or no file is an empty list, said nowhere; anything else is a warning and an empty
 * list: the history never fails a run. Outside a runner (no GITHUB_API_URL) there is none to read.
 */
export async function readHistoryLists(
  run: PreparedRun,
  io: ActionIO,
  env: NodeJS.ProcessEnv,
): Promise<HistoryLists> {
  const repository = run.context.pullRequest?.baseRepository ?? run.context.repository;
  if (!repository || !env.GITHUB_API_URL) return EMPTY_HISTORY;
  try {
    const octokit = await clientFor(run);
    const texts = await readHistoryFiles(octokit, parseRepository(repository), [
      QUARANTINE_FILE,
      FLAKES_FILE,
    ]);
    const where = (file: string) => `${file} on ${HISTORY_REF} of ${repository}`;
    const lists: HistoryLists = {
      quarantine: texts[QUARANTINE_FILE]
        ? parseQuarantineList(texts[QUARANTINE_FILE], where(QUARANTINE_FILE))
        : EMPTY_QUARANTINE,
      flakes: texts[FLAKES_FILE]
        ? parseFlakesFile(texts[FLAKES_FILE], where(FLAKES_FILE))
        : EMPTY_HISTORY.flakes,
    };
    const count = lists.quarantine.tests.length;
    if (count > 0)
      io.info(
        `quarantine: ${count} test(s) on ${HISTORY_REF} of ${repository}; they run, and their failures fail nothing`,
      );
    return lists;
  } catch (error) {
    io.warning(
      `the flake history (${HISTORY_REF} of ${repository}) could not be read, so no test is quarantined in this run: ${run.redact(messageOf(error))}`,
    );
    return EMPTY_HISTORY;
  }
}

/** The run's token where the mode has one; else no token, as a fix job holds none. */
async function clientFor(run: PreparedRun): Promise<GitHubClient> {
  const baseUrl = run.context.apiUrl;
  if (run.inputs.githubToken) return createGitHubClient({ token: run.inputs.githubToken, baseUrl });
  const { GitHub } = await import("@actions/github/lib/utils");
  return new GitHub({ baseUrl, userAgent: "fix-loop", log: SILENT }) as unknown as GitHubClient;
}

const SILENT = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
