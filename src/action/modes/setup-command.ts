import { execa } from "execa";
import { UserError } from "../../errors.js";

/** The setup input failed: the project could not be installed the way verify installs it. */
export class SetupError extends UserError {
  override name = "SetupError";
}

/**
 * Runs the setup input (`npm ci`, say) in the project with the tests' environment, so verify
 * and check install the same way. check runs it only after the bundle is applied: whatever the
 * agent left in ignored files or node_modules on the fix runner does not exist here.
 */
export async function runSetup(
  command: string | null,
  cwd: string,
  env: NodeJS.ProcessEnv,
  log: (text: string) => void,
  redact: (text: string) => string,
): Promise<void> {
  if (!command) return;
  log(`setup: ${command}`);
  const result = await execa("bash", ["-c", command], {
    cwd,
    env,
    extendEnv: false,
    reject: false,
    all: true,
    stdin: "ignore",
  });
  if (result.exitCode !== 0) {
    // The repository's own output: every line prefixed, so none can be a workflow command.
    const output = String(result.all ?? "").trim();
    const tail = output.length > 4000 ? output.slice(-4000) : output;
    for (const line of tail.split("\n")) log(`| ${redact(line)}`);
    throw new SetupError(
      `the setup input (${command}) failed with exit code ${result.exitCode ?? "none"} in ${cwd}; fix it so it installs the project on a fresh checkout`,
    );
  }
}
