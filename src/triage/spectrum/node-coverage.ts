import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { hookVariables } from "../../process/hook-variables.js";
import { runProcess } from "../../process/run.js";
import type { RunAs } from "../../process/run-as.js";
import { removeSharedFolder, shareFolder } from "../../process/share-files.js";
import type { CoverageRunner, SelectiveCommand } from "./coverage-runner.js";
import { calledFunctions } from "./v8-coverage.js";

export interface NodeCoverageOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The command that runs these tests alone (the tier's selective re-run), or null. */
  commandFor: SelectiveCommand;
  /**
   * Appended to each command. vitest: `--pool=threads`, since worker threads write their
   * coverage with the process while forked workers are killed before they can; jest:
   * `--runInBand`, for the same reason.
   */
  extraArgs?: string;
  /** Run the tests as this user (`fix --agent-user`). */
  runAs?: RunAs | null;
}

/**
 * One process per test with NODE_V8_COVERAGE set: V8 writes what each process ran when it
 * exits, which is the only per-test boundary Node offers without instrumenting the code.
 */
export function nodeCoverageRunner(options: NodeCoverageOptions): CoverageRunner {
  return {
    async run(tests, signal) {
      const found = new Map<string, Set<string>>();
      const root = await mkdtemp(path.join(tmpdir(), "fix-loop-v8cov-"));
      shareFolder(root, options.runAs);
      try {
        for (const [index, test] of tests.entries()) {
          if (signal?.aborted) break;
          const dir = path.join(root, String(index));
          const command = options.commandFor([test]);
          if (!command) continue;
          const extra = options.extraArgs ? ` ${options.extraArgs}` : "";
          const outcome = await runProcess(`${command}${extra}`, {
            cwd: options.cwd,
            env: { ...options.env, ...hookVariables(options.env, { NODE_V8_COVERAGE: dir }) },
            runAs: options.runAs,
            signal,
          });
          if (outcome.aborted || outcome.spawnError) continue;
          found.set(test.id, await calledFunctions(dir, options.cwd));
        }
        return found;
      } finally {
        await removeSharedFolder(root);
      }
    },
  };
}
