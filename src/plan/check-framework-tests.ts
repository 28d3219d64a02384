import { readFile, rename, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import picomatch from "picomatch";
import type { TestResult } from "../results/schema.js";
import {
  collectedPathOf,
  pendingPathOf,
  stampFrameworkTest,
} from "../script-tests/pending-framework-tests.js";
import { formatDuration } from "../text/quantities.js";
import { commandTestPaths, pathsTakeIn } from "./command-paths.js";
import type { FrameworkTier } from "./entry-framework.js";
import { styleOf } from "./framework-style.js";
import type { GenerationSession } from "./generate.js";
import { type GeneratedTest, newGeneratedTest, refuse } from "./generated-test.js";
import type { HeldFrameworkTest } from "./held-framework-test.js";
import { checkAgainstMutants } from "./mutant-check.js";
import { PLAN_ID, type PlanEntry } from "./parse-plan.js";
import { type FrameworkRunContext, runFrameworkFile } from "./run-framework-file.js";
import { canStop, stillAnswering, type TryContext } from "./try-generated.js";

/** A framework test a session wrote, held under its pending name while fix-loop checks it. */
const NO_ID = "(none)";
const CACHES = picomatch(
  ["**/__pycache__/**", "**/.pytest_cache/**", "**/.vite/**", "**/.cache/**"],
  {
    dot: true,
  },
);

/**
 * Right after the sessions, every new test file of a framework session goes under its pending
 * name, so no runner collects it even if fix-loop stops half way. A session that changed any
 * other file (runner caches aside) has all its tests refused, as with scripts.
 */
export async function holdFrameworkTests(
  sessions: readonly GenerationSession[],
  cwd: string,
): Promise<HeldFrameworkTest[]> {
  const held: HeldFrameworkTest[] = [];
  for (const session of sessions) {
    const tier = session.framework;
    if (!tier) continue;
    const stray = session.undone.filter((file) => !CACHES(file));
    for (const file of session.changed.filter((name) => !session.undone.includes(name))) {
      await rename(resolve(cwd, file), resolve(cwd, pendingPathOf(file)));
      const test = heldTest(pendingPathOf(file), tier);
      if (stray.length > 0)
        refuse(test, `its session also changed other files (undone): ${stray.join(", ")}`);
      const paths = commandTestPaths(tier.command, tier.framework);
      if (!pathsTakeIn(paths, file, tier.framework))
        refuse(
          test,
          `${file} is outside what the tier's command runs (${paths.join(", ")}), so it would never run`,
        );
      held.push({ test, tier, entries: session.entries });
    }
  }
  return held;
}

/**
 * A held test before any run: its id, title and services are read from its run's report later
 * (checkFrameworkLive), never from its text.
 */
export function heldTest(
  pending: string,
  tier: { tier: string | null; framework: string; timeoutMs: number | null },
): GeneratedTest {
  return newGeneratedTest({
    id: NO_ID,
    file: pending,
    framework: tier.framework,
    title: collectedPathOf(pending),
    tier: tier.tier,
    requires: [],
    timeoutMs: tier.timeoutMs,
  });
}

/**
 * Runs each held test with the services live. Its plan id is read from the JUnit report of that
 * run, never from its text: one id of the session's entries per file, one file per id. It must
 * be collected, pass, end within the tier's timeout and change no other file. Returns the
 * entries no file carries the id of.
 */
export async function checkFrameworkLive(
  held: readonly HeldFrameworkTest[],
  plan: readonly PlanEntry[],
  context: FrameworkRunContext,
): Promise<PlanEntry[]> {
  for (const { test, tier, entries } of held) {
    const run = await runFrameworkFile(test.file, tier, context);
    test.live = run.note;
    if (!run.ran) {
      refuse(test, run.problem ?? "it could not be run");
      continue;
    }
    identify(test, run.ran.tests, plan, entries, tier);
    commonChecks(test, run.note.timedOut, run.changed);
    const bad = run.ran.tests.find((result) => result.status !== "passed");
    if (bad?.status === "failed")
      refuse(
        test,
        `it fails with the services live: ${bad.id} ${bad.evidence?.message ?? ""}`.trim(),
      );
    else if (bad) refuse(test, `${bad.id} is skipped with the services live`);
    else if (run.ran.problem && run.ran.tests.length > 0) refuse(test, run.ran.problem);
  }
  refuseDuplicates(held);
  const carried = new Set(held.map((one) => one.test.id));
  const given = [...new Set(held.flatMap((one) => one.entries))];
  return given.filter((entry) => !carried.has(entry.id));
}

/**
 * Runs each test still pending with exactly its entry's services stopped: every test of the file
 * must fail, and its report must say why (the failure message is the evidence a person reads).
 * A test whose entry requires no service must fail against a mutant of the code it exercises
 * instead (src/plan/mutant-check.ts).
 */
export async function checkFrameworkDead(
  held: readonly HeldFrameworkTest[],
  context: TryContext,
): Promise<void> {
  for (const one of held) {
    const { test, tier } = one;
    if (test.status === "refused") continue;
    if (test.requires.length === 0) {
      await checkAgainstMutants(one, context);
      continue;
    }
    if (!canStop(test, context)) continue;
    const names = [...new Set(test.requires)].sort();
    const run = await context.session.withServicesStopped(names, async () => {
      const stillUp = await stillAnswering(names, context);
      return stillUp.length > 0 ? stillUp : await runFrameworkFile(test.file, tier, context);
    });
    if (Array.isArray(run)) {
      refuse(test, `${run.join(", ")} still answered its health check after being stopped`);
      continue;
    }
    test.dead = { ...run.note, stopped: names };
    if (!run.ran) {
      refuse(test, run.problem ?? "it could not be run");
      continue;
    }
    commonChecks(test, run.note.timedOut, run.changed);
    const stopped = test.requires.join(", ");
    const results = run.ran.tests;
    if (results.length === 0) {
      refuse(
        test,
        `with ${stopped} stopped none of its tests ran: ${run.ran.problem ?? "no report"}`,
      );
    } else if (results.some((result) => result.status === "passed")) {
      refuse(test, `it passes with ${stopped} stopped: it checks nothing`);
    } else if (results.some((result) => result.status === "skipped")) {
      refuse(test, `it is skipped with ${stopped} stopped: it must fail against a dead service`);
    } else if (results.some((result) => !result.evidence?.message)) {
      refuse(test, `it fails with ${stopped} stopped but its report gives no failure message`);
    }
  }
}

/** Writes fix-loop's PLAN-TEST, PLAN-HASH and REVIEW lines into each held test. */
export async function stampFrameworkTests(
  held: readonly HeldFrameworkTest[],
  cwd: string,
): Promise<void> {
  for (const { test, tier } of held) {
    const path = resolve(cwd, test.file);
    const text = await readFile(path, "utf8").catch(() => null);
    if (text === null) continue;
    const stamp = {
      id: test.planHash ? test.id : null,
      hash: test.planHash ?? "none",
      state: test.status,
      why: test.reasons[0] ?? "",
    };
    await writeFile(path, stampFrameworkTest(text, styleOf(tier.framework).comment, stamp));
  }
}

/** The test's plan id, title, services and expected result, from what its report names. */
function identify(
  test: GeneratedTest,
  results: readonly TestResult[],
  plan: readonly PlanEntry[],
  given: readonly PlanEntry[],
  tier: FrameworkTier,
): void {
  if (results.length === 0) {
    refuse(
      test,
      `the tier's runner collects no test from it${test.live?.summary.length ? `: ${test.live.summary.join("; ")}` : ""}`,
    );
    return;
  }
  const ids = [...new Set(results.map((result) => result.id))];
  const known: PlanEntry[] = [];
  for (const id of ids) {
    const entry = plan.find((candidate) => candidate.id === id);
    if (!PLAN_ID.test(id))
      refuse(
        test,
        `test "${id}" carries no plan id: start its name with the entry's id (${styleOf(tier.framework).testExample})`,
      );
    else if (!entry) refuse(test, `invented: the plan has no test ${id}`);
    else if (!given.includes(entry))
      refuse(
        test,
        `${id} was not given to this session (it belongs to ${entry.tier ?? "no tier"})`,
      );
    else known.push(entry);
  }
  if (ids.length > 1)
    refuse(test, `it holds tests of ${ids.join(", ")}: write one file per plan entry`);
  const entry = known[0];
  test.id = entry?.id ?? ids[0] ?? NO_ID;
  if (!entry) return;
  test.title = entry.title;
  test.planHash = entry.hash;
  test.expected = entry.expected;
  test.requires = entry.requires ?? tier.requires;
}

function commonChecks(test: GeneratedTest, timedOut: boolean, changed: readonly string[]): void {
  if (changed.length > 0) refuse(test, `running it changed ${changed.join(", ")}`);
  if (timedOut)
    refuse(
      test,
      `it did not finish within the tier's timeout (${formatDuration(test.timeoutMs ?? 0)})`,
    );
}

function refuseDuplicates(held: readonly HeldFrameworkTest[]): void {
  const byId = new Map<string, GeneratedTest[]>();
  for (const { test } of held) {
    if (test.id !== NO_ID) byId.set(test.id, [...(byId.get(test.id) ?? []), test]);
  }
  for (const [id, same] of byId) {
    if (same.length < 2) continue;
    const files = same.map((test) => test.file).join(", ");
    for (const test of same) refuse(test, `${same.length} files were written for ${id}: ${files}`);
  }
}
