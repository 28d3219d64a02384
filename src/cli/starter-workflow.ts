/**
 * The workflow `fix-loop init` writes: the four-job pipeline of the README's Security model,
 * the same layout as this repository's own .github/workflows/fix-loop.yml.
 */
export const STARTER_WORKFLOW = `# fix-loop: four jobs, each with only what it needs (see fix-loop's README, "Security model").
# verify runs the tests; fix lets Claude Code fix one root cause per job and hands on a fix
# bundle (it holds the ANTHROPIC_API_KEY secret and nothing else); check applies each bundle on a
# fresh runner and runs the tests; publish, the only job with a write token, runs no code of the
# repository and opens one pull request per checked fix. Set \`setup:\` to how the project installs.
name: fix-loop

on:
  push:
    branches: [main]
  pull_request:
  workflow_dispatch:
    inputs:
      tests:
        description: Test ids to run and fix, comma separated (empty for all)
        required: false
        default: ""
      sha:
        description: Commit the run is approved for; the run refuses any other
        required: false
        default: ""
      strategy:
        description: Strategy to start the ladder at (local, web, deep)
        required: false
        default: ""

permissions: {}

concurrency:
  group: fix-loop-\${{ github.ref }}
  cancel-in-progress: false

jobs:
  # Runs the branch's tests: no GitHub token, no secret.
  verify:
    runs-on: ubuntu-latest
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
          ref: \${{ inputs.sha || github.event.pull_request.head.sha || github.sha }}
          persist-credentials: false
      - id: sha
        run: echo "sha=$(git rev-parse HEAD)" >> "$GITHUB_OUTPUT"
      - uses: actions/setup-node@v4
        with:
          node-version: 24
      - id: verify
        uses: org/fix-loop@v1
        # A red verify is what the fix jobs are for: let the job finish so its outputs feed them.
        continue-on-error: true
        with:
          mode: verify
          working-directory: .
          setup: npm ci
          tests: \${{ inputs.tests }}
          sha: \${{ inputs.sha }}

  # The agent, one job per root cause: the Anthropic key and contents: read, nothing else. It
  # hands on a fix bundle artifact; it pushes nothing and opens nothing.
  fix:
    needs: verify
    if: >-
      needs.verify.outputs.groups != '' && needs.verify.outputs.groups != '[]' &&
      (github.event_name != 'pull_request' || github.event.pull_request.head.repo.full_name == github.repository)
    runs-on: ubuntu-latest
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
          persist-credentials: false
      - uses: actions/setup-node@v4
        with:
          node-version: 24
      - id: fix
        uses: org/fix-loop@v1
        with:
          mode: fix
          working-directory: .
          setup: npm ci
          groups: \${{ matrix.group }}
          tests: \${{ inputs.tests }}
          strategy: \${{ inputs.strategy }}
          sha: \${{ needs.verify.outputs.sha }}
          anthropic-api-key: \${{ secrets.ANTHROPIC_API_KEY }}
          artifact-name: fix-loop-results-\${{ matrix.group }}
          budget-usd: "5"

  # A fresh runner the agent never touched, one job per group: the bundle applied to the pinned
  # commit (or refused), then the same install as verify, then the tests. No secret, no cache.
  check:
    needs: [verify, fix]
    if: \${{ !cancelled() && needs.fix.result != 'skipped' }}
    runs-on: ubuntu-latest
    timeout-minutes: 20
    permissions:
      contents: read
    strategy:
      fail-fast: false
      # Each leg writes verdict-<its index>: 8 outputs are declared below, and verify hands
      # on at most 8 groups (the rest are reported as not attempted this run).
      max-parallel: 4
      matrix:
        group: \${{ fromJSON(needs.verify.outputs.groups) }}
    outputs:
      verdict-0: \${{ steps.check.outputs.verdict-0 }}
      verdict-1: \${{ steps.check.outputs.verdict-1 }}
      verdict-2: \${{ steps.check.outputs.verdict-2 }}
      verdict-3: \${{ steps.check.outputs.verdict-3 }}
      verdict-4: \${{ steps.check.outputs.verdict-4 }}
      verdict-5: \${{ steps.check.outputs.verdict-5 }}
      verdict-6: \${{ steps.check.outputs.verdict-6 }}
      verdict-7: \${{ steps.check.outputs.verdict-7 }}
    steps:
      - uses: actions/checkout@v4
        with:
          ref: \${{ needs.verify.outputs.sha }}
          path: repo
          persist-credentials: false
      # The policy (fix.protected) from the default branch, never from the commit under repair.
      - uses: actions/checkout@v4
        with:
          ref: \${{ github.event.repository.default_branch }}
          path: policy
          sparse-checkout: .github/fix-loop.yml
          sparse-checkout-cone-mode: false
          persist-credentials: false
      - uses: actions/download-artifact@v4
        with:
          pattern: fix-loop-bundle-\${{ matrix.group }}
          path: \${{ runner.temp }}/bundles
      - uses: actions/setup-node@v4
        with:
          node-version: 24
      - id: check
        uses: org/fix-loop@v1
        with:
          mode: check
          working-directory: repo
          setup: npm ci
          bundles: \${{ runner.temp }}/bundles
          policy-config: policy/.github/fix-loop.yml
          group-tests: \${{ needs.verify.outputs.group-tests }}
          sha: \${{ needs.verify.outputs.sha }}
          verdict-output: verdict-\${{ strategy.job-index }}

  # The only job with a write token. It runs no code of the repository: no install, no test.
  publish:
    needs: [verify, check]
    if: \${{ !cancelled() && needs.check.result != 'skipped' }}
    runs-on: ubuntu-latest
    timeout-minutes: 10
    permissions:
      contents: write
      pull-requests: write
      issues: write
    steps:
      - uses: actions/checkout@v4
        with:
          ref: \${{ needs.verify.outputs.sha }}
          path: repo
          persist-credentials: false
      # The policy (fix.protected) from the default branch: publish applies every path rule again.
      - uses: actions/checkout@v4
        with:
          ref: \${{ github.event.repository.default_branch }}
          path: policy
          sparse-checkout: .github/fix-loop.yml
          sparse-checkout-cone-mode: false
          persist-credentials: false
      - uses: actions/download-artifact@v4
        with:
          pattern: fix-loop-bundle-*
          path: \${{ runner.temp }}/bundles
      - id: publish
        uses: org/fix-loop@v1
        with:
          mode: publish
          working-directory: repo
          github-token: \${{ secrets.GITHUB_TOKEN }}
          bundles: \${{ runner.temp }}/bundles
          verdict: \${{ toJSON(needs.check.outputs) }}
          groups: \${{ needs.verify.outputs.groups }}
          policy-config: policy/.github/fix-loop.yml
          sha: \${{ needs.verify.outputs.sha }}
      - name: Fix pull requests
        env:
          PR_URLS: \${{ steps.publish.outputs.pr-urls }}
        run: echo "opened or updated $PR_URLS"
`;
