/** owner and repo as octokit.rest.* wants them. */
export interface RepositoryRef {
  owner: string;
  repo: string;
}

/** Splits "owner/name"; throws with what was expected when it is not that shape. */
export function parseRepository(fullName: string): RepositoryRef {
  const match = /^([\w.-]+)\/([\w.-]+)$/.exec(fullName.trim());
  if (!match?.[1] || !match[2])
    throw new Error(`"${fullName}" is not a repository; expected "owner/name"`);
  return { owner: match[1], repo: match[2] };
}
