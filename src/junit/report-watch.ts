import { stat } from "node:fs/promises";
import path from "node:path";
import { streamJunitFile } from "./parse-junit.js";

/** A whole report the command wrote while it still ran: when, and what its testcases say. */
export interface WrittenReport {
  /** When the last of the reports was written (ms since the epoch, its mtime). */
  writtenAt: number;
  /** How many report files. */
  files: number;
  /** Testcases by status: "passed", "failed", "skipped". */
  counts: Record<string, number>;
}

export interface ReportWatch {
  /** The last whole report seen, or null. */
  written(): WrittenReport | null;
  /** Stops looking; resolves once a look under way is done (no call after it). */
  stop(): Promise<void>;
}

const LOOK_EVERY_MS = 1000;

/**
 * Looks at the command's fresh reports every second while it runs. A report that reads whole,
 * with a testcase, was written by a reporter at its run's end (mocha's, jest's, node's write it
 * then; one written as the tests run is not XML until it ends): the runner's tests are in it,
 * however long the process goes on (mocha without --exit waits on the sockets its tests left
 * open). `find` gives the fresh reports' paths, relative to `root`.
 */
export function watchReports(
  find: () => Promise<string[]>,
  root: string,
  onWritten: (report: WrittenReport) => void,
  everyMs = LOOK_EVERY_MS,
): ReportWatch {
  let last: WrittenReport | null = null;
  let seen = "";
  let looking: Promise<void> | null = null;
  let stopped = false;

  const look = async () => {
    const files = await find();
    const stats = await Promise.all(
      files.map((file) => stat(path.join(root, file)).catch(() => null)),
    );
    const key = stats.map((info) => `${info?.mtimeMs}:${info?.size}`).join(",");
    if (files.length === 0 || key === seen) return;
    seen = key;
    const counts: Record<string, number> = {};
    let cases = 0;
    for (const file of files) {
      try {
        cases += await streamJunitFile(path.join(root, file), (testCase) => {
          counts[testCase.status] = (counts[testCase.status] ?? 0) + 1;
        });
      } catch {
        return; // Not whole yet: a later look reads it again once it changes.
      }
    }
    if (cases === 0 || stopped) return;
    const writtenAt = Math.max(...stats.map((info) => info?.mtimeMs ?? 0));
    last = { writtenAt, files: files.length, counts };
    onWritten(last);
  };
  const timer = setInterval(() => {
    if (looking || stopped) return;
    looking = look()
      .catch(() => {})
      .finally(() => {
        looking = null;
      });
  }, everyMs);
  timer.unref();

  return {
    written: () => last,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await looking;
    },
  };
}
