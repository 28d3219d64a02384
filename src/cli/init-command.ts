import { DEFAULT_CONFIG_PATH } from "../config/load.js";
import { nextSteps } from "../init/next-steps.js";
import type { CliArgs } from "./args.js";
import { EXIT } from "./exit-codes.js";
import { initProject } from "./init.js";

/** `fix-loop init`: loaded only for it (main.ts imports it when asked). */
export async function runInitCommand(args: CliArgs): Promise<number> {
  const { written, facts, workingDirectory, defaultBranch } = await initProject({
    cwd: args.cwd,
    configPath: args.config ?? DEFAULT_CONFIG_PATH,
    force: args.force,
    expanded: args.expanded,
  });
  console.log(
    `wrote ${written.join(" and ")}\nnext:\n${nextSteps(facts, args.expanded, workingDirectory, defaultBranch)}`,
  );
  return EXIT.passed;
}
