import { describe, expect, it } from "vitest";
import { NO_PROGRESS_REASON } from "../../src/hooks/progress-gate.js";
import type { Results } from "../../src/results/schema.js";
import type { ActionRun } from "../action/support/run-action.js";
import {
  claim,
  conversationText,
  type ScriptedModel,
  say,
} from "../support/scripted-model/index.js";
import { useFixAsAgent } from "./support/fix-as-agent.js";

// The progress gate in the agent's own copy (agent-user: auto, as root): the copy has no .git
// and no git may run there, so the hook compares the files' stamps with those fix-loop took of
// the copy before the session. An agent that changes nothing and stops is held once.

let model: ScriptedModel;
let fix: ActionRun;
let results: Results | undefined;

useFixAsAgent(
  {
    script: () => [
      say("Nothing to change here."),
      claim({
        status: "not_fixed",
        root_cause: "unknown",
        files_changed: [],
        tests_run: [],
        reasoning: "could not find it",
      }),
    ],
  },
  (run) => ({ model, fix, results } = run),
);

describe("the progress gate in the agent's copy", () => {
  it("holds an agent that changed nothing once, then the attempt is rejected as no change", () => {
    expect(fix.stdout).toMatch(/each of its commands in a PID namespace/);
    const held = model.requests.filter((request) =>
      conversationText(request).includes(NO_PROGRESS_REASON),
    );
    expect(held).toHaveLength(1);
    expect(results?.attempts[0]).toMatchObject({
      rejected: "no_change",
      filesChanged: [],
      guards: { fired: { "progress-gate": 1 } },
    });
  });
});
