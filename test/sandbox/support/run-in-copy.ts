import { runProcess } from "../../../src/process/run.js";
import type { RunAs } from "../../../src/process/run-as.js";

/** A shell script run as the agent user in its namespace over the copy; what it printed. */
export function runInCopy(
  checkout: string,
  runAs: () => RunAs,
): (script: string) => Promise<string> {
  return async (script) => {
    const outcome = await runProcess(script, {
      cwd: checkout,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      runAs: runAs(),
    });
    return Buffer.concat([outcome.output.head, outcome.output.tail]).toString("utf8");
  };
}
