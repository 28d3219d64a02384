import { ACTION_REF, configFileOf, REUSABLE_WORKFLOW_REF } from "./fix-loop-home.js";
import { type PipelineValues, pipelineJobs, type ToolchainStep } from "./pipeline-jobs.js";
import { yamlValue } from "./yaml-value.js";

/** What a project's workflow needs to know of it (fix-loop init finds these). */
export interface ProjectWorkflowOptions {
  /** The project folder, relative to the repository root. */
  workingDirectory: string;
  /** How the project installs; null when it needs nothing. */
  setup: string | null;
  /** null when the project is not a Node project (the Action brings its own Node). */
  nodeVersion: string | null;
  pythonVersion: string | null;
  goVersion: string | null;
  /** The branch whose pushes run the pipeline (init/default-branch.ts). */
  defaultBranch: string;
}

/** The reusable workflow's default node-version: what a Node project that pins none gets. */
export const DEFAULT_NODE_VERSION = "24";

/** The expanded copy also takes a test plan (its plan jobs); a caller passes `plan:` itself. */
const PLAN_DISPATCH_INPUT = `      plan:
        description: A markdown test plan; given, fix-loop writes its tests for review instead
        default: ""
`;

const triggers = (branch: string, plan = "") => `on:
  push:
    branches: [${yamlValue(branch)}]
  pull_request:
  # The fix-loop app's /fix dispatches this workflow with the tests, the approved sha and a strategy.
  workflow_dispatch:
    inputs:
      tests:
        description: Test ids to run and fix, comma separated (empty for all)
        default: ""
      sha:
        description: Commit the run is approved for; the run refuses any other
        default: ""
      strategy:
        description: Strategy to start the ladder at (local, web, deep)
        default: ""
${plan}
permissions: {}

concurrency:
  group: fix-loop-\${{ github.ref }}
  cancel-in-progress: false
`;

/**
 * The caller's triggers, short: the dispatch inputs declared on one line and forwarded by no
 * line at all, since the reusable workflow reads them from the caller's dispatch (pipeline-jobs.ts,
 * `dispatched`). One run per branch at a time: a second waits rather than cancelling the first.
 */
const callerTriggers = (branch: string) => `on:
  push:
    branches: [${yamlValue(branch)}]
  pull_request:
  # The fix-loop app's /fix dispatches the tests, the approved sha and a strategy (by hand: all tests).
  workflow_dispatch: { inputs: { tests: {}, sha: {}, strategy: {} } }

permissions: {}

concurrency: fix-loop-\${{ github.ref }}
`;

/** The workflow `fix-loop init` writes: one job calling fix-loop's reusable workflow. */
export function callerWorkflow(project: ProjectWorkflowOptions): string {
  const given: [string, string | null][] = [
    ["working-directory", project.workingDirectory === "." ? null : project.workingDirectory],
    ["setup", project.setup],
    [
      "node-version",
      project.nodeVersion === DEFAULT_NODE_VERSION ? null : (project.nodeVersion ?? ""),
    ],
    ["python-version", project.pythonVersion],
    ["go-version", project.goVersion],
  ];
  const withLines = given
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => `      ${name}: ${yamlValue(value)}\n`)
    .join("");
  return `# fix-loop: runs the tests, lets Claude Code fix one root cause per job, checks each fix on a
# fresh runner and opens a pull request per checked fix. The jobs, each with only the
# permissions it needs, are fix-loop's reusable workflow; a new fix-loop release is a new tag.
name: fix-loop

${callerTriggers(project.defaultBranch)}
jobs:
  fix-loop:
    uses: ${REUSABLE_WORKFLOW_REF}
    # The most any of its jobs needs: publish alone writes, the others narrow this to read.
    permissions: { contents: write, pull-requests: write, issues: write }
${withLines ? `    with:\n${withLines}` : ""}    secrets:
      ANTHROPIC_API_KEY: \${{ secrets.ANTHROPIC_API_KEY }}
`;
}

/** `fix-loop init --expanded`: the reusable workflow's four jobs written out, for a team that owns them. */
export function expandedWorkflow(project: ProjectWorkflowOptions): string {
  const toolchains: ToolchainStep[] = [];
  if (project.nodeVersion !== null)
    toolchains.push({
      uses: "actions/setup-node@v4",
      input: "node-version",
      version: project.nodeVersion,
    });
  if (project.pythonVersion !== null)
    toolchains.push({
      uses: "actions/setup-python@v5",
      input: "python-version",
      version: project.pythonVersion,
    });
  if (project.goVersion !== null)
    toolchains.push({
      uses: "actions/setup-go@v5",
      input: "go-version",
      version: project.goVersion,
    });
  const values: PipelineValues = {
    action: ACTION_REF,
    runsOn: "ubuntu-latest",
    workingDirectory: project.workingDirectory,
    repoWorkingDirectory:
      project.workingDirectory === "." ? "repo" : `repo/${project.workingDirectory}`,
    policyFile: configFileOf(project.workingDirectory),
    setup: project.setup ?? "",
    toolchains,
    budget: "5",
    // Above 1, verify's tests run in that many legs and one merge triages them.
    shards: "1",
    // Every commit: triage blames what a pull request changed since its base (1 turns it off).
    fetchDepth: "0",
  };
  return `# fix-loop: four jobs, each with only what it needs (fix-loop's docs/security-model.md).
# verify runs the tests; fix lets Claude Code fix one root cause per job and hands on a fix
# bundle (it holds the ANTHROPIC_API_KEY secret and nothing else); check applies each bundle on a
# fresh runner and runs the tests; publish, the only job with a write token, runs no code of the
# repository and opens one pull request per checked fix. With the plan input (dispatch), plan,
# plan-check and plan-publish write a test plan's scripts into a draft pull request for review
# instead. Written by fix-loop init --expanded
# from the same source as fix-loop's reusable workflow: this copy is yours to keep up to date.
name: fix-loop

${triggers(project.defaultBranch, PLAN_DISPATCH_INPUT)}
${pipelineJobs(values)}`;
}
