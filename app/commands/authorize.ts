import type { RepositoryRef } from "../../src/github/repository.js";
import { type GitHub, statusOf } from "../github/snapshots.js";
import type { AppSettings } from "../settings.js";

/** Repository roles from least to most; a custom role counts as its base permission. */
const RANKS: Record<string, number> = {
  none: 0,
  read: 1,
  triage: 2,
  write: 3,
  maintain: 4,
  admin: 5,
};

/** The commenter's role on the repository: role_name when GitHub knows it, else the base permission. */
export async function roleOf(octokit: GitHub, repo: RepositoryRef, login: string): Promise<string> {
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      ...repo,
      username: login,
    });
    const roleName = (data as { role_name?: string }).role_name;
    return roleName && roleName in RANKS ? roleName : data.permission;
  } catch (error) {
    if (statusOf(error) === 404) return "none";
    throw error;
  }
}

export function mayCommand(role: string, required: AppSettings["permission"]): boolean {
  return (RANKS[role] ?? 0) >= (RANKS[required] ?? Number.POSITIVE_INFINITY);
}
