import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { Results } from "../../src/results/schema.js";
import { NO_NAMESPACE_VARIABLE } from "../../src/sandbox/namespace.js";
import type { ActionRun } from "../action/support/run-action.js";
import { callTool, gaveUp, type ScriptedModel } from "../support/scripted-model/index.js";
import { useFixAsAgent } from "./support/fix-as-agent.js";

// Where no PID namespace can be made (forced here with FIX_LOOP_NO_PID_NAMESPACE=1), the agent
// user still runs the agent, on the checkout handed to it, and the log warns that the
// leftovers are hunted by uid: a sleeper that cleared its environment and left its session is
// still found, killed and listed.

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
    script: () => [
      callTool("Bash", {
        command: `( env -i setsid nohup ${SLEEPER} > /dev/null 2>&1 & ) ; echo started`,
        description: "leave",
      }),
      gaveUp("unknown"),
    ],
    env: { [NO_NAMESPACE_VARIABLE]: "1" },
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
});
