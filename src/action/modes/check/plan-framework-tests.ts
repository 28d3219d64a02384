import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../../config/schema.js";
import { heldTest } from "../../../plan/check-framework-tests.js";
import { commandTestPaths, pathsTakeIn } from "../../../plan/command-paths.js";
import { frameworkOfEntry, frameworkTierOf } from "../../../plan/entry-framework.js";
import { isFrameworkTestFile, isWritableFramework } from "../../../plan/framework-style.js";
import { type GeneratedTest, refuse } from "../../../plan/generated-test.js";
import type { HeldFrameworkTest } from "../../../plan/held-framework-test.js";
import type { PlanEntry } from "../../../plan/parse-plan.js";
import type { PlanReport } from "../../../results/plan-report.js";
import { frameworkOfCommand } from "../../../runners/registry.js";
import {
  collectedPathOf,
  readFrameworkStamp,
} from "../../../script-tests/pending-framework-tests.js";

/** The plan as check read it at the pinned commit (src/action/modes/plan-at-head.ts). */
export interface CheckedPlan {
  /** Its path relative to the project root, as error messages name it. */
  name: string;
  entries: readonly PlanEntry[];
}

/**
 * check holds a plan bundle's framework tests (`.pending` files) as `plan` held them, for
 * checkFrameworkLive and checkFrameworkDead to run: the tier is the one the plan job's report
 * names only if the pinned commit's config has that tier's command run the file's framework and
 * take the file in; the ids it may carry are those the plan at the pinned commit gives that
 * tier. A file whose tier does not hold is refused here, before any run (`refused`).
 */
export function holdBundleFrameworkTests(
  files: readonly string[],
  report: PlanReport,
  config: Config,
  plan: CheckedPlan,
): { held: HeldFrameworkTest[]; refused: GeneratedTest[] } {
  const held: HeldFrameworkTest[] = [];
  const refused: GeneratedTest[] = [];
  for (const file of files) {
    const named = report.tests.find((test) => test.file === file)?.tier ?? null;
    const tier = config.tiers.find((candidate) => candidate.name === named);
    const runs = tier?.command ? frameworkOfCommand(tier.command) : null;
    if (!tier || !isWritableFramework(runs)) {
      refused.push(
        refusedTest(
          file,
          named,
          runs,
          `the plan job's report puts it in tier ${named ?? "(none)"}, which the config of the pinned commit does not have run a framework fix-loop writes (pytest, vitest, jest, playwright)`,
        ),
      );
      continue;
    }
    const of = frameworkTierOf(config, tier.name, runs);
    const collected = collectedPathOf(file);
    const paths = commandTestPaths(of.command, runs);
    if (!isFrameworkTestFile(runs, collected) || !pathsTakeIn(paths, collected, runs)) {
      refused.push(
        refusedTest(
          file,
          named,
          runs,
          `tier ${tier.name}'s command (${of.command}) would not run ${collected} as a ${runs} test`,
        ),
      );
      continue;
    }
    const entries = plan.entries.filter(
      (entry) => entryTier(entry, config, plan.name) === tier.name,
    );
    held.push({ test: heldTest(file, of), tier: of, entries });
  }
  return { held, refused };
}

/**
 * After the runs: what the file says of itself (PLAN-TEST, PLAN-HASH) and what the plan job's
 * report says of it (its services) must be what check derived from its report and the plan.
 */
export async function holdToWhatCheckDerived(
  held: readonly HeldFrameworkTest[],
  report: PlanReport,
  cwd: string,
): Promise<void> {
  for (const { test } of held) {
    if (test.status === "refused") continue;
    const text = await readFile(path.join(cwd, test.file), "utf8");
    const stamp = readFrameworkStamp(text);
    if (stamp.id !== test.id)
      refuse(test, `its PLAN-TEST line says ${stamp.id ?? "nothing"}, its run's report ${test.id}`);
    if (stamp.planHash !== test.planHash)
      refuse(
        test,
        `its PLAN-HASH (${stamp.planHash ?? "none"}) is not the hash of ${test.id}'s entry in the plan at the pinned commit`,
      );
    const reported = report.tests.find((entry) => entry.file === test.file);
    const said = [...(reported?.requires ?? [])].sort().join(", ");
    const derived = [...test.requires].sort().join(", ");
    if (reported && said !== derived)
      refuse(
        test,
        `the plan job's report says it requires ${said || "nothing"}, but its plan entry (or tier) names ${derived || "nothing"}`,
      );
  }
}

function refusedTest(
  file: string,
  tier: string | null,
  framework: string | null,
  reason: string,
): GeneratedTest {
  const test = heldTest(file, { tier, framework: framework ?? "unknown", timeoutMs: null });
  refuse(test, reason);
  return test;
}

function entryTier(entry: PlanEntry, config: Config, planName: string): string | null {
  try {
    return frameworkOfEntry(entry, config, planName)?.tier ?? null;
  } catch {
    return null;
  }
}
