import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import picomatch from "picomatch";
import type { Config } from "../config/schema.js";
import { startProblem } from "../process/diagnose.js";
import { isExecutable } from "../process/is-executable.js";
import { tierFromHeader } from "../script-tests/discover.js";
import { parseScriptHeader } from "../script-tests/header.js";
import type { GenerationSession } from "./generate.js";
import { type GeneratedTest, newGeneratedTest, refuse } from "./generated-test.js";
import type { PlanEntry } from "./parse-plan.js";
import { tierTarget } from "./tier-folder.js";

export interface Inspection {
  tests: GeneratedTest[];
  /** Plan entries a session was given and wrote no script for. */
  missing: PlanEntry[];
}

/**
 * The checks that need no run: every file a session wrote is a script with a TEST header, for
 * an id of its batch, one script per id; the header parses, names a known tier and services
 * and a TIMEOUT; the file is executable, starts with a shebang, and sits where its tier's glob
 * finds it. A session that changed any other file has all its scripts refused.
 */
export async function inspectGenerated(
  sessions: readonly GenerationSession[],
  plan: readonly PlanEntry[],
  config: Config,
  cwd: string,
): Promise<Inspection> {
  const tests: GeneratedTest[] = [];
  const missing: PlanEntry[] = [];
  for (const session of sessions) {
    const written: GeneratedTest[] = [];
    const stray = session.undone;
    for (const file of session.changed) {
      if (stray.includes(file)) continue;
      const text = await readFile(resolve(cwd, file), "utf8");
      written.push(await inspectScript(file, text, plan, session, config, cwd));
    }
    const byId = new Map<string, GeneratedTest[]>();
    for (const test of written) byId.set(test.id, [...(byId.get(test.id) ?? []), test]);
    for (const [id, same] of byId) {
      if (same.length < 2) continue;
      for (const test of same)
        refuse(
          test,
          `${same.length} scripts were written for ${id}: ${same.map((t) => t.file).join(", ")}`,
        );
    }
    if (stray.length > 0) {
      for (const test of written)
        refuse(test, `its session also changed other files (undone): ${stray.join(", ")}`);
    }
    missing.push(...session.entries.filter((entry) => !byId.has(entry.id)));
    tests.push(...written);
  }
  return { tests, missing };
}

async function inspectScript(
  file: string,
  text: string,
  plan: readonly PlanEntry[],
  session: GenerationSession,
  config: Config,
  cwd: string,
): Promise<GeneratedTest> {
  const test = await inspectScriptFile(file, text, config, cwd);
  const entry = plan.find((candidate) => candidate.id === test.id) ?? null;
  test.planHash = entry?.hash ?? null;
  test.expected = entry?.expected ?? null;
  // The plan's reasons come first: the first reason is the one stamped into the script.
  const planReasons: string[] = [];
  if (!entry) planReasons.push(`invented: the plan has no test ${test.id}`);
  else if (!session.entries.includes(entry))
    planReasons.push(
      `${test.id} was not given to this session (it belongs to ${entry.tier ?? "no tier"})`,
    );
  const expectedTier = entry?.tier ?? session.tier;
  if (test.tier && expectedTier && test.tier !== expectedTier)
    planReasons.push(
      `header: # TIER: ${test.tier}, but the plan puts ${test.id} in ${expectedTier}`,
    );
  if (planReasons.length === 0) return test;
  const others = test.reasons;
  test.reasons = [];
  for (const reason of [...planReasons, ...others]) refuse(test, reason);
  return test;
}

/**
 * The checks of one script that need neither the plan nor a run: its header parses and names a
 * TIMEOUT, a known tier and declared services; it is executable, starts with a shebang and sits
 * where its tier's glob finds it. check runs these again on a plan bundle's scripts.
 */
export async function inspectScriptFile(
  file: string,
  text: string,
  config: Config,
  cwd: string,
): Promise<GeneratedTest> {
  const header = parseScriptHeader(text, file);
  // The header as verify reads it: a number is the nth tier (`# TIER: 1`), a name names one.
  const tierProblems: string[] = [];
  const tier =
    header.tier === null
      ? null
      : tierFromHeader(
          header,
          config.tiers.map((entry) => entry.name),
          (message) => tierProblems.push(message),
        );
  const test = newGeneratedTest({
    id: header.id,
    file,
    title: header.title,
    tier,
    requires: header.requires,
    timeoutMs: header.timeoutMs,
  });
  for (const problem of header.problems) refuse(test, `header: ${problem}`);
  if (header.timeoutMs === null) refuse(test, "header: no # TIMEOUT: line");
  for (const problem of tierProblems) refuse(test, `header: ${problem}`);
  if (header.tier === null) refuse(test, "header: # TIER: must name the tier");
  const unknown = header.requires.filter((name) => !(name in config.services));
  if (unknown.length > 0)
    refuse(test, `header: REQUIRES names undeclared services: ${unknown.join(", ")}`);
  const target = tier ? tierTarget(config, tier) : null;
  if (tier && !target) refuse(test, `tier ${tier} has no tests: glob for scripts`);
  if (target && !picomatch(target.glob, { dot: true })(file))
    refuse(
      test,
      `${file} is not matched by tier ${tier}'s glob ${target.glob}, so it would never run`,
    );
  if (!(await isExecutable(resolve(cwd, file)))) refuse(test, "not executable");
  const badStart = startProblem(Buffer.from(text.slice(0, 4096)), file);
  if (badStart) refuse(test, badStart);
  return test;
}
