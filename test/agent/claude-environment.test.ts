import { describe, expect, it } from "vitest";
import { claudeEnvironment, MAX_API_RETRIES } from "../../src/agent/claude-environment.js";
import { SESSION_MARKER } from "../../src/process/kill-tree.js";

// test/cli/model-failures.test.ts shows the real claude retries as many times as
// CLAUDE_CODE_MAX_RETRIES says; bench/model-gate.mjs times the default against a lost API.
describe("claudeEnvironment", () => {
  it("bounds Claude Code's retries of a failed API call at 5 unless the environment says", () => {
    expect(MAX_API_RETRIES).toBe(5);
    expect(claudeEnvironment({ PATH: "/bin" }, "m").CLAUDE_CODE_MAX_RETRIES).toBe("5");
    expect(claudeEnvironment(undefined, "m").CLAUDE_CODE_MAX_RETRIES).toBe("5");
    expect(claudeEnvironment({ CLAUDE_CODE_MAX_RETRIES: "1" }, "m").CLAUDE_CODE_MAX_RETRIES).toBe(
      "1",
    );
  });

  it("keeps the given environment, turns non-essential traffic off and marks the session", () => {
    const env = claudeEnvironment(
      { PATH: "/bin", CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "0", [SESSION_MARKER]: "forged" },
      "a1b2",
    );
    expect(env).toMatchObject({
      PATH: "/bin",
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
      [SESSION_MARKER]: "a1b2",
    });
  });
});
