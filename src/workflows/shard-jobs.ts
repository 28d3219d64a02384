import { yamlValue } from "./yaml-value.js";

/**
 * The sharded verify of the reusable workflow (its `shards` input): with shards above 1, a
 * matrix of legs each runs its share of the tests and uploads its partial results, and the
 * verify job merges them instead of running tests (triage once, the results artifact, the
 * groups for fix as before). With shards 1 the legs are skipped and verify runs as it always did.
 */

/** The most legs the workflow's matrix makes (`shards` above it is refused by the matrix). */
export const MAX_WORKFLOW_LEGS = 16;

/** Where a leg restores, and a default branch's merge saves, the last results for timing. */
const TIMINGS_FOLDER = ".fix-loop-timings";

/** `[[],[1],[1,2],...]` indexed by the shards input: GitHub's expressions have no range. */
function legList(shards: string): string {
  const lists = Array.from({ length: MAX_WORKFLOW_LEGS + 1 }, (_, total) =>
    Array.from({ length: total }, (_, i) => i + 1),
  );
  return `\${{ fromJSON('${JSON.stringify(lists)}')[${shards}] }}`;
}

export interface LegJobValues {
  /** The expression of the number of legs (`inputs.shards`). */
  shards: string;
  runsOn: string;
  action: string;
  workingDirectory: string;
  setup: string;
  /** The steps before the Action: the app's history and the toolchains, as verify has them. */
  history: string;
  toolchains: string;
  historyFolder: string;
  tests: string;
  sha: string;
  fetchDepth: string;
}

/** The matrix of legs: verify's checkout, history and toolchains, then one leg's share. */
export function legJob(v: LegJobValues): string {
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

/** verify waits for the legs, and runs when they were skipped (shards 1) too. */
export function verifyCondition(shards: string): string {
  return `    needs: verify-leg
    if: \${{ !cancelled() && inputs.plan == '' }}
    # With shards above 1 the legs' partials are merged here (the partials input); else the tests run here.
    env:
      FIX_LOOP_SHARDED: \${{ ${shards} > 1 }}
`;
}

/** Before verify's Action: every leg's partial results, when there are legs. */
export function partialsDownload(): string {
  return `      - uses: actions/download-artifact@v4
        if: env.FIX_LOOP_SHARDED == 'true'
        with:
          pattern: fix-loop-partial-*
          merge-multiple: true
          path: \${{ runner.temp }}/partials
`;
}

/** The partials input of verify's Action: the legs' folder, or nothing with shards 1. */
export const partialsInput = (): string =>
  `          partials: \${{ env.FIX_LOOP_SHARDED == 'true' && format('{0}/partials', runner.temp) || '' }}\n`;

/** On the default branch, the merged results are kept for the next run's split by time. */
export function timingsSave(workingDirectory: string): string {
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
