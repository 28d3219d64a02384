import path from "node:path";
import { messageOf } from "../../../errors.js";
import { hardenedGit } from "../../../git/hardened-git.js";
import { type PlanEntry, parsePlan } from "../../../plan/parse-plan.js";

/** The plan check read itself, or why it could not. */
export type PlanAtHead = { entries: PlanEntry[]; problem: null } | { entries: []; problem: string };

/**
 * The plan a plan bundle was written from, as the pinned commit holds it: check reads each
 * test's entry (its id, tier, Requires:, expected result) there, not in the plan job's report.
 * Read from git's object store, not the work tree, so nothing the bundle added stands in for it.
 * `plan` is the report's path, relative to the project root; it must stay inside the project.
 */
export async function readPlanAtHead(
  top: string,
  head: string,
  projectDir: string,
  plan: string,
): Promise<PlanAtHead> {
  const inProject = path.posix.normalize(plan.replaceAll("\\", "/"));
  if (path.posix.isAbsolute(inProject) || inProject === ".." || inProject.startsWith("../"))
    return fail(`the plan ${JSON.stringify(plan)} is outside the project root`);
  const file = projectDir === "" ? inProject : `${projectDir}/${inProject}`;
  let text: string;
  try {
    text = await hardenedGit(top, ["cat-file", "blob", `${head}:${file}`]);
  } catch {
    return fail(
      `the plan ${file} is not in the pinned commit ${head.slice(0, 12)}: commit the plan the tests are written from`,
    );
  }
  try {
    return { entries: parsePlan(text, inProject), problem: null };
  } catch (error) {
    return fail(`the plan does not parse at the pinned commit: ${messageOf(error)}`);
  }
}

function fail(problem: string): PlanAtHead {
  return { entries: [], problem };
}
