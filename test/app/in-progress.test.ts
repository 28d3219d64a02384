import { describe, expect, it } from "vitest";
import { fixesInProgress, sameFix } from "../../app/commands/in-progress.js";
import type { CommentSnapshot } from "../../app/github/snapshots.js";
import { dispatchMarker, withMarkers } from "../../src/github/markers.js";

const SHA = "c".repeat(40);
const NOW = new Date("2026-01-01T12:00:00.000Z");

function reply(at: string, byApp = true, tests = ["BT-007"]): CommentSnapshot {
  const body = withMarkers("started a fix run", [dispatchMarker({ sha: SHA, tests, at })]);
  return { id: 1, body, login: byApp ? "fix-loop[bot]" : "mallory", byApp, htmlUrl: "" };
}

describe("fixesInProgress", () => {
  it("counts the app's dispatch replies until a run finishes after them, for six hours", () => {
    const recent = reply("2026-01-01T11:00:00.000Z");
    expect(fixesInProgress([recent], null, NOW)).toHaveLength(1);
    expect(fixesInProgress([recent], "2026-01-01T10:30:00.000Z", NOW)).toHaveLength(1);
    expect(fixesInProgress([recent], "2026-01-01T11:20:00.000Z", NOW)).toEqual([]);
    expect(fixesInProgress([reply("2026-01-01T05:00:00.000Z")], null, NOW)).toEqual([]);
  });

  it("ignores a marker someone else wrote", () => {
    expect(fixesInProgress([reply("2026-01-01T11:00:00.000Z", false)], null, NOW)).toEqual([]);
  });
});

describe("sameFix", () => {
  it("matches the commit and the tests in any order", () => {
    const open = fixesInProgress(
      [reply("2026-01-01T11:00:00.000Z", true, ["BT-008", "BT-007"])],
      null,
      NOW,
    );
    expect(sameFix(open, SHA, ["BT-007", "BT-008"])).toBe(true);
    expect(sameFix(open, SHA, ["BT-007"])).toBe(false);
    expect(sameFix(open, "d".repeat(40), ["BT-007", "BT-008"])).toBe(false);
  });
});
