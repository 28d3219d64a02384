import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Results } from "../../src/results/schema.js";
import { projectConfig } from "../action/support/project.js";
import type { ActionRun } from "../action/support/run-action.js";
import { writeForkHopper } from "../support/fork-hopper.js";
import type { ReachableInstall } from "../support/reachable-install.js";
import { processesRunning } from "../support/script-processes.js";
import { callTool, hang, type ScriptedModel, toolOutput } from "../support/scripted-model/index.js";
import { useFixAsAgent } from "./support/fix-as-agent.js";

// A claude session in the agent's PID namespace that runs out of time (agent-user: auto, as
// root): it started a process that forks and exits in a loop, under env -i in its own session,
// then waits on the model. At the timeout the namespace's first process freezes it all, lists it
// and ends it: killedProcesses names the hopper and claude itself, and nothing of it lives on.

const HOPPER = "fix-loop-timeout-hop.sh";

/**
 * The hopper spins a core while it lives, so it starts 6 s into the 8 s session, not as soon as
 * claude gets there: the namespace's first process started with the session's clock, and its
 * start (field 22 of /proc/1/stat, clock ticks since boot) against /proc/uptime (hundredths once
 * its point is dropped) tells the session's age. Later than 6 s in, it starts at once.
 */
const UNTIL_NEAR_TIMEOUT = [
  "hz=$(getconf CLK_TCK); born=$(sed 's/.*) //' /proc/1/stat | cut -d' ' -f20)",
  "up=$(cut -d' ' -f1 /proc/uptime | tr -d .)",
  "left=$((600 - (up - born * 100 / hz)))",
  '[ "$left" -le 0 ] || sleep "$((left / 100)).$(printf %02d $((left % 100)))"',
].join("\n");

const HOP_ID = "toolu_hop";

let fix: ActionRun;
let model: ScriptedModel;
let results: Results | undefined;
let install: ReachableInstall;
let lair = "";

/** Processes running this file's hopper (its path in the lair), of any user. */
const hoppers = () =>
  lair ? processesRunning(path.join(lair, HOPPER)).map((found) => found.pid) : [];

useFixAsAgent(
  {
    files: {
      ".github/fix-loop.yml": projectConfig({
        fix: ["strategies:", "  - name: local", "    timeout: 8s"],
      }),
    },
    prepare: () => {
      lair = mkdtempSync(path.join(tmpdir(), "fix-loop-lair-"));
      chmodSync(lair, 0o755);
      writeForkHopper(lair, HOPPER);
    },
    script: () => [
      callTool(
        "Bash",
        {
          command: `${UNTIL_NEAR_TIMEOUT}\n( env -i setsid ${lair}/${HOPPER} > /dev/null 2>&1 & ) ; sleep 0.3; echo hopping; ps -eo pid=,stat=,args= | grep -F ${HOPPER}`,
          description: "hop",
        },
        HOP_ID,
      ),
      hang(),
    ],
  },
  (run) => ({ install, fix, results, model } = run),
);

afterAll(() => {
  if (lair) rmSync(lair, { recursive: true, force: true });
});

describe("a session that times out in its namespace", () => {
  it("is ended at the timeout, and killedProcesses names the hopper and claude itself", () => {
    expect(fix.stdout).toMatch(/each of its commands in a PID namespace/);
    const attempt = results?.attempts[0];
    expect(attempt?.detail).toMatch(/did not finish within 8 s/);
    const killed = (attempt?.killedProcesses ?? []).map((process) => process.command);
    // Failing, it says what the attempt recorded and what the agent's shell saw of its hop.
    const { claim: _claim, toolCalls: _calls, ...record } = attempt ?? {};
    const told = `${JSON.stringify(record, null, 1)}\nhop said: ${toolOutput(model, HOP_ID)}`;
    expect(
      killed.some((command) => command.includes(HOPPER)),
      told,
    ).toBe(true);
    expect(killed.some((command) => command.includes(install.claude))).toBe(true);
  });

  it("leaves nothing of it running", async () => {
    expect(hoppers()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hoppers()).toEqual([]);
  });
});
