import { describe, expect, it } from "vitest";
import { callKey } from "../../src/hooks/call-key.js";
import { countFailure, resetFailures } from "../../src/hooks/failure-counter.js";
import {
  DEFAULT_FAILURE_LIMIT,
  DEFAULT_REPEAT_LIMIT,
  type GuardOptions,
  guardArguments,
  parseGuardArguments,
} from "../../src/hooks/guard-options.js";
import { NO_PROGRESS_REASON, stopDenial } from "../../src/hooks/progress-gate.js";
import { protectedPathDenial } from "../../src/hooks/protected-path-guard.js";
import { noteToolSuccess, repeatDenial } from "../../src/hooks/repeat-guard.js";
import type { SessionState } from "../../src/hooks/session-state.js";

// Each guard as the pure function it is: a session state in, a reason (or null) out.

const fresh = (): SessionState => ({ calls: {}, failures: 0, stopBlocked: false });

describe("callKey", () => {
  it("ignores Bash's description and the order of fields, and nothing else", () => {
    const key = callKey("Bash", { command: "npm test", description: "run the tests" });
    expect(callKey("Bash", { description: "again", command: "npm test" })).toBe(key);
    expect(callKey("Bash", { command: "npm test -- --verbose" })).not.toBe(key);
    expect(callKey("Read", { command: "npm test" })).not.toBe(key);
    expect(callKey("Edit", { file_path: "a", edits: [{ b: 1, a: 2 }] })).toBe(
      callKey("Edit", { edits: [{ a: 2, b: 1 }], file_path: "a" }),
    );
  });
});

describe("repeatDenial", () => {
  it("denies the limit-th identical call and every one after, counting the ones before", () => {
    const state = fresh();
    const deny = () => repeatDenial(state, "k", "Bash", 3);
    expect(deny()).toBeNull();
    expect(deny()).toBeNull();
    expect(deny()).toMatch(/^This exact Bash call was already made 2 times in this session/);
    expect(deny()).toContain("already made 3 times");
    expect(repeatDenial(state, "other", "Bash", 3)).toBeNull();
    expect(state.calls).toEqual({ k: 4, other: 1 });
  });

  it("says 'time' for one earlier call, and never denies the structured claim", () => {
    const state = fresh();
    expect(repeatDenial(state, "k", "Read", 2)).toBeNull();
    expect(repeatDenial(state, "k", "Read", 2)).toContain("already made 1 time in");
    for (let i = 0; i < 3; i++) expect(repeatDenial(state, "c", "StructuredOutput", 1)).toBeNull();
  });

  it("starts afresh after a file-changing tool succeeds, not after other tools", () => {
    const state = fresh();
    repeatDenial(state, "k", "Bash", 3);
    noteToolSuccess(state, "Bash");
    noteToolSuccess(state, "Read");
    expect(state.calls).toEqual({ k: 1 });
    for (const tool of ["Edit", "MultiEdit", "Write", "NotebookEdit"]) {
      repeatDenial(state, "k", "Bash", 3);
      noteToolSuccess(state, tool);
      expect(state.calls).toEqual({});
    }
  });
});

describe("protectedPathDenial", () => {
  const root = "/work/project";
  const globs = ["tests/**", ".github/**"];

  it("denies a write under a protected glob, relative or absolute, naming the path and glob", () => {
    expect(protectedPathDenial("Write", { file_path: "tests/a.sh" }, root, globs)).toMatch(
      /^tests\/a\.sh is protected \(fix\.protected: "tests\/\*\*"\)\. Tests, CI/,
    );
    expect(
      protectedPathDenial("Edit", { file_path: `${root}/tests/deep/b.sh` }, root, globs),
    ).toMatch(/^tests\/deep\/b\.sh is protected/);
    expect(
      protectedPathDenial(
        "NotebookEdit",
        { notebook_path: `${root}/.github/n.ipynb` },
        root,
        globs,
      ),
    ).toMatch(/^\.github\/n\.ipynb is protected \(fix\.protected: "\.github\/\*\*"\)/);
    expect(protectedPathDenial("MultiEdit", { file_path: "src/../tests/c" }, root, globs)).toMatch(
      /^tests\/c is protected/,
    );
  });

  it("lets through other paths, paths outside the project, reads, and any path without globs", () => {
    expect(protectedPathDenial("Write", { file_path: "src/a.js" }, root, globs)).toBeNull();
    expect(protectedPathDenial("Write", { file_path: "/tmp/tests/x" }, root, globs)).toBeNull();
    expect(protectedPathDenial("Write", { file_path: "../tests/x" }, root, globs)).toBeNull();
    expect(protectedPathDenial("Read", { file_path: "tests/a.sh" }, root, globs)).toBeNull();
    expect(protectedPathDenial("Write", { file_path: 7 }, root, globs)).toBeNull();
    expect(protectedPathDenial("Write", { file_path: "tests/a.sh" }, root, [])).toBeNull();
  });
});

describe("countFailure", () => {
  it("speaks up at the limit and on every failure after it, until a reset", () => {
    const state = fresh();
    for (let i = 0; i < 2; i++) expect(countFailure(state, 3)).toBeNull();
    expect(countFailure(state, 3)).toMatch(/^3 tool calls in a row have failed\. Stop and step/);
    expect(countFailure(state, 3)).toMatch(/^4 tool calls in a row/);
    resetFailures(state);
    expect(countFailure(state, 3)).toBeNull();
  });
});

describe("stopDenial", () => {
  it("blocks one stop when nothing changed, then lets the agent stop", () => {
    const state = fresh();
    expect(stopDenial(state, false, () => false)).toBe(NO_PROGRESS_REASON);
    expect(state.stopBlocked).toBe(true);
    expect(stopDenial(state, false, () => false)).toBeNull();
  });

  it("lets the agent stop when something changed or git cannot tell", () => {
    expect(stopDenial(fresh(), false, () => true)).toBeNull();
    expect(stopDenial(fresh(), false, () => null)).toBeNull();
  });

  it("does not ask git while Claude Code is already continuing because of a Stop hook", () => {
    let asked = 0;
    const unchanged = () => {
      asked += 1;
      return false;
    };
    const state = fresh();
    expect(stopDenial(state, true, unchanged)).toBeNull();
    expect(asked).toBe(0);
    expect(state.stopBlocked).toBe(false);
  });
});

describe("the hook program's arguments", () => {
  const options: GuardOptions = {
    stateDir: "/tmp/state dir",
    projectRoot: "/work/project",
    protectedGlobs: ["tests/**", "**/*.snap"],
    repeatLimit: 2,
    failureLimit: 7,
    mode: "warn",
  };

  it("read back what guardArguments wrote", () => {
    expect(parseGuardArguments(guardArguments(options))).toEqual(options);
  });

  it("fall back to the default limits for anything but a positive whole number", () => {
    const argv = ["--state-dir", "s", "--repeat-limit", "0", "--failure-limit", "2.5"];
    expect(parseGuardArguments(argv)).toMatchObject({
      repeatLimit: DEFAULT_REPEAT_LIMIT,
      failureLimit: DEFAULT_FAILURE_LIMIT,
      protectedGlobs: [],
      mode: "block",
    });
  });

  it("block for any mode but observe and warn: a typo never switches the guards off", () => {
    const argv = ["--state-dir", "s", "--mode", "obsrve"];
    expect(parseGuardArguments(argv).mode).toBe("block");
  });

  it("need a state folder", () => {
    expect(() => parseGuardArguments(["--root", "/x"])).toThrow(
      "the hook program needs --state-dir <folder>",
    );
  });
});
