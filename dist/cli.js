#!/usr/bin/env node
import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  VERSION
} from "./cli-chunk-QGHDR4GR.js";
import {
  parseCliArgs
} from "./cli-chunk-RN5MXAFM.js";
import "./cli-chunk-UWZEYOYF.js";
import {
  EXIT
} from "./cli-chunk-WY6TZE2W.js";
import "./cli-chunk-F4DRHIDZ.js";
import {
  killAllProcessTreesSync
} from "./cli-chunk-TIJRPXKD.js";
import {
  UserError,
  messageOf
} from "./cli-chunk-IR6XB55K.js";
import "./cli-chunk-T23RE6E6.js";

// src/cli/main.ts
import module from "node:module";

// src/cli/closed-output.ts
function keepRunningWhenOutputCloses(streams = [process.stdout, process.stderr]) {
  for (const stream of streams) {
    stream.on("error", (error) => {
      if (error.code !== "EPIPE" && error.code !== "ERR_STREAM_DESTROYED") throw error;
      stream.write = () => true;
    });
  }
}

// src/cli/help.ts
var OVERVIEW = `fix-loop: tiered, deterministic verification, and guarded fix attempts with Claude Code

Usage:
  fix-loop verify [--config PATH] [--json PATH] [--tests ID,...] [--tier NAME]
  fix-loop fix    [--config PATH] [--json PATH] [--tests ID,...] [--max-attempts N] [--commit]
  fix-loop plan   PLAN.md [--force] | --accept ID,...|all
  fix-loop init   [--force] [--expanded]
  fix-loop merge  PARTIAL... [--json PATH]   the legs of verify --shard made one results.json
  fix-loop --help | --version
  fix-loop COMMAND --help   that command's own options (fix: --groups, --strategy, --agent-user, ...)

Common options:
  -C, --cwd DIR      project root (default: the current directory)
  -c, --config PATH  config file (default: .github/fix-loop.yml)
      --json PATH    where results go (default: .fix-loop/results.json)
      --plain        plain lines, no live progress (automatic when not a terminal or in CI)
      --verbose      a line for every test (otherwise: one per tier, then what did not pass)

Exit codes: 0 all passed, 1 tests failed (or left deferred), 2 usage or config error,
3 a gate before the tests (preflight, a runner or reporter not installed, services; for fix,
the model's credential) failed,
4 an internal error.
In CI (no live line) a running tier prints its counts every 30 s, and a fix attempt says its
agent is still at work (FIX_LOOP_HEARTBEAT_SECONDS).`;
var DETAILS = {
  verify: `fix-loop verify: check the environment, start and probe services, run the tests tier by tier.

  --tests ID       only this test (repeatable; commas separate ids): the id as printed,
                   spaces and > included (--tests 'src/a.test.ts > prices > cents'),
                   its alias (T-3F2A, printed beside it), the runner's own, such as
                   a pytest node id, or a test's bare name no other test has; an id no
                   tier has, or whose test the runner skipped, is exit 2, never a pass
  --tier NAME      only this tier (repeatable)
  --quarantine FILE  a quarantine.json (the app keeps it on refs/fix-loop/history): its
                   tests run and are reported, but their failures fail no tier and no exit code
  --shard I/N      run leg I of N only (a matrix job each): each tier's share, with the
                   runner's own --shard (vitest, jest, playwright) or fix-loop's split of
                   files, go packages and scripts; a tier that stops the rest on failure runs
                   whole in every leg. Writes .fix-loop/partial-I-of-N.json and does not
                   triage: fix-loop merge does, once, over every leg
  --timings FILE   with --shard: an earlier results.json; its tests' times balance the legs
  --base REF       the commit this tree is compared with (a pull request's base, HEAD for
                   what is not committed yet): a failure that ran a function changed since
                   is blamed on it, and the groups blamed on one such function are one

No model is called. Results go to .fix-loop/results.json (--json to move them).`,
  fix: `fix-loop fix: verify, group the failures by root cause, and hand each group to Claude Code,
escalating local -> web -> deep; the tests are re-run by fix-loop after every attempt.

  --tests ID          only this test (repeatable): its id as printed or its alias (T-3F2A)
  --groups ID         only this root-cause group (repeatable): its id or alias (G-7C1E)
  --max-attempts N    attempts per group (default: fix.max-attempts, 3)
  --budget-usd N      total model spend for the run
  --strategy NAME     start the ladder at this step (local, web, deep)
  --commit            commit each verified fix
  --agent-user USER   run the agent and the tests as another user: auto (a throwaway user,
                      made when root or with passwordless sudo on Linux), off (the default:
                      as you), or an existing user's name
  --base REF          as for verify: failures are blamed on what changed since REF`,
  plan: `fix-loop plan PLAN.md: write test scripts from a markdown test plan (docs/test-plans.md).
One Claude Code session per tier writes the scripts of the entries that have none, with the
fix loop's guards and budget; fix-loop then checks each one (ids match the plan, header,
executable, ends within its TIMEOUT, fails with the services its REQUIRES names stopped,
touches nothing else) and marks it "# REVIEW: pending" or "# REVIEW: refused".
verify and fix skip both. An entry with "Framework: pytest" (vitest, jest, playwright), or of
a tier whose command runs one, gets a test in that framework instead, held as FILE.pending
until accepted. The review is in .fix-loop/plan-review.md.

  --accept ID,...   accept generated tests (or all pending ones): they run from now on
  --force           regenerate entries whose text changed; with --accept, accept a refused one
  --budget-usd N    total model spend
  --agent-user USER as for fix`,
  merge: `fix-loop merge PARTIAL...: the partial results of every leg of verify --shard I/N made
the one results.json a single verify would have written: each test once, tiers combined, a
failed gate or stopping tier in any leg stops the tiers behind it everywhere; then triage,
once, over every leg's failures (it may re-run some for coverage, so run it in the project).
The legs and their spread are in results.json's shards.

  --base REF  as for verify: failures are blamed on what changed since REF`,
  init: `fix-loop init: read the project (its test runner, install command and Node, Python or Go
version) and write a commented .github/fix-loop.yml with a JUnit tier for that runner, and
.github/workflows/fix-loop.yml, which calls fix-loop's reusable workflow.

  --force      overwrite existing files
  --expanded   write the pipeline's four jobs into the workflow instead of the call`
};
function helpText(topic) {
  return (topic && DETAILS[topic]) ?? OVERVIEW;
}

// src/cli/main.ts
module.enableCompileCache?.();
async function run(argv) {
  const args = parseCliArgs(argv);
  switch (args.command) {
    case "help":
      console.log(helpText(args.topic));
      return argv.length === 0 ? EXIT.usage : EXIT.passed;
    case "version":
      console.log(VERSION);
      return EXIT.passed;
    case "init":
      return (await import("./cli-init-command-22KWXEYA.js")).runInitCommand(args);
    case "plan":
      return (await import("./cli-plan-command-UHIWQYPP.js")).runPlanCommand(args);
    case "merge":
      return (await import("./cli-shard-commands-CMXWW54S.js")).runMergeCommand(args);
    case "verify":
      if (args.shard) return (await import("./cli-shard-commands-CMXWW54S.js")).runLegCommand(args);
      return (await import("./cli-engine-command-KJBZR2WU.js")).runEngine(args);
    default:
      return (await import("./cli-engine-command-KJBZR2WU.js")).runEngine(args);
  }
}
process.on("exit", () => killAllProcessTreesSync());
keepRunningWhenOutputCloses();
run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    if (error instanceof UserError) {
      console.error(`fix-loop: ${error.message}`);
      process.exitCode = EXIT.usage;
      return;
    }
    console.error(`fix-loop: internal error: ${messageOf(error)}`);
    if (process.env.FIX_LOOP_DEBUG) console.error(error);
    else console.error("set FIX_LOOP_DEBUG=1 for the stack trace, and please report it");
    process.exitCode = EXIT.internal;
  }
);
