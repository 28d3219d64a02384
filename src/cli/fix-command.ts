import { type AgentUserChoice, withAgentUser } from "../agent-user/choose.js";
import type { EngineOptions, Selection } from "../engine/types.js";
import { runFix } from "../fix/run-fix.js";
import type { Results } from "../results/schema.js";
import type { CliArgs } from "./args.js";

/** `fix-loop fix` once its config, reporter and selection are ready (engine-run.ts). */
export function runFixCommand(
  args: CliArgs,
  options: EngineOptions & { selection: Selection },
): Promise<Results> {
  return withAgentUser(args.agentUser, reportAgentUser, (runAs) =>
    runFix({
      ...options,
      groups: args.groups,
      maxAttempts: args.maxAttempts ?? undefined,
      budgetUsd: args.budgetUsd ?? undefined,
      strategy: args.strategy ?? undefined,
      commit: args.commit,
      runAs,
      runAsOrSelf: args.agentUser === "auto",
    }),
  );
}

function reportAgentUser(choice: AgentUserChoice): void {
  if (choice.user || choice.warning) console.error(`fix-loop: ${choice.note}`);
}
