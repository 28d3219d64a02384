import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { runProcess } from "../../process/run.js";
import { shellQuote } from "../../process/shell-quote.js";
import type { TestResult } from "../../results/schema.js";
import type { CoverageRunner } from "./coverage-runner.js";
import { calledFunctions } from "./v8-coverage.js";

export interface NodeCoverageOptions {
  cwd: string;
  /** The command that starts the runner, without selection: "npx vitest run", "node --test". */
  command: string;
  env: NodeJS.ProcessEnv;
  /** How the runner selects one test: vitest takes `file -t pattern`, node:test a name pattern. */
  runner: "vitest" | "node-test";
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
      try {
        for (const [index, test] of tests.entries()) {
          if (signal?.aborted) break;
          const dir = path.join(root, String(index));
          const outcome = await runProcess(
            `${options.command} ${selectionArgs(test, options.runner)}`,
            {
              cwd: options.cwd,
              env: { ...options.env, NODE_V8_COVERAGE: dir },
              signal,
            },
          );
          if (outcome.aborted || outcome.spawnError) continue;
          found.set(test.id, await calledFunctions(dir, options.cwd));
        }
        return found;
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    },
  };
}

/** The test's own name (the last " > " segment), anchored: a name pattern, not a prefix. */
function selectionArgs(test: TestResult, runner: NodeCoverageOptions["runner"]): string {
  const name = test.title.split(" > ").pop() ?? test.title;
  const pattern = `${escapeRegExp(name)}$`;
  // Worker threads write their coverage with the process; forked workers are killed before.
  if (runner === "vitest")
    return `--pool=threads ${shellQuote(test.file)} -t ${shellQuote(pattern)}`;
  return `--test-name-pattern=${shellQuote(pattern)} ${shellQuote(test.file)}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
