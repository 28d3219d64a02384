import { messageOf } from "../../src/errors.js";
import {
  EMPTY_HISTORY,
  HISTORY_FILE,
  type History,
  parseHistory,
} from "../../src/flaky/history.js";
import { flakesFileOf, quarantineListOf } from "../../src/flaky/published-files.js";
import { FLAKES_FILE, HISTORY_REF, QUARANTINE_FILE } from "../../src/flaky/quarantine-list.js";
import type { EventSetup } from "../event-setup.js";
import { statusOf } from "../github/snapshots.js";
import type { RepositoryMemory } from "../repository-memory.js";

/** The history as a commit of the history ref holds it; commit null while the ref does not exist. */
export interface HistorySnapshot {
  commit: string | null;
  history: History;
}

/**
 * The app may not write the repository's Git data: an installation that granted the older
 * `contents: read`, or a workflow's GITHUB_TOKEN without `contents: write`.
 */
export class HistoryNotWritable extends Error {
  constructor() {
    super(
      `the app may not write ${HISTORY_REF}: it needs the Contents permission with write access (app.yml; contents: write in the app's workflow) to keep the flake history`,
    );
  }
}

/** Tries before giving up when other copies keep moving the ref. */
const MAX_TRIES = 6;
const REF_PATH = HISTORY_REF.replace(/^refs\//, "");

/** The last snapshot this copy read or wrote, per repository: a cache the ref's CAS checks. */
const known = new WeakMap<RepositoryMemory, HistorySnapshot>();
/**
 * This copy's last update of each repository's history: the next waits for it. Runs of one
 * repository that end together (a matrix, a burst of pushes) would otherwise race each other on
 * the ref and give up after MAX_TRIES; other copies are still met by compare-and-swap.
 */
const lastUpdate = new WeakMap<RepositoryMemory, Promise<unknown>>();

/**
 * Applies `change` to the history on refs/fix-loop/history and writes it back with
 * compare-and-swap: a new commit on the one it read, the ref moved without force, so GitHub
 * refuses the move (422) when another copy moved the ref first; then the newer history is read,
 * `change` applied to it again, and the write retried. `change` must be pure and give the same
 * history when applied twice (a run already recorded is not recorded again), so no copy's update
 * is lost and none is counted twice. A copy that wrote the ref last writes the next run in three
 * calls (tree, commit, ref); otherwise two reads (ref, file) come first. `start`, when the
 * caller just read the history, saves them. This copy's updates of one repository go one at a
 * time (lastUpdate).
 */
export function updateHistory(
  setup: EventSetup,
  change: (history: History) => History,
  message: string,
  start?: HistorySnapshot,
): Promise<HistorySnapshot> {
  const before = lastUpdate.get(setup.memory);
  // After a wait, what the caller read is older than what the update before it wrote.
  const update = before
    ? before.catch(() => undefined).then(() => updateNow(setup, change, message))
    : updateNow(setup, change, message, start);
  lastUpdate.set(setup.memory, update);
  const forget = () => {
    if (lastUpdate.get(setup.memory) === update) lastUpdate.delete(setup.memory);
  };
  update.then(forget, forget);
  return update;
}

async function updateNow(
  setup: EventSetup,
  change: (history: History) => History,
  message: string,
  start?: HistorySnapshot,
): Promise<HistorySnapshot> {
  let snapshot = start ?? known.get(setup.memory) ?? (await readHistory(setup));
  for (let tries = 1; ; tries += 1) {
    const next = change(snapshot.history);
    if (JSON.stringify(next) === JSON.stringify(snapshot.history)) {
      known.set(setup.memory, snapshot);
      return snapshot;
    }
    const written = await writeOver(setup, snapshot.commit, next, message);
    if (written) {
      const updated = { commit: written, history: next };
      known.set(setup.memory, updated);
      return updated;
    }
    if (tries >= MAX_TRIES)
      throw new Error(`${HISTORY_REF} kept moving under ${tries} writes; the next run retries`);
    setup.log.debug(`${HISTORY_REF} moved since it was read; reading it again (try ${tries + 1})`);
    snapshot = await readHistory(setup);
  }
}

/** The history as the ref holds it now: two reads (the ref, then history.json at its commit). */
export async function readHistory(setup: EventSetup): Promise<HistorySnapshot> {
  const { octokit, repo } = setup;
  let commit: string;
  try {
    const { data } = await octokit.rest.git.getRef({ ...repo, ref: REF_PATH });
    commit = data.object.sha;
  } catch (error) {
    if (statusOf(error) === 404) return { commit: null, history: EMPTY_HISTORY };
    throw error;
  }
  let text: string;
  try {
    const { data } = await octokit.rest.repos.getContent({
      ...repo,
      path: HISTORY_FILE,
      ref: commit,
      mediaType: { format: "raw" },
    });
    text = String(data);
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
    return { commit, history: EMPTY_HISTORY };
  }
  try {
    return { commit, history: parseHistory(text, `${HISTORY_FILE} on ${HISTORY_REF}`) };
  } catch (error) {
    // Written by nothing but the app; a file that no longer parses is started again, not fatal.
    setup.log.warn(`${messageOf(error)}; the history starts again from this run`);
    return { commit, history: EMPTY_HISTORY };
  }
}

/**
 * One commit holding history.json, quarantine.json and flakes.json on `parent`, and the ref moved
 * to it: its sha, or null when another copy moved (or created) the ref first.
 */
async function writeOver(
  setup: EventSetup,
  parent: string | null,
  history: History,
  message: string,
): Promise<string | null> {
  const { octokit, repo } = setup;
  const file = (path: string, value: unknown) => ({
    path,
    mode: "100644" as const,
    type: "blob" as const,
    content: `${JSON.stringify(value)}\n`,
  });
  const { data: tree } = await octokit.rest.git
    .createTree({
      ...repo,
      tree: [
        file(HISTORY_FILE, history),
        file(QUARANTINE_FILE, quarantineListOf(history)),
        file(FLAKES_FILE, flakesFileOf(history)),
      ],
    })
    .catch((error: unknown) => {
      throw statusOf(error) === 403 ? new HistoryNotWritable() : error;
    });
  const { data: commit } = await octokit.rest.git.createCommit({
    ...repo,
    message,
    tree: tree.sha,
    parents: parent ? [parent] : [],
  });
  try {
    if (parent) {
      await octokit.rest.git.updateRef({ ...repo, ref: REF_PATH, sha: commit.sha, force: false });
    } else {
      await octokit.rest.git.createRef({ ...repo, ref: HISTORY_REF, sha: commit.sha });
    }
  } catch (error) {
    // 422: not a fast forward (another copy moved the ref), or the ref now exists.
    if (statusOf(error) === 422) return null;
    throw error;
  }
  return commit.sha;
}
