/* What a path names, by the conventions runners and tools share: read by the JUnit re-run
 * builder and by triage alike. */

const TEST_FILE =
  /(?:^|\/)(?:test_[^/]*\.py|[^/]*_test\.(?:py|go)|conftest\.py|[^/]*\.(?:test|spec|test-d)\.[cm]?[jt]sx?|[^/]*(?:Test|Tests|IT|Spec)\.(?:java|kt|scala))$/;
const TEST_FOLDER = /(?:^|\/)(?:tests?|__tests__|__mocks__|spec|specs|testdata|fixtures)\//;

/** A test's own file (or a file of a tests folder), by the names runners look for. */
export function isTestPath(file: string): boolean {
  const path = normalisePath(file);
  return TEST_FILE.test(path) || TEST_FOLDER.test(path);
}

/** The path with URL scheme and Windows separators removed, relative to root when inside it. */
export function normalisePath(file: string, root?: string): string {
  let path = file.replace(/^file:\/\//, "").replace(/\\/g, "/");
  const base = root?.replace(/\\/g, "/").replace(/\/+$/, "");
  if (base && path.startsWith(`${base}/`)) path = path.slice(base.length + 1);
  return path.replace(/^\.\//, "");
}
