import { PassThrough } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlannedTier } from "../../src/engine/types.js";
import { createTerminalReporter } from "../../src/report/terminal.js";
import { attempt } from "./results-fixture.js";

/** The terminal reporter of a CI log (no live line), its heartbeat every 30 ms. */
function ciLog() {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on("data", (chunk) => lines.push(...String(chunk).trimEnd().split("\n")));
  return { reporter: createTerminalReporter({ stream, live: false, color: false }), lines };
}

const tier = { name: "smoke", onFailure: "stop", sources: [] } as unknown as PlannedTier;

let before: string | undefined;
beforeAll(() => {
  before = process.env.FIX_LOOP_HEARTBEAT_SECONDS;
  process.env.FIX_LOOP_HEARTBEAT_SECONDS = "0.03";
});
afterAll(() => {
  if (before === undefined) delete process.env.FIX_LOOP_HEARTBEAT_SECONDS;
  else process.env.FIX_LOOP_HEARTBEAT_SECONDS = before;
});

describe("the heartbeat of a CI log", () => {
  it("keeps saying a fix attempt's agent is at work, and stops when the attempt ends", async () => {
    const { reporter, lines } = ciLog();
    reporter.attemptStarted?.({ group: "a1b2c3d4e5f6", attempt: 2, strategy: "web search" });
    await sleep(150);
    reporter.attemptFinished?.(attempt("a1b2c3d4e5f6", 2, { strategy: "web" }));
    const beats = lines.filter((line) => line.includes("still at work"));
    expect(beats.length).toBeGreaterThanOrEqual(2);
    expect(beats[0]).toMatch(
      /^attempt 2 on a1b2c3d4e5f6 \(web search\): the agent is still at work after \d+ ms$/,
    );
    const after = lines.length;
    await sleep(100);
    expect(lines.slice(after).filter((line) => line.includes("still at work"))).toEqual([]);
  });

  it("says nothing started for a tier that will not run", async () => {
    const { reporter, lines } = ciLog();
    reporter.tierStarted?.(tier, "blocked: the service api is down");
    await sleep(100);
    expect(lines.filter((line) => line.includes("started") || line.includes("still"))).toEqual([]);
    reporter.tierStarted?.(tier, null);
    await sleep(100);
    reporter.tierFinished?.({ name: "smoke", status: "passed", counts: {} } as never);
    expect(lines.filter((line) => line.startsWith("smoke"))[0]).toMatch(/^smoke .*: started/);
  });
});
