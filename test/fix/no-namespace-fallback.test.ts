import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Results } from "../../src/results/schema.js";
import { NO_NAMESPACE_VARIABLE } from "../../src/sandbox/namespace.js";
import { fixTheAnswer } from "../action/support/answer-fix.js";
import type { ActionRun } from "../action/support/run-action.js";
import { bash, callTool, type ScriptedModel, toolOutput } from "../support/scripted-model/index.js";
import { FIND_KEY, MODEL_KEY } from "./support/find-key.js";
import { useFixAsAgent } from "./support/fix-as-agent.js";

// Where no PID namespace can be made (forced here with FIX_LOOP_NO_PID_NAMESPACE=1), the agent
// user still runs the agent, on the checkout handed to it, and the log warns that the
// leftovers are hunted by uid: a sleeper that cleared its environment and left its session is
// still found, killed and listed. Without a namespace there is no network namespace either: the
// log and the summary say what the agent could reach, and the model key is still kept out of
// its reach (it looks in its environment and every /proc/*/environ), then it fixes the bug.

const SLEEPER = "sleep 4949.5";

const sleeping = () =>
  execFileSync("ps", ["-eo", "args"], { encoding: "utf8" })
    .split("\n")
    .some((line) => line.includes(SLEEPER));

let model: ScriptedModel;
let fix: ActionRun;
let results: Results | undefined;

useFixAsAgent(
  {
    script: (repo) => [
      bash("toolu_key", FIND_KEY),
      callTool("Bash", {
        command: `( env -i setsid nohup ${SLEEPER} > /dev/null 2>&1 & ) ; echo started`,
        description: "leave",
      }),
      ...fixTheAnswer(path.join(repo.dir, "src/answer.txt")),
    ],
    env: { [NO_NAMESPACE_VARIABLE]: "1" },
    apiKey: MODEL_KEY,
  },
  (run) => ({ model, fix, results } = run),
);

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

  it("warns that there is no network namespace, and the summary says what the agent could reach", () => {
    expect(fix.stdout).toMatch(/::warning::.*no network namespace for the agent/);
    expect(results?.agentNetwork).toMatch(/could reach every host this runner reaches/);
    expect(fix.summary).toMatch(/could reach every host this runner reaches/);
  });

  it("still keeps the key out of the agent's environment, and the fix is verified", () => {
    const seen = toolOutput(model, "toolu_key");
    expect(seen).toContain("scan done");
    expect(seen).not.toContain("7f3a9c1e5b");
    for (const request of model.requests) expect(request.headers["x-api-key"]).toBe(MODEL_KEY);
    expect(fix.outputs.outcome).toBe("fixed");
  });
});
