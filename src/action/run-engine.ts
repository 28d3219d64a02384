import { type AgentUserChoice, withAgentUser } from "../agent-user/choose.js";
import type { Reporter, Selection } from "../engine/types.js";
import { runVerify } from "../engine/verify.js";
import type { RunAs } from "../process/run-as.js";
import type { Results } from "../results/schema.js";
import { agentEnvironment } from "./agent-env.js";
import { hideCheckoutCredentials } from "./checkout-credentials.js";
import { findOrInstallClaude } from "./claude-install.js";
import type { HistoryLists } from "./history-lists.js";
import type { ActionIO } from "./io.js";
import type { PreparedRun } from "./prepare-run.js";

/**
 * Calls the same engine as the CLI. Tests, services and the agent run without the runner's
 * credentials: in fix mode they run code the agent wrote, and only the engine pushes. The
 * flake history was read before the setup input ran (readHistoryLists).
 */
export async function runEngine(
  run: PreparedRun,
  reporter: Reporter,
  io: ActionIO,
  env: NodeJS.ProcessEnv,
  history: HistoryLists,
): Promise<Results> {
  const selection: Selection = run.inputs.tests.length > 0 ? { ids: run.inputs.tests } : {};
  const engine = {
    cwd: run.cwd,
    config: run.config,
    configPath: run.inputs.config,
    reporter,
    env: agentEnvironment(env),
    selection,
    quarantine: history.quarantine,
    flakes: history.flakes,
    base: run.base,
  };
  // The merge of a sharded verify and the fix loop are loaded when used: a plain verify never is either.
  if (!run.needs.agent && run.inputs.partials) {
    const { mergePartials } = await import("../shards/merge.js");
    const { readPartialsIn } = await import("../shards/partials-folder.js");
    return mergePartials(await readPartialsIn(run.inputs.partials), engine);
  }
  if (!run.needs.agent) return runVerify(engine);

  const { runFix } = await import("../fix/run-fix.js");
  return withTheAgent(run, io, env, (agent) =>
    runFix({
      ...engine,
      ...agent,
      groups: run.inputs.groups,
      maxAttempts: run.inputs.maxAttempts ?? undefined,
      strategy: run.inputs.strategy ?? undefined,
      commit: false,
    }),
  );
}

/** What fix and plan give the engine about the agent: claude, its environment and its user. */
export interface AgentOptions {
  claudePath: string;
  agentEnv: NodeJS.ProcessEnv;
  budgetUsd: number | undefined;
  runAs: RunAs | null;
  runAsOrSelf: boolean;
}

/**
 * Runs `work` with the agent set up as fix and plan mode need it: claude found or installed,
 * the checkout's git credentials hidden, and the agent user of the agent-user input.
 */
export async function withTheAgent<T>(
  run: PreparedRun,
  io: ActionIO,
  env: NodeJS.ProcessEnv,
  work: (agent: AgentOptions) => Promise<T>,
): Promise<T> {
  const claude = await findOrInstallClaude({
    version: run.inputs.claudeVersion,
    toolCache: run.context.toolCache,
    cwd: run.cwd,
    configPath: run.config.fix.claude.path,
    env,
  });
  io.info(`Claude Code: ${claude.path} (${claude.source})`);
  const hidden = await hideCheckoutCredentials(run.cwd);
  if (hidden.count > 0)
    io.info(
      `checkout's git credentials are hidden from the agent while it works (${hidden.count})`,
    );
  const report = (choice: AgentUserChoice) =>
    choice.warning ? io.warning(choice.note) : io.info(choice.note);
  try {
    return await withAgentUser(run.inputs.agentUser, report, (runAs) =>
      work({
        claudePath: claude.path,
        agentEnv: agentEnvironment(env, { anthropicApiKey: run.anthropicApiKey }),
        budgetUsd: run.inputs.budgetUsd ?? undefined,
        runAs,
        runAsOrSelf: run.inputs.agentUser === "auto",
      }),
    );
  } finally {
    await hidden.restore();
  }
}
