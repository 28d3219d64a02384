import { describe, expect, it } from "vitest";
import { mapWithConcurrency } from "../../src/engine/pool.js";

describe("mapWithConcurrency", () => {
  it("never runs more than the limit at once, keeps order, and starts work as lanes free up", async () => {
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const delays = [50, 10, 10, 10, 10, 10];
    const results = await mapWithConcurrency(delays, 2, async (delay, index) => {
      started.push(index);
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running--;
      return index * 10;
    });
    expect(peak).toBe(2);
    expect(results).toEqual([0, 10, 20, 30, 40, 50]);
    // The short items all run in the second lane while the long first one is still going.
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("handles an empty list", async () => {
    expect(await mapWithConcurrency([], 4, async () => 1)).toEqual([]);
  });
});
