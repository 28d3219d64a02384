import { access, constants } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config/schema.js";
import type { EngineOptions } from "../engine/types.js";
import { runVerify } from "../engine/verify.js";
import { messageOf } from "../errors.js";
import { ensureDirectory } from "../files/ensure-directory.js";
import { readQuarantineFile } from "../flaky/quarantine-file.js";
import type { ProbesAhead } from "../gates/probe-ahead.js";
import { defuseWorkflowCommands } from "../github/workflow-commands.js";
import { givenIds } from "../ids/id-list.js";
import { nameOf } from "../ids/test-names.js";
import {
  createTerminalReporter,
  renderFinalSummary,
  terminalOptionsFor,
} from "../report/terminal.js";
import { printedFiles, printedGroups, printedTests } from "../results/printed-ids.js";
import { rememberedTests, rememberTests } from "../results/remembered-tests.js";
import { DEFAULT_RESULTS_PATH, writeResults } from "../results/write.js";
import type { SignalAbort } from "./abort-on-signals.js";
import { type CliArgs, UsageError } from "./args.js";
import { EXIT_INTERRUPTED, exitCodeFor } from "./exit-codes.js";

/** What engine-command.ts made before loading this: the config, the Ctrl-C watch, the waits begun. */
export interface EngineStart {
  config: Config;
  configPath: string;
  abort: SignalAbort;
  probesAhead: ProbesAhead;
}

/**
 * `fix-loop verify` and `fix-loop fix` once the config is read; the fix loop itself (agent,
 * sandbox, git) loads only for fix.
 */
export async function runEngineWith(args: CliArgs, start: EngineStart): Promise<number> {
  const { config, configPath, abort, probesAhead } = start;
  const terminal = terminalOptionsFor(process.stdout, args.plain, args.verbose);
  const options: EngineOptions = {
    cwd: path.resolve(args.cwd),
    config,
    configPath,
    reporter: createTerminalReporter(terminal),
    signal: abort.signal,
    quarantine: args.quarantine ? await readQuarantineFile(args.quarantine, args.cwd) : null,
    base: args.base,
    probesAhead,
  };
  const resultsPath = path.resolve(args.cwd, args.json ?? DEFAULT_RESULTS_PATH);
  await prepareResultsFolder(resultsPath, args.json !== null);
  // Only an id given with --tests can be an alias of the last run's: its results are read then,
  // and what earlier runs printed, for an alias a narrower run since left out of them.
  const printed = args.tests.length > 0 ? await printedTests(resultsPath) : [];
  const remembered = args.tests.length > 0 ? await rememberedTests(resultsPath) : [];
  const seenIds = [...new Set([...printed, ...remembered].map((test) => test.id))];
  const ids = givenIds(args.testValues, new Set([...seenIds, ...seenIds.map(nameOf)]));
  // The last run's files over those remembered: a narrower run's results.json holds only its own
  // (node --test learns a test's file by running it: hosted-git-info ran every file again).
  const seenFiles = printedFiles([...remembered, ...printed]);
  const seenGroups = ids.length > 0 ? await printedGroups(resultsPath) : [];
  const selection = { ids, tiers: args.tiers, seenIds, seenFiles, seenGroups };
  const results =
    args.command === "fix"
      ? await (await import("./fix-command.js")).runFixCommand(args, { ...options, selection })
      : await runVerify({ ...options, selection });
  await rememberTests(resultsPath, results.tests, ids.length === 0 && args.tiers.length === 0);
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
