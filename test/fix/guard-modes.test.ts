import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuardMode } from "../../src/hooks/guard-options.js";
import { WARNING_PREFIX } from "../../src/hooks/handle-event.js";
import { NO_PROGRESS_REASON } from "../../src/hooks/progress-gate.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import {
  callTool,
  conversationText,
  gaveUp,
  type RecordedRequest,
  say,
  toolResultFor,
} from "../support/scripted-model/index.js";
import { sumProject } from "./support/projects.js";
import { runScenario, type Scenario } from "./support/scenario.js";

// One agent, three guard modes: it writes the protected test, runs one command three times,
// then gives up. The same script under observe, warn and block (run side by side) shows what
// each mode lets through, what it tells the agent, and the counts a team tunes the limits with.
// Under block (the default) that first attempt changes nothing: two idle agents after it open
// the circuit breaker, and the project's second group is skipped.

const ECHO = { command: "echo looking", description: "look around" };

function agent(root: string) {
  return [
    callTool(
      "Write",
      { file_path: join(root, "tests/sum.sh"), content: "#!/bin/sh\nexit 0\n" },
      "toolu_write",
    ),
    callTool("Bash", ECHO, "toolu_1"),
    callTool("Bash", ECHO, "toolu_2"),
    callTool("Bash", ECHO, "toolu_3"),
    say("Nothing more to do."),
    gaveUp("unknown"),
  ];
}

/** An agent that looks, changes nothing, is held once by the progress gate, then gives up. */
const idle = () => [say("Nothing to change here."), gaveUp("could not find it")];

/** The second group of the block run, skipped once the breaker opens. */
const ANSWER_TEST =
  "#!/usr/bin/env bash\n# TEST: BT-003 - the answer\n# TIER: smoke\necho 'FAIL: no answer file'\nexit 1\n";

const scenarios = new Map<GuardMode, Scenario>();

beforeAll(async () => {
  const modes: GuardMode[] = ["observe", "warn", "block"];
  const runs = await Promise.all(
    modes.map((mode) => {
      // Under block the run goes on after the agent's attempt: the breaker's, with a second group.
      const breaker = mode === "block";
      return runScenario({
        files: breaker ? { ...sumProject(), "tests/answer.sh": ANSWER_TEST } : sumProject(),
        options: breaker ? {} : { maxAttempts: 1 },
        configure: (options) => {
          options.config.fix.guards.mode = mode;
        },
        sessions: (root) => (breaker ? [agent(root), idle(), idle(), idle()] : [agent(root)]),
      });
    }),
  );
  for (const [index, mode] of modes.entries()) scenarios.set(mode, runs[index] as Scenario);
  // The block run's three sessions one after another, beside two other runs: a bound on a hang.
}, 120_000);

afterAll(async () => {
  await Promise.all([...scenarios.values()].map((scenario) => scenario.cleanup()));
});

function run(mode: GuardMode): Scenario {
  const scenario = scenarios.get(mode);
  if (!scenario) throw new Error(`no ${mode} run`);
  return scenario;
}

/** The request the model got after a tool call: it carries that call's result. */
function requestAfter(mode: GuardMode, id: string): RecordedRequest {
  const requests = run(mode).sessions[0] ?? [];
  const found = requests.find((request) => toolResultFor(request, id));
  if (!found) throw new Error(`no request carries the result of ${id} (${mode})`);
  return found;
}

describe("fix.guards.mode through the real claude binary", () => {
  it("observe lets every call through, says nothing and counts what it would have blocked", () => {
    const { results } = run("observe");
    expect(toolResultFor(requestAfter("observe", "toolu_write"), "toolu_write")?.isError).toBe(
      false,
    );
    expect(toolResultFor(requestAfter("observe", "toolu_3"), "toolu_3")).toMatchObject({
      isError: false,
      text: expect.stringContaining("looking"),
    });
    const told = (run("observe").sessions[0] ?? []).map(conversationText).join("\n");
    expect(told).not.toContain(WARNING_PREFIX);
    expect(told).not.toContain("is protected");
    // The write went through, so the engine (not the guard) rejects the attempt and puts it back.
    expect(results.attempts[0]).toMatchObject({
      rejected: "tamper",
      guards: { mode: "observe", fired: { "protected-path": 1, repeat: 1 } },
    });
    expect(results.guards).toEqual({
      mode: "observe",
      fired: { "protected-path": 1, repeat: 1 },
    });
  });

  it("warn lets the calls through and tells the agent each time a guard fires", async () => {
    const write = requestAfter("warn", "toolu_write");
    expect(toolResultFor(write, "toolu_write")?.isError).toBe(false);
    expect(conversationText(write)).toContain(`${WARNING_PREFIX}tests/sum.sh is protected`);
    const third = requestAfter("warn", "toolu_3");
    expect(toolResultFor(third, "toolu_3")?.isError).toBe(false);
    expect(conversationText(third)).toContain(
      `${WARNING_PREFIX}This exact Bash call was already made 2 times`,
    );
    const { results, root } = run("warn");
    expect(results.attempts[0]).toMatchObject({
      rejected: "tamper",
      guards: { mode: "warn", fired: { "protected-path": 1, repeat: 1 } },
    });
    expect(await readFile(join(root, "tests/sum.sh"), "utf8")).toContain("FAIL: sum(2, 2)");
  });

  it("block denies the write and the third identical command, holds the idle agent once, and counts all three guards", () => {
    expect(toolResultFor(requestAfter("block", "toolu_write"), "toolu_write")).toMatchObject({
      isError: true,
      text: expect.stringContaining("tests/sum.sh is protected"),
    });
    // The second identical call goes through; the third is denied, saying why.
    expect(toolResultFor(requestAfter("block", "toolu_2"), "toolu_2")?.isError).toBe(false);
    expect(toolResultFor(requestAfter("block", "toolu_3"), "toolu_3")).toMatchObject({
      isError: true,
      text: expect.stringContaining("This exact Bash call was already made 2 times"),
    });
    const { results } = run("block");
    // Denied calls count as calls: the write and the three commands.
    expect(results.attempts[0]?.toolCalls).toBe(4);
    const fired = { "protected-path": 1, repeat: 1, "progress-gate": 1 };
    expect(results.attempts[0]).toMatchObject({
      rejected: "no_change",
      guards: { mode: "block", fired },
    });
    // The run's count adds the two idle attempts' progress-gate holds.
    expect(results.guards).toEqual({ mode: "block", fired: { ...fired, "progress-gate": 3 } });
  });

  it("the summary reports, per guard, how often it fired", () => {
    const summary = renderMarkdown(run("observe").results);
    expect(summary).toContain(
      "**Guards (observe): protected-path fired 1 time, repeat fired 1 time.**",
    );
    expect(renderMarkdown(run("block").results)).toContain("progress-gate fired 3 times");
  });
});

describe("the circuit breaker, under block", () => {
  it("holds an agent that changed nothing once, rejects it as no change, and opens the circuit breaker after three such attempts, skipping the rest", () => {
    const scenario = run("block");
    const { results } = scenario;
    // Each idle session is held once by the progress gate, then its attempt is rejected.
    const requests = scenario.sessions[1] ?? [];
    expect(requests).toHaveLength(2);
    expect(conversationText(requests[1] ?? never())).toContain(NO_PROGRESS_REASON);
    expect(results.attempts[1]).toMatchObject({
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
