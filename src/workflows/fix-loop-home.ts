/**
 * The repository fix-loop's workflows call, and the release tag they pin: a fork re-homes them
 * with `npm run set-home -- owner/name` (scripts/set-home.mjs), which rewrites these two lines.
 */
export const HOME = "org/fix-loop";
export const TAG = "v1";

/** The fix-loop Action and its reusable workflow, at the release a written workflow pins. */
export const ACTION_REF = `${HOME}@${TAG}`;
export const REUSABLE_WORKFLOW_PATH = ".github/workflows/pipeline.yml";
export const REUSABLE_WORKFLOW_REF = `${HOME}/${REUSABLE_WORKFLOW_PATH}@${TAG}`;

/** The config file of a project folder, from the repository root. */
export function configFileOf(workingDirectory: string): string {
  return workingDirectory === "."
    ? ".github/fix-loop.yml"
    : `${workingDirectory}/.github/fix-loop.yml`;
}
