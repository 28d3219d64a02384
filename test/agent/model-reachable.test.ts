import { describe, expect, it } from "vitest";
import * as probe from "../../src/agent/model-reachable.js";
import { freePort } from "../support/net.js";

// The gate itself, through the CLI and the real claude: test/cli/model-failures.test.ts (with
// short waits); the real schedule's time: bench/model-gate.mjs.
describe("the model probe's schedule", () => {
  it("gives up within 30 s: five tries, each bounded, with their waits", () => {
    expect(probe.DELAYS_MS).toHaveLength(4);
    expect(probe.CONNECT_TIMEOUT_MS).toBeGreaterThan(0);
    expect(probe.longestProbeMs()).toBeLessThanOrEqual(30_000);
  });

  it(`tries once more than ${probe.PROBE_DELAYS_VARIABLE} has waits, and says how often`, async () => {
    const env = {
      ANTHROPIC_BASE_URL: `http://127.0.0.1:${await freePort()}`,
      [probe.PROBE_DELAYS_VARIABLE]: "5,5",
    };
    expect(await probe.checkModelReachable(env)).toMatch(
      /^the model: cannot reach the API at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED; 3 tries in \d+\.\d s\)/,
    );
  });

  it("waits as it is given rather than as the environment says", async () => {
    const env = {
      ANTHROPIC_BASE_URL: `http://127.0.0.1:${await freePort()}`,
      [probe.PROBE_DELAYS_VARIABLE]: "5,5",
    };
    expect(await probe.checkModelReachable(env, { delaysMs: [5] })).toMatch(/2 tries in/);
  });
});
