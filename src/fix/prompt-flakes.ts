import type { FlakeSummary } from "../flaky/quarantine-list.js";
import type { Block } from "./prompt-blocks.js";

/** A test of the group the history says flakes, and how check will judge its fix. */
export interface PromptFlake {
  test: string;
  flake: FlakeSummary;
  /** fix.flaky.repeat: how many runs in a row check asks of it. */
  repeat: number;
}

const COMMITS_SHOWN = 10;

/**
 * The flake evidence of the group's flaky tests: the rate and its lower bound, the commits it
 * flaked at, and the latest failing attempt's output. All of it came from test runs, so text is
 * shown as code (a fence, or an inline span) and commits only when they are commit ids.
 */
export function flakeBlocks(
  flakes: readonly PromptFlake[],
  inline: (text: string) => string,
): Block[] {
  if (flakes.length === 0) return [];
  const blocks: Block[] = [
    fixed(
      [
        "## This test flakes: fix-loop's history across runs",
        "",
        "It failed and then passed at the same commit in earlier runs. fix-loop judges a fix of it by repetition: on a fresh machine it runs the test many times in a row and keeps the change only if every run passes, and the rest of the tests too. Look for the source of the nondeterminism (timing, ordering, shared state, randomness, the environment) and remove it; a change that only makes a failure rarer is refused.",
      ].join("\n"),
    ),
  ];
  for (const { test, flake, repeat } of flakes) {
    const commits = flake.commits.filter(isCommitId).slice(0, COMMITS_SHOWN);
    const lines = [
      `### ${inline(test)}`,
      "",
      `- Flake rate: ${percent(flake.rate)} (${flake.flakes} of ${flake.runs} runs; at least ${percent(flake.lowerBound)} by the Wilson lower bound)`,
      `- Commits where it flaked, newest first: ${commits.length > 0 ? commits.map((sha) => sha.slice(0, 12)).join(", ") : "none recorded"}`,
      `- Check will run it ${repeat} times in a row; a test still flaking at ${percent(flake.rate)} passes that by luck ${percent((1 - flake.rate) ** repeat)} of the time.`,
    ];
    const failure = flake.lastFailure;
    if (failure) {
      const where = isCommitId(failure.commit) ? ` at ${failure.commit.slice(0, 12)}` : "";
      lines.push(
        `- Its latest failing attempt${where}: ${inline(failure.message ?? "no message")}`,
      );
    }
    blocks.push(fixed(lines.join("\n")));
    if (failure?.excerpt.trim())
      blocks.push({
        text: failure.excerpt,
        title: "Output of that failing attempt",
        trimmable: true,
      });
  }
  return blocks;
}

function isCommitId(text: string): boolean {
  return /^[0-9a-f]{7,64}$/i.test(text);
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

function fixed(text: string): Block {
  return { text, trimmable: false };
}
