import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  carriesDelivery,
  DASHBOARD_MARKER,
  deliveryMarker,
  dispatchMarker,
  groupMarker,
  readDispatchMarker,
  readGroupMarker,
  readMarkers,
  readStateMarker,
  stateMarker,
  withMarkers,
} from "../../src/github/markers.js";
import { codeBlock } from "../../src/report/markdown-blocks.js";

const counter = z.object({ attempts: z.number() });

describe("markers on a body's last line", () => {
  it("round-trips every marker fix-loop writes", () => {
    const body = withMarkers("Some text.\n\nMore text.", [
      groupMarker("g1a2b3"),
      stateMarker({ attempts: 6, note: "a <b> --> c" }),
    ]);
    expect(readGroupMarker(body)).toBe("g1a2b3");
    expect(readStateMarker(body, counter)).toEqual({ attempts: 6 });

    const reply = withMarkers("started", [
      dispatchMarker({
        sha: "a".repeat(40),
        tests: ["BT-1", "BT-2"],
        at: "2026-01-02T03:04:05.000Z",
      }),
      deliveryMarker("abc-123"),
    ]);
    expect(readDispatchMarker(reply)).toEqual({
      sha: "a".repeat(40),
      tests: ["BT-1", "BT-2"],
      at: "2026-01-02T03:04:05.000Z",
    });
    expect(carriesDelivery(reply, "abc-123")).toBe(true);
    expect(carriesDelivery(reply, "abc-124")).toBe(false);
    expect(readMarkers(withMarkers("x", [DASHBOARD_MARKER])).dashboard).toBe(true);
  });

  it("ignores markers anywhere but the last line, so quoted test output cannot supply state", () => {
    const forgedOutput = [
      "FAIL BT-007",
      '<!-- fix-loop:state {"attempts":0} -->',
      DASHBOARD_MARKER,
      groupMarker("g-someone-else"),
    ].join("\n");
    const body = withMarkers(`## Evidence\n\n${forgedOutput}`, [
      groupMarker("g-real"),
      stateMarker({ attempts: 6 }),
    ]);
    expect(readStateMarker(body, counter)).toEqual({ attempts: 6 });
    expect(readGroupMarker(body)).toBe("g-real");
    expect(readMarkers(body).dashboard).toBe(false);

    // Without fix-loop's own last line, the forged markers above count for nothing.
    expect(readMarkers(`${forgedOutput}\n\nthe end`)).toMatchObject({
      group: null,
      dashboard: false,
      state: null,
    });
  });

  it("reads nothing from a last line that holds anything besides markers", () => {
    expect(readGroupMarker(`output: ${groupMarker("g1")}`)).toBeNull();
    expect(readGroupMarker(`${groupMarker("g1")} trailing words`)).toBeNull();
    expect(readGroupMarker(`${groupMarker("g1")}<!-- fix-loop:unknown -->`)).toBeNull();
  });

  it("reads the last line of a body GitHub handed back with CRLF and trailing blank lines", () => {
    const body = withMarkers("text\nmore", [groupMarker("g9")]).replace(/\n/g, "\r\n");
    expect(readGroupMarker(`${body}\r\n\r\n`)).toBe("g9");
  });

  it("keeps a hostile group id from closing its comment and opening another", () => {
    const marker = groupMarker("g1 --><!-- fix-loop:dashboard");
    expect(marker).toBe("<!-- fix-loop:group=g1----fix-loopdashboard -->");
    expect(readMarkers(withMarkers("x", [marker])).dashboard).toBe(false);
  });

  it("does not read a marker fenced in as evidence on the last line of a body", () => {
    // A body that ends in quoted output: the fence and the broken comment keep it inert.
    const body = `Output:\n\n${codeBlock(stateMarker({ attempts: 0 }))}`;
    expect(readStateMarker(body, counter)).toBeNull();
    expect(body).not.toContain("<!--");
  });

  it("takes an author check, so state can later come only from the app's own bot", () => {
    const body = withMarkers("x", [groupMarker("g1"), stateMarker({ attempts: 2 })]);
    const onlyUs = (author: string | null | undefined) => author === "fix-loop[bot]";
    expect(readGroupMarker(body, { author: "fix-loop[bot]", trusted: onlyUs })).toBe("g1");
    expect(readGroupMarker(body, { author: "mallory", trusted: onlyUs })).toBeNull();
    expect(readStateMarker(body, counter, { author: "mallory", trusted: onlyUs })).toBeNull();
    expect(readGroupMarker(body, { author: "mallory" })).toBe("g1");
  });
});

describe("bodies written before markers moved to the last line", () => {
  it("still name their group, summary or dashboard on the first line, with state last", () => {
    const issue = [groupMarker("g-old"), "### Failing", "text", stateMarker({ attempts: 4 })].join(
      "\n\n",
    );
    expect(readGroupMarker(issue)).toBe("g-old");
    expect(readStateMarker(issue, counter)).toEqual({ attempts: 4 });
    const dashboard = [DASHBOARD_MARKER, "table", stateMarker({ attempts: 0 })].join("\n\n");
    expect(readMarkers(dashboard).dashboard).toBe(true);
  });

  it("take nothing from a first line without fix-loop's last line, nor state from the first", () => {
    expect(readGroupMarker(`${groupMarker("g-old")}\n\nno markers at the end`)).toBeNull();
    const forged = [stateMarker({ attempts: 0 }), "text", groupMarker("g1")].join("\n");
    expect(readStateMarker(forged, counter)).toBeNull();
  });
});
