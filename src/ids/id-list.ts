/**
 * A list of test ids as a person or a workflow writes it. Ids are the runner's own and hold
 * spaces and `>` ("src/prices.test.ts > prices > cents"), so only a newline or a comma separates
 * two; spaces around a comma are dropped. A JSON array is taken as it is: that is how fix-loop
 * hands ids on (the app's `/fix` dispatch), so an id holding a comma arrives whole.
 */
export function parseIdList(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed.startsWith("[")) {
    const array = jsonStrings(trimmed);
    if (array) return unique(array.map((id) => id.trim()));
  }
  return unique(trimmed.split(/\s*[\r\n,]+\s*/).map((id) => id.trim()));
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
