import type * as z from "zod";

/**
 * Hidden HTML-comment markers: the state fix-loop keeps on GitHub, so any number of copies of
 * the Action or the app can find what an earlier run wrote.
 *
 * Markers are read from one place only: the body's last line, which fix-loop writes and which
 * holds nothing but markers. Everything above it may quote test output or an agent's words, and
 * is never searched, so no text there can forge a group, a dashboard or a state (and what
 * fix-loop renders there is literal code with `<!--` broken anyway, see literal-markdown.ts).
 */

const PREFIX = "<!-- fix-loop:";
const SUFFIX = " -->";

export const SUMMARY_MARKER = `${PREFIX}summary${SUFFIX}`;
export const DASHBOARD_MARKER = `${PREFIX}dashboard${SUFFIX}`;
/** The section of a group issue's body that holds the latest evidence (kept across updates). */
export const EVIDENCE_START = `${PREFIX}evidence${SUFFIX}`;
export const EVIDENCE_END = "<!-- /fix-loop:evidence -->";

/** Ids inside a marker: nothing that could end the comment or start another. */
const markerId = (id: string): string => id.replace(/[^\w.-]/g, "");

export function groupMarker(groupId: string): string {
  return `${PREFIX}group=${markerId(groupId)}${SUFFIX}`;
}

/**
 * JSON inside an HTML comment. "<" and ">" are written as JSON escapes, so no text in the state
 * can close the comment early; "@" and "#" too, so no mention or issue reference is in the raw
 * body even there; and U+2028 and U+2029, which JSON leaves raw, so the marker stays one line
 * for readMarkers. The JSON still parses to the same values.
 */
export function stateMarker(value: unknown): string {
  const text = JSON.stringify(value).replace(
    /[<>@#\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `${PREFIX}state ${text}${SUFFIX}`;
}

/** On a permission refusal: the login it answered, so that login is answered once per thread. */
export function refusedMarker(login: string): string {
  return `${PREFIX}refused=${markerId(login)}${SUFFIX}`;
}

export function deliveryMarker(deliveryId: string): string {
  return `${PREFIX}delivery=${markerId(deliveryId)}${SUFFIX}`;
}

/** What a dispatch reply records, so a second /fix for the same commit and tests is refused. */
export interface DispatchRecord {
  sha: string;
  tests: string[];
  at: string;
}

/** A test id as a dispatch marker records it: no space, comma or `>` (compare through this). */
export function markerTestId(id: string): string {
  return id.replace(/[\s,>]/g, "");
}

export function dispatchMarker(record: DispatchRecord): string {
  const tests = record.tests.map(markerTestId).join(",");
  return `${PREFIX}dispatch sha=${markerId(record.sha)} tests=${tests} at=${record.at.replace(/[^\w.:+-]/g, "")}${SUFFIX}`;
}

/** The body with its markers as its last line, where readMarkers looks for them. */
export function withMarkers(body: string, markers: string[]): string {
  const text = body.replace(/\s+$/, "");
  return text === "" ? markers.join("") : `${text}\n\n${markers.join("")}`;
}

/** What the markers on a body's last line say. */
export interface BodyMarkers {
  group: string | null;
  summary: boolean;
  dashboard: boolean;
  delivery: string | null;
  /** The login a permission refusal answered. */
  refused: string | null;
  dispatch: DispatchRecord | null;
  /** The state's JSON text, unparsed. */
  state: string | null;
}

const NONE: BodyMarkers = {
  group: null,
  summary: false,
  dashboard: false,
  delivery: null,
  refused: null,
  dispatch: null,
  state: null,
};

/**
 * Who wrote a body, and whether fix-loop trusts that author to carry its state. Without
 * `trusted` every author is accepted and marker placement alone keeps forgeries out; the app
 * passes `trusted` so only bodies its own bot login wrote carry state.
 */
export interface Authorship {
  author?: string | null;
  trusted?: (author: string | null | undefined) => boolean;
}

const ONE_MARKER = /<!-- fix-loop:([a-z]+)(?:([= ])((?:(?!-->).)*))? -->/y;

/** The markers on the body's last line; none when that line is anything but markers. */
export function readMarkers(
  body: string | null | undefined,
  authorship: Authorship = {},
): BodyMarkers {
  if (authorship.trusted && !authorship.trusted(authorship.author)) return NONE;
  const lines = (body ?? "").trim().split(/\r?\n/);
  const found = markersOn(lines.at(-1) ?? "");
  if (!found || lines.length < 2) return found ?? NONE;
  // Bodies written before the markers moved to the last line carry their group, summary or
  // dashboard marker alone on the first line (also a line only fix-loop writes).
  const legacy = markersOn(lines[0] ?? "");
  if (legacy && legacy.state === null && legacy.delivery === null && legacy.dispatch === null) {
    found.group ??= legacy.group;
    found.summary ||= legacy.summary;
    found.dashboard ||= legacy.dashboard;
  }
  return found;
}

/** The markers a line holds, or null when it holds anything else (or nothing). */
function markersOn(rawLine: string): BodyMarkers | null {
  const line = rawLine.trim();
  if (line === "") return null;
  const found: BodyMarkers = { ...NONE };
  ONE_MARKER.lastIndex = 0;
  while (ONE_MARKER.lastIndex < line.length) {
    const match = ONE_MARKER.exec(line);
    if (!match) return null;
    if (!record(found, match[1] ?? "", match[2] ?? "", match[3] ?? "")) return null;
  }
  return found;
}

function record(found: BodyMarkers, name: string, separator: string, value: string): boolean {
  switch (`${name}${separator}`) {
    case "group=":
      found.group = value || null;
      return Boolean(value);
    case "summary":
      found.summary = true;
      return true;
    case "dashboard":
      found.dashboard = true;
      return true;
    case "delivery=":
      found.delivery = value || null;
      return Boolean(value);
    case "refused=":
      found.refused = value || null;
      return Boolean(value);
    case "state ":
      found.state = value;
      return true;
    case "dispatch ":
      found.dispatch = parseDispatch(value);
      return found.dispatch !== null;
    default:
      return false;
  }
}

function parseDispatch(value: string): DispatchRecord | null {
  const match = /^sha=([0-9a-f]+) tests=(\S*) at=(\S+)$/.exec(value);
  if (!match?.[1] || match[2] === undefined || !match[3]) return null;
  return { sha: match[1], tests: match[2].split(",").filter(Boolean), at: match[3] };
}

/** Whether the body is a permission refusal already given to this login. */
export function refusedLogin(
  body: string | null | undefined,
  login: string,
  authorship?: Authorship,
): boolean {
  const refused = readMarkers(body, authorship).refused;
  return refused !== null && refused === markerId(login);
}

/** The group id a body was written for, or null when it carries no group marker. */
export function readGroupMarker(
  body: string | null | undefined,
  authorship?: Authorship,
): string | null {
  return readMarkers(body, authorship).group;
}

/** The state a body carries, parsed with the schema; null when it has none or it does not parse. */
export function readStateMarker<T>(
  body: string | null | undefined,
  schema: z.ZodType<T>,
  authorship?: Authorship,
): T | null {
  const json = readMarkers(body, authorship).state;
  if (!json) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readDispatchMarker(
  body: string | null | undefined,
  authorship?: Authorship,
): DispatchRecord | null {
  return readMarkers(body, authorship).dispatch;
}

export function carriesDelivery(
  body: string,
  deliveryId: string,
  authorship?: Authorship,
): boolean {
  const delivery = readMarkers(body, authorship).delivery;
  return delivery !== null && delivery === markerId(deliveryId);
}
