import { writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_CONFIG_PATH, loadConfig } from "../config/load.js";
import { ensureDirectory } from "../files/ensure-directory.js";
import { defuseWorkflowCommands } from "../github/workflow-commands.js";
import {
  createTerminalReporter,
  renderFinalSummary,
  terminalOptionsFor,
} from "../report/terminal.js";
import { DEFAULT_RESULTS_PATH, writeResults } from "../results/write.js";
import { legName, parseLeg } from "../shards/leg.js";
import { mergePartials } from "../shards/merge.js";
import { readPartial } from "../shards/partial.js";
import { runLeg } from "../shards/run-leg.js";
import { readTimings } from "../shards/timings.js";
import { type CliArgs, UsageError } from "./args.js";
import { EXIT, exitCodeFor } from "./exit-codes.js";

/** `fix-loop verify --shard i/N [--timings FILE]`: one leg's share, written as its partial results. */
export async function runLegCommand(args: CliArgs): Promise<number> {
  const leg = parseLeg(args.shard ?? "");
  const configPath = args.config ?? DEFAULT_CONFIG_PATH;
  const config = await loadConfig(configPath, args.cwd);
  const timings = args.timings ? await readTimings(path.resolve(args.cwd, args.timings)) : null;
  const terminal = terminalOptionsFor(process.stdout, args.plain, args.verbose);
  const partial = await runLeg({
    cwd: path.resolve(args.cwd),
    config,
    configPath,
    reporter: createTerminalReporter(terminal),
    selection: { ids: args.tests, tiers: args.tiers },
    leg,
    timings,
    base: args.base,
  });
  const file = path.resolve(
    args.cwd,
    args.json ?? `.fix-loop/partial-${leg.index}-of-${leg.total}.json`,
  );
  await ensureDirectory(path.dirname(file));
  await writeFile(file, `${JSON.stringify(partial)}\n`);
  const failed = partial.tests.filter((test) => test.status === "failed").length;
  console.log(
    `leg ${legName(leg)}: ${partial.tests.length} tests, ${failed} failed (triage waits for fix-loop merge)\npartial results: ${file}`,
  );
  if (!partial.preflight.ok || partial.services.some((service) => !service.healthy))
    return EXIT.gate;
  return failed > 0 ? EXIT.failed : EXIT.passed;
}

/** `fix-loop merge PARTIAL...`: the legs' partials made one results.json, triaged once. */
export async function runMergeCommand(args: CliArgs): Promise<number> {
  if (args.partials.length === 0)
    throw new UsageError("merge takes the legs' partial results: fix-loop merge PARTIAL...");
  const partials = await Promise.all(
    args.partials.map((file) => readPartial(path.resolve(process.cwd(), file))),
  );
  const configPath = args.config ?? DEFAULT_CONFIG_PATH;
  const config = await loadConfig(configPath, args.cwd);
  const terminal = terminalOptionsFor(process.stdout, args.plain, args.verbose);
  const results = await mergePartials(partials, {
    cwd: path.resolve(args.cwd),
    config,
    configPath,
    reporter: createTerminalReporter(terminal),
    base: args.base,
  });
  const file = path.resolve(args.cwd, args.json ?? DEFAULT_RESULTS_PATH);
  await writeResults(file, results);
  console.log(defuseWorkflowCommands(renderFinalSummary(results, terminal.color)));
  const spread = results.shards ? Math.round(results.shards.spread * 100) : 0;
  console.log(
    `\n${partials.length} legs merged in ${results.shards?.mergeMs ?? 0} ms, spread ${spread} %\nresults: ${file}`,
  );
  return exitCodeFor(results);
}
