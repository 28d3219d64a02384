import { spawnSync } from "node:child_process";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Three projects (`npm test -- --project unit` runs one):
 * - unit: tests that run in their own process only; no dist/ build, seconds: the inner loop.
 *   Starting a program there fails (test/support/no-child-processes.ts).
 * - timing: files whose tests bound how long something takes (test/support/timing.ts). Vitest
 *   runs this project after the others, two files at a time, so no other project's files compete
 *   with them for the CPU.
 * - integration: every other file, against dist/ (built once by test/support/global-setup.ts)
 *   with real processes: git, the bundled CLI, Action, hook program and app, the real claude
 *   binary. A new test file lands here unless listed above.
 *
 * test/packaging/ is not part of `npm test`: vitest.packaging.config.ts runs it in CI.
 *
 * Much of an integration test's time is spent waiting on the processes it started, so a 2-core
 * runner keeps busy with 3 workers (FIX_LOOP_TEST_WORKERS).
 *
 * Files share their worker's module cache (isolate: false): loading src/ and the test support
 * once per worker instead of once per file halves the unit project's CPU and cuts about a third
 * of the integration project's. The price: a file that changes process.env, globals or module
 * state must put them back in its own afterEach/afterAll.
 */
const UNIT = [
  "test/action/{action-yml-inputs,inputs}.test.ts",
  "test/github/{workflow-commands,paced-requests}.test.ts",
  "test/agent/{claude-environment,model-failure,model-reachable,strategies}.test.ts",
  "test/app/{flaky-history,flaky-commands,flaky-read-only,commands,event-clients,fresh-process-fix,issue-comment,pull-request-closed,workflow-run,workflow-log}.test.ts",
  "test/cli/args.test.ts",
  "test/ids/*.test.ts",
  "test/config/*.test.ts",
  "test/flaky/{codeowners,flake-rate,history,inert-flaky-bodies,quarantine-rule}.test.ts",
  "test/engine/{pool,base-changes-note}.test.ts",
  "test/evidence/{excerpt,redact,relative-frames}.test.ts",
  "test/text/*.test.ts",
  "test/mutation/*.test.ts",
  "test/fix/{breaker,budget,decide,line-stat,outcome,prompt,test-sources}.test.ts",
  "test/gates/{preflight,services-read-early}.test.ts",
  "test/hooks/guards.test.ts",
  "test/junit/{build-steps,running-tests-links,command-without-report,go-evidence,tap-diagnostic-evidence,go-test-files-outside,hook-folder,names-and-locations,parse-junit,real-file-inside-root,selection-shape-memo,stale-attempts,vitest-setup-file}.test.ts",
  "test/report/*.test.ts",
  "test/plan/{parse-plan,entry-framework,command-paths,project-functions}.test.ts",
  "test/script-tests/{review-marker,pending-framework-tests}.test.ts",
  "test/results/*.test.ts",
  "test/scripts/build-stamp.test.ts",
  "test/support/**/*.test.ts",
  "test/*/{discover,header}.test.ts",
  "test/triage/{signature,subtests,seen-groups}.test.ts",
  "test/triage/frames/{self-assertion,go-functions,empty-body,accessor-names}.test.ts",
  "test/triage/changes/{changed-functions,python-functions}.test.ts",
  "test/runners/{node-test-files-record,tap-ids,tap-file-threw}.test.ts",
  "test/files/read-run-output.test.ts",
  "test/triage/spectrum/{localise,close-suspects,one-cause-witness,enclosing-function,collection-attribution,choose-tests,deepest-culprit,symptom-causes}.test.ts",
  "test/trust/*.test.ts",
  "test/flaky/{quarantine-rules,luck-and-repeat}.test.ts",
  "test/fix/prompt-flakes.test.ts",
  "test/docs/*.test.ts",
  "test/init/*.test.ts",
  "test/workflows/*.test.ts",
];

const TIMING = [
  "test/gates/probe.test.ts",
  "test/gates/services.test.ts",
  "test/process/*.test.ts",
  "test/**/run-script.test.ts",
  "test/junit/run-junit-*.test.ts",
];

const workers = Number(process.env.FIX_LOOP_TEST_WORKERS) || 3;

// Every node a test starts (hook program, CLI, Action, app) and the claude binary would read and
// parse this CA bundle at startup: about 70 ms of CPU each, over 500 starts. The tests' processes
// talk to servers on 127.0.0.1 only; npm, which installs claude in one test, has its own cafile.
delete process.env.NODE_EXTRA_CA_CERTS;

// A version manager's `python3` (pyenv's shim is a bash script that asks pyenv which
// interpreter to run) costs ~0.2 s and 0.1 s of CPU before Python starts, on each of the
// tests' hundred-odd pytest runs: they find the interpreter it would pick first on PATH.
const python = spawnSync(
  "python3",
  ["-c", "import os, sys; print(os.path.dirname(os.path.realpath(sys.executable)))"],
  { encoding: "utf8" },
);
const pythonDir = python.status === 0 ? python.stdout.trim() : "";
if (pythonDir && !process.env.PATH?.startsWith(`${pythonDir}${path.delimiter}`)) {
  process.env.PATH = `${pythonDir}${path.delimiter}${process.env.PATH ?? ""}`;
}

// pytest loads every plugin installed beside it on each start: on this runner hypothesis and
// pytest-benchmark doubled the CPU of a pytest start (0.4 s more, on ~45 starts). No fixture
// needs a plugin, and fix-loop's own coverage plugin is loaded by name (-p); this also keeps a
// machine's broken plugin out of the tests.
process.env.PYTEST_DISABLE_PLUGIN_AUTOLOAD = "1";

export default defineConfig({
  plugins: [
    {
      // Vite resolves packages with the "development" condition outside production: micromark's
      // (test/support/rendered-markdown.ts) is its debug build, with asserts on every token.
      name: "no-development-builds",
      configResolved(config) {
        const conditions = config.ssr.resolve?.conditions;
        if (conditions)
          conditions.splice(
            0,
            conditions.length,
            ...conditions.filter((c) => !c.startsWith("development")),
          );
      },
    },
  ],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache, keyed by each
    // file's content) for the next run: the unit project 15.7 s of CPU to 14.5 s, test/app's
    // integration files 23.5 s to 21.3 s.
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: UNIT,
          setupFiles: [
            "test/support/no-child-processes.ts",
            "test/support/remove-temp-projects.ts",
          ],
          pool: "threads",
          maxWorkers: workers,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["test/**/*.test.ts"],
          exclude: [...UNIT, ...TIMING, "test/packaging/**"],
          globalSetup: ["test/support/global-setup.ts"],
          setupFiles: ["test/support/remove-temp-projects.ts", "test/support/cpu-per-file.ts"],
          pool: "forks",
          maxWorkers: workers,
          // Sharing the cores with other workers, a session of the real claude binary takes
          // longer than alone; this is a bound on a hang, not on speed.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "timing",
          include: TIMING,
          setupFiles: ["test/support/remove-temp-projects.ts", "test/support/cpu-per-file.ts"],
          pool: "forks",
          // Two files at a time: they mostly wait on timers and child processes (about 8 s of CPU
          // in 20 s alone), so each still has a core to itself; 12 s instead of 20 s.
          maxWorkers: 2,
          // A group of its own, after the others: vitest runs groups one after another.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
