/** The fix-loop Action and its reusable workflow, at the release a written workflow pins. */
export const ACTION_REF = "org/fix-loop@v1";
export const REUSABLE_WORKFLOW_PATH = ".github/workflows/pipeline.yml";
export const REUSABLE_WORKFLOW_REF = `org/fix-loop/${REUSABLE_WORKFLOW_PATH}@v1`;

/** The config file of a project folder, from the repository root. */
export function configFileOf(workingDirectory: string): string {
  return workingDirectory === "."
    ? ".github/fix-loop.yml"
    : `${workingDirectory}/.github/fix-loop.yml`;
}
