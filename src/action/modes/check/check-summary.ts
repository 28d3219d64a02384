import type { VerdictEntry } from "../../../bundle/index.js";
import {
  cell,
  code,
  codeBlock,
  codeCell,
  details,
  STATUS_ICON,
  table,
} from "../../../report/markdown-blocks.js";
import type { TestStatus } from "../../../results/schema.js";

/** What check found for one bundle folder, for the job summary. */
export interface CheckedBundleReport {
  /** The artifact's folder name. */
  folder: string;
  /** From the manifest, once the bundle could be read. */
  group: string | null;
  sha256: string | null;
  outcome: "passed" | "failed" | "refused";
  /** The tests re-run on the applied bundle, with their outcome. */
  tests: { id: string; status: TestStatus }[];
  /** Why it did not pass (redacted); null when it passed. */
  problem: string | null;
  /** A plan bundle that passed: the review of check's own runs, for the verdict (redacted). */
  review?: string;
  /** Each flaky test's repetition (fix.flaky.repeat), with what a pass is worth (redacted). */
  repetitions?: string[];
}

export interface CheckSummary {
  /** How setup and the tests ran (the sandbox's note). */
  sandbox: string;
  /** False when this runner could not give every protection: the sandbox note is a warning. */
  isolated: boolean;
  bundles: CheckedBundleReport[];
  /** The output name and the verdict value check wrote, last. */
  verdictOutput: string;
  verdict: readonly VerdictEntry[];
  /** Processes of the tests killed after they ended, when any. */
  killed: number;
}

const OUTCOME_MARK = { passed: "✅ passed", failed: "❌ failed", refused: "⛔ refused" };

/**
 * check's job summary: each bundle (group, sha256) and what became of it, the tests re-run with
 * their outcome, and the verdict. Only ids the schemas validated, hashes and fix-loop's own words
 * go in as they are; everything else is in code spans or escaped cells.
 */
export function renderCheckSummary(summary: CheckSummary): string {
  const passed = summary.bundles.filter((bundle) => bundle.outcome === "passed").length;
  const lines = [
    `## fix-loop check: ${passed} of ${summary.bundles.length} bundle(s) passed`,
    "",
    summary.isolated ? summary.sandbox : `⚠️ ${cell(summary.sandbox)}`,
    "",
  ];
  if (summary.bundles.length > 0) {
    lines.push(
      table(
        ["Bundle", "Group", "sha256", "Outcome"],
        summary.bundles.map((bundle) => [
          codeCell(bundle.folder),
          bundle.group ? codeCell(bundle.group) : "-",
          bundle.sha256 ? codeCell(bundle.sha256) : "-",
          OUTCOME_MARK[bundle.outcome],
        ]),
      ),
      "",
    );
  }
  for (const bundle of summary.bundles) lines.push(...bundleDetail(bundle));
  lines.push(
    `Verdict (${code(summary.verdictOutput)}, written after every process of the tests ended): ${code(JSON.stringify(summary.verdict.map(({ group, sha256 }) => ({ group, sha256 }))))}${summary.verdict.some((entry) => entry.review) ? ", with the review of check's runs above for the pull request" : ""}`,
    "",
  );
  if (summary.killed > 0)
    lines.push(`${summary.killed} process(es) the tests left behind were killed.`, "");
  return lines.join("\n");
}

function bundleDetail(bundle: CheckedBundleReport): string[] {
  const lines = [`### Tests re-run on ${code(bundle.group ?? bundle.folder)}`, ""];
  // Quoted as a block: it names what the bundle touched and what its tests printed.
  if (bundle.problem) lines.push("Why:", "", codeBlock(bundle.problem), "");
  if (bundle.tests.length > 0) {
    lines.push(
      table(
        ["Test", "Outcome"],
        bundle.tests.map((test) => [
          codeCell(test.id),
          `${STATUS_ICON[test.status]} ${test.status}`,
        ]),
      ),
      "",
    );
  } else {
    lines.push("No test ran.", "");
  }
  // Quoted: each names a test, whose id the repository chose.
  if (bundle.repetitions && bundle.repetitions.length > 0)
    lines.push("Flaky tests, repeated:", "", codeBlock(bundle.repetitions.join("\n")), "");
  // Shown as a block: it quotes what the tests printed.
  if (bundle.review)
    lines.push(
      details(
        "The review pull request's body: check's review of its runs",
        codeBlock(bundle.review, "markdown"),
      ),
      "",
    );
  return lines;
}
