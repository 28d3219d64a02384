import path from "node:path";
import {
  applyForPublish,
  BundleRefusedError,
  type LoadedBundle,
  parseVerdict,
  type VerdictEntry,
  VerdictError,
} from "../../../bundle/index.js";
import { loadConfig } from "../../../config/load.js";
import { messageOf, UserError } from "../../../errors.js";
import { createGitHubClient } from "../../../github/client.js";
import { parseRepository } from "../../../github/repository.js";
import { scriptGlobs } from "../../../plan/script-globs.js";
import type { FixPullRequestLink } from "../../../report/markdown.js";
import { code } from "../../../report/markdown-blocks.js";
import type { ActionIO } from "../../io.js";
import type { PreparedRun } from "../../prepare-run.js";
import { findBundleFolders } from "../bundle-folders.js";
import { requireForMode } from "../mode-requirements.js";
import { checkoutTop, resetCheckout } from "../reset-checkout.js";
import { publishGroupFix } from "./fix-pull-request.js";
import type { PublishFixesOptions } from "./publish-on-fix-branch.js";
import { publishReviewPullRequest } from "./review-pull-request.js";

/**
 * The publish job: the only one with a GitHub token, and it runs no code of the repository (no
 * install, no test; every git command hardened). A bundle is taken only when the check job's
 * verdict names its recomputed sha256; it is applied again to a fresh checkout with the same
 * rules, committed, pushed to a fix-loop/ branch at a URL built from GITHUB_SERVER_URL and
 * GITHUB_REPOSITORY, and its pull request opened or updated.
 */
export async function runPublish(
  run: PreparedRun,
  io: ActionIO,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const { head, verdict } = checkPublishInputs(run);
  const { inputs, context } = run;
  const top = await checkoutTop(run.cwd);
  const projectDir = path.relative(top, run.cwd).split(path.sep).join("/");
  // Every path rule again, with the default branch's protected paths: publish trusts no check.
  const policy = await loadConfig(inputs.policyConfig as string, context.workspace);
  const rules = { protectedGlobs: policy.fix.protected, scriptGlobs: scriptGlobs(policy) };
  const folders = await findBundleFolders(
    path.resolve(context.workspace, inputs.bundles as string),
  );
  const publishing = await publishingTarget(run, io, env, top, head);

  const links: FixPullRequestLink[] = [];
  const problems: string[] = [];
  for (const folder of folders) {
    io.startGroup(`Publish ${path.basename(folder)}`);
    try {
      const { bundle, passed } = await applyForPublish(folder, verdict, {
        checkout: top,
        baseSha: head,
        ...rules,
        projectDir,
      });
      const files = bundle.manifest.files.map((file) => file.path);
      if (bundle.manifest.plan) {
        // The body is check's review of its own runs, never the plan job's text.
        if (!passed.review)
          throw new BundleRefusedError([
            "check's verdict for the plan bundle carries no review of its runs: run check with this version of fix-loop",
          ]);
        links.push(await publishReviewPullRequest(bundle, files, passed.review, publishing));
        continue;
      }
      const group = groupOf(bundle);
      links.push((await publishGroupFix(bundle.results, group, files, publishing)).link);
    } catch (error) {
      const why = error instanceof BundleRefusedError ? error.message : messageOf(error);
      problems.push(`${path.basename(folder)}: ${run.redact(why)}`);
    } finally {
      await resetCheckout(top, head);
      io.endGroup();
    }
  }
  await reportPublished(io, links, problems);
}

/**
 * Every input and fact publishing needs, and a verdict that parses (each leg speaking only for
 * its own group when the groups input is given); returns the pinned commit and the verdict.
 */
function checkPublishInputs(run: PreparedRun): { head: string; verdict: VerdictEntry[] } {
  const { inputs, context } = run;
  const head = requireForMode(run, "publish", [
    {
      given: Boolean(inputs.bundles),
      what: "the input bundles (the folder the fix-loop-bundle-* artifacts were downloaded to)",
    },
    { given: Boolean(inputs.verdict), what: "the input verdict (toJSON(needs.check.outputs))" },
    { given: Boolean(context.repository), what: "GITHUB_REPOSITORY in the environment" },
    {
      given: Boolean(context.targetBranch),
      what: `a branch to publish into (the run's ref is ${context.ref ?? "unknown"})`,
    },
  ]);
  try {
    return { head, verdict: parseVerdict(inputs.verdict as string, inputs.groups) };
  } catch (error) {
    if (error instanceof VerdictError) throw new UserError(`the verdict input: ${error.message}`);
    throw error;
  }
}

/** Where and how the fixes are published: the repository, its branch, and the client. */
async function publishingTarget(
  run: PreparedRun,
  io: ActionIO,
  env: NodeJS.ProcessEnv,
  top: string,
  head: string,
): Promise<PublishFixesOptions> {
  const { inputs, context } = run;
  const token = inputs.githubToken as string;
  const octokit = await createGitHubClient({
    token,
    baseUrl: context.apiUrl,
    warn: (text) => io.warning(text),
    paceWrites: env.FIX_LOOP_WRITE_INTERVAL_MS?.trim() !== "0",
  });
  return {
    octokit,
    repository: parseRepository(context.repository as string),
    cwd: top,
    baseSha: head,
    baseBranch: context.targetBranch as string,
    runId: context.runId,
    runUrl: context.runUrl,
    draft: inputs.draft,
    token,
    pushUrl: `${context.serverUrl}/${context.repository}.git`,
    redact: run.redact,
    log: (text: string) => io.info(text),
  };
}

async function reportPublished(
  io: ActionIO,
  links: FixPullRequestLink[],
  problems: string[],
): Promise<void> {
  io.setOutput("pr-urls", JSON.stringify(links.map((link) => link.url)));
  // Only ids fix-loop validated and URLs GitHub returned: nothing from the bundle's free text.
  await io.appendSummary(
    [
      `## fix-loop publish: ${links.length} pull request(s), ${problems.length} bundle(s) not published`,
      ...links.map((link) => `- ${code(link.group)}: [#${link.number}](${link.url})`),
      "",
      ...(problems.length > 0
        ? ["Not published:", "", ...problems.map((p) => `- ${code(p)}`), ""]
        : []),
    ].join("\n"),
  );
  io.setOutput("outcome", problems.length === 0 ? "passed" : "failed");
  if (problems.length > 0) {
    io.setFailed(
      `fix-loop publish: ${problems.length} bundle(s) not published:\n${problems.join("\n")}`,
    );
  }
}

/** The group as the bundle's results describe it (for the title and body, which defuse it). */
function groupOf(bundle: LoadedBundle) {
  const id = bundle.manifest.group;
  const group = bundle.results.groups.find((candidate) => candidate.id === id);
  if (!group) throw new BundleRefusedError([`the bundle's results have no group ${id}`]);
  return group;
}
