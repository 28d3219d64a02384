/** Every branch fix-loop pushes lives under this folder: fix-loop/<group-id>-<run-id>. */
const FIX_BRANCH_FOLDER = "fix-loop/";

/** The prefix of every branch fix-loop pushes for one group. */
export function fixBranchPrefix(groupId: string): string {
  return `${FIX_BRANCH_FOLDER}${groupId}-`;
}

export function fixBranchName(groupId: string, runId: string): string {
  return `${fixBranchPrefix(groupId)}${runId}`;
}

/** Whether a branch is one fix-loop pushed (for any group). */
export function isFixBranch(ref: string): boolean {
  return ref.startsWith(FIX_BRANCH_FOLDER);
}
