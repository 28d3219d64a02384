import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  HISTORY_REF
} from "./cli-chunk-6FLEAX6B.js";
import {
  DEFAULT_RESULTS_PATH
} from "./cli-chunk-6PHKATC7.js";
import "./cli-chunk-HTK4JMDN.js";
import {
  RUNNERS,
  addDevDependencyCommand,
  buildBeforeTests,
  builds,
  ciGoVersions,
  ciNodeMajors,
  ciStepRun,
  ciStepsBeforeTests,
  ciTestEnv,
  hardenedGit,
  installedManifest,
  nodeInstallCommand,
  preparationWords,
  pytest,
  readPackageJson,
  readText,
  runScriptCommand,
  runnerScript,
  scriptArguments,
  scriptWrapper,
  stepsLeftOut
} from "./cli-chunk-5WQFVKAQ.js";
import {
  UsageError
} from "./cli-chunk-RN5MXAFM.js";
import "./cli-chunk-UWZEYOYF.js";
import {
  EXIT
} from "./cli-chunk-WY6TZE2W.js";
import "./cli-chunk-KUUEXE4X.js";
import {
  DEFAULT_CONFIG_PATH,
  configAbove,
  existsIn,
  require_dist
} from "./cli-chunk-JFX3ZYDB.js";
import "./cli-chunk-F4DRHIDZ.js";
import "./cli-chunk-W62CTSZ5.js";
import {
  joinShell,
  quoteShell,
  simpleCommands,
  splitShell,
  unquote
} from "./cli-chunk-J3ZY42EI.js";
import "./cli-chunk-TIJRPXKD.js";
import "./cli-chunk-IR6XB55K.js";
import "./cli-chunk-7R7BV2GB.js";
import {
  __toESM
} from "./cli-chunk-T23RE6E6.js";

// src/workflows/fix-loop-home.ts
var HOME = "org/fix-loop";
var TAG = "v1";
var ACTION_REF = `${HOME}@${TAG}`;
var REUSABLE_WORKFLOW_PATH = ".github/workflows/pipeline.yml";
var REUSABLE_WORKFLOW_REF = `${HOME}/${REUSABLE_WORKFLOW_PATH}@${TAG}`;
function configFileOf(workingDirectory) {
  return workingDirectory === "." ? ".github/fix-loop.yml" : `${workingDirectory}/.github/fix-loop.yml`;
}

// src/init/next-steps.ts
var FIX_LOOP_REPOSITORY = ACTION_REF.split("@")[0];
function nextSteps(facts, expanded, workingDirectory = ".", defaultBranch2 = "main") {
  const steps = [];
  const committed = [
    ".github/",
    ...facts.tier ? [] : [".fix-loop/tests/"],
    ...workingDirectory === "." ? [] : ["the repository root's .github/workflows/fix-loop.yml"]
  ].join(" and ");
  const runOutput = [DEFAULT_RESULTS_PATH, ...facts.tier ? [facts.tier.junit] : []];
  if (facts.tier && facts.tier.missing.length > 0) {
    steps.push(
      `add ${facts.tier.missing.join(" and ")}, which the ${facts.tier.runner} tier's JUnit report needs: ${facts.addDevDependency ?? "npm install --save-dev"} ${facts.tier.missing.join(" ")}`
    );
  }
  steps.push(
    facts.tier ? `run fix-loop verify: it runs the ${facts.tier.runner} tests through the tier written in .github/fix-loop.yml (on a branch, \`fix-loop verify --base ${defaultBranch2}\` blames a failure on the functions the branch changed first)` : facts.unread ? `your tests run with ${facts.unread.name}, whose report fix-loop does not read, and the tier written only checks that package.json is there: give .github/fix-loop.yml a tier whose command writes JUnit XML, such as \`${facts.unread.command}\` with \`junit: reports/junit.xml\`${facts.unread.needs ? ` (${facts.addDevDependency ?? "npm install --save-dev"} ${facts.unread.needs})` : ""}, then run fix-loop verify` : "no test runner found: edit the tiers of .github/fix-loop.yml, then run fix-loop verify",
    ...facts.tier?.behind ? [
      `know what the tier leaves out: your test script runs \`${facts.tier.behind}\`, which init does not read, so the tier runs ${facts.tier.runner} by itself; whatever else that script does (a build, lint, type checks) fix-loop does not run: put a build the tests need before the tier's command, and leave the checks to your CI`
    ] : [],
    ...facts.tier?.builtFirst?.length ? [
      `know what the tier runs first: ${listed(facts.tier.builtFirst.map((step) => `\`${step}\``))}, as your test script does, so every run and every \`run:\` line builds first (and needs what the build needs installed); where the tests import the source, not the build, take it out of the tier's command`
    ] : [],
    ...facts.tier?.leftOut?.length ? [
      `know what the tier leaves out: your test script also runs ${listed(facts.tier.leftOut.map(asCode))}; fix-loop does not run ${facts.tier.leftOut.length === 1 ? "it" : "them"} and leaves ${facts.tier.leftOut.length === 1 ? "it" : "them"} to your CI`
    ] : [],
    ...facts.preparation?.length ? [
      `know what your CI does before its tests that the workflow's \`setup:\` does not: ${listed(facts.preparation.map(preparationWords))}; where the tests need it, add it to \`setup:\` in .github/workflows/fix-loop.yml`
    ] : [],
    `keep what a run writes out of git: add ${listed(runOutput)} to .gitignore`,
    "add the Anthropic key as a repository secret: gh secret set ANTHROPIC_API_KEY",
    `commit ${committed}: ${expanded ? "the workflow holds the pipeline's four jobs; compare it with fix-loop's on each release" : "the workflow calls fix-loop's reusable workflow, pinned to @v1"}; first change ${FIX_LOOP_REPOSITORY} in it to the repository you keep fix-loop in`,
    "install the fix-loop app on the repository for issues, PR summaries and /fix (fix-loop's docs/app.md)"
  );
  return steps.map((step, index) => `  ${index + 1}. ${step}`).join("\n");
}
function asCode(step) {
  const wrapper = /^(.*) (\(around [\w-]+\))$/.exec(step);
  return wrapper ? `\`${wrapper[1]}\` ${wrapper[2]}` : `\`${step}\``;
}
function listed(items) {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

// src/cli/init.ts
import { access as access2, chmod, mkdir, writeFile } from "node:fs/promises";
import path5 from "node:path";

// src/init/default-branch.ts
var FALLBACK_BRANCH = "main";
async function defaultBranch(repositoryRoot2) {
  const remoteHead = await gitLine(repositoryRoot2, [
    "symbolic-ref",
    "--quiet",
    "--short",
    "refs/remotes/origin/HEAD"
  ]);
  if (remoteHead?.startsWith("origin/")) return remoteHead.slice("origin/".length);
  for (const branch of ["main", "master"]) {
    if (await gitLine(repositoryRoot2, ["rev-parse", "--verify", "--quiet", `refs/heads/${branch}`]))
      return branch;
  }
  return FALLBACK_BRANCH;
}
async function gitLine(cwd, args) {
  const out = await hardenedGit(cwd, args).catch(() => "");
  return out.trim() || null;
}

// src/init/detect-project.ts
import { readdir as readdir2 } from "node:fs/promises";
import path3 from "node:path";

// src/action/matrix-groups.ts
var MAX_MATRIX_GROUPS = 8;

// src/workflows/yaml-value.ts
var import_yaml = __toESM(require_dist(), 1);
function yamlValue(value) {
  const text = (0, import_yaml.stringify)(value, { lineWidth: 0 }).trimEnd();
  return text.includes("\n") ? JSON.stringify(value) : text;
}

// src/workflows/shard-jobs.ts
var MAX_WORKFLOW_LEGS = 16;
var TIMINGS_FOLDER = ".fix-loop-timings";
function legList(shards) {
  const lists = Array.from(
    { length: MAX_WORKFLOW_LEGS + 1 },
    (_, total) => Array.from({ length: total }, (_2, i) => i + 1)
  );
  return `\${{ fromJSON('${JSON.stringify(lists)}')[${shards}] }}`;
}
function legJob(v) {
  return `  # With shards above 1: each leg runs its share of the tests (no token, no secret) and uploads
  # its partial results; verify below merges them and triages once.
  verify-leg:
    if: inputs.plan == '' && ${v.shards} > 1
    runs-on: ${yamlValue(v.runsOn)}
    timeout-minutes: 15
    permissions:
      contents: read
    strategy:
      fail-fast: false
      matrix:
        leg: ${legList(v.shards)}
    steps:
      - uses: actions/checkout@v4
        with:
          ref: \${{ ${v.sha} || github.event.pull_request.head.sha || github.sha }}
          # As verify's: the leg's retries cover what the merge names by the change (base: auto).
          fetch-depth: ${v.fetchDepth}
          persist-credentials: false
      # The default branch's last results: the legs' split by time (none yet: by count).
      - uses: actions/cache/restore@v4
        with:
          path: ${TIMINGS_FOLDER}
          key: fix-loop-timings-\${{ github.sha }}
          restore-keys: fix-loop-timings-
${v.history}${v.toolchains}      - uses: ${v.action}
        with:
          mode: verify
          history-folder: ${v.historyFolder}
          working-directory: ${yamlValue(v.workingDirectory)}
          setup: ${yamlValue(v.setup)}
          tests: \${{ ${v.tests} }}
          sha: \${{ ${v.sha} }}
          shard: \${{ matrix.leg }}/\${{ ${v.shards} }}
          timings: \${{ github.workspace }}/${TIMINGS_FOLDER}/results.json

`;
}
function verifyCondition(shards) {
  return `    needs: verify-leg
    if: \${{ !cancelled() && inputs.plan == '' }}
    # With shards above 1 the legs' partials are merged here (the partials input); else the tests run here.
    env:
      FIX_LOOP_SHARDED: \${{ ${shards} > 1 }}
`;
}
function partialsDownload() {
  return `      - uses: actions/download-artifact@v4
        if: env.FIX_LOOP_SHARDED == 'true'
        with:
          pattern: fix-loop-partial-*
          merge-multiple: true
          path: \${{ runner.temp }}/partials
`;
}
var partialsInput = () => `          partials: \${{ env.FIX_LOOP_SHARDED == 'true' && format('{0}/partials', runner.temp) || '' }}
`;
function timingsSave(workingDirectory) {
  return `      - name: keep the times for the next split
        if: env.FIX_LOOP_SHARDED == 'true' && github.ref_name == github.event.repository.default_branch
        working-directory: ${yamlValue(workingDirectory)}
        run: if [ -f .fix-loop/results.json ]; then mkdir -p "$GITHUB_WORKSPACE/${TIMINGS_FOLDER}" && cp .fix-loop/results.json "$GITHUB_WORKSPACE/${TIMINGS_FOLDER}/"; fi
      - uses: actions/cache/save@v4
        if: env.FIX_LOOP_SHARDED == 'true' && github.ref_name == github.event.repository.default_branch
        with:
          path: ${TIMINGS_FOLDER}
          key: fix-loop-timings-\${{ github.run_id }}
`;
}

// src/workflows/pipeline-jobs.ts
var PROJECT_STEPS_INDENT = "      ";
var dispatched = (name) => `inputs.${name} || github.event.inputs.${name}`;
function toolchainSteps(steps) {
  return steps.map((step) => {
    const lines = [`- uses: ${step.uses}`];
    if (step.if) lines.push(`  if: ${step.if}`);
    lines.push("  with:", `    ${step.input}: ${yamlValue(step.version)}`);
    return lines.map((line) => `${PROJECT_STEPS_INDENT}${line}
`).join("");
  }).join("");
}
function pipelineJobs(v) {
  const value = (text) => yamlValue(text);
  const toolchains = toolchainSteps(v.toolchains);
  const policy = policyCheckout(value(v.policyFile));
  const history = historyCheckout();
  const shards = v.shards;
  const sharded = shards !== "1";
  const legs = sharded ? legJob({
    ...v,
    shards,
    history,
    toolchains,
    historyFolder: HISTORY_FOLDER,
    tests: dispatched("tests"),
    sha: dispatched("sha"),
    fetchDepth: v.fetchDepth
  }) : "";
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
function planJobs(v, toolchains, policy) {
  const value = (text) => yamlValue(text);
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
function bundleSteps(sha, pattern, policy) {
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
function policyCheckout(policyFile) {
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
var HISTORY_FOLDER = ".fix-loop-history";
var HISTORY_FETCH = [
  `git init -q ${HISTORY_FOLDER}`,
  'basic=$(printf "x-access-token:%s" "$TOKEN" | base64 -w0)',
  `GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=http.extraheader GIT_CONFIG_VALUE_0="AUTHORIZATION: basic $basic" git -C ${HISTORY_FOLDER} fetch -q --depth=1 --no-tags "$GITHUB_SERVER_URL/$GITHUB_REPOSITORY" ${HISTORY_REF} && git -C ${HISTORY_FOLDER} checkout -q FETCH_HEAD || echo "no flake history yet: the fix-loop app writes ${HISTORY_REF} on its first run"`
].join("\n");
function historyCheckout() {
  return `      # The app's quarantine list, before any code of the commit runs (absent before its first run).
      - name: fix-loop history
        env:
          TOKEN: \${{ github.token }}
        run: |
${HISTORY_FETCH.split("\n").map((line) => `          ${line}`).join("\n")}
`;
}
function verdictOutputs() {
  return Array.from(
    { length: MAX_MATRIX_GROUPS },
    (_, index) => `      verdict-${index}: \${{ steps.check.outputs.verdict-${index} }}
`
  ).join("");
}

// src/workflows/project-workflows.ts
var DEFAULT_NODE_VERSION = "24";
var PLAN_DISPATCH_INPUT = `      plan:
        description: A markdown test plan; given, fix-loop writes its tests for review instead
        default: ""
`;
var triggers = (branch, plan = "") => `on:
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
var callerTriggers = (branch) => `on:
  push:
    branches: [${yamlValue(branch)}]
  pull_request:
  # The fix-loop app's /fix dispatches the tests, the approved sha and a strategy (by hand: all tests).
  workflow_dispatch: { inputs: { tests: {}, sha: {}, strategy: {} } }

permissions: {}

concurrency: fix-loop-\${{ github.ref }}
`;
function callerWorkflow(project) {
  const given = [
    ["working-directory", project.workingDirectory === "." ? null : project.workingDirectory],
    ["setup", project.setup],
    [
      "node-version",
      project.nodeVersion === DEFAULT_NODE_VERSION ? null : project.nodeVersion ?? ""
    ],
    ["python-version", project.pythonVersion],
    ["go-version", project.goVersion]
  ];
  const withLines = given.filter((entry) => entry[1] !== null).map(([name, value]) => `      ${name}: ${yamlValue(value)}
`).join("");
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
${withLines ? `    with:
${withLines}` : ""}    secrets:
      ANTHROPIC_API_KEY: \${{ secrets.ANTHROPIC_API_KEY }}
`;
}
function expandedWorkflow(project) {
  const toolchains = [];
  if (project.nodeVersion !== null)
    toolchains.push({
      uses: "actions/setup-node@v4",
      input: "node-version",
      version: project.nodeVersion
    });
  if (project.pythonVersion !== null)
    toolchains.push({
      uses: "actions/setup-python@v5",
      input: "python-version",
      version: project.pythonVersion
    });
  if (project.goVersion !== null)
    toolchains.push({
      uses: "actions/setup-go@v5",
      input: "go-version",
      version: project.goVersion
    });
  const values = {
    action: ACTION_REF,
    runsOn: "ubuntu-latest",
    workingDirectory: project.workingDirectory,
    repoWorkingDirectory: project.workingDirectory === "." ? "repo" : `repo/${project.workingDirectory}`,
    policyFile: configFileOf(project.workingDirectory),
    setup: project.setup ?? "",
    toolchains,
    budget: "5",
    // Above 1, verify's tests run in that many legs and one merge triages them.
    shards: "1",
    // Every commit: triage blames what a pull request changed since its base (1 turns it off).
    fetchDepth: "0"
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

// src/init/go-version.ts
var TIER_GO_FLOOR = [1, 17];
function goVersionFor(goMod, tested = []) {
  const line = goMod.match(/^go\s+(\d+)\.(\d+)((?:\.\d+)?)/m);
  if (!line) return "stable";
  const declared = [Number(line[1]), Number(line[2])];
  const floor = newer(declared, TIER_GO_FLOOR) ? declared : TIER_GO_FLOOR;
  const ci = tested.find((version) => newer(version, floor));
  if (ci) return ci.join(".");
  return floor === declared ? `${declared.join(".")}${line[3]}` : floor.join(".");
}
function newer(a, b) {
  return a[0] > b[0] || a[0] === b[0] && a[1] >= b[1];
}

// src/init/node-version.ts
var OLDEST_HOSTED_NODE = 20;
var RUNNER_FLOORS = {
  jest: { 27: "10.13", 28: "12.13", 29: "14.15", 30: "18.14" },
  vitest: { 1: "18", 2: "18", 3: "18", 4: "20" },
  mocha: { 9: "12", 10: "14", 11: "18.18" },
  tap: { 16: "14", 18: "16", 19: "16", 21: "20" }
};
async function nodeVersionFor(root, pkg, runnerPackage) {
  for (const file of [".nvmrc", ".node-version"]) {
    const text = (await readText(root, file))?.trim().replace(/^v/, "");
    if (text) return text;
  }
  const project = lowestVersion(pkg.engines?.node);
  if (project === null) {
    const tested2 = (await ciNodeMajors(root)).find((ci) => ci >= OLDEST_HOSTED_NODE);
    return tested2 === void 0 ? null : String(tested2);
  }
  const runner = runnerPackage ? await runnerFloor(root, pkg, runnerPackage) : null;
  const major = Math.max(project[0], ceilingMajor(runner), OLDEST_HOSTED_NODE);
  const tested = (await ciNodeMajors(root)).find((ci) => ci >= major);
  return String(tested ?? major);
}
function lowestVersion(range) {
  const found = range?.match(/(\d+)(?:\.(\d+))?/);
  return found ? [Number(found[1]), Number(found[2] ?? 0)] : null;
}
function ceilingMajor(floor) {
  return floor?.[0] ?? 0;
}
async function runnerFloor(root, pkg, name) {
  const installed = await installedManifest(root, name);
  if (installed) return lowestVersion(installed.engines?.node);
  const declared = { ...pkg.dependencies, ...pkg.devDependencies }[name];
  const major = lowestVersion(declared)?.[0];
  const floor = major === void 0 ? void 0 : RUNNER_FLOORS[name]?.[major];
  return floor ? lowestVersion(floor) : null;
}
var NODE_TEST_GLOBS = 22;
function nodeForTestGlobs(command, version) {
  const quotedGlob = /\bnode\b[^|;&]*\s--test\b[^|;&]*(['"])[^'"]*\*[^'"]*\1/.test(command);
  const major = Number(/^v?(\d+)/.exec(version)?.[1]);
  return quotedGlob && major < NODE_TEST_GLOBS ? String(NODE_TEST_GLOBS) : version;
}

// src/init/own-coverage.ts
async function coversItself(root, coverage) {
  if (!coverage) return false;
  for (const config of coverage.configs) {
    const text = await readText(root, config);
    if (text !== null && coverage.on.test(text)) return true;
  }
  return false;
}

// src/init/pytest-paths.ts
import { existsSync } from "node:fs";
import path from "node:path";

// src/init/tox-testenv.ts
function toxTestenvEntries(tox, key) {
  if (!tox) return [];
  const entries = [];
  let section = "";
  let inKey = false;
  for (const raw of tox.split(/\r?\n/)) {
    const line = raw.replace(/\s+[#;].*$/, "");
    const header = /^\[([^\]]+)\]\s*$/.exec(line);
    if (header) {
      section = header[1]?.trim() ?? "";
      inKey = false;
      continue;
    }
    if (section !== "testenv") continue;
    const entry = /^(\w[\w-]*)\s*=\s*(.*)$/.exec(line);
    if (entry) {
      inKey = entry[1] === key;
      if (inKey && entry[2]?.trim()) entries.push(entry[2].trim());
      continue;
    }
    if (inKey && /^\s+\S/.test(line)) entries.push(line.trim());
    else if (line.trim() !== "") inKey = false;
  }
  return entries;
}

// src/init/pytest-paths.ts
var RUNS_PYTEST = /\b(?:pytest|py\.test)\b/;
var VALUE_OPTIONS = pytest.commandLine.valueOptions;
var COLLECTION_OPTIONS = /* @__PURE__ */ new Map([
  ["--doctest-modules", false],
  ["--doctest-glob", true],
  ["--doctest-continue-on-failure", false],
  ["-m", true],
  ["--ignore", true],
  ["--ignore-glob", true],
  ["--deselect", true]
]);
async function ciPytestSelection(root, tox) {
  const inTree = (each) => each !== "." && !each.startsWith("..") && existsSync(path.join(root, each));
  const run = await ciStepRun(root, RUNS_PYTEST);
  let folder = ".";
  for (const line of run?.split("\n") ?? []) {
    for (const written of simpleCommands(line) ?? []) {
      const words = written.map(unquote);
      if (words[0] === "cd" && words.length === 2) {
        folder = joined(folder, words[1] ?? "");
        continue;
      }
      if (pytest.commandLine.start(words) === null) continue;
      return selectionOf(written, (word) => joined(folder, word), inTree, [folder]);
    }
  }
  return toxSelection(root, tox, inTree);
}
function toxSelection(root, tox, inTree) {
  const changedir = toxPath(toxTestenvEntries(tox, "changedir")[0] ?? ".", ".", root);
  for (const entry of toxTestenvEntries(tox, "commands")) {
    const line = entry.replace(/\{posargs(?::([^}]*))?\}/g, (_, given) => given ?? "");
    for (const written of simpleCommands(line) ?? []) {
      if (pytest.commandLine.start(written.map(unquote)) === null) continue;
      return selectionOf(written, (word) => toxPath(word, changedir, root), inTree, []);
    }
  }
  return { paths: [], options: [] };
}
function toxPath(word, changedir, root) {
  const rooted = /^\{(?:tox_root|toxinidir)\}\/?(.*)$/.exec(word);
  if (rooted) return joined(".", rooted[1] ?? "");
  const installed = /^\{(?:env_site_packages_dir|envsitepackagesdir)\}\/?(.*)$/.exec(word);
  if (installed) {
    const name = installed[1] ?? "";
    return existsSync(path.join(root, "src", name)) ? joined("src", name) : joined(".", name);
  }
  return joined(changedir, word);
}
function selectionOf(written, place, inTree, fallback) {
  const words = written.map(unquote);
  const start = pytest.commandLine.start(words) ?? words.length;
  const args = scriptArguments(written.join(" "), pytest.commandLine, VALUE_OPTIONS).args;
  const named = args.map(unquote).filter((word) => !word.startsWith("-")).map((word) => place(word.split("::")[0] ?? word)).filter(inTree);
  return {
    paths: [...new Set(named.length > 0 ? named : fallback.filter(inTree))],
    options: collectionOptions(written.slice(start))
  };
}
function collectionOptions(written) {
  const kept = [];
  for (let at = 0; at < written.length; at++) {
    const word = written[at] ?? "";
    const [name = "", value] = unquote(word).split(/=(.*)/s);
    const takesValue = COLLECTION_OPTIONS.get(name);
    if (takesValue === void 0) continue;
    if (!takesValue) kept.push(name);
    else if (value !== void 0) kept.push(word);
    else if (written[at + 1] !== void 0) kept.push(`${name} ${written[++at]}`);
  }
  return kept;
}
function joined(folder, word) {
  return path.posix.normalize(path.posix.join(folder, word)).replace(/\/+$/, "");
}

// src/init/python-unittest.ts
import { readdir } from "node:fs/promises";
import path2 from "node:path";
var MOST_FILES = 20;
var TEST_FILE = /^(?:test_.*|.*_test)\.py$/;
async function usesUnittest(root, configs) {
  if (configs.some((text) => /\bunittest\b/.test(text ?? ""))) return true;
  let read = 0;
  for (const folder of ["tests", "test"]) {
    const entries = await readdir(path2.join(root, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || !TEST_FILE.test(entry.name) || read >= MOST_FILES) continue;
      read += 1;
      const text = await readText(root, `${folder}/${entry.name}`);
      if (/^\s*(?:import unittest\b|from unittest\b)/m.test(text ?? "")) return true;
    }
  }
  return false;
}

// src/init/tier-env-of-command.ts
var ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/;
var EXPANDS = /[$`*?[~]/;
function tierEnvOfCommand(command, names) {
  const parts = splitShell(command);
  if (!parts) return { command, env: {} };
  const env = {};
  const kept = [];
  let atStart = true;
  for (const part of parts) {
    if ("operator" in part) atStart = true;
    else if ("word" in part && atStart) {
      const name = ASSIGNMENT.exec(part.word)?.[1];
      const value = name ? unquote(part.word).slice(name.length + 1) : "";
      if (name && names.has(name) && !EXPANDS.test(value) && !(name in env)) {
        env[name] = value;
        continue;
      }
      atStart = false;
    }
    kept.push(part);
  }
  return { command: Object.keys(env).length > 0 ? joinShell(kept) : command, env };
}

// src/init/test-runner.ts
var REPORT_DIR = "reports";
var JUNIT_REPORT = `${REPORT_DIR}/junit.xml`;
function junitTier(runner, declared, script = "", coversItself2 = false) {
  const init = RUNNERS[runner].init;
  const { command, missing } = init.tier({
    has: (dependency) => declared(dependency) !== null,
    declared,
    script,
    report: JUNIT_REPORT,
    reportDir: REPORT_DIR
  });
  const off = coversItself2 && init.ownCoverage ? ` ${init.ownCoverage.off}` : "";
  const assigned = scriptArguments(script, RUNNERS[runner].commandLine, /* @__PURE__ */ new Set()).env;
  const own = tierEnvOfCommand(
    `${command}${off}`,
    new Set(assigned.map((word) => word.split("=")[0] ?? ""))
  );
  return {
    runner,
    command: own.command,
    env: own.env,
    junit: JUNIT_REPORT,
    missing,
    testPaths: [...init.testPaths]
  };
}

// src/init/tox-setenv.ts
var NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
function toxSetenv(tox) {
  const env = {};
  for (const entry of toxTestenvEntries(tox, "setenv")) take(entry, env);
  return env;
}
function take(entry, env) {
  const [name = "", ...rest] = entry.split("=");
  const key = name.trim();
  const value = rest.join("=").trim();
  if (!NAME.test(key) || key === "PYTHONPATH" || rest.length === 0 || value.includes("{")) return;
  env[key] = value;
}

// src/init/unread-runners.ts
var UNREAD = [
  {
    name: "ava",
    command: "npx ava --tap | npx tap-junit -o reports -n junit.xml",
    needs: "tap-junit"
  },
  {
    name: "tape",
    command: "npx tape 'test/**/*.js' | npx tap-junit -o reports -n junit.xml",
    needs: "tap-junit"
  }
];
function unreadRunner(testScript, dependencies) {
  const words = testScript.split(/[\s&|;()]+/);
  const found = UNREAD.find((runner) => words.includes(runner.name)) ?? UNREAD.find((runner) => runner.name in dependencies);
  return found ? { name: found.name, command: found.command, needs: found.needs ?? null } : null;
}

// src/init/detect-project.ts
async function detectProject(root) {
  const facts = await detectToolchain(root);
  const preparation = facts.tier ? await ciStepsBeforeTests(root) : [];
  return preparation.length > 0 ? { ...facts, preparation } : facts;
}
async function detectToolchain(root) {
  const pkg = await readPackageJson(root);
  if (pkg) return detectNode(root, pkg);
  const goMod = await readText(root, "go.mod");
  if (goMod !== null) return detectGo(goMod, await ciGoVersions(root));
  const python = await detectPython(root);
  if (python) return python;
  return {
    tier: null,
    setup: null,
    addDevDependency: null,
    nodeVersion: null,
    pythonVersion: null,
    goVersion: null
  };
}
var NODE_RUNNERS = Object.entries(RUNNERS).filter(
  ([, runner]) => runner.init?.language === "node"
);
var NPM_PLACEHOLDER = /^echo "Error: no test specified"/;
async function detectNode(root, pkg) {
  const dependencies = { ...pkg.dependencies, ...pkg.devDependencies };
  const declared = (name) => dependencies[name] ?? null;
  const has = (name) => declared(name) !== null;
  const namesRunner = (text) => NODE_RUNNERS.some(([, runner2]) => runner2.init?.inScript?.(text));
  const script = runnerScript(pkg.scripts ?? {}, namesRunner);
  const named = NODE_RUNNERS.find(([, runner2]) => runner2.init?.inScript?.(script));
  const listed2 = NODE_RUNNERS.find(([, runner2]) => has(runner2.init?.dependency ?? "\0"));
  const runner = (named ?? listed2)?.[0] ?? null;
  const init = runner ? RUNNERS[runner].init : null;
  const covers = await coversItself(root, init?.ownCoverage);
  const tier = runner ? junitTier(runner, declared, named ? script : "", covers) : null;
  if (tier) tier.env = { ...await ciTestEnv(root), ...tier.env };
  const pretest = buildBeforeTests(pkg.scripts ?? {}, await runScriptCommand(root));
  const steps = named ? stepsLeftOut(pkg.scripts ?? {}, namesRunner) : [];
  const scripts = pkg.scripts ?? {};
  const build = [...pretest ? [pretest] : [], ...steps.filter((step) => builds(step, scripts))];
  if (tier && build.length > 0) {
    tier.command = [...build, tier.command].join(" && ");
    tier.builtFirst = build;
  }
  if (tier) {
    const unbuilt = pkg.scripts?.pretest && !pretest ? [`pretest: ${pkg.scripts.pretest}`] : [];
    tier.leftOut = [...unbuilt, ...steps.filter((step) => !builds(step, scripts))];
    const own = scripts.test?.trim();
    if (!named && own && !NPM_PLACEHOLDER.test(own)) tier.behind = own;
    const wrapper = named ? scriptWrapper(script, RUNNERS[tier.runner].commandLine) : null;
    if (wrapper) tier.leftOut.push(`${wrapper} (around ${tier.runner})`);
  }
  const unread = tier ? null : unreadRunner(pkg.scripts?.test ?? "", dependencies);
  return {
    tier,
    ...unread ? { unread } : {},
    setup: await nodeInstallCommand(root),
    addDevDependency: await addDevDependencyCommand(root),
    // Like Python's 3.x and Go's stable: a Node project that pins no version still sets up Node.
    nodeVersion: nodeForTestGlobs(
      tier?.command ?? "",
      await nodeVersionFor(root, pkg, runnerPackageOf(runner)) ?? DEFAULT_NODE_VERSION
    ),
    pythonVersion: null,
    goVersion: null
  };
}
function runnerPackageOf(runner) {
  const found = runner ? RUNNERS[runner] : null;
  return found?.packages?.runner ?? found?.init?.dependency ?? null;
}
async function detectPython(root) {
  const pyproject = await readText(root, "pyproject.toml");
  const setupCfg = await readText(root, "setup.cfg");
  const tox = await readText(root, "tox.ini");
  const usesPytest = await existsIn(root, "pytest.ini") || await existsIn(root, "conftest.py") || /\[tool\.pytest|["'\s]pytest\b/.test(pyproject ?? "") || /\[tool:pytest\]/.test(setupCfg ?? "") || // tox's [pytest] section, or an environment that installs or runs it (`deps = pytest`,
  // `commands = py.test ...`), as cachetools' tox.ini is the only file to name pytest.
  /\bpy\.?test\b/.test(tox ?? "");
  const requirements = await firstExisting(root, ["requirements-dev.txt", "requirements.txt"]);
  const installable = /^\[project\]/m.test(pyproject ?? "") || await existsIn(root, "setup.py") || setupCfg !== null;
  const packages = ["pytest"];
  if (requirements) packages.push(`-r ${requirements}`);
  if (installable) packages.push(editableInstall(tox));
  const configs = [pyproject, setupCfg, tox, await readText(root, "pytest.ini")];
  const runsTests = usesPytest || await usesUnittest(root, configs);
  if (!runsTests && !requirements && !installable && pyproject === null) return null;
  const tier = runsTests ? junitTier("pytest", () => "*") : null;
  const chosen = tier ? await ciPytestSelection(root, tox) : { paths: [], options: [] };
  const collect = [...chosen.options, ...chosen.paths.map(quoteShell)];
  if (tier && collect.length > 0)
    tier.command = tier.command.replace(/\bpytest\b/, `pytest ${collect.join(" ")}`);
  if (tier) tier.env = { ...toxSetenv(tox), ...await ciTestEnv(root) };
  if (tier && await hasSrcLayout(root) && !configs.some((text) => /^\s*pythonpath\s*=/m.test(text ?? "")))
    tier.env = { ...tier.env, PYTHONPATH: "src" };
  return {
    tier,
    setup: `python3 -m pip install ${packages.join(" ")}`,
    addDevDependency: null,
    nodeVersion: null,
    pythonVersion: await pythonVersion(root, pyproject),
    goVersion: null
  };
}
function editableInstall(tox) {
  const extras = toxTestenvEntries(tox, "extras").flatMap((entry) => entry.split(/[\s,]+/)).filter((name) => /^[A-Za-z0-9][\w.-]*$/.test(name));
  return extras.length > 0 ? `-e '.[${[...new Set(extras)].join(",")}]'` : "-e .";
}
async function hasSrcLayout(root) {
  const entries = await readdir2(path3.join(root, "src"), { withFileTypes: true }).catch(() => []);
  for (const entry of entries)
    if (entry.isDirectory() && await existsIn(root, `src/${entry.name}/__init__.py`)) return true;
  return false;
}
async function firstExisting(root, names) {
  for (const name of names) if (await existsIn(root, name)) return name;
  return null;
}
var OLDEST_HOSTED_PYTHON_MINOR = 9;
async function pythonVersion(root, pyproject) {
  const pinned = (await readText(root, ".python-version"))?.trim();
  if (pinned) return pinned;
  const requires = pyproject?.match(/requires-python\s*=\s*["'][^"'\d]*(\d+)\.(\d+)/);
  if (!requires) return "3.x";
  const minor = Math.max(Number(requires[2]), OLDEST_HOSTED_PYTHON_MINOR);
  return requires[1] === "3" ? `3.${minor}` : `${requires[1]}.${requires[2]}`;
}
function detectGo(goMod, tested) {
  return {
    tier: junitTier("go", () => "*"),
    setup: "go mod download",
    addDevDependency: null,
    nodeVersion: null,
    pythonVersion: null,
    goVersion: goVersionFor(goMod, tested)
  };
}

// src/init/repository-root.ts
import { access } from "node:fs/promises";
import path4 from "node:path";
async function repositoryRoot(projectFolder) {
  const start = path4.resolve(projectFolder);
  for (let folder = start; ; folder = path4.dirname(folder)) {
    const found = await access(path4.join(folder, ".git")).then(
      () => true,
      () => false
    );
    if (found) return folder;
    if (path4.dirname(folder) === folder) return start;
  }
}

// src/init/starter-config.ts
var HEAD = `# fix-loop configuration: https://github.com/${HOME}/blob/main/docs/configuration.md
# Editors validate this file with schema/fix-loop.schema.json from the fix-loop package.

# Checked before anything else; a failure stops the run with exit code 3.
preflight:
  env: []                # variables that must be set, e.g. [DATABASE_URL]
  files: []              # files that must exist, e.g. [package.json]

# Services the tests need. fix-loop starts the ones with a start command, waits until the
# health probe passes (http://, tcp:// or cmd:), and stops them when it exits.
services: {}
#  api:
#    start: node server.js
#    health: http://127.0.0.1:8787/health
#    timeout: 10s

# Tiers run in order. A failing tier with on-failure: stop keeps later tiers from running;
# with on-failure: continue they still run.
tiers:
`;
var SCRIPT_TIER = `  - name: health
    on-failure: stop
    tests: .fix-loop/tests/tier0_health/*.sh
#  - name: features
#    on-failure: continue
#    command: npx vitest run --reporter=junit --outputFile=reports/junit.xml
#    junit: reports/junit.xml
`;
var DEFAULT_PROTECTED = ["tests/**", ".fix-loop/**", ".github/**"];
var EVERY_RUNNERS_TEST_PATHS = Object.values(RUNNERS).flatMap(
  (runner) => runner.init ? [...runner.init.testPaths] : []
);
function fixSection(tier) {
  const testPaths = tier ? tier.testPaths : EVERY_RUNNERS_TEST_PATHS;
  const protectedPaths = [.../* @__PURE__ */ new Set([...testPaths, ...DEFAULT_PROTECTED])];
  return `
# The fix loop (fix-loop fix): attempts per root cause and paths the agent must never edit.
fix:
  max-attempts: 3
  protected: [${protectedPaths.map((glob) => JSON.stringify(glob)).join(", ")}]
`;
}
function junitTierText(tier) {
  return `  # The project's own tests through ${tier.runner}'s JUnit report (found by fix-loop init).
  - name: tests
    on-failure: continue
    command: ${yamlValue(tier.command)}
    junit: ${tier.junit}
    timeout: 10m                 # the whole command's limit (without it: 60s, as for one test script)
${envLines(tier.env)}#  - name: health
#    on-failure: stop
#    tests: .fix-loop/tests/tier0_health/*.sh
`;
}
function envLines(env) {
  const entries = Object.entries(env);
  if (entries.length === 0) return "";
  const lines = entries.map(([name, value]) => `      ${name}: ${yamlValue(value)}
`).join("");
  return `    env:
${lines}`;
}
function starterConfig(tier) {
  return `${HEAD}${tier ? junitTierText(tier) : SCRIPT_TIER}${fixSection(tier)}`;
}

// src/cli/init.ts
var STARTER_TEST = `#!/usr/bin/env bash
# TEST: BT-001 - The project has a package manifest
# TIER: 0
# TIMEOUT: 10
#
# A test is any executable script: exit 0 passes. Lines starting PASS:, FAIL: and EVIDENCE:
# are the first thing a person (and the fix agent) reads when it fails.
set -euo pipefail

if [[ -f package.json || -f pyproject.toml || -f go.mod ]]; then
  echo "PASS: found a package manifest"
else
  echo "FAIL: no package.json, pyproject.toml or go.mod in $(pwd)"
  echo "EVIDENCE: $(ls | head -20 | tr '\\n' ' ')"
  exit 1
fi
`;
async function exists(file) {
  return access2(file).then(
    () => true,
    () => false
  );
}
async function initProject(options) {
  const facts = await detectProject(options.cwd);
  const root = await repositoryRoot(options.cwd);
  const workingDirectory = path5.relative(root, path5.resolve(options.cwd)) || ".";
  const project = { workingDirectory, defaultBranch: await defaultBranch(root), ...facts };
  const workflow = options.expanded ? expandedWorkflow(project) : callerWorkflow(project);
  const workflowPath = path5.relative(
    path5.resolve(options.cwd),
    path5.join(root, ".github/workflows/fix-loop.yml")
  );
  const files = [
    { path: options.configPath, content: starterConfig(facts.tier), mode: 420 },
    ...facts.tier ? [] : [
      {
        path: ".fix-loop/tests/tier0_health/test_manifest.sh",
        content: STARTER_TEST,
        mode: 493
      }
    ],
    { path: workflowPath, content: workflow, mode: 420 }
  ];
  if (!options.force) {
    const present = [];
    for (const file of files)
      if (await exists(path5.resolve(options.cwd, file.path))) present.push(file.path);
    if (present.length > 0) {
      const exist = `${present.join(" and ")} already exist${present.length === 1 ? "s" : ""}`;
      const above = present.includes(options.configPath) ? null : await configAbove(options.configPath, options.cwd);
      throw new UsageError(
        above === null ? `${exist}: pass --force to overwrite` : `${exist}: this repository's config is in ${above}, so run fix-loop there (or pass -C ${path5.relative(path5.resolve(options.cwd), above)}); to make this folder a project of its own, pass --force, which rewrites the workflow`
      );
    }
  }
  for (const file of files) {
    const absolute = path5.resolve(options.cwd, file.path);
    await mkdir(path5.dirname(absolute), { recursive: true });
    await writeFile(absolute, file.content);
    await chmod(absolute, file.mode);
  }
  return {
    written: files.map((file) => file.path),
    facts,
    workingDirectory,
    defaultBranch: project.defaultBranch
  };
}

// src/cli/init-command.ts
async function runInitCommand(args) {
  const { written, facts, workingDirectory, defaultBranch: defaultBranch2 } = await initProject({
    cwd: args.cwd,
    configPath: args.config ?? DEFAULT_CONFIG_PATH,
    force: args.force,
    expanded: args.expanded
  });
  console.log(
    `wrote ${written.join(" and ")}
next:
${nextSteps(facts, args.expanded, workingDirectory, defaultBranch2)}`
  );
  return EXIT.passed;
}
export {
  runInitCommand
};
