import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushEvent, runAction } from "../action/support/run-action.js";
import { type CliRun, runCli } from "../support/run-cli.js";
import { createTempProject, scriptTest } from "../support/temp-project.js";

/**
 * In a CI log (no terminal, no live line) a slow tier says it started, then keeps saying how far
 * it got, so it never looks like a hang. The interval is 30 s; FIX_LOOP_HEARTBEAT_SECONDS makes
 * it 0.4 s here, against a tier that takes 3 s.
 */
const FILES = {
  ".github/fix-loop.yml": "tiers:\n  - name: smoke\n    gate: soft\n    tests: t/*.sh\n",
  "t/quick.sh": scriptTest({ id: "BT-001" }, "exit 0"),
  "t/slow.sh": scriptTest({ id: "BT-002" }, "sleep 3; exit 0"),
};
const FAST = { FIX_LOOP_HEARTBEAT_SECONDS: "0.4" };

let dir: string;
let fast: CliRun;
let byDefault: CliRun;
let action: Awaited<ReturnType<typeof runAction>>;
beforeAll(async () => {
  dir = await createTempProject(FILES, "fix-loop-heartbeat-");
  [fast, byDefault, action] = await Promise.all([
    runCli(["verify", "-C", dir, "--json", `${dir}/fast.json`], { env: FAST }),
    runCli(["verify", "-C", dir, "--json", `${dir}/default.json`]),
    runAction({ workspace: dir, inputs: {}, event: pushEvent(), env: FAST }),
  ]);
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("a slow tier in a CI log", () => {
  it("the CLI prints a line as the tier starts, then its counts so far while it runs", () => {
    expect(fast.code, fast.stdout + fast.stderr).toBe(0);
    const lines = fast.stdout.split("\n");
    const start = lines.indexOf("smoke (on failure: continue): started, 2 scripts");
    const beat = lines.findIndex((line) =>
      /^smoke: still running after [\d.]+ m?s; 1 passed, 1 running so far$/.test(line),
    );
    const end = lines.findIndex((line) => line.startsWith("smoke (on failure: continue): passed"));
    expect(start, fast.stdout).toBeGreaterThanOrEqual(0);
    expect(beat, fast.stdout).toBeGreaterThan(start);
    expect(end, fast.stdout).toBeGreaterThan(beat);
    // No heartbeat after the tier ended.
    expect(lines.slice(end).some((line) => line.includes("still running"))).toBe(false);
  });

  it("waits 30 s between heartbeats unless told otherwise", () => {
    expect(byDefault.code).toBe(0);
    expect(byDefault.stdout).toContain("smoke (on failure: continue): started, 2 scripts");
    expect(byDefault.stdout).not.toContain("still running");
  });

  it("the Action's log has the heartbeat inside the tier's group", () => {
    expect(action.exitCode, action.stdout).toBe(0);
    const lines = action.stdout.split("\n");
    const group = lines.findIndex((line) => line.startsWith("::group::Tier smoke"));
    const beat = lines.findIndex((line) => /^smoke: still running after .*so far$/.test(line));
    expect(group).toBeGreaterThanOrEqual(0);
    expect(beat, action.stdout).toBeGreaterThan(group);
  });
});
