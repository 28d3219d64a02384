import type { JunitTestRef } from "../../src/junit/command-line.js";
import { commandWithoutReport } from "../../src/junit/command-without-report.js";
import { rerunCommand } from "../../src/junit/rerun-command.js";
import type { JunitTierRun } from "../../src/junit/run-junit-command.js";
import type { Runner } from "../../src/runners/runner.js";
import type { SelectiveCommand } from "../../src/triage/spectrum/coverage-runner.js";

/**
 * What the engine's rerunCommandFor gives a tier, for a JUnit run made outside a session: the
 * tier's command narrowed to the chosen tests by the runner's own selection, or null.
 */
export function selectiveCommandOf(run: JunitTierRun<Runner>, command: string): SelectiveCommand {
  return (tests) => {
    const refs = tests.map((test) => run.refs.get(test.id));
    if (refs.some((ref) => ref === undefined)) return null;
    const plan = rerunCommand({
      command,
      template: null,
      runner: run.runner,
      tests: refs as JunitTestRef[],
    });
    return plan.selective ? plan.command : null;
  };
}

/** The `run:` line the JUnit tier gives one test: its selective command without the report. */
export function runLineOf(run: JunitTierRun<Runner>, command: string, id: string): string {
  const ref = run.refs.get(id);
  if (!ref) throw new Error(`no report entry for ${id}`);
  const plan = rerunCommand({ command, template: null, runner: run.runner, tests: [ref] });
  return commandWithoutReport(plan.command, run.runner?.report ?? null, [
    "fix-loop-corpus/junit.xml",
  ]);
}
