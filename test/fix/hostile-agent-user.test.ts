import { execFileSync } from "node:child_process";
import { chmodSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { fixTheAnswer } from "../action/support/answer-fix.js";
import { createProjectRepo, type ProjectRepo } from "../action/support/project.js";
import { type ActionRun, pushEvent, runAction } from "../action/support/run-action.js";
import { endAll } from "../support/end-all.js";
import { type HostedRunner, layOutHostedRunner } from "../support/hosted-runner.js";
import { type ReachableInstall, reachableInstall } from "../support/reachable-install.js";
import {
  bash,
  type ScriptedModel,
  startScriptedModel,
  toolOutput,
} from "../support/scripted-model/index.js";

// The bundled Action in fix mode, as a hosted runner starts it (a user with passwordless sudo,
// test/support/hosted-runner.ts), with runner tokens planted in its own environment, so
// agent-user: auto makes a throwaway user through sudo. One real claude session plays the
// attacker through its Bash tool, then fixes the bug honestly.

const PLANTED = {
  ACTIONS_RUNTIME_TOKEN: "planted-runtime-token-6d1f0a9b7c",
  RUNNER_CACHE_TOKEN: "ghs_plantedRunnerCacheToken0123456789",
};
const SLEEPER = "sleep 4545.5";

const READ_ANCESTORS = [
  "p=$$",
  // Up to pid 1 itself: in the agent's PID namespace that is fix-loop's (root's) first process.
  'while [ "$p" -ge 1 ]; do',
  '  if tr "\\0" "\\n" < /proc/$p/environ > /dev/null 2>&1; then echo "ancestor $p readable"; else echo "ancestor $p denied"; fi',
  '  tr "\\0" "\\n" < /proc/$p/environ 2>/dev/null | grep -iE "token|planted|ghs_"',
  "  p=$(cut -d' ' -f4 /proc/$p/stat)",
  "done",
  'for f in /proc/[0-9]*/environ; do tr "\\0" "\\n" < "$f" 2>/dev/null; done | grep -iE "planted|ghs_|ACTIONS_RUNTIME"',
  "echo scan done",
].join("\n");

let repo: ProjectRepo;
let runner: HostedRunner;
let install: ReachableInstall;
let model: ScriptedModel;
let fix: ActionRun;
let results: Results;

/** The throwaway user the Action said it made; other tests may run theirs meanwhile. */
const agentUser = () => /throwaway user (fix-loop-agent-[0-9a-f]{8})/.exec(fix.stdout)?.[1] ?? "";
const userExists = (name: string) =>
  execFileSync("getent", ["passwd"], { encoding: "utf8" })
    .split("\n")
    .some((line) => line.startsWith(`${name}:`));

const saw = (toolUseId: string) => toolOutput(model, toolUseId);

beforeAll(async () => {
  runner = layOutHostedRunner();
  repo = createProjectRepo();
  runner.own(repo.dir);
  install = reachableInstall({ claude: true });
  // As on a runner, the folders above the checkout are open to other users (a temp folder is not).
  chmodSync(path.dirname(repo.dir), 0o755);
  const answer = path.join(repo.dir, "src/answer.txt");
  model = await startScriptedModel([
    bash("toolu_environ", READ_ANCESTORS),
    bash("toolu_sudo", 'sudo -n true 2>&1; echo "sudo exit $?"; echo "uid $(id -u)"; id -Gn'),
    bash("toolu_sleeper", `( env -i setsid nohup ${SLEEPER} > /dev/null 2>&1 & ) ; echo started`),
    ...fixTheAnswer(answer),
  ]);
  fix = await runAction({
    bundle: install.action,
    workspace: repo.dir,
    inputs: {
      mode: "fix",
      "anthropic-api-key": "sk-ant-api03-scripted-0000",
      "agent-user": "auto",
    },
    event: pushEvent(),
    env: { ...model.env, FIX_LOOP_CLAUDE: install.claude, ...PLANTED },
    timeoutMs: 110_000,
    runner,
  });
  results = resultsSchema.parse(
    JSON.parse(readFileSync(path.join(repo.dir, ".fix-loop/results.json"), "utf8")),
  );
}, 120_000);

afterAll(() => endAll(model, repo, install, runner));

describe("with a throwaway agent user (agent-user: auto, through a hosted runner's sudo)", () => {
  it("the agent works as that user and its fix is verified and bundled", () => {
    expect(fix.stdout).toMatch(/run as the throwaway user fix-loop-agent-[0-9a-f]{8} \(uid \d+\)/);
    expect(fix.errors).toEqual([]);
    expect(fix.outputs.outcome).toBe("fixed");
    // The hooks ran as that user too: their ledger agrees with claude's stream.
    expect(results.attempts[0]).toMatchObject({
      verified: { passed: true },
      rejected: null,
      agreed: true,
      distrust: [],
    });
  });

  it("reads no token-shaped value from any ancestor's or any process's /proc/*/environ", () => {
    const seen = saw("toolu_environ");
    expect(seen).toContain("scan done");
    // The scan works (its own processes are readable) and reaches the runner's (denied).
    expect(seen).toMatch(/ancestor \d+ readable/);
    expect(seen).toMatch(/ancestor \d+ denied/);
    for (const value of Object.values(PLANTED)) expect(seen).not.toContain(value);
    expect(seen).not.toMatch(/ACTIONS_RUNTIME_TOKEN=|ghs_/);
  });

  it("has no sudo and no privileged group", () => {
    const seen = saw("toolu_sudo");
    expect(seen).toMatch(/sudo exit [1-9]\d*/);
    expect(seen).toMatch(/uid [1-9]\d*/);
    expect(seen).not.toMatch(/\b(sudo|wheel|admin|root)\b\s*$/m);
  });

  it("a sleeper that cleared its environment with env -i does not outlive the attempt", () => {
    expect(saw("toolu_sleeper")).toContain("started");
    // The sweep may catch the chain before it exec'd into sleep: any stage names the sleeper.
    const killed = results.attempts[0]?.killedProcesses ?? [];
    expect(killed.some((process) => process.command.includes(SLEEPER))).toBe(true);
    expect(execFileSync("ps", ["-eo", "args"], { encoding: "utf8" })).not.toContain(SLEEPER);
  });

  it("leaves no user behind and gives the tree back as it was, with the fix", () => {
    expect(agentUser()).not.toBe("");
    expect(userExists(agentUser())).toBe(false);
    expect(readFileSync(path.join(repo.dir, "src/answer.txt"), "utf8").trim()).toBe("42");
    const shared: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (dir === repo.dir && name === ".git") continue;
        const file = path.join(dir, name);
        const stat = statSync(file);
        if (stat.uid !== runner.uid || (stat.mode & 0o2020) !== 0) shared.push(file);
        if (stat.isDirectory()) walk(file);
      }
    };
    walk(repo.dir);
    expect(shared).toEqual([]);
  });
});
