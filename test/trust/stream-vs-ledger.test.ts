import { describe, expect, it } from "vitest";
import type { AgentToolCall } from "../../src/agent/transcript.js";
import type { LedgerEntry } from "../../src/hooks/ledger.js";
import { commandsRan, witnessDisagreements } from "../../src/trust/stream-vs-ledger.js";

const call = (id: string, command: string, extra: Partial<AgentToolCall> = {}): AgentToolCall => ({
  id,
  name: "Bash",
  input: { command, description: "x" },
  isError: false,
  ...extra,
});

const entry = (
  event: LedgerEntry["event"],
  toolUseId: string,
  command: string,
  sessionId = "s1",
): LedgerEntry => ({
  at: "2026-01-01T00:00:00Z",
  event,
  sessionId,
  tool: "Bash",
  toolUseId,
  key: null,
  input: { command },
  decision: null,
  reason: null,
  error: null,
});

const agree = { sessionId: "s1", completed: true };

describe("the two witnesses of a session", () => {
  it("agree when every call the stream shows is in the ledger with the same command", () => {
    const calls = [call("t1", "./tests/sum.sh")];
    const ledger = [
      entry("PreToolUse", "t1", "./tests/sum.sh"),
      entry("PostToolUse", "t1", "./tests/sum.sh"),
    ];
    expect(witnessDisagreements({ calls, ledger, ...agree })).toEqual([]);
  });

  it("name a call the ledger invented, a call it lacks, an altered command and another session", () => {
    const calls = [call("t1", "rm -rf src"), call("t2", "ls")];
    const ledger = [
      entry("PreToolUse", "t1", "./tests/sum.sh"),
      entry("PostToolUse", "forged", "./tests/sum.sh"),
      entry("PreToolUse", "t9", "ls", "other"),
    ];
    expect(witnessDisagreements({ calls, ledger, ...agree })).toEqual([
      "1 ledger entry names another session",
      "no ledger entry for Bash `ls`",
      "the ledger records other input for Bash `rm -rf src`",
      "the ledger shows 2 calls claude never made",
    ]);
  });

  it("do not count a call cut off by a killed session, or one the permission settings refused", () => {
    const calls = [call("t1", "sleep 100"), call("t2", "curl x", { denied: true })];
    expect(witnessDisagreements({ calls, ledger: [], sessionId: "s1", completed: false })).toEqual(
      [],
    );
    expect(witnessDisagreements({ calls, ledger: [], ...agree })).toEqual([
      "no ledger entry for Bash `sleep 100`",
    ]);
  });

  it("take the commands that ran from the stream: not denied ones, not ones without a result", () => {
    const calls = [
      call("t1", "./tests/sum.sh"),
      call("t2", "./tests/other.sh", { denied: true, isError: true }),
      call("t3", "npm test", { isError: undefined }),
      { id: "t4", name: "Read", input: { file_path: "x" }, isError: false },
    ];
    expect(commandsRan(calls)).toEqual(["./tests/sum.sh"]);
  });
});
