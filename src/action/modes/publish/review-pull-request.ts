import type { LoadedBundle } from "../../../bundle/index.js";
import { FIX_LOOP_LABEL, statusLabel } from "../../../github/labels.js";
import { cutMarkdown } from "../../../github/literal-markdown.js";
import { groupMarker, withMarkers } from "../../../github/markers.js";
import { inertText } from "../../../github/untrusted-text.js";
import type { FixPullRequestLink } from "../../../report/markdown.js";
import { type PublishFixesOptions, publishOnFixBranch } from "./publish-on-fix-branch.js";

/** On the pull request of a plan run: generated tests that wait for a person's review. */
export const REVIEW_TESTS_LABEL = statusLabel("review-tests");

const MAX_BODY_CHARS = 60_000;
const CUT_NOTE =
  "… the rest of the review was cut to fit GitHub's limit; see the check job's summary.\n";

/**
 * The review pull request's body: check's review (fix-loop's Markdown, every quoted part of it in
 * literal code), redacted and cut to GitHub's limit, then the group marker on the last line.
 */
export function reviewPullRequestBody(
  checkedReview: string,
  group: string,
  redact: (text: string) => string,
  options: { maxChars?: number } = {},
): string {
  const maxChars = options.maxChars ?? MAX_BODY_CHARS;
  const review = cutMarkdown(inertText(checkedReview, redact), maxChars, CUT_NOTE);
  return `${withMarkers(review, [groupMarker(group)])}\n`;
}

/**
 * Publishes a checked plan bundle: one commit of its new tests on a fix-loop/ branch, and a
 * draft pull request labelled for review whose body is `review`, check's review of its own runs
 * from the verdict (made inert: it quotes what the tests printed). The plan job's own review in
 * the manifest is not used. A later plan run updates the same pull request.
 */
export async function publishReviewPullRequest(
  bundle: LoadedBundle,
  files: readonly string[],
  checkedReview: string,
  options: PublishFixesOptions,
): Promise<FixPullRequestLink> {
  const plan = bundle.manifest.plan;
  if (!plan) throw new Error("not a plan bundle");
  const group = bundle.manifest.group;
  const ids = plan.report.tests.filter((test) => test.status === "pending").map((test) => test.id);
  const pull = await publishOnFixBranch(
    {
      group,
      files,
      commitMessage: [
        `fix-loop plan: ${ids.length} generated test(s) for review`,
        "",
        `Written from ${options.redact(plan.report.plan)}: ${ids.join(", ")}.`,
        "Each is marked # REVIEW: pending; verify and fix skip it until a person accepts it",
        "(fix-loop plan --accept <id>).",
        "",
      ].join("\n"),
      content: {
        title: `fix-loop: ${ids.length} generated test(s) to review (${inertText(plan.report.plan, options.redact)})`,
        body: reviewPullRequestBody(checkedReview, group, options.redact),
      },
      draft: true,
      labels: [FIX_LOOP_LABEL, REVIEW_TESTS_LABEL],
    },
    options,
  );
  return { group, url: pull.url, number: pull.number };
}
