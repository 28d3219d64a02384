/** A ticket-like token a team puts in front of a test's name: "BT-007", "API-12". */
const LEADING_ID = /^([A-Z][A-Z0-9]*-\d+)(?![A-Za-z0-9-])/;

/**
 * Python and Go test names cannot hold a dash, so "test_BT_007_login" and "TestBT_007" spell
 * the same token with an underscore.
 */
const LEADING_ID_IN_FUNCTION_NAME = /^[Tt]est_?([A-Z][A-Z0-9]*)_(\d+)(?![A-Za-z0-9])/;

/** vitest and playwright join describe blocks and the title with these; Go joins subtests with "/". */
const TITLE_SEPARATORS = /\s+(?:>|›|»|::)\s+|\//;

/**
 * The id of a JUnit test: the leading "BT-007"-like token of its name, of any segment of it
 * (describe blocks come first), or of what follows its suite's name (jest writes
 * "describe title test title"); else "classname > name" (the suite's name when no classname).
 */
export function junitTestId(name: string, classname: string, suite = ""): string {
  const candidates = name.split(TITLE_SEPARATORS).map((segment) => segment.trim());
  if (suite !== "" && name.startsWith(`${suite} `)) {
    candidates.push(name.slice(suite.length + 1).trim());
  }
  for (const candidate of candidates) {
    const token = LEADING_ID.exec(candidate)?.[1];
    if (token) return token;
    const spelled = LEADING_ID_IN_FUNCTION_NAME.exec(candidate);
    if (spelled) return `${spelled[1]}-${spelled[2]}`;
  }
  const scope = classname || suite;
  if (scope === "" || scope === name) return name;
  return `${scope} > ${name}`;
}

/** The test's title without a leading id token, which the id already shows ("BT-007 - logs in" -> "logs in"). */
export function junitTestTitle(name: string, id: string): string {
  if (!name.startsWith(id)) return name;
  const rest = name.slice(id.length).replace(/^\s*[-:–—]?\s*/, "");
  return rest || name;
}

/**
 * The ids made unique in order: the second of an id is "id (2)", the third "id (3)" (one test
 * run for two browsers, or a title two files share where the report names no file).
 */
export function uniqueIds(ids: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return ids.map((id) => {
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return count > 1 ? `${id} (${count})` : id;
  });
}
