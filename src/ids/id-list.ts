import { isAlias } from "./aliases.js";

/**
 * A list of test ids as a person or a workflow writes it. Ids are the runner's own and hold
 * spaces and `>` ("src/prices.test.ts > prices > cents"), so only a newline or a comma separates
 * two; spaces around a comma are dropped. A JSON array is taken as it is: that is how fix-loop
 * hands ids on (the app's `/fix` dispatch), so an id holding a comma arrives whole. A comma
 * inside an id is kept where what follows it cannot be an id of its own (joinedAtCommas).
 */
export function parseIdList(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed.startsWith("[")) {
    const array = jsonStrings(trimmed);
    if (array) return unique(array.map((id) => id.trim()));
  }
  return unique(
    trimmed
      .split(/\s*[\r\n]+\s*/)
      .flatMap(joinedAtCommas)
      .map((id) => id.trim()),
  );
}

/**
 * A line split at its commas, but for a comma inside an id: a part after an id that holds `>`
 * is that id's when it holds no `>` or `::` itself and is not an alias (`T-3F2A`), a ticket
 * id (`BT-007`) or a file name. Test titles hold commas (mux's Go subtest
 * `TestHost/Host_route_with_pattern,_match_with_request_header`, node:test's
 * "accepts gzip;q=1, identity;q=0"), and such an id comes in whole even when the last run did
 * not print it.
 */
function joinedAtCommas(line: string): string[] {
  // Parts and the commas between them, in turn: a part joined to its id keeps its comma as written.
  const pieces = line.split(/(\s*,\s*)/);
  const ids: string[] = [];
  for (let at = 0; at < pieces.length; at += 2) {
    const part = pieces[at] ?? "";
    const previous = ids.at(-1);
    if (previous?.includes(" > ") && !standsAlone(part))
      ids[ids.length - 1] = `${previous}${pieces[at - 1] ?? ","}${part}`;
    else ids.push(part);
  }
  return ids;
}

function standsAlone(part: string): boolean {
  return (
    part.includes(" > ") ||
    part.includes("::") ||
    isAlias(part) ||
    /^[A-Z][A-Z0-9]*-\d+\b/.test(part) ||
    /^[^\s,]+\.[A-Za-z]\w*$/.test(part)
  );
}

/**
 * The ids of --tests values: a value the last run printed as one id stays whole though it holds
 * a comma (node:test and mocha titles often do: "accepts gzip;q=1, identity;q=0"); any other
 * value is a list, split at commas and line ends, or a JSON array.
 */
export function givenIds(values: readonly string[], printed: ReadonlySet<string>): string[] {
  return unique(
    values.flatMap((value) => (printed.has(value.trim()) ? [value.trim()] : parseIdList(value))),
  );
}

/** Ids as one input value that parseIdList gives back unchanged: the id alone, else a JSON array. */
export function formatIdList(ids: readonly string[]): string {
  const [only] = ids;
  if (ids.length === 1 && only !== undefined && parseIdList(only).join("\n") === only) return only;
  return JSON.stringify(ids);
}

/** The strings of a JSON array of strings, or null when the text is not one. */
export function jsonStrings(text: string): string[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((item) => typeof item === "string") ? value : null;
  } catch {
    return null;
  }
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids.filter(Boolean))];
}
