import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { removeSharedFolder, shareFolder } from "../process/share-files.js";
import type { JunitTestRef } from "./command-line.js";
import type { ListedTests, ListOptions } from "./listed-tests.js";
import { type ReportReader, runJunitCommand } from "./run-junit-command.js";

/**
 * A listing read from the JUnit report of a run in which every test is skipped (jest with a name
 * filter nothing matches: it loads the test files and registers their tests, and runs no test
 * body and no hook). The report is written by the tier's own reporter with its own settings into
 * a folder of fix-loop's, and read as a run's is, so each test has the id the run will give it.
 * Null when the run fails (a file that does not load) or writes no report.
 */
export async function listFromReport(
  commandFor: (report: string) => string | null,
  options: ListOptions & {
    /** Whether the runner's selection can pick out a test the report names this way. */
    selectable: (ref: JunitTestRef) => boolean;
    /** A dry run's tests read as passed; else each must read as skipped. */
    dryRun: boolean;
    /** The runner that writes the report, which reads it as its runs' reports are read. */
    runner: ReportReader;
  },
): Promise<ListedTests | null> {
  const folder = await mkdtemp(path.join(tmpdir(), "fix-loop-listing-"));
  try {
    shareFolder(folder, options.runAs);
    const command = commandFor(path.join(folder, "listing.xml"));
    if (!command) return null;
    const ran = await runJunitCommand(
      { tier: "listing", requires: [], command, reports: ["*.xml"] },
      {
        identify: () => options.runner,
        cwd: options.cwd,
        reportsRoot: folder,
        env: options.env,
        timeoutMs: options.timeoutMs,
        signal: options.signal,
        redact: (text) => text,
        runAs: options.runAs,
      },
    );
    const listed = (status: string) =>
      status === "skipped" || (options.dryRun && status === "passed");
    if (ran.problem !== null || ran.tests.some((test) => !listed(test.status))) return null;
    const refs = new Map([...ran.refs].filter(([, ref]) => options.selectable(ref)));
    return { ids: new Set(ran.tests.map((test) => test.id)), runnerIds: [], refs };
  } finally {
    await removeSharedFolder(folder);
  }
}
