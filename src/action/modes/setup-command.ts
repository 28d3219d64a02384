import { UserError } from "../../errors.js";
import { runProcess } from "../../process/run.js";
import type { RunAs } from "../../process/run-as.js";

/** The setup input failed: the project could not be installed the way verify installs it. */
export class SetupError extends UserError {
  override name = "SetupError";
}

/** How much of a failed setup's output the log shows: its last characters. */
const SHOWN_CHARS = 4000;

/**
 * Runs the setup input (`npm ci`, say) in the project with the tests' environment, so verify
 * and check install the same way. check runs it only after the bundle is applied: whatever the
 * agent left in ignored files or node_modules on the fix runner does not exist here; and, with
 * `runAs`, as check's throwaway user, since from then on the bundle's code may run.
 */
export async function runSetup(
  command: string | null,
  cwd: string,
  env: NodeJS.ProcessEnv,
  log: (text: string) => void,
  redact: (text: string) => string,
  runAs: RunAs | null = null,
): Promise<void> {
  if (!command) return;
  log(`setup: ${command}`);
  // What setup leaves running (a daemon it starts) stays, as it would in a workflow step; in
  // check's PID namespace nothing can.
  const outcome = await runProcess(
    { file: "bash", args: ["-c", command] },
    { cwd, env, runAs, killLeftovers: false },
  );
  if (outcome.exitCode !== 0) {
    // The repository's own output: every line prefixed, so none can be a workflow command.
    const { head, tail } = outcome.output;
    const output = Buffer.concat([head, tail]).toString("utf8").trim();
    const shown = output.length > SHOWN_CHARS ? output.slice(-SHOWN_CHARS) : output;
    for (const line of shown.split("\n")) log(`| ${redact(line)}`);
    const why = outcome.spawnError ?? `exit code ${outcome.exitCode ?? outcome.signal ?? "none"}`;
    throw new SetupError(
      `the setup input (${command}) failed with ${why} in ${cwd}; fix it so it installs the project on a fresh checkout`,
    );
  }
}
