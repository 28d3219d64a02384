import type { z } from "zod";

/**
 * Hidden HTML-comment markers: the only state the app keeps, written into the issues and
 * comments it owns so any number of copies can run side by side.
 */

export { groupMarker, readGroupMarker } from "../src/github/markers.js";

export const SUMMARY_MARKER = "<!-- fix-loop:summary -->";
export const DASHBOARD_MARKER = "<!-- fix-loop:dashboard -->";

/**
 * JSON inside an HTML comment. "<" and ">" are written as JSON escapes, so no text in the state
 * can close the comment early, and the JSON still parses as written.
 */
export function stateMarker(value: unknown): string {
  const text = JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e");
  return `<!-- fix-loop:state ${text} -->`;
}

/** The state a body carries, parsed with the schema; null when it has none or it does not parse. */
export function readStateMarker<T>(
  body: string | null | undefined,
  schema: z.ZodType<T>,
): T | null {
  const match = /<!-- fix-loop:state (\{.*?\}) -->/s.exec(body ?? "");
  if (!match?.[1]) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(match[1]));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function deliveryMarker(deliveryId: string): string {
  return `<!-- fix-loop:delivery=${deliveryId.replace(/[^\w.-]/g, "")} -->`;
}

export function carriesDelivery(body: string, deliveryId: string): boolean {
  return body.includes(deliveryMarker(deliveryId));
}

/** What a dispatch reply records, so a second /fix for the same commit and tests is refused. */
export interface DispatchRecord {
  sha: string;
  tests: string[];
  at: string;
}

export function dispatchMarker(record: DispatchRecord): string {
  return `<!-- fix-loop:dispatch sha=${record.sha} tests=${record.tests.join(",")} at=${record.at} -->`;
}

export function readDispatchMarker(body: string): DispatchRecord | null {
  const match = /<!-- fix-loop:dispatch sha=([0-9a-f]+) tests=(\S*) at=(\S+) -->/.exec(body);
  if (!match?.[1] || match[2] === undefined || !match[3]) return null;
  return { sha: match[1], tests: match[2].split(",").filter(Boolean), at: match[3] };
}
