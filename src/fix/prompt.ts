import { howTestEnded } from "../engine/how-it-ended.js";
import { attemptVerdict } from "../report/verdict-words.js";
import type { Attempt, Group, TestResult } from "../results/schema.js";
import { type Block, fitBlocks } from "./prompt-blocks.js";
import { flakeBlocks, type PromptFlake } from "./prompt-flakes.js";

/** A failing test as the prompt shows it: the engine's result, its decisive line, how to run it. */
export interface PromptTest {
  result: TestResult;
  decisiveLine: string;
  /** The command that re-runs this test from the project root, when there is one. */
  command: string | null;
  /** False when `command` runs more than this test: its runner could not select it alone. */
  runsAlone?: boolean;
}

/** The source of a test (a script, or the lines around a JUnit failure). */
export interface TestSource {
  file: string;
  text: string;
  /** Line number of the first line of `text` in the file. */
  firstLine: number;
}

/** An earlier attempt in this group, with what the engine's re-run printed afterwards. */
export interface EarlierAttempt {
  attempt: Attempt;
  /** Decisive lines of the group's tests that still failed in the verification run. */
  failures: { test: string; line: string }[];
}

export interface PromptInput {
  group: Group;
  attempt: number;
  maxAttempts: number;
  strategy: { name: string; brief: string };
  tests: PromptTest[];
  sources: TestSource[];
  history: EarlierAttempt[];
  protectedPaths: string[];
  /** The group's tests the app's history says flake, with their evidence (flakes.json). */
  flakes?: PromptFlake[];
  /** Upper bound of the prompt in UTF-8 bytes (default 24 KiB). */
  maxBytes?: number;
}

export const DEFAULT_PROMPT_BYTES = 24 * 1024;
/** Full output is shown for this many tests with distinct decisive lines; the rest by their line. */
const FULL_EVIDENCE_TESTS = 3;
const LISTED_LINES = 8;

/**
 * The prompt for attempt n: rules, the strategy's brief, the failure as the engine saw it,
 * the test source, and every earlier attempt with what verification found. Bounded in size:
 * outputs, sources and claims are trimmed first; rules and decisive lines are always kept.
 */
export function buildPrompt(input: PromptInput): string {
  const blocks: Block[] = [
    fixed(header(input)),
    fixed(rules(input.protectedPaths)),
    fixed(`## Strategy: ${input.strategy.name}\n\n${input.strategy.brief.trim()}`),
    fixed(failureSummary(input)),
    ...flakeBlocks(input.flakes ?? [], inlineCode),
    ...evidenceBlocks(input.tests),
    ...sourceBlocks(input.sources),
    ...historyBlocks(input.history),
  ];
  return fitBlocks(blocks, input.maxBytes ?? DEFAULT_PROMPT_BYTES);
}

function header(input: PromptInput): string {
  return [
    `# Fix a failing test group: attempt ${input.attempt} of ${input.maxAttempts}`,
    "",
    "fix-loop, the program that started you, ran this project's tests itself. After you finish it",
    "runs them again, together with every test that passed before, and decides on its own whether",
    "your change fixed the failure. Changes it cannot verify are undone.",
  ].join("\n");
}

function rules(protectedPaths: string[]): string {
  const paths =
    protectedPaths.length > 0 ? protectedPaths.map((path) => `\`${path}\``).join(", ") : "(none)";
  return [
    "## Rules",
    "",
    "1. Read the evidence below first: it is what fix-loop's own run printed, not a guess.",
    '2. Do not repeat a fix listed under "Earlier attempts": each was applied, verified, found not to work and undone.',
    `3. Do not edit protected paths: ${paths}. Not with Edit or Write and not through Bash: any change there rejects the attempt, whatever the tests say. Fix the code under test, not the tests.`,
    "4. Make the smallest change that fixes the root cause. Do not skip, disable or weaken tests.",
    '5. Finish by calling the StructuredOutput tool with your claim: `status` ("fixed" only if you ran the tests and saw them pass, else "not_fixed"), `root_cause`, `files_changed`, `tests_run` (the exact commands you ran) and `reasoning`.',
  ].join("\n");
}

function failureSummary(input: PromptInput): string {
  const { group, tests } = input;
  const count = tests.length === 1 ? "1 test fails" : `${tests.length} tests fail`;
  const lines = [
    `## Failure: ${group.signature}`,
    "",
    `Group ${group.id} in tier ${group.tier}: ${count} with this signature, so they most likely share one root cause.`,
    "",
    ...culpritLead(group),
  ];
  for (const test of tests.slice(0, LISTED_LINES * 4)) {
    const run = !test.command
      ? ""
      : test.runsAlone === false
        ? ` · run (not this test alone: its runner cannot select it alone): \`${test.command}\``
        : ` · run: \`${test.command}\``;
    lines.push(`- ${test.result.id} (${test.result.title}, ${test.result.file})${run}`);
  }
  if (tests.length > LISTED_LINES * 4) lines.push(`- and ${tests.length - LISTED_LINES * 4} more`);
  lines.push("", "Decisive lines (what each test printed that says why it failed):");
  lines.push(
    ...sameLineList(tests.map((test) => ({ test: test.result.id, line: test.decisiveLine }))),
  );
  return lines.join("\n");
}

/** Where triage points, said as a lead to check first, with what it read to say so. */
function culpritLead(group: Group): string[] {
  const culprit = group.triage?.culprit;
  if (!culprit) return [];
  const where = inlineCode(`${culprit.file}:${culprit.function}`);
  const close = (culprit.closeBehind ?? []).map((each) =>
    inlineCode(`${each.file}:${each.function}`),
  );
  return [
    `Where fix-loop's triage points first: ${where}, ${CULPRIT_READS[culprit.source]}. A lead to check, not a verdict.`,
    ...(close.length > 0
      ? [
          `Coverage hardly tells it from ${close.join(", ")} (ranked close behind it: often its caller or a function it always calls); the fault may be there.`,
        ]
      : []),
    "",
  ];
}

const CULPRIT_READS = {
  frame: "the deepest frame of the project's own code on the failures' stacks",
  coverage:
    "the function the failing tests ran and the passing ones seldom did (coverage of fix-loop's own re-runs)",
  change: "a function changed since the base commit that the failing tests ran",
} as const;

function evidenceBlocks(tests: PromptTest[]): Block[] {
  const seen = new Set<string>();
  const shown = tests.filter((test) => {
    if (seen.has(test.decisiveLine) || seen.size >= FULL_EVIDENCE_TESTS) return false;
    seen.add(test.decisiveLine);
    return true;
  });
  const blocks: Block[] = [fixed("## Evidence from fix-loop's run")];
  for (const test of shown) {
    const evidence = test.result.evidence;
    if (!evidence) {
      blocks.push(
        fixed(
          `### ${test.result.id}\n\nNo output: ${test.result.reason ?? "the test did not run"}`,
        ),
      );
      continue;
    }
    const how = howTestEnded(evidence);
    const location = evidence.location
      ? ` · at ${evidence.location.file}:${evidence.location.line ?? "?"}`
      : "";
    blocks.push(fixed(`### ${test.result.id}: ${test.result.title}\n\n${how}${location}`));
    const summaryShown = evidence.summary.every((line) => evidence.excerpt.includes(line));
    if (evidence.summary.length > 0 && !summaryShown) {
      blocks.push(trimmable(evidence.summary.join("\n"), "PASS/FAIL/EVIDENCE lines"));
    }
    if (evidence.excerpt.trim().length > 0) {
      blocks.push(
        trimmable(
          evidence.excerpt,
          `Output${evidence.truncated ? " (middle elided by fix-loop)" : ""}`,
        ),
      );
    }
  }
  if (shown.length < tests.length) {
    blocks.push(
      fixed(
        `The other ${tests.length - shown.length} tests printed the decisive lines listed above.`,
      ),
    );
  }
  return blocks;
}

function sourceBlocks(sources: TestSource[]): Block[] {
  if (sources.length === 0) return [];
  const blocks: Block[] = [fixed("## Test source")];
  for (const source of sources) {
    const where = source.firstLine > 1 ? ` (from line ${source.firstLine})` : "";
    blocks.push(trimmable(source.text, `${source.file}${where}`));
  }
  return blocks;
}

function historyBlocks(history: EarlierAttempt[]): Block[] {
  if (history.length === 0) return [];
  const blocks: Block[] = [fixed("## Earlier attempts (do not repeat these)")];
  for (const { attempt, failures } of history) {
    const verdict = attemptVerdict(attempt, "explained");
    const claim = attempt.claim;
    const head = [`### Attempt ${attempt.attempt} · strategy ${attempt.strategy} · ${verdict}`, ""];
    head.push(
      claim
        ? `- The agent claimed: ${claim.status === "fixed" ? "fixed" : "not fixed"}`
        : "- The agent gave no claim.",
    );
    const files = attempt.filesChanged.length > 0 ? attempt.filesChanged.join(", ") : "none";
    head.push(`- Files changed: ${files}`);
    const statuses = Object.entries(attempt.verified.tests)
      .map(([test, status]) => `${test} ${status}`)
      .join(", ");
    head.push(`- fix-loop's verification: ${statuses || "tests not re-run"}`);
    if (attempt.verified.regressions.length > 0) {
      head.push(
        `- Regressions (passed before, failed after): ${attempt.verified.regressions.join(", ")}`,
      );
    }
    if (attempt.detail) head.push(`- Why it was not kept: ${attempt.detail}`);
    if (failures.length > 0) {
      head.push(
        "- What the tests printed after this attempt:",
        ...sameLineList(failures).map((line) => `  ${line}`),
      );
    }
    blocks.push(fixed(head.join("\n")));
    if (claim) {
      const said = [`Root cause: ${claim.root_cause}`, `Reasoning: ${claim.reasoning}`];
      if (claim.tests_run.length > 0) said.push(`Tests run: ${claim.tests_run.join("; ")}`);
      blocks.push(trimmable(said.join("\n"), "The agent's own words"));
    }
    if (attempt.diffStat)
      blocks.push(trimmable(attempt.diffStat, "Diff stat of the change (undone since)"));
  }
  return blocks;
}

/** "- BT-001, BT-002: `line`", one entry per distinct line, at most LISTED_LINES of them. */
function sameLineList(entries: { test: string; line: string }[]): string[] {
  const byLine = new Map<string, string[]>();
  for (const { test, line } of entries) byLine.set(line, [...(byLine.get(line) ?? []), test]);
  const lines = [...byLine.entries()].slice(0, LISTED_LINES).map(([line, ids]) => {
    const who =
      ids.length > 4 ? `${ids.slice(0, 4).join(", ")} and ${ids.length - 4} more` : ids.join(", ");
    return `- ${who}: ${inlineCode(line)}`;
  });
  if (byLine.size > LISTED_LINES)
    lines.push(`- and ${byLine.size - LISTED_LINES} more distinct lines`);
  return lines;
}

function inlineCode(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = "`".repeat(longest + 1);
  return `${ticks}${longest > 0 ? " " : ""}${text}${longest > 0 ? " " : ""}${ticks}`;
}

function fixed(text: string): Block {
  return { text, trimmable: false };
}

function trimmable(text: string, title: string): Block {
  return { text, title, trimmable: true };
}
