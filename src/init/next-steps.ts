import type { ProjectFacts } from "./detect-project.js";

/** What a user does after `fix-loop init`, in order, for what init found. */
export function nextSteps(facts: ProjectFacts, expanded: boolean): string {
  const steps: string[] = [];
  if (facts.tier && facts.tier.missing.length > 0) {
    steps.push(
      `add ${facts.tier.missing.join(" and ")}, which the ${facts.tier.runner} tier's JUnit report needs: ${facts.addDevDependency ?? "npm install --save-dev"} ${facts.tier.missing.join(" ")}`,
    );
  }
  steps.push(
    facts.tier
      ? `run fix-loop verify: it runs the ${facts.tier.runner} tests through the tier written in .github/fix-loop.yml`
      : "no test runner found: edit the tiers of .github/fix-loop.yml, then run fix-loop verify",
    "add the Anthropic key as a repository secret: gh secret set ANTHROPIC_API_KEY",
    expanded
      ? "commit .github/: the workflow holds the pipeline's four jobs; compare it with fix-loop's on each release"
      : "commit .github/: the workflow calls fix-loop's reusable workflow, pinned to @v1",
    "install the fix-loop app on the repository for issues, PR summaries and /fix (fix-loop's docs/app.md)",
  );
  return steps.map((step, index) => `  ${index + 1}. ${step}`).join("\n");
}
