import { access, writeFile } from "node:fs/promises";
import path from "node:path";
import { ensureDirectory } from "../../../files/ensure-directory.js";
import { legName, parseLeg } from "../../../shards/leg.js";
import { runLeg } from "../../../shards/run-leg.js";
import { readTimings, type Timings } from "../../../shards/timings.js";
import { agentEnvironment } from "../../agent-env.js";
import { readHistoryLists } from "../../history-lists.js";
import type { ActionIO } from "../../io.js";
import { createLogReporter } from "../../log-reporter.js";
import type { PreparedRun } from "../../prepare-run.js";
import { uploadArtifact } from "../../upload-results.js";
import { runSetup } from "../setup-command.js";

/** The artifact a leg's partial results go up as; the merge downloads fix-loop-partial-*. */
export const partialArtifactName = (index: number): string => `fix-loop-partial-${index}`;

/**
 * One leg of a sharded verify job (the shard input): the history, the setup, the leg's share
 * of the tests, then its partial results uploaded for the merge, which triages and presents.
 */
export async function runLegAndUpload(
  prepared: PreparedRun,
  io: ActionIO,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const leg = parseLeg(prepared.inputs.shard ?? "");
  const history = await readHistoryLists(prepared, io, env);
  const log = (text: string) => io.info(text);
  await runSetup(prepared.inputs.setup, prepared.cwd, agentEnvironment(env), log, prepared.redact);
  const timings = await timingsIfAny(prepared.inputs.timings, io);
  const reporter = createLogReporter(io, prepared.redact, { verbose: prepared.inputs.verbose });
  const partial = await runLeg({
    cwd: prepared.cwd,
    config: prepared.config,
    configPath: prepared.inputs.config,
    reporter,
    env: agentEnvironment(env),
    selection: prepared.inputs.tests.length > 0 ? { ids: prepared.inputs.tests } : {},
    quarantine: history.quarantine,
    leg,
    timings,
    base: prepared.base,
  }).finally(() => reporter.close());
  const folder = path.join(prepared.cwd, ".fix-loop");
  const file = path.join(folder, `partial-${leg.index}-of-${leg.total}.json`);
  await ensureDirectory(folder);
  await writeFile(file, `${JSON.stringify(partial)}\n`);
  const failed = partial.tests.filter((test) => test.status === "failed").length;
  io.info(
    `leg ${legName(leg)}: ${partial.tests.length} tests, ${failed} failed; the merge triages them`,
  );
  const uploaded = await uploadArtifact(partialArtifactName(leg.index), [file], folder, env);
  if (!uploaded.uploaded)
    io.setFailed(`the leg's partial results were not uploaded: ${uploaded.reason}`);
}

/** The timings input's results.json; none yet (a first sharded run) splits by count. */
async function timingsIfAny(file: string | null, io: ActionIO): Promise<Timings | null> {
  if (!file) return null;
  try {
    await access(file);
  } catch {
    io.info(`no timings at ${file} yet: the legs split by count`);
    return null;
  }
  return readTimings(file);
}
