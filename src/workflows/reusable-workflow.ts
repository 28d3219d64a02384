import { ACTION_REF, REUSABLE_WORKFLOW_REF } from "./fix-loop-home.js";
import { pipelineJobs } from "./pipeline-jobs.js";
import { MAX_WORKFLOW_LEGS } from "./shard-jobs.js";

const expression = (inner: string) => `\${{ ${inner} }}`;
const input = (name: string) => expression(`inputs.${name}`);
const ifGiven = (name: string) => `inputs.${name} != ''`;

/**
 * .github/workflows/pipeline.yml: the four jobs as one `on: workflow_call` workflow, so a
 * project calls the pipeline in a few lines and takes fix-loop's changes with its release tag.
 * A test holds the checked-in file to this text (`npm run build` rewrites it).
 */
export const REUSABLE_WORKFLOW = `# fix-loop's pipeline as a reusable workflow: call it from a project's workflow with
#   uses: ${REUSABLE_WORKFLOW_REF}
# and grant the calling job contents: write, pull-requests: write and issues: write; each job
# below narrows that to what it needs (docs/security-model.md). Pass the Anthropic key as the
# ANTHROPIC_API_KEY secret: only the fix job sees it.
# Generated from src/workflows/ by npm run build; edit it there.
name: fix-loop pipeline

on:
  workflow_call:
    inputs:
      working-directory:
        description: The project folder, relative to the repository root.
        type: string
        default: "."
      setup:
        description: The command that installs the project (npm ci, pip install -e ., go mod download), run before the tests.
        type: string
        default: ""
      node-version:
        description: Node version for actions/setup-node; empty skips it.
        type: string
        default: "24"
      python-version:
        description: Python version for actions/setup-python; empty skips it.
        type: string
        default: ""
      go-version:
        description: Go version for actions/setup-go; empty skips it.
        type: string
        default: ""
      runs-on:
        description: The runner label of every job.
        type: string
        default: ubuntu-latest
      tests:
        description: Test ids to run and fix, as fix-loop prints them (spaces and > kept) or their aliases (T-3F2A), one a line or separated by commas, or a JSON array; empty for all.
        type: string
        default: ""
      sha:
        description: Commit the run is approved for (the app's /fix passes it); the run refuses any other.
        type: string
        default: ""
      strategy:
        description: Strategy to start the ladder at (local, web, deep); empty starts at the first.
        type: string
        default: ""
      budget:
        description: Most the model may cost per fix job, in US dollars.
        type: string
        default: "5"
      shards:
        description: Runners verify's tests are split over (1 to ${MAX_WORKFLOW_LEGS}). Above 1, each leg runs its share (the runner's --shard, or fix-loop's split by the default branch's last times) and one merge triages them all.
        type: number
        default: 1
      fetch-depth:
        description: Commits verify and fix check out. 0 (all) lets triage blame what a pull request changed since its base; 1 for a repository too large to clone whole turns that off.
        type: number
        default: 0
      plan:
        description: A markdown test plan, relative to working-directory. Given, the plan jobs write its tests and open a draft pull request for review; verify, fix, check and publish do not run.
        type: string
        default: ""
    secrets:
      ANTHROPIC_API_KEY:
        description: The key Claude Code uses; given to the fix job only.
        required: false

permissions: {}

${pipelineJobs({
  action: ACTION_REF,
  runsOn: input("runs-on"),
  workingDirectory: input("working-directory"),
  repoWorkingDirectory: `repo/${input("working-directory")}`,
  // "./.github/fix-loop.yml" would match nothing as a sparse-checkout pattern.
  policyFile: expression(
    "inputs.working-directory == '.' && '.github/fix-loop.yml' || format('{0}/.github/fix-loop.yml', inputs.working-directory)",
  ),
  setup: input("setup"),
  fetchDepth: input("fetch-depth"),
  toolchains: [
    {
      uses: "actions/setup-node@v4",
      input: "node-version",
      version: input("node-version"),
      if: ifGiven("node-version"),
    },
    {
      uses: "actions/setup-python@v5",
      input: "python-version",
      version: input("python-version"),
      if: ifGiven("python-version"),
    },
    {
      uses: "actions/setup-go@v5",
      input: "go-version",
      version: input("go-version"),
      if: ifGiven("go-version"),
    },
  ],
  budget: input("budget"),
  shards: "inputs.shards",
})}`;
