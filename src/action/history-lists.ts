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
import type { GitHubClient } from "../github/client.js";
import { parseRepository } from "../github/repository.js";
import { readHistoryFolder } from "./history-folder.js";
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
 * quarantine.json and flakes.json from refs/fix-loop/history of the BASE repository, never from
 * the commit under test: a pull request cannot quarantine its own failing test. With the
 * history-folder input, from the checkout of that ref the workflow made before the Action started
 * (read once, then removed: history-folder.ts); else through the API with the run's token (or
 * none, where the mode holds none: a public repository still answers). Call it before the setup
 * input or any test runs. No ref or no file is an empty list, said nowhere; anything else is a
 * warning and an empty list: the history never fails a run. Outside a runner (no
 * GITHUB_API_URL) and with no folder there is none to read.
 */
export async function readHistoryLists(
  run: PreparedRun,
  io: ActionIO,
  env: NodeJS.ProcessEnv,
): Promise<HistoryLists> {
  const source = historySource(run, env);
  if (!source) return EMPTY_HISTORY;
  try {
    const texts = await source.read([QUARANTINE_FILE, FLAKES_FILE]);
    const where = (file: string) => `${file} on ${source.where}`;
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
        `quarantine: ${count} test(s) on ${source.where}; they run, and their failures fail nothing`,
      );
    return lists;
  } catch (error) {
    io.warning(
      `the flake history (${source.where}) could not be read, so no test is quarantined in this run: ${run.redact(messageOf(error))}`,
    );
    return EMPTY_HISTORY;
  }
}

interface HistorySource {
  /** Where the files come from, as the log says it. */
  where: string;
  read<Name extends string>(names: readonly Name[]): Promise<Record<Name, string | null>>;
}

/** The history-folder input when given, else the API; null where there is neither. */
function historySource(run: PreparedRun, env: NodeJS.ProcessEnv): HistorySource | null {
  const repository = run.context.pullRequest?.baseRepository ?? run.context.repository;
  const folder = run.inputs.historyFolder;
  if (folder)
    return {
      where: `${HISTORY_REF} checked out at ${folder}`,
      read: (names) =>
        readHistoryFolder(folder, { workspace: run.context.workspace, project: run.cwd }, names),
    };
  if (!repository || !env.GITHUB_API_URL) return null;
  return {
    where: `${HISTORY_REF} of ${repository}`,
    read: async (names) =>
      readHistoryFiles(await clientFor(run), parseRepository(repository), names),
  };
}

/** The run's token where the mode has one; else no token, as a fix job holds none. */
async function clientFor(run: PreparedRun): Promise<GitHubClient> {
  const baseUrl = run.context.apiUrl;
  if (run.inputs.githubToken) {
    // Loaded when used: octokit's retry and throttling plugins (Bottleneck) weigh on every start.
    const { createGitHubClient } = await import("../github/client.js");
    return createGitHubClient({ token: run.inputs.githubToken, baseUrl });
  }
  const { GitHub } = await import("@actions/github/lib/utils");
  return new GitHub({ baseUrl, userAgent: "fix-loop", log: SILENT }) as unknown as GitHubClient;
}

const SILENT = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
