import { DEFAULT_RESULTS_PATH } from "../results/write.js";
import { ACTION_REF } from "../workflows/fix-loop-home.js";
import { preparationWords } from "./ci-env.js";
import type { ProjectFacts } from "./detect-project.js";

/** Where the written workflow says fix-loop lives: a stand-in until fix-loop has a home. */
const FIX_LOOP_REPOSITORY = ACTION_REF.split("@")[0];

/** What a user does after `fix-loop init`, in order, for what init found. */
export function nextSteps(
  facts: ProjectFacts,
  expanded: boolean,
  workingDirectory = ".",
  defaultBranch = "main",
): string {
  const steps: string[] = [];
  // With no runner found, init also wrote an example test, which CI needs as much as the config;
  // below a repository's root, the workflow went to the root, where GitHub looks for it.
  const committed = [
    ".github/",
    ...(facts.tier ? [] : [".fix-loop/tests/"]),
    ...(workingDirectory === "." ? [] : ["the repository root's .github/workflows/fix-loop.yml"]),
  ].join(" and ");
  const runOutput = [DEFAULT_RESULTS_PATH, ...(facts.tier ? [facts.tier.junit] : [])];
  if (facts.tier && facts.tier.missing.length > 0) {
    steps.push(
      `add ${facts.tier.missing.join(" and ")}, which the ${facts.tier.runner} tier's JUnit report needs: ${facts.addDevDependency ?? "npm install --save-dev"} ${facts.tier.missing.join(" ")}`,
    );
  }
  steps.push(
    facts.tier
      ? `run fix-loop verify: it runs the ${facts.tier.runner} tests through the tier written in .github/fix-loop.yml (on a branch, \`fix-loop verify --base ${defaultBranch}\` blames a failure on the functions the branch changed first)`
      : facts.unread
        ? `your tests run with ${facts.unread.name}, whose report fix-loop does not read, and the tier written only checks that package.json is there: give .github/fix-loop.yml a tier whose command writes JUnit XML, such as \`${facts.unread.command}\` with \`junit: reports/junit.xml\`${facts.unread.needs ? ` (${facts.addDevDependency ?? "npm install --save-dev"} ${facts.unread.needs})` : ""}, then run fix-loop verify`
        : "no test runner found: edit the tiers of .github/fix-loop.yml, then run fix-loop verify",
    ...(facts.tier?.behind
      ? [
          `know what the tier leaves out: your test script runs \`${facts.tier.behind}\`, which init does not read, so the tier runs ${facts.tier.runner} by itself; whatever else that script does (a build, lint, type checks) fix-loop does not run: put a build the tests need before the tier's command, and leave the checks to your CI`,
        ]
      : []),
    ...(facts.tier?.builtFirst?.length
      ? [
          `know what the tier runs first: ${listed(facts.tier.builtFirst.map((step) => `\`${step}\``))}, as your test script does, so every run and every \`run:\` line builds first (and needs what the build needs installed); where the tests import the source, not the build, take it out of the tier's command`,
        ]
      : []),
    ...(facts.tier?.leftOut?.length
      ? [
          `know what the tier leaves out: your test script also runs ${listed(facts.tier.leftOut.map(asCode))}; fix-loop does not run ${facts.tier.leftOut.length === 1 ? "it" : "them"} and leaves ${facts.tier.leftOut.length === 1 ? "it" : "them"} to your CI`,
        ]
      : []),
    ...(facts.preparation?.length
      ? [
          `know what your CI does before its tests that the workflow's \`setup:\` does not: ${listed(facts.preparation.map(preparationWords))}; where the tests need it, add it to \`setup:\` in .github/workflows/fix-loop.yml`,
        ]
      : []),
    `keep what a run writes out of git: add ${listed(runOutput)} to .gitignore`,
    "add the Anthropic key as a repository secret: gh secret set ANTHROPIC_API_KEY",
    `commit ${committed}: ${
      expanded
        ? "the workflow holds the pipeline's four jobs; compare it with fix-loop's on each release"
        : "the workflow calls fix-loop's reusable workflow, pinned to @v1"
    }; first change ${FIX_LOOP_REPOSITORY} in it to the repository you keep fix-loop in`,
    "install the fix-loop app on the repository for issues, PR summaries and /fix (fix-loop's docs/app.md)",
  );
  return steps.map((step, index) => `  ${index + 1}. ${step}`).join("\n");
}

/** A step as code; a wrapper's note stays outside the code: `c8 --100` (around node). */
function asCode(step: string): string {
  const wrapper = /^(.*) (\(around [\w-]+\))$/.exec(step);
  return wrapper ? `\`${wrapper[1]}\` ${wrapper[2]}` : `\`${step}\``;
}

function listed(items: string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
