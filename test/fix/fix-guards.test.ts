import { describe, expect, it } from "vitest";
import { NO_PROGRESS_REASON } from "../../src/hooks/progress-gate.js";
import { claim, conversationText, say } from "../support/scripted-model/index.js";
import { sumProject } from "./support/projects.js";
import { useScenarios } from "./support/scenario.js";

const NOT_FIXED = claim({
  status: "not_fixed",
  root_cause: "unknown",
  files_changed: [],
  tests_run: [],
  reasoning: "could not find it",
});

/** An agent that looks, changes nothing, is held once by the progress gate, then gives up. */
const idle = () => [say("Nothing to change here."), NOT_FIXED];

const runScenario = useScenarios();

describe("guards around the agent", () => {
  it("holds an agent that changed nothing once, rejects it as no change, and opens the circuit breaker after three such attempts, skipping the rest", async () => {
    const files = sumProject();
    files["tests/answer.sh"] =
      "#!/usr/bin/env bash\n# TEST: BT-003 - the answer\n# TIER: smoke\necho 'FAIL: no answer file'\nexit 1\n";
    const scenario = await runScenario({ files, sessions: () => [idle(), idle(), idle(), idle()] });
    const { results } = scenario;
    // Each idle session is held once by the progress gate, then its attempt is rejected.
    const requests = scenario.sessions[0] ?? never();
    expect(requests).toHaveLength(2);
    expect(conversationText(requests[1] ?? never())).toContain(NO_PROGRESS_REASON);
    expect(results.attempts[0]).toMatchObject({
      rejected: "no_change",
      claim: { status: "not_fixed" },
      agreed: true,
      filesChanged: [],
    });
    expect(results.attempts).toHaveLength(3);
    expect(results.attempts.map((attempt) => attempt.rejected)).toEqual([
      "no_change",
      "no_change",
      "no_change",
    ]);
    expect(results.breaker.state).toBe("open");
    expect(results.breaker.reason).toMatch(/^3 attempts in a row made no progress/);
    expect(results.groups.map((group) => group.status)).toEqual(["deferred", "skipped"]);
    expect(results.groups[1]?.reason).toMatch(/^circuit breaker open: 3 attempts in a row/);
    expect(results.outcome).toBe("deferred");
    expect(scenario.sessions).toHaveLength(3);
  });
});

function never(): never {
  throw new Error("expected a recorded request");
}
