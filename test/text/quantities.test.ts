import { describe, expect, it } from "vitest";
import { formatDuration, formatPercent, formatUsd, plural } from "../../src/text/quantities.js";

describe("the quantities every report and message shares", () => {
  it("counts with the right noun", () => {
    expect(plural(1, "test")).toBe("1 test");
    expect(plural(0, "test")).toBe("0 tests");
    expect(plural(3, "root cause")).toBe("3 root causes");
    expect(plural(2, "child", "children")).toBe("2 children");
  });

  it("writes durations spaced for people and compact inside evidence messages", () => {
    expect(formatDuration(850)).toBe("850 ms");
    expect(formatDuration(1234)).toBe("1.2 s");
    expect(formatDuration(184_000)).toBe("3 min 4 s");
    expect(formatDuration(400, "compact")).toBe("400ms");
    expect(formatDuration(1500, "compact")).toBe("1.5s");
    expect(formatDuration(120_000, "compact")).toBe("2m");
    expect(formatUsd(0.004)).toBe("$0.0040");
    expect(formatPercent(null)).toBe("n/a");
    expect(formatPercent(0.724)).toBe("72%");
  });
});
