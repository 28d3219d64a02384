import { zipSync } from "fflate";
import type { Logger } from "probot";
import { describe, expect, it } from "vitest";
import { parseResultsZip } from "../../app/results/artifact.js";
import { zipOfZeros } from "../support/zip-of-zeros.js";
import { results, testResult } from "./fixtures.js";

function recordingLog(): { log: Logger; warnings: string[] } {
  const warnings: string[] = [];
  const log = { warn: (message: string) => warnings.push(message) } as unknown as Logger;
  return { log, warnings };
}

const valid = new TextEncoder().encode(
  JSON.stringify(results({ tests: [testResult("BT-001", "passed")] })),
);

/** Counts turns of the event loop while `work` runs: other work gets its turn. */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ value: T; turns: number }> {
  let turns = 0;
  let running = true;
  const spin = () => {
    if (!running) return;
    turns += 1;
    setImmediate(spin);
  };
  setImmediate(spin);
  const value = await work();
  running = false;
  return { value, turns };
}

describe("a results artifact that is a zip bomb", () => {
  it("refuses a zip with thousands of results.json entries, without inflating them all", async () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < 2000; i++) files[`job-${i}/results.json`] = valid;
    const { log, warnings } = recordingLog();
    expect(await parseResultsZip(zipSync(files), "bomb", log)).toBeNull();
    expect(warnings.join("\n")).toMatch(/bomb: refused: more than \d+ entries; ignored/);
  });

  it("refuses entries that inflate past the total cap, and keeps the event loop turning", async () => {
    // ~100 KiB of zip that inflates to 96 MiB of zeros across three results.json files.
    const size = 32 * 1024 * 1024 - 1;
    const zip = zipOfZeros({
      "a/results.json": size,
      "b/results.json": size,
      "c/results.json": size,
    });
    expect(zip.length).toBeLessThan(1024 * 1024);
    const { log, warnings } = recordingLog();
    const { value, turns } = await turnsDuring(() => parseResultsZip(zip, "bomb", log));
    expect(value).toBeNull();
    expect(warnings.join("\n")).toMatch(/refused: its entries inflate past \d+ bytes in all/);
    // Inflated slice by slice: other callbacks ran between the slices.
    expect(turns).toBeGreaterThanOrEqual(3);
  });

  it("refuses one entry that inflates past its own cap, whatever its header claims", async () => {
    const zip = zipOfZeros({ "results.json": 33 * 1024 * 1024 });
    const { log, warnings } = recordingLog();
    expect(await parseResultsZip(zip, "bomb", log)).toBeNull();
    expect(warnings.join("\n")).toMatch(/results\.json inflates past \d+ bytes/);
  });

  it("still reads an honest artifact", async () => {
    const { log, warnings } = recordingLog();
    const parsed = await parseResultsZip(zipSync({ "results.json": valid }), "honest", log);
    expect(parsed?.tests.map((test) => test.id)).toEqual(["BT-001"]);
    expect(warnings).toEqual([]);
  });
});
