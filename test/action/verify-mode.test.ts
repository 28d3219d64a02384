import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_MATRIX_GROUPS } from "../../src/action/matrix-groups.js";
import { resultsSchema } from "../../src/results/schema.js";
import { createProjectRepo, type ProjectRepo } from "./support/project.js";
import {
  pullRequestEvent,
  pushEvent,
  runAction,
  runActionInProcess,
} from "./support/run-action.js";

const repos: ProjectRepo[] = [];
function project(extraFiles?: Record<string, string>, subdir?: string): ProjectRepo {
  const repo = createProjectRepo(extraFiles, subdir);
  repos.push(repo);
  return repo;
}
afterEach(() => {
  for (const repo of repos.splice(0)) repo.remove();
});

/** The Action in-process on a push, in a fresh project (removed after the test), with `inputs`. */
const onPushInFreshProject = (inputs: Record<string, string>) =>
  runActionInProcess({ workspace: project().dir, inputs, event: pushEvent() });

const FAKE_GITHUB_TOKEN = `ghp_${"A1b2C3d4".repeat(4)}Zz99`;

describe("the Action in verify mode", () => {
  // The smoke test of dist/index.js as the runner runs it: the workflow commands @actions/core
  // writes are checked here once; the other tests call run() in-process.
  it("reports a red run through outputs, the job summary, annotations and results.json", async () => {
    const repo = project();
    const run = await runAction({
      workspace: repo.dir,
      inputs: { mode: "verify", "github-token": FAKE_GITHUB_TOKEN },
      event: pushEvent(),
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe("failed");
    expect(run.outputs["trust-score"]).toBe("");
    expect(run.outputs["pr-urls"]).toBe("[]");
    const groups = JSON.parse(run.outputs.groups ?? "") as string[];
    expect(groups).toHaveLength(1);

    const resultsFile = run.outputs.results ?? "";
    expect(resultsFile).toBe(path.join(repo.dir, ".fix-loop/results.json"));
    const results = resultsSchema.parse(JSON.parse(readFileSync(resultsFile, "utf8")));
    expect(results.groups.map((g) => g.id)).toEqual(groups);
    expect(results.run).toMatchObject({
      repository: "acme/widgets",
      runId: "4242",
      sha: repo.head,
      fixPullRequests: [],
    });
    expect(results.run?.runUrl).toBe("https://github.example/acme/widgets/actions/runs/4242");

    expect(run.summary).toMatch(/^## fix-loop verify: ❌ failed/);
    expect(run.summary).toContain("| ❌ | `BT-002` | `The answer is 42` | failed |");
    expect(run.summary).toContain(
      "<details><summary><code>BT-002 evidence (failed)</code></summary>",
    );

    // One annotation on the script's own line, taken from its output.
    expect(run.errors[0]).toMatch(
      /^::error title=fix-loop%3A BT-002 failed,file=\.fix-loop\/tests\/answer\.sh,line=6::BT-002 The answer is 42/,
    );
    expect(run.stdout).toContain("::group::Tier smoke (on failure: continue, 2 scripts)");
    // Without verbose, a passing test is counted in its tier's line, not listed.
    expect(run.stdout).not.toContain("BT-001 Greeting is there");
    expect(run.stdout).toMatch(/tier smoke: failed \(1 failed, 1 passed\) in /);
    expect(run.stdout).toContain("❌ BT-002 The answer is 42");
    expect(run.stdout).toContain(`::add-mask::${FAKE_GITHUB_TOKEN}`);
    expect(run.stdout).toMatch(
      /::warning::results\.json was not uploaded as an artifact: the artifact service is not available/,
    );
    expect(run.stdout).toContain("::error::fix-loop verify: failed:");
  });

  it("passes with outcome passed and no failing groups when every test passes", async () => {
    const repo = project({ "src/answer.txt": "42\n" });
    const run = await runActionInProcess({
      workspace: repo.dir,
      inputs: { mode: "verify" },
      event: pushEvent(),
    });
    expect(run.failures).toEqual([]);
    expect(run.outputs.outcome).toBe("passed");
    expect(run.outputs.groups).toBe("[]");
    expect(run.annotations).toEqual([]);
  });

  it("lists every test in the log, passing ones too, with the verbose input", async () => {
    const run = await onPushInFreshProject({ mode: "verify", verbose: "true" });
    expect(run.failed).toBe(true);
    expect(run.transcript).toMatch(/✅ BT-001 Greeting is there \[T-[0-9A-F]{4,}\] \(\d/);
    expect(run.transcript).toContain("❌ BT-002 The answer is 42");
    expect(run.transcript).toMatch(/tier smoke: failed \(1 failed, 1 passed\) in /);
  });

  it("never posts a secret a test printed: summary and annotations are redacted", async () => {
    const leaky = [
      "#!/usr/bin/env bash",
      "# TEST: BT-003 - Leaks a token",
      `echo "FAIL: sent Authorization: token ${FAKE_GITHUB_TOKEN}"`,
      "exit 1",
      "",
    ].join("\n");
    const repo = project({ ".fix-loop/tests/leak.sh": leaky });
    const run = await runActionInProcess({ workspace: repo.dir, inputs: {}, event: pushEvent() });
    expect(run.failed).toBe(true);
    expect(run.summary).toContain("BT-003");
    expect(run.summary).not.toContain(FAKE_GITHUB_TOKEN);
    expect(run.transcript).toContain("BT-003");
    expect(run.transcript).not.toContain(FAKE_GITHUB_TOKEN);
    expect(readFileSync(run.outputs.results ?? "", "utf8")).not.toContain(FAKE_GITHUB_TOKEN);
  });

  it("emits at most 10 error annotations and summarises the rest in the last one", async () => {
    const failing: Record<string, string> = {};
    for (let i = 10; i < 24; i++) {
      failing[`.fix-loop/tests/fail${i}.sh`] =
        `#!/usr/bin/env bash\n# TEST: BT-${i} - Fails\necho "FAIL: number ${i}"\nexit 1\n`;
    }
    const repo = project(failing);
    const run = await runActionInProcess({ workspace: repo.dir, inputs: {}, event: pushEvent() });
    expect(run.annotations).toHaveLength(10);
    expect(run.annotations[9]?.title).toBe("fix-loop: 6 more failures");
    expect(run.annotations[9]?.file).toBeUndefined();
    expect(run.annotations[9]?.message).toContain("BT-23 failed");
  });

  it("hands at most 8 groups to the matrix, one per verdict output, and says the rest were not attempted", async () => {
    const causes = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"];
    const failing: Record<string, string> = {};
    for (const [i, cause] of causes.entries()) {
      failing[`.fix-loop/tests/cause-${cause}.sh`] =
        `#!/usr/bin/env bash\n# TEST: BT-${30 + i} - The ${cause} part works\necho "FAIL: the ${cause} part is broken"\nexit 1\n`;
    }
    const repo = project(failing);
    const run = await runActionInProcess({ workspace: repo.dir, inputs: {}, event: pushEvent() });
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(run.outputs.results ?? "", "utf8")),
    );
    expect(results.groups).toHaveLength(9);
    const handed = JSON.parse(run.outputs.groups ?? "[]") as string[];
    expect(handed).toHaveLength(MAX_MATRIX_GROUPS);
    expect(Object.keys(JSON.parse(run.outputs["group-tests"] ?? "{}"))).toEqual(handed);
    const left = results.groups.filter((group) => !handed.includes(group.id));
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      status: "skipped",
      reason: expect.stringContaining("not attempted this run"),
    });
    expect(
      results.groups.filter((group) => handed.includes(group.id)).map((g) => g.status),
    ).toEqual(Array(MAX_MATRIX_GROUPS).fill("open"));
    expect(run.summary).toContain("| skipped: `not attempted this run");
    expect(run.warnings.join("\n")).toContain(`not attempted this run (${left[0]?.id})`);
  });

  it("places annotations relative to the repository when the project is in a sub-directory", async () => {
    const repo = project({}, "services/api");
    const run = await runActionInProcess({
      workspace: repo.dir,
      inputs: { "working-directory": "services/api" },
      event: pushEvent(),
    });
    expect(run.annotations[0]).toMatchObject({
      file: "services/api/.fix-loop/tests/answer.sh",
      startLine: 6,
    });
    expect(run.outputs.results).toBe(path.join(repo.dir, "services/api/.fix-loop/results.json"));
  });

  it("refuses to run, before any test, when HEAD is not the pinned sha", async () => {
    const repo = project();
    const run = await runActionInProcess({
      workspace: repo.dir,
      inputs: { mode: "verify", sha: "deadbeefcafe".padEnd(40, "0") },
      event: pushEvent(),
    });
    expect(run.failures).toHaveLength(1);
    expect(run.failures[0]).toMatch(
      new RegExp(
        `^refusing to run: HEAD is ${repo.head} but the sha input pins ${"deadbeefcafe".padEnd(40, "0")}`,
      ),
    );
    expect(run.groups.filter((title) => title.startsWith("Tier"))).toEqual([]);
    expect(existsSync(path.join(repo.dir, ".fix-loop/results.json"))).toBe(false);
    expect(run.summary).toBe("");
  });

  it("runs when the pinned sha is HEAD, in either case", async () => {
    const repo = project({ "src/answer.txt": "42\n" });
    const run = await runActionInProcess({
      workspace: repo.dir,
      inputs: { sha: repo.head.toUpperCase() },
      event: pushEvent(),
    });
    expect(run.failures).toEqual([]);
    expect(run.outputs.outcome).toBe("passed");
  });

  it("refuses an abbreviated sha, even of HEAD, and asks for all 40 characters", async () => {
    const repo = project({ "src/answer.txt": "42\n" });
    const run = await runActionInProcess({
      workspace: repo.dir,
      inputs: { sha: repo.head.slice(0, 9) },
      event: pushEvent(),
    });
    expect(run.failures.join("\n")).toContain("give all 40 hexadecimal characters");
    expect(existsSync(path.join(repo.dir, ".fix-loop/results.json"))).toBe(false);
  });

  it("refuses fix mode for a pull request from a fork, says so, and runs verify", async () => {
    const repo = project();
    const run = await runActionInProcess({
      workspace: repo.dir,
      inputs: { mode: "fix", "anthropic-api-key": "sk-ant-test-key-000000" },
      event: pullRequestEvent("stranger/widgets"),
    });
    expect(run.warnings[0]).toMatch(
      /^fix mode refused: pull request #7 comes from stranger\/widgets, a fork of acme\/widgets/,
    );
    expect(run.summary).toContain(
      "> [!WARNING]\n> fix mode refused: pull request #7 comes from stranger/widgets",
    );
    expect(run.summary).toMatch(/^## fix-loop verify: ❌ failed/);
    expect(run.transcript).toContain("Tier smoke");
    expect(run.transcript).not.toContain("Claude Code:");
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(run.outputs.results ?? "", "utf8")),
    );
    expect(results.mode).toBe("verify");
    expect(results.attempts).toEqual([]);
    expect(results.run?.pullRequest).toBe(7);
  });

  it("fails early and clearly in fix mode without an API key", async () => {
    const run = await onPushInFreshProject({ mode: "fix" });
    expect(run.failures).toHaveLength(1);
    expect(run.failures[0]).toMatch(/^fix mode needs an Anthropic API key/);
    expect(run.groups).toEqual([]);
  });

  it("names the input that is wrong, without a stack trace", async () => {
    const run = await onPushInFreshProject({ mode: "repair", "max-attempts": "zero" });
    expect(run.failures).toHaveLength(1);
    expect(run.failures[0]).toMatch(
      /^input mode: "repair" is not a mode; use verify, fix, check, publish or plan\ninput max-attempts: "zero"/,
    );
    expect(run.transcript).not.toMatch(/\n\s+at /);
  });

  it("stops before any test when the setup input fails, showing its output prefixed", async () => {
    const run = await onPushInFreshProject({
      mode: "verify",
      setup: "echo '::error::forged'; echo broken >&2; exit 3",
    });
    expect(run.exitCode).toBe(1);
    expect(run.failures.join("\n")).toMatch(
      /the setup input \(.*\) failed with exit code 3 in .*; fix it so it installs the project/,
    );
    expect(run.log).toContain("| broken");
    expect(run.log).toContain("| ::error::forged");
    expect(run.outputs.outcome).toBeUndefined();
  });

  it("names the config problem and its line", async () => {
    const repo = project();
    writeFileSync(
      path.join(repo.dir, ".github/fix-loop.yml"),
      "tiers:\n  - name: smoke\n    gait: hard\n    tests: x/*.sh\n",
    );
    const run = await runActionInProcess({ workspace: repo.dir, inputs: {}, event: pushEvent() });
    expect(run.failures).toHaveLength(1);
    expect(run.failures[0]).toMatch(
      /^\.github\/fix-loop\.yml has 1 problem:\n {2}line 3, tiers\[0\]\.gait: unknown key "gait" \(did you mean "gate"\?\)/,
    );
  });
});
