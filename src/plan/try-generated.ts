import path, { resolve } from "node:path";
import type { Config } from "../config/schema.js";
import type { Session } from "../engine/types.js";
import { createProbe } from "../gates/probe.js";
import type { RunAs } from "../process/run-as.js";
import { runScript } from "../script-tests/run-script.js";
import type { ScriptTest } from "../script-tests/script-test.js";
import { formatDuration } from "../text/quantities.js";
import { type GeneratedTest, refuse, type ScriptRunNote } from "./generated-test.js";
import { changedFiles, readTreeState } from "./tree-state.js";

export interface TryContext {
  cwd: string;
  env: NodeJS.ProcessEnv;
  runAs: RunAs | null;
  config: Config;
  /** The session whose services are up: the scripts run against them, then without theirs. */
  session: Session;
}

/** How long a stopped service may still answer its probe before its scripts are refused. */
const DOWN_PROBE_MS = 1000;

/**
 * Runs each script not yet refused against the live services, then again with exactly the
 * services its REQUIRES names stopped and every other one up: it must then exit non-zero and
 * print EVIDENCE:, or it checks nothing. Scripts are grouped by their REQUIRES, so each set of
 * services is stopped once and started again before the next set. Every run must end within
 * its TIMEOUT and change no file of the project.
 */
export async function tryGenerated(
  tests: readonly GeneratedTest[],
  context: TryContext,
): Promise<void> {
  for (const test of tests) {
    if (test.status === "refused") continue;
    test.live = await runChecked(test, context);
  }
  const sets = byRequires(tests.filter((test) => canStop(test, context)));
  for (const [index, { names, scripts }] of sets.entries()) {
    await context.session.withServicesStopped(names, async () => {
      const stillUp = await stillAnswering(names, context);
      for (const test of scripts) {
        if (stillUp.length > 0) {
          refuse(test, `${stillUp.join(", ")} still answered its health check after being stopped`);
          continue;
        }
        test.dead = { ...(await runChecked(test, context)), stopped: [...names] };
        judgeDeadRun(test, test.dead);
      }
    });
    const notBack = context.session.gates.services.filter(
      (service) => names.includes(service.name) && !service.healthy,
    );
    if (notBack.length === 0) continue;
    const why = notBack.map((service) => `${service.name} (${service.error})`).join(", ");
    for (const { scripts: later } of sets.slice(index + 1))
      for (const test of later)
        refuse(
          test,
          `not run with its services stopped: ${why} did not come back after being stopped`,
        );
    return;
  }
}

function judgeDeadRun(test: GeneratedTest, note: ScriptRunNote): void {
  const stopped = test.requires.join(", ");
  if (note.exitCode === 0) refuse(test, `it passes with ${stopped} stopped: it checks nothing`);
  else if (!note.summary.some((line) => line.trimStart().startsWith("EVIDENCE:")))
    refuse(test, `it fails with ${stopped} stopped but prints no EVIDENCE: line`);
}

/** The scripts still to run dead, grouped by the set of services they require, in first-seen order. */
function byRequires(
  tests: readonly GeneratedTest[],
): { names: string[]; scripts: GeneratedTest[] }[] {
  const sets = new Map<string, { names: string[]; scripts: GeneratedTest[] }>();
  for (const test of tests) {
    const names = [...new Set(test.requires)].sort();
    const key = names.join("\n");
    const set = sets.get(key) ?? { names, scripts: [] };
    set.scripts.push(test);
    sets.set(key, set);
  }
  return [...sets.values()];
}

/**
 * A test that needs no service, or one fix-loop cannot stop (no start: command, or something else
 * already served it when the session began), cannot be shown to fail.
 */
export function canStop(test: GeneratedTest, context: TryContext): boolean {
  if (test.status === "refused") return false;
  if (test.requires.length === 0) {
    refuse(
      test,
      "it names no service (REQUIRES, the plan entry's Requires: or its tier's requires:), so it cannot be checked to fail against a dead one",
    );
    return false;
  }
  const external = test.requires.filter((name) => !context.config.services[name]?.start);
  if (external.length > 0) {
    refuse(test, `fix-loop cannot stop ${external.join(", ")} (no start: command) to see it fail`);
    return false;
  }
  const notOurs = test.requires.filter(
    (name) =>
      context.session.gates.services.find((service) => service.name === name)?.started !== true,
  );
  if (notOurs.length === 0) return true;
  refuse(
    test,
    `fix-loop cannot stop ${notOurs.join(", ")} to see it fail: it was already running, not started by fix-loop`,
  );
  return false;
}

/** The stopped services whose health check still passes (a start command that left a daemon). */
export async function stillAnswering(
  names: readonly string[],
  context: TryContext,
): Promise<string[]> {
  const answering = await Promise.all(
    names.map(async (name) => {
      const service = context.config.services[name];
      if (!service) return null;
      const probe = createProbe(service.health, {
        cwd: path.resolve(context.cwd, service.cwd ?? "."),
        env: { ...context.env, ...service.env },
        runAs: context.runAs,
      });
      return (await probe.check(DOWN_PROBE_MS)).healthy ? name : null;
    }),
  );
  return answering.filter((name): name is string => name !== null);
}

/** One run of the script, refused when it outlives its TIMEOUT or changes a file of the project. */
async function runChecked(test: GeneratedTest, context: TryContext): Promise<ScriptRunNote> {
  const before = await readTreeState(context.cwd);
  const note = await runOnce(test, context);
  const changed = changedFiles(before, await readTreeState(context.cwd));
  if (changed.length > 0) refuse(test, `running it changed ${changed.join(", ")}`);
  if (note.timedOut)
    refuse(test, `it did not finish within its TIMEOUT (${formatDuration(test.timeoutMs ?? 0)})`);
  return note;
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
