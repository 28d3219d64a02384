import { resolve } from "node:path";
import type { Config } from "../config/schema.js";
import type { ScriptTest } from "../engine/types.js";
import type { RunAs } from "../process/run-as.js";
import { runScript } from "../script-tests/run-script.js";
import { formatDuration } from "../text/quantities.js";
import { type GeneratedTest, refuse, type ScriptRunNote } from "./generated-test.js";
import { changedFiles, readTreeState } from "./tree-state.js";

export interface TryContext {
  cwd: string;
  env: NodeJS.ProcessEnv;
  runAs: RunAs | null;
  config: Config;
}

/**
 * Runs each script not yet refused once: it must end within its TIMEOUT and change no file of
 * the project. With `dead`, the services are stopped: it must then exit non-zero and print
 * EVIDENCE:, or it checks nothing.
 */
export async function tryGenerated(
  tests: readonly GeneratedTest[],
  context: TryContext,
  dead: boolean,
): Promise<void> {
  for (const test of tests) {
    if (test.status === "refused") continue;
    if (dead && !canStopAll(test, context.config)) continue;
    const before = await readTreeState(context.cwd);
    const note = await runOnce(test, context);
    const changed = changedFiles(before, await readTreeState(context.cwd));
    if (changed.length > 0) refuse(test, `running it changed ${changed.join(", ")}`);
    if (note.timedOut)
      refuse(test, `it did not finish within its TIMEOUT (${formatDuration(test.timeoutMs ?? 0)})`);
    if (!dead) {
      test.live = note;
      continue;
    }
    test.dead = note;
    const stopped = test.requires.join(", ");
    if (note.exitCode === 0) refuse(test, `it passes with ${stopped} stopped: it checks nothing`);
    else if (!note.summary.some((line) => line.trimStart().startsWith("EVIDENCE:")))
      refuse(test, `it fails with ${stopped} stopped but prints no EVIDENCE: line`);
  }
}

/** A test that needs no service, or one fix-loop did not start, cannot be shown to fail. */
function canStopAll(test: GeneratedTest, config: Config): boolean {
  if (test.requires.length === 0) {
    refuse(test, "REQUIRES names no service, so it cannot be checked to fail against a dead one");
    return false;
  }
  const external = test.requires.filter((name) => !config.services[name]?.start);
  if (external.length === 0) return true;
  refuse(test, `fix-loop cannot stop ${external.join(", ")} (no start: command) to see it fail`);
  return false;
}

async function runOnce(test: GeneratedTest, context: TryContext): Promise<ScriptRunNote> {
  const script: ScriptTest = {
    kind: "script",
    id: test.id,
    title: test.title,
    tier: test.tier ?? "",
    file: test.file,
    absolutePath: resolve(context.cwd, test.file),
    requires: test.requires,
    timeoutMs: test.timeoutMs,
  };
  const run = await runScript(script, {
    cwd: context.cwd,
    env: context.env,
    timeoutMs: test.timeoutMs,
    runAs: context.runAs,
  });
  return {
    exitCode: run.evidence.exitCode,
    timedOut: run.evidence.timedOut,
    summary: run.evidence.summary,
  };
}
