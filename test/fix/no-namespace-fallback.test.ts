import { execFileSync } from "node:child_process";
import { chmodSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Results } from "../../src/results/schema.js";
import { NO_NAMESPACE_VARIABLE } from "../../src/sandbox/namespace.js";
import { createProjectRepo, type ProjectRepo } from "../action/support/project.js";
import type { ActionRun } from "../action/support/run-action.js";
import { type ReachableInstall, reachableInstall } from "../support/reachable-install.js";
import {
  callTool,
  claim,
  type ScriptedModel,
  startScriptedModel,
} from "../support/scripted-model/index.js";
import { runFixAsAgent } from "./support/fix-as-agent.js";

// Where no PID namespace can be made (forced here with FIX_LOOP_NO_PID_NAMESPACE=1), the agent
// user still runs the agent, on the checkout handed to it, and the log warns that the
// leftovers are hunted by uid: a sleeper that cleared its environment and left its session is
// still found, killed and listed.

const SLEEPER = "sleep 4949.5";
let repo: ProjectRepo;
let install: ReachableInstall;
let model: ScriptedModel;
let fix: ActionRun;
let results: Results | undefined;

const sleeping = () =>
  execFileSync("ps", ["-eo", "args"], { encoding: "utf8" })
    .split("\n")
    .some((line) => line.includes(SLEEPER));

beforeAll(async () => {
  repo = createProjectRepo();
  install = reachableInstall({ claude: true });
  chmodSync(path.dirname(repo.dir), 0o755);
  model = await startScriptedModel([
    callTool("Bash", {
      command: `( env -i setsid nohup ${SLEEPER} > /dev/null 2>&1 & ) ; echo started`,
      description: "leave",
    }),
    claim({
      status: "not_fixed",
      root_cause: "unknown",
      files_changed: [],
      tests_run: [],
      reasoning: "gave up",
    }),
  ]);
  ({ fix, results } = await runFixAsAgent({
    install,
    repo,
    model,
    env: { [NO_NAMESPACE_VARIABLE]: "1" },
  }));
}, 120_000);

afterAll(async () => {
  await model?.close();
  repo?.remove();
  install?.remove();
});

describe("the fallback without a PID namespace", () => {
  it("warns in the log that leftovers are searched for by uid", () => {
    const warning = `no PID namespace for the agent: ${NO_NAMESPACE_VARIABLE}=1 asks for none; what it leaves running is searched for by uid and killed`;
    const warnings = fix.stdout.split("\n").filter((line) => line.startsWith("::warning"));
    expect(warnings.some((line) => line.includes(warning))).toBe(true);
    expect(fix.stdout).toMatch(/run as the throwaway user fix-loop-agent-[0-9a-f]{8}/);
  });

  it("still kills what the agent left running, by uid, and lists it", () => {
    expect(results?.attempts).toHaveLength(1);
    const killed = results?.attempts[0]?.killedProcesses ?? [];
    expect(killed.some((process) => process.command.includes(SLEEPER))).toBe(true);
    expect(sleeping()).toBe(false);
  });
});
