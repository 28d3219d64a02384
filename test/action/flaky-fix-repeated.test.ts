import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aliasOf } from "../../src/ids/aliases.js";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import {
  callTool,
  claim,
  type ScriptedModel,
  startScriptedModel,
} from "../support/scripted-model/index.js";
import { createProjectRepo, type ProjectRepo, projectConfig } from "./support/project.js";
import { type InProcessRun, pushEvent, runActionInProcess } from "./support/run-action.js";
import { freshCheckout, policyFile } from "./support/runner-checkout.js";

// Issue 31: a fix of a flaky test is judged by repetition. BT-007 is a real race: the loader
// hands its value over after a latency of jitter() * 120 ms, the test looks after 60 ms. jitter()
// is seeded per run (FLAKE_SEED_BASE plus the run's number, counted in FLAKE_RUNS), so which
// runs lose the race is the same every time this file runs while the race itself is the
// timers'. The history says BT-007 flaked in 20 of 40 runs. `/fix BT-007` (the fix mode given
// the test) hands it to the real claude, scripted: one agent removes the race (the value is
// handed over at once), the other only shortens the latency to jitter() * 90 ms, which lowers
// the rate to a third. check repeats the test fix.flaky.repeat (20) times on a fresh checkout.
// BT-009 fails every run and is quarantined there: check must not call it the bundle's regression.

const HISTORY = "refs/fix-loop/history";
const SHA = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";

const LOADER = [
  'const { jitter } = require("./jitter.js");',
  "",
  "// Loads the value from a slow source: it arrives after the source's latency.",
  "exports.load = (done) => {",
  "  setTimeout(() => done(42), jitter() * 120);",
  "};",
  "",
].join("\n");

const FILES = {
  ".github/fix-loop.yml": projectConfig(),
  "src/answer.txt": "42\n",
  "src/jitter.js": [
    "// The source's latency, 0..1 of its worst: a run's follow from FLAKE_SEED when it is set.",
    "let n = Number(process.env.FLAKE_SEED) || Math.floor(Math.random() * 1e6);",
    "exports.jitter = () => Math.abs(Math.sin(n++) * 10000) % 1;",
    "",
  ].join("\n"),
  "src/loader.js": LOADER,
  // Quarantined on the history ref: it fails in check too, and is no regression of the bundle's.
  ".fix-loop/tests/legacy.sh": [
    "#!/usr/bin/env bash",
    "# TEST: BT-009 - A legacy check nobody fixed yet",
    'echo "FAIL: legacy service gone"',
    "exit 1",
    "",
  ].join("\n"),
  ".fix-loop/tests/loaded.sh": [
    "#!/usr/bin/env bash",
    "# TEST: BT-007 - The value is loaded before the reader looks",
    'runs="$FLAKE_RUNS/count"',
    'n=$(( $(cat "$runs" 2>/dev/null || echo 0) + 1 )); [ -z "$FLAKE_RUNS" ] || echo "$n" > "$runs"',
    "export FLAKE_SEED=$((FLAKE_SEED_BASE + n))",
    "node -e '",
    'const { load } = require("./src/loader.js");',
    "let value;",
    "load((loaded) => { value = loaded; });",
    "setTimeout(() => {",
    '  if (value !== 42) { console.log("FAIL: nothing loaded after 60 ms"); process.exit(1); }',
    '  console.log("PASS: loaded 42");',
    "}, 60);'",
    "",
  ].join("\n"),
};

/** jitter()'s first value for a seed, as src/jitter.js computes it. */
const jitter = (seed: number) => Math.abs(Math.sin(seed) * 10000) % 1;
// A loaded runner may run the test's own timer late by some milliseconds (the full suite on two
// cores did by over 1.2 ms, and a 7.2 ms latency beat a 6 ms look): the margins are 15 and 21 ms.
const passesShortened = (seed: number) => jitter(seed) <= 0.5; // 45 ms or less: well before 60
const failsShortened = (seed: number) => jitter(seed) >= 0.9; // 81 ms or more: well after 60

/** The first base from `from` whose next runs all pass `ok`, then (if given) one fails within `within`. */
function seedBase(ok: number, within = 0, from = 1000): number {
  for (let base = from; ; base++) {
    const first = Array.from({ length: ok }, (_, i) => base + 1 + i);
    const then = Array.from({ length: within }, (_, i) => base + ok + 1 + i);
    if (first.every(passesShortened) && (within === 0 || then.some(failsShortened))) return base;
  }
}

const flakesJson = JSON.stringify({
  version: 1,
  tests: [
    {
      id: "BT-007",
      alias: aliasOf("test", "BT-007"),
      rate: 0.5,
      lowerBound: 0.35,
      runs: 40,
      flakes: 20,
      commits: [SHA],
      firstFlakeAt: "2026-11-01T00:00:00Z",
      lastFlakeAt: "2026-11-27T00:00:00Z",
      lastFailure: {
        commit: SHA,
        at: "2026-11-27T00:00:00Z",
        message: "FAIL: nothing loaded after 60 ms",
        excerpt: "FAIL: nothing loaded after 60 ms\n",
      },
    },
  ],
});

let github: FakeGitHub;
let scratch: string;

interface Scenario {
  repo: ProjectRepo;
  model: ScriptedModel;
  fix: InProcessRun;
  check: InProcessRun;
  group: string;
}

/** A counter of runs the tests of one job can write: outside any private /tmp's reach. */
function runCounter(name: string): string {
  const folder = path.join(scratch, name);
  mkdirSync(folder);
  chmodSync(folder, 0o755);
  writeFileSync(path.join(folder, "count"), "0\n");
  chmodSync(path.join(folder, "count"), 0o666);
  return folder;
}

/** `/fix BT-007` with an agent that makes `edit`, then check on a fresh checkout. */
async function fixThenCheck(
  name: string,
  edit: { new_string: string; root_cause: string },
  seeds: { fix: number; check: number },
): Promise<Scenario> {
  const repo = createProjectRepo(FILES);
  chmodSync(path.dirname(repo.dir), 0o755);
  const loader = path.join(repo.dir, "src/loader.js");
  const model = await startScriptedModel([
    callTool("Read", { file_path: loader }),
    callTool("Edit", {
      file_path: loader,
      old_string: "setTimeout(() => done(42), jitter() * 120);",
      new_string: edit.new_string,
    }),
    claim({
      status: "fixed",
      root_cause: edit.root_cause,
      files_changed: ["src/loader.js"],
      tests_run: [],
      reasoning: "The test reads the value after 60 ms; the loader must hand it over before.",
    }),
  ]);
  const out = path.join(scratch, `${name}-out`);
  mkdirSync(out);
  const fix = await runActionInProcess({
    workspace: repo.dir,
    inputs: {
      mode: "fix",
      "anthropic-api-key": "sk-ant-api03-scripted-0000",
      tests: "BT-007",
      bundles: out,
    },
    event: pushEvent(),
    env: {
      ...model.env,
      GITHUB_API_URL: github.url,
      FLAKE_RUNS: runCounter(`${name}-fix-runs`),
      FLAKE_SEED_BASE: String(seeds.fix),
    },
  });
  const group = (JSON.parse(fix.outputs["bundled-groups"] ?? "[]") as string[])[0] ?? "";
  const bundles = path.join(scratch, `${name}-bundles`);
  cpSync(path.join(out, `fix-bundle-${group}`), path.join(bundles, "fix-loop-bundle-x"), {
    recursive: true,
  });
  const check = await runActionInProcess({
    workspace: freshCheckout(scratch, repo, `${name}-check`),
    inputs: {
      mode: "check",
      bundles,
      "policy-config": policyFile(scratch, repo),
      "group-tests": JSON.stringify({ [group]: ["BT-007"] }),
      sha: repo.head,
      "verdict-output": "verdict-0",
    },
    event: pushEvent(),
    env: {
      GITHUB_API_URL: github.url,
      FLAKE_RUNS: runCounter(`${name}-check-runs`),
      FLAKE_SEED_BASE: String(seeds.check),
    },
  });
  return { repo, model, fix, check, group };
}

let removed: Scenario;
let lowered: Scenario;

beforeAll(async () => {
  github = await startFakeGitHub();
  github.seedRepo({ owner: "acme", name: "widgets" });
  github.commitFiles("acme/widgets", HISTORY, {
    "flakes.json": flakesJson,
    "quarantine.json": JSON.stringify({
      version: 1,
      tests: [
        {
          id: "BT-009",
          alias: aliasOf("test", "BT-009"),
          since: "2026-11-02T00:00:00Z",
          reason: "put there by hand",
          rate: 0,
          lowerBound: 0,
          runs: 40,
          by: "@maintainer",
        },
      ],
    }),
  });
  scratch = mkdtempSync(path.join(os.tmpdir(), "fix-loop-flaky-fix-"));
  chmodSync(scratch, 0o755);
  // fix: the baseline and the attempt's run of BT-007 pass whichever code runs; check: the
  // shortened latency passes the run of every test, then loses the race within 8 repetitions.
  const fixSeeds = seedBase(4);
  removed = await fixThenCheck(
    "removed",
    { new_string: "done(42);", root_cause: "the value was handed over after a random latency" },
    { fix: fixSeeds, check: seedBase(1) },
  );
  lowered = await fixThenCheck(
    "lowered",
    {
      new_string: "setTimeout(() => done(42), jitter() * 90);",
      root_cause: "the latency was too long",
    },
    { fix: fixSeeds, check: seedBase(1, 8) },
  );
}, 240_000);

afterAll(async () => {
  await removed?.model.close();
  await lowered?.model.close();
  removed?.repo.remove();
  lowered?.repo.remove();
  await github?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("a fix of a flaky test is judged by repetition (issue 31)", () => {
  it("fix works on the flaky test /fix names, though it passed, and gives the agent its flake evidence", () => {
    for (const scenario of [removed, lowered]) {
      expect(scenario.fix.failures).toEqual([]);
      expect(scenario.fix.outputs.outcome).toBe("fixed");
      expect(scenario.group).toMatch(/^[0-9a-f]{12}$/);
      const prompt = JSON.stringify(scenario.model.requests[0]?.body.messages);
      expect(prompt).toContain("This test flakes: fix-loop's history across runs");
      expect(prompt).toContain("Flake rate: 50.0% (20 of 40 runs");
      expect(prompt).toContain("Commits where it flaked, newest first: 4b825dc642cb");
      expect(prompt).toContain("Check will run it 20 times in a row");
    }
    expect(removed.group).toBe(lowered.group);
  });

  it("accepts the fix that removes the race: 20 runs in a row pass, and the verdict says what that is worth", () => {
    const { check, group } = removed;
    expect(check.failures).toEqual([]);
    expect(check.outputs.outcome).toBe("passed");
    expect(JSON.parse(check.outputs["verdict-0"] ?? "[]")).toEqual([
      { group, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    const said = `BT-007 passed 20 runs in a row in check (its command run 20 times); before the fix it flaked in 20 of 40 runs (50.0%), and a test still flaking at the observed 50.0% would pass 20 runs in a row by luck 0.000095% of the time (about 1 in 1.0 million)`;
    expect(check.log.join("\n")).toContain(said);
    expect(check.summary).toContain(said);
    // BT-009 failed in check as it fails everywhere: quarantined, it is no regression.
    expect(check.summary).toMatch(/BT-009`? \| ❌ failed/);
    expect(check.log.join("\n")).toContain("quarantine: 1 test(s) on refs/fix-loop/history");
  });

  it("refuses the fix that only lowers the flake rate, with the chance of passing by luck", () => {
    const { check } = lowered;
    expect(check.outputs.outcome).toBe("failed");
    expect(JSON.parse(check.outputs["verdict-0"] ?? "")).toEqual([]);
    const why = check.failures.join("\n");
    expect(why).toMatch(
      /BT-007 flakes \(50\.0% over 40 runs\) and failed again in check: run [1-8] of 20 exited 1; a test still flaking at the observed 50\.0% would pass 20 runs in a row by luck 0\.000095% of the time/,
    );
    // The run of every test passed first: it is the repetition that caught it.
    expect(check.summary).toMatch(/BT-007`? \| ✅ passed/);
  });
});
