import { FIX_LOOP_LABEL, FIXED_LABEL } from "../../../github/labels.js";
import { renderFixPullRequestBody } from "../../../report/fix-pull-request-body.js";
import type { FixPullRequestLink } from "../../../report/markdown.js";
import { keptAttempt } from "../../../results/kept-attempt.js";
import type { Attempt, Group, Results } from "../../../results/schema.js";
import { type PublishFixesOptions, publishOnFixBranch } from "./publish-on-fix-branch.js";

/**
 * Publishes a verified fix: `files` (relative to options.cwd, as they are in the work tree) as
 * one commit on the group's fix-loop/ branch, and the group's pull request opened or updated.
 */
export async function publishGroupFix(
  results: Results,
  group: Group,
  files: readonly string[],
  options: PublishFixesOptions,
): Promise<{ commit: string; link: FixPullRequestLink }> {
  const attempt = keptAttempt(results, group.id);
  const pull = await publishOnFixBranch(
    {
      group: group.id,
      files,
      commitMessage: commitMessage(group, attempt, options),
      content: {
        title: titleOf(group, options.redact),
        body: renderFixPullRequestBody(results, group.id, {
          redact: options.redact,
          runUrl: options.runUrl,
          baseSha: options.baseSha,
        }),
      },
      draft: options.draft,
      labels: [FIX_LOOP_LABEL, FIXED_LABEL],
    },
    options,
  );
  return { commit: pull.commit, link: { group: group.id, url: pull.url, number: pull.number } };
}

function titleOf(group: Group, redact: (text: string) => string): string {
  const tests =
    group.tests.length <= 3
      ? group.tests.join(", ")
      : `${group.tests.slice(0, 3).join(", ")} +${group.tests.length - 3}`;
  const signature = redact(group.signature).replace(/\s+/g, " ");
  const short = signature.length > 60 ? `${signature.slice(0, 57)}...` : signature;
  return `fix-loop: fix ${tests} (${short})`;
}

function commitMessage(
  group: Group,
  attempt: Attempt | null,
  options: PublishFixesOptions,
): string {
  const how = attempt
    ? `Attempt ${attempt.attempt} (${options.redact(attempt.strategy)}), verified`
    : "Verified";
  return [
    `fix-loop: fix ${group.tests.join(", ")}`,
    "",
    `Root cause signature: ${options.redact(group.signature)}`,
    `Group: ${group.id}`,
    `${how} by the fix-loop engine${options.runUrl ? ` in ${options.runUrl}` : ""}.`,
    "",
  ].join("\n");
}
