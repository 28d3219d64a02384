import type { JunitTestRef } from "../junit/command-line.js";

/** A go test's name, a subtest's path after it: `TestParse`, `TestParse/empty_input`. */
const GO_TEST_NAME = /^(?:Test|Example|Fuzz)[^\s/]*(?:\/.*)?$/s;
/** An import path: no spaces, no `>`. */
const IMPORT_PATH = /^[^\s>]+$/;

/**
 * The ref of a go test from its id alone ("github.com/Masterminds/semver/v3 > TestCompare"): its
 * package and its name are all `-run` needs, so a run of ids the last run printed selects them
 * with no `go test -list` first (Masterminds/semver: the listing, 1.0-1.5 s, took longer than
 * the whole suite). Null for an id of another form (a ticket token's).
 */
export function refsOfGoId(id: string): JunitTestRef[] | null {
  const at = id.indexOf(" > ");
  if (at <= 0) return null;
  const pkg = id.slice(0, at);
  const name = id.slice(at + " > ".length);
  if (!IMPORT_PATH.test(pkg) || !GO_TEST_NAME.test(name)) return null;
  return [{ name, classname: pkg, suite: pkg, file: null, line: null }];
}
