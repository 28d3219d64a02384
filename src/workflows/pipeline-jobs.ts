import { MAX_MATRIX_GROUPS } from "../action/matrix-groups.js";
import { HISTORY_REF } from "../flaky/quarantine-list.js";
import {
  legJob,
  partialsDownload,
  partialsInput,
  timingsSave,
  verifyCondition,
} from "./shard-jobs.js";
import { yamlValue } from "./yaml-value.js";

/** A setup-* step a job runs before fix-loop installs the project (setup-node, setup-python...). */
export interface ToolchainStep {
  uses: string;
  input: string;
  version: string;
  /** Set in the reusable workflow, where an empty version input means "not this toolchain". */
  if?: string;
}

/**
 * What differs between the reusable workflow and a project's expanded copy of the same jobs:
 * each value is a literal (the expanded copy) or an expression over the reusable workflow's
 * inputs. tests, sha and strategy are the app's `/fix` dispatch (see `dispatched`).
 */
export interface PipelineValues {
  /** The fix-loop Action, as a step's `uses:`. */
  action: string;
  runsOn: string;
  /** The project folder in verify and fix, where the repository is checked out at the root. */
  workingDirectory: string;
  /** The same folder in check and publish, where the repository is checked out at repo/. */
  repoWorkingDirectory: string;
  /** The config file from the repository root: what check checks out of the default branch. */
  policyFile: string;
  setup: string;
  toolchains: readonly ToolchainStep[];
  budget: string;
  /**
   * The number of verify's legs, an expression's inside (`inputs.shards`) or a number: above
   * 1, the legs run the tests and verify merges them (src/workflows/shard-jobs.ts).
   */
  shards: string;
  /**
   * The commits verify, its legs and fix check out (`inputs.fetch-depth`, or a number): 0, all of
   * them, lets the Action's base: auto find a pull request's base; 1 leaves triage without it.
   */
  fetchDepth: string;
}

const PROJECT_STEPS_INDENT = "      ";

/**
 * A value of the app's `/fix` workflow_dispatch: an input of the workflow (the expanded copy's
 * dispatch inputs; the reusable workflow's, where a caller passes them), else the dispatch the
 * caller received. In a called workflow `github` is the caller's context, so a caller that only
 * declares the dispatch inputs forwards them without a line of `with:`.
 */
const dispatched = (name: "tests" | "sha" | "strategy") =>
  `inputs.${name} || github.event.inputs.${name}`;

function toolchainSteps(steps: readonly ToolchainStep[]): string {
  return steps
    .map((step) => {
      const lines = [`- uses: ${step.uses}`];
      if (step.if) lines.push(`  if: ${step.if}`);
      lines.push("  with:", `    ${step.input}: ${yamlValue(step.version)}`);
      return lines.map((line) => `${PROJECT_STEPS_INDENT}${line}\n`).join("");
    })
    .join("");
}

/**
 * The four jobs of the pipeline (docs/security-model.md), each with only what it needs:
 * verify runs the tests with no token and no secret; fix (a matrix, one root cause each) holds
 * the Anthropic key and nothing else and hands on a fix bundle; check applies each bundle on a
 * fresh runner against the default branch's policy and runs the tests; publish, the only job
 * with a write token, runs no code of the repository. The one source of these jobs: the
 * reusable workflow and `fix-loop init --expanded` both render them from here.
 */
export function pipelineJobs(v: PipelineValues): string {
  const value = (text: string) => yamlValue(text);
  const toolchains = toolchainSteps(v.toolchains);
  const policy = policyCheckout(value(v.policyFile));
  const history = historyCheckout();
  const shards = v.shards;
  // A workflow written for one runner (init --expanded: the literal 1) carries no leg or merge part.
  const sharded = shards !== "1";
  const legs = sharded
    ? legJob({
        ...v,
        shards,
        history,
        toolchains,
        historyFolder: HISTORY_FOLDER,
        tests: dispatched("tests"),
        sha: dispatched("sha"),
        fetchDepth: v.fetchDepth,
      })
    : "";
  return `jobs:
${legs}  # Runs the branch's tests: no GitHub token, no secret.
  verify:
${sharded ? verifyCondition(shards) : "    if: inputs.plan == ''\n"}    runs-on: ${value(v.runsOn)}
    timeout-minutes: 15
    permissions:
      contents: read
    outputs:
      groups: \${{ steps.verify.outputs.groups }}
      group-tests: \${{ steps.verify.outputs.group-tests }}
      sha: \${{ steps.sha.outputs.sha }}
    steps:
      - uses: actions/checkout@v4
        with:
          ref: \${{ ${dispatched("sha")} || github.event.pull_request.head.sha || github.sha }}
          # Every commit (0): triage blames what changed since the pull request's base (base: auto).
          fetch-depth: ${v.fetchDepth}
          persist-credentials: false
      - id: sha
        run: echo "sha=$(git rev-parse HEAD)" >> "$GITHUB_OUTPUT"
${history}${toolchains}${sharded ? partialsDownload() : ""}      - id: verify
        uses: ${v.action}
        # A red verify is what the fix jobs are for: let the job finish so its outputs feed them.
        continue-on-error: true
        with:
          mode: verify
          history-folder: ${HISTORY_FOLDER}
          working-directory: ${value(v.workingDirectory)}
          setup: ${value(v.setup)}
          tests: \${{ ${dispatched("tests")} }}
          sha: \${{ ${dispatched("sha")} }}
${sharded ? partialsInput() + timingsSave(v.workingDirectory) : ""}
  # The agent, one job per root cause: the Anthropic key and contents: read, nothing else. It
  # hands on a fix bundle artifact; it pushes nothing and opens nothing.
  fix:
    needs: verify
    if: >-
      !cancelled() && needs.verify.outputs.groups != '' && needs.verify.outputs.groups != '[]' &&
      (github.event_name != 'pull_request' || github.event.pull_request.head.repo.full_name == github.repository)
    runs-on: ${value(v.runsOn)}
    timeout-minutes: 45
    permissions:
      contents: read
    strategy:
      fail-fast: false
      max-parallel: 4
      matrix:
        group: \${{ fromJSON(needs.verify.outputs.groups) }}
    steps:
      - uses: actions/checkout@v4
        with:
          ref: \${{ needs.verify.outputs.sha }}
          # As verify's: the fix job's triage must group the failures as verify did.
          fetch-depth: ${v.fetchDepth}
          persist-credentials: false
${history}${toolchains}      - id: fix
        uses: ${v.action}
        with:
          mode: fix
          history-folder: ${HISTORY_FOLDER}
          working-directory: ${value(v.workingDirectory)}
          setup: ${value(v.setup)}
          groups: \${{ matrix.group }}
          tests: \${{ ${dispatched("tests")} }}
          strategy: \${{ ${dispatched("strategy")} }}
          sha: \${{ needs.verify.outputs.sha }}
          anthropic-api-key: \${{ secrets.ANTHROPIC_API_KEY }}
          artifact-name: fix-loop-results-\${{ matrix.group }}
          budget-usd: ${value(v.budget)}

  # A fresh runner the agent never touched, one job per group: the bundle applied to the pinned
  # commit (or refused), then the same install as verify, then the tests. No secret, no cache.
  check:
    needs: [verify, fix]
    if: \${{ !cancelled() && needs.fix.result != 'skipped' }}
    runs-on: ${value(v.runsOn)}
    timeout-minutes: 20
    permissions:
      contents: read
    strategy:
      fail-fast: false
      # Each leg writes verdict-<its index>: ${MAX_MATRIX_GROUPS} outputs are declared below, and verify hands
      # on at most ${MAX_MATRIX_GROUPS} groups (the rest are reported as not attempted this run).
      max-parallel: 4
      matrix:
        group: \${{ fromJSON(needs.verify.outputs.groups) }}
    outputs:
${verdictOutputs()}    steps:
${bundleSteps("needs.verify.outputs.sha", `fix-loop-bundle-\${{ matrix.group }}`, policy)}${history}${toolchains}      - id: check
        uses: ${v.action}
        with:
          mode: check
          history-folder: ${HISTORY_FOLDER}
          working-directory: ${value(v.repoWorkingDirectory)}
          setup: ${value(v.setup)}
          bundles: \${{ runner.temp }}/bundles
          policy-config: ${value(`policy/${v.policyFile}`)}
          group-tests: \${{ needs.verify.outputs.group-tests }}
          sha: \${{ needs.verify.outputs.sha }}
          verdict-output: verdict-\${{ strategy.job-index }}

  # The only job with a write token. It runs no code of the repository: no install, no test.
  publish:
    needs: [verify, check]
    if: \${{ !cancelled() && needs.check.result != 'skipped' }}
    runs-on: ${value(v.runsOn)}
    timeout-minutes: 10
    permissions:
      contents: write
      pull-requests: write
      issues: write
    steps:
${bundleSteps("needs.verify.outputs.sha", "fix-loop-bundle-*", policy)}      - id: publish
        uses: ${v.action}
        with:
          mode: publish
          working-directory: ${value(v.repoWorkingDirectory)}
          github-token: \${{ secrets.GITHUB_TOKEN }}
          bundles: \${{ runner.temp }}/bundles
          policy-config: ${value(`policy/${v.policyFile}`)}
          verdict: \${{ toJSON(needs.check.outputs) }}
          groups: \${{ needs.verify.outputs.groups }}
          sha: \${{ needs.verify.outputs.sha }}
      - name: Fix pull requests
        env:
          PR_URLS: \${{ steps.publish.outputs.pr-urls }}
        run: echo "opened or updated $PR_URLS"
${planJobs(v, toolchains, policy)}`;
}

/**
 * With the plan input, these three run instead of the four above (verify does not run, so
 * neither does the rest): plan is shaped like fix (contents: read, the Anthropic key only) and
 * hands on one plan bundle of generated scripts waiting for review; plan-check holds it to the
 * plan rule on a fresh runner (new scripts under the tiers' globs, each # REVIEW: pending,
 * nothing else changed), installs the project and runs the scripts with the plan's checks in
 * check's sandbox; plan-publish opens a draft pull request labelled
 * fix-loop:review-tests whose body is the review summary.
 */
function planJobs(v: PipelineValues, toolchains: string, policy: string): string {
  const value = (text: string) => yamlValue(text);
  return `
  # The agent writes the plan's tests: the Anthropic key and contents: read, nothing else.
  plan:
    if: inputs.plan != ''
    runs-on: ${value(v.runsOn)}
    timeout-minutes: 45
    permissions:
      contents: read
    outputs:
      sha: \${{ steps.sha.outputs.sha }}
      bundled: \${{ steps.plan.outputs.bundled-groups }}
    steps:
      - uses: actions/checkout@v4
        with:
          ref: \${{ ${dispatched("sha")} || github.sha }}
          persist-credentials: false
      - id: sha
        run: echo "sha=$(git rev-parse HEAD)" >> "$GITHUB_OUTPUT"
${toolchains}      - id: plan
        uses: ${v.action}
        with:
          mode: plan
          plan: \${{ inputs.plan }}
          working-directory: ${value(v.workingDirectory)}
          setup: ${value(v.setup)}
          sha: \${{ ${dispatched("sha")} }}
          anthropic-api-key: \${{ secrets.ANTHROPIC_API_KEY }}
          budget-usd: ${value(v.budget)}

  # A fresh runner: the plan bundle applied to the pinned commit under the plan rule (or refused),
  # then the same install as verify, then its scripts run with the plan's checks, as in check.
  plan-check:
    needs: plan
    if: \${{ !cancelled() && needs.plan.outputs.bundled == '["plan"]' }}
    runs-on: ${value(v.runsOn)}
    timeout-minutes: 20
    permissions:
      contents: read
    outputs:
      verdict-0: \${{ steps.check.outputs.verdict-0 }}
    steps:
${bundleSteps("needs.plan.outputs.sha", "fix-loop-bundle-plan", policy)}${toolchains}      - id: check
        uses: ${v.action}
        with:
          mode: check
          working-directory: ${value(v.repoWorkingDirectory)}
          setup: ${value(v.setup)}
          bundles: \${{ runner.temp }}/bundles
          policy-config: ${value(`policy/${v.policyFile}`)}
          group-tests: "{}"
          sha: \${{ needs.plan.outputs.sha }}
          verdict-output: verdict-0

  # The review pull request: a write token, and no code of the repository runs.
  plan-publish:
    needs: [plan, plan-check]
    if: \${{ !cancelled() && needs.plan-check.result == 'success' }}
    runs-on: ${value(v.runsOn)}
    timeout-minutes: 10
    permissions:
      contents: write
      pull-requests: write
      issues: write
    steps:
${bundleSteps("needs.plan.outputs.sha", "fix-loop-bundle-plan", policy)}      - id: publish
        uses: ${v.action}
        with:
          mode: publish
          working-directory: ${value(v.repoWorkingDirectory)}
          github-token: \${{ secrets.GITHUB_TOKEN }}
          bundles: \${{ runner.temp }}/bundles
          policy-config: ${value(`policy/${v.policyFile}`)}
          verdict: \${{ toJSON(needs.plan-check.outputs) }}
          groups: plan
          sha: \${{ needs.plan.outputs.sha }}
`;
}

/** The pinned commit in repo/, the default branch's policy, and the bundles: where check and publish start. */
function bundleSteps(sha: string, pattern: string, policy: string): string {
  return `      - uses: actions/checkout@v4
        with:
          ref: \${{ ${sha} }}
          path: repo
          persist-credentials: false
${policy}      - uses: actions/download-artifact@v4
        with:
          pattern: ${pattern}
          path: \${{ runner.temp }}/bundles
`;
}

/** Check and publish read fix.protected from the default branch, never from the commit under repair. */
function policyCheckout(policyFile: string): string {
  return `      # The policy (fix.protected) from the default branch, never from the commit under repair.
      - uses: actions/checkout@v4
        with:
          ref: \${{ github.event.repository.default_branch }}
          path: policy
          sparse-checkout: ${policyFile}
          sparse-checkout-cone-mode: false
          persist-credentials: false
`;
}

/** Where verify, fix and check check out the app's history ref for the Action to read. */
export const HISTORY_FOLDER = ".fix-loop-history";

/**
 * The app's quarantine list and flake history (refs/fix-loop/history of the base repository,
 * for a pull request too), fetched with the job's own contents: read token before any step that
 * runs the project's code: the token is in this step's environment only (as actions/checkout
 * holds it for the checkout), so the Action reads the lists with no token in its step and no API
 * call, and removes the folder before its setup input runs. Before the app's first run there is
 * no such ref: git says so at once (actions/checkout would retry for 20 to 40 s) and the folder
 * holds an empty repository, which the Action reads as no history.
 */
export const HISTORY_FETCH = [
  `git init -q ${HISTORY_FOLDER}`,
  'basic=$(printf "x-access-token:%s" "$TOKEN" | base64 -w0)',
  `GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=http.extraheader GIT_CONFIG_VALUE_0="AUTHORIZATION: basic $basic" git -C ${HISTORY_FOLDER} fetch -q --depth=1 --no-tags "$GITHUB_SERVER_URL/$GITHUB_REPOSITORY" ${HISTORY_REF} && git -C ${HISTORY_FOLDER} checkout -q FETCH_HEAD || echo "no flake history yet: the fix-loop app writes ${HISTORY_REF} on its first run"`,
].join("\n");

function historyCheckout(): string {
  return `      # The app's quarantine list, before any code of the commit runs (absent before its first run).
      - name: fix-loop history
        env:
          TOKEN: \${{ github.token }}
        run: |
${HISTORY_FETCH.split("\n")
  .map((line) => `          ${line}`)
  .join("\n")}
`;
}

function verdictOutputs(): string {
  return Array.from(
    { length: MAX_MATRIX_GROUPS },
    (_, index) => `      verdict-${index}: \${{ steps.check.outputs.verdict-${index} }}\n`,
  ).join("");
}
