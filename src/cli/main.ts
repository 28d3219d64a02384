import { access, constants } from "node:fs/promises";
import path from "node:path";
import { type AgentUserChoice, withAgentUser } from "../agent-user/choose.js";
import { DEFAULT_CONFIG_PATH, loadConfig } from "../config/load.js";
import type { EngineOptions } from "../engine/types.js";
import { runVerify } from "../engine/verify.js";
import { messageOf, UserError } from "../errors.js";
import { ensureDirectory } from "../files/ensure-directory.js";
import { runFix } from "../fix/run-fix.js";
import { readQuarantineFile } from "../flaky/quarantine-file.js";
import { defuseWorkflowCommands } from "../github/workflow-commands.js";
import { nextSteps } from "../init/next-steps.js";
import { killAllProcessTreesSync } from "../process/started-groups.js";
import {
  createTerminalReporter,
  renderFinalSummary,
  terminalOptionsFor,
} from "../report/terminal.js";
import { printedTestIds } from "../results/printed-ids.js";
import type { Results } from "../results/schema.js";
import { DEFAULT_RESULTS_PATH, writeResults } from "../results/write.js";
import { VERSION } from "../version.js";
import { type CliArgs, parseCliArgs, UsageError } from "./args.js";
import { EXIT, exitCodeFor } from "./exit-codes.js";
import { helpText } from "./help.js";
import { initProject } from "./init.js";
import { runPlanCommand } from "./plan-command.js";
import { runLegCommand, runMergeCommand } from "./shard-commands.js";

async function run(argv: string[]): Promise<number> {
  const args = parseCliArgs(argv);
  switch (args.command) {
    case "help":
      console.log(helpText(args.topic));
      // Asked for, help is a success; `fix-loop` alone ran nothing, and a script must not read it as a pass.
      return argv.length === 0 ? EXIT.usage : EXIT.passed;
    case "version":
      console.log(VERSION);
      return EXIT.passed;
    case "init": {
      const { written, facts, workingDirectory } = await initProject({
        cwd: args.cwd,
        configPath: args.config ?? DEFAULT_CONFIG_PATH,
        force: args.force,
        expanded: args.expanded,
      });
      console.log(
        `wrote ${written.join(" and ")}\nnext:\n${nextSteps(facts, args.expanded, workingDirectory)}`,
      );
      return EXIT.passed;
    }
    case "plan":
      return runPlanCommand(args);
    case "merge":
      return runMergeCommand(args);
    case "verify":
      return args.shard ? runLegCommand(args) : runEngine(args);
    default:
      return runEngine(args);
  }
}

async function runEngine(args: CliArgs): Promise<number> {
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
  };
  const resultsPath = path.resolve(args.cwd, args.json ?? DEFAULT_RESULTS_PATH);
  await prepareResultsFolder(resultsPath, args.json !== null);
  const seenIds = await printedTestIds(resultsPath);
  const selection = { ids: args.tests, tiers: args.tiers, seenIds };
  let results: Results;
  try {
    results =
      args.command === "fix"
        ? await withAgentUser(args.agentUser, reportAgentUser, (runAs) =>
            runFix({
              ...options,
              selection,
              groups: args.groups,
              maxAttempts: args.maxAttempts ?? undefined,
              budgetUsd: args.budgetUsd ?? undefined,
              strategy: args.strategy ?? undefined,
              commit: args.commit,
              runAs,
              runAsOrSelf: args.agentUser === "auto",
            }),
          )
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

const EXIT_INTERRUPTED = 130;

function reportAgentUser(choice: AgentUserChoice): void {
  if (choice.user || choice.warning) console.error(`fix-loop: ${choice.note}`);
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

process.on("exit", () => killAllProcessTreesSync());

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UserError) {
      console.error(`fix-loop: ${error.message}`);
      process.exitCode = EXIT.usage;
      return;
    }
    console.error(`fix-loop: internal error: ${messageOf(error)}`);
    if (process.env.FIX_LOOP_DEBUG) console.error(error);
    else console.error("set FIX_LOOP_DEBUG=1 for the stack trace, and please report it");
    process.exitCode = EXIT.internal;
  },
);
