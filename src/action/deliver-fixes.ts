import { messageOf } from "../errors.js";
import { createGitHubClient } from "../github/client.js";
import { parseRepository } from "../github/repository.js";
import type { Results } from "../results/schema.js";
import { publishFixPullRequests } from "./fix-pull-request.js";
import type { ActionIO } from "./io.js";
import type { PreparedRun } from "./prepare.js";

export interface Delivery {
  /** What stopped a verified fix from reaching a pull request; the step fails with these. */
  problems: string[];
}

/** Opens (or updates) a pull request per fixed group and records them in the results. */
export async function deliverFixes(
  results: Results,
  run: PreparedRun,
  io: ActionIO,
  env: NodeJS.ProcessEnv,
): Promise<Delivery> {
  const fixed = results.groups.filter((g) => g.status === "fixed");
  if (run.mode !== "fix" || !run.inputs.openPr || fixed.length === 0) return { problems: [] };

  const missing = [
    run.inputs.githubToken ? null : "the github-token input is empty",
    run.context.repository ? null : "GITHUB_REPOSITORY is not set",
    run.context.targetBranch
      ? null
      : `the run is not for a branch (ref ${run.context.ref ?? "unknown"})`,
    run.head ? null : "the working directory is not a git checkout",
  ].filter((reason): reason is string => reason !== null);
  if (missing.length > 0) {
    return {
      problems: [`${fixed.length} verified fix(es) but no pull request: ${missing.join("; ")}.`],
    };
  }

  io.startGroup(`Fix pull requests (${fixed.length})`);
  try {
    const publication = await publishFixPullRequests(results, {
      octokit: await createGitHubClient({
        token: run.inputs.githubToken as string,
        baseUrl: run.context.apiUrl,
        warn: (text) => io.warning(text),
        // As for the app: 0 drops the spacing of writes (a test server, a GHES without limits).
        paceWrites: env.FIX_LOOP_WRITE_INTERVAL_MS?.trim() !== "0",
      }),
      repository: parseRepository(run.context.repository as string),
      cwd: run.cwd,
      baseSha: run.head as string,
      baseBranch: run.context.targetBranch as string,
      runId: run.context.runId,
      runUrl: run.context.runUrl,
      draft: run.inputs.draft,
      token: run.inputs.githubToken,
      redact: run.redact,
      log: (text) => io.info(text),
    });
    if (results.run) results.run.fixPullRequests = publication.links;
    return {
      problems: publication.problems.map((problem) => `verified fix not published: ${problem}`),
    };
  } catch (error) {
    return { problems: [`verified fixes not published: ${run.redact(messageOf(error))}`] };
  } finally {
    io.endGroup();
  }
}
