import { describeFailure } from "./failure.js";
import { parseActionInputs } from "./inputs.js";
import { type ActionIO, runnerIO } from "./io.js";
import { refuseWriteCredentials, StartRefusal } from "./modes/credential-refusal.js";
import { MODE_NEEDS, MODES } from "./modes/registry.js";
import { prepareRun } from "./prepare-run.js";
import { readActionContext } from "./run-context.js";

export interface RunOptions {
  /** The runner's environment: INPUT_*, GITHUB_*, RUNNER_*. Default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Where the run's log, outputs, summary and annotations go. Default the runner's. */
  io?: ActionIO;
}

/**
 * The Action: inputs parsed once, refusals before any work (read from what the mode needs), then
 * the mode's job (modes/registry.ts). Never throws: whatever goes wrong fails the step with a
 * message saying what. Returns the exit code: 2 when it refused to start as configured, else 0 or 1.
 */
export async function run(options: RunOptions = {}): Promise<number> {
  const env = options.env ?? process.env;
  const io = options.io ?? runnerIO(env);
  let failed = false;
  const failing: ActionIO = {
    ...io,
    setFailed(message) {
      failed = true;
      io.setFailed(message);
    },
  };
  try {
    const inputs = parseActionInputs(env);
    refuseWriteCredentials(inputs, MODE_NEEDS[inputs.mode], env);
    const prepared = await prepareRun(inputs, readActionContext(env), env, failing, MODE_NEEDS);
    await MODES[prepared.mode].run(prepared, failing, env);
  } catch (error) {
    failing.setFailed(describeFailure(error, io.debug));
    if (error instanceof StartRefusal) return error.exitCode;
  }
  return failed ? 1 : 0;
}
