import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import {
  HookProgramMissingError,
  locateHookProgram,
  resolveClaudeBinary,
  resolveStrategies,
} from "../agent/index.js";
import { messageOf } from "../errors.js";
import type { FixSetup } from "./fix-run.js";
import { assertGitWorkTree } from "./git-work-tree.js";
import { type FixOptions, FixSetupError } from "./options.js";

const GROUP_ID = /^[0-9a-f]{12}$/;

/**
 * Everything a fix run needs that the user may have to correct, checked before any test
 * runs: the claude binary, the hook program, a git work tree, the ladder and its prompt
 * files, the starting strategy, the attempt count and the group ids.
 */
export async function prepareFix(options: FixOptions): Promise<FixSetup> {
  const fix = options.config.fix;
  const claude = await resolveClaudeBinary({
    configPath: options.claudePath ?? fix.claude.path,
    env: options.agentEnv ?? options.env ?? process.env,
    cwd: options.cwd,
  });
  try {
    locateHookProgram();
  } catch (error) {
    if (error instanceof HookProgramMissingError)
      throw new FixSetupError(error.message, { cause: error });
    throw error;
  }
  try {
    await assertGitWorkTree(options.cwd);
  } catch (error) {
    throw new FixSetupError(messageOf(error), { cause: error });
  }

  const ladder = resolveStrategies(fix.strategies);
  const startStep = options.strategy
    ? ladder.findIndex((step) => step.name === options.strategy)
    : 0;
  if (startStep === -1) {
    throw new FixSetupError(
      `unknown strategy "${options.strategy}": the ladder is ${ladder.map((step) => step.name).join(", ")} (fix.strategies in the config)`,
    );
  }
  const maxAttempts = options.maxAttempts ?? fix["max-attempts"];
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new FixSetupError(
      `max attempts must be a whole number of at least 1, not ${maxAttempts}`,
    );
  }
  for (const id of options.groups ?? []) {
    if (!GROUP_ID.test(id)) {
      throw new FixSetupError(
        `"${id}" is not a group id: use the 12 hex digits of groups[].id in results.json`,
      );
    }
  }

  const promptFiles = new Map<string, string>();
  for (const [index, step] of ladder.entries()) {
    if (!step.promptFile) continue;
    const file = resolve(options.cwd, step.promptFile);
    const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
      throw new FixSetupError(
        `fix.strategies[${index}].prompt: cannot read ${step.promptFile} (${error.code ?? error.message}); the path is relative to the project root`,
        { cause: error },
      );
    });
    promptFiles.set(step.name, text);
  }
  return { claudePath: claude.path, ladder, startStep, maxAttempts, promptFiles };
}
