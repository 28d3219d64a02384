import { access, constants } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_CONFIG_PATH, loadConfig } from "../config/load.js";
import type { EngineOptions } from "../engine/types.js";
import { runVerify } from "../engine/verify.js";
import { messageOf } from "../errors.js";
import { ensureDirectory } from "../files/ensure-directory.js";
import { readQuarantineFile } from "../flaky/quarantine-file.js";
import { defuseWorkflowCommands } from "../github/workflow-commands.js";
import { givenIds } from "../ids/id-list.js";
import { killAllProcessTreesSync } from "../process/started-groups.js";
import {
  createTerminalReporter,
  renderFinalSummary,
  terminalOptionsFor,
} from "../report/terminal.js";
import { printedFiles, printedTests } from "../results/printed-ids.js";
import type { Results } from "../results/schema.js";
import { DEFAULT_RESULTS_PATH, writeResults } from "../results/write.js";
import { type CliArgs, UsageError } from "./args.js";
import { EXIT_INTERRUPTED, exitCodeFor } from "./exit-codes.js";

/**
 * `fix-loop verify` and `fix-loop fix`: loaded only for them (main.ts imports it when asked); the
 * fix loop itself (agent, sandbox, git) only for fix.
 */
export async function runEngine(args: CliArgs): Promise<number> {
  const configPath = args.config ?? DEFAULT_CONFIG_PATH;
  const config = await loadConfig(configPath, args.cwd);
  const terminal = terminalOptionsFor(process.stdout, args.plain, args.verbose);
  const abort = abortOnSignals();
  const options: EngineOptions = {
    cwd: path.resolve(args.cwd),
    config,
    configPath,
    reporter: createTerminalReporter(terminal),
    signal: abort.signal,
    quarantine: args.quarantine ? await readQuarantineFile(args.quarantine, args.cwd) : null,
    base: args.base,
  };
  const resultsPath = path.resolve(args.cwd, args.json ?? DEFAULT_RESULTS_PATH);
  await prepareResultsFolder(resultsPath, args.json !== null);
  // Only an id given with --tests can be an alias of the last run's: its results are read then.
  const printed = args.tests.length > 0 ? await printedTests(resultsPath) : [];
  const seenIds = printed.map((test) => test.id);
  const ids = givenIds(args.testValues, new Set(seenIds));
  const selection = { ids, tiers: args.tiers, seenIds, seenFiles: printedFiles(printed) };
  let results: Results;
  try {
    results =
      args.command === "fix"
        ? await (await import("./fix-command.js")).runFixCommand(args, { ...options, selection })
        : await runVerify({ ...options, selection });
  } finally {
    abort.dispose();
  }
  await writeResults(resultsPath, results);
  console.log(defuseWorkflowCommands(renderFinalSummary(results, terminal.color)));
  const shown = path.relative(process.cwd(), resultsPath);
  console.log(`\nresults: ${shown.startsWith("..") ? resultsPath : shown}`);
  return abort.signal.aborted ? EXIT_INTERRUPTED : exitCodeFor(results);
}

/** Before any test runs: a results path that cannot be written would otherwise lose the run at the end. */
async function prepareResultsFolder(resultsPath: string, fromFlag: boolean): Promise<void> {
  const folder = path.dirname(resultsPath);
  try {
    await ensureDirectory(folder);
    await access(folder, constants.W_OK);
  } catch (error) {
    const fix = fromFlag
      ? "give --json a path in a writable folder"
      : "run in a writable project folder";
    throw new UsageError(`cannot write results to ${resultsPath} (${messageOf(error)}): ${fix}`, {
      cause: error,
    });
  }
}

/** First Ctrl-C stops gracefully (services stopped, results written); a second one exits at once. */
function abortOnSignals(): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) {
      killAllProcessTreesSync();
      process.exit(EXIT_INTERRUPTED);
    }
    console.error(`\n${name}: stopping tests and services (again to force)`);
    controller.abort(new Error(`interrupted by ${name}`));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return {
    signal: controller.signal,
    dispose() {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    },
  };
}
