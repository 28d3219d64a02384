import { isTestPath } from "../../files/test-paths.js";
import { splitFunctionId } from "./coverage-runner.js";

/**
 * The functions the failing tests' file names point at, of those every failing test ran: a
 * test file named after a function (express's `test/res.format.js` for `res.format`), else one
 * named after a source file at the same place under the test folder (eslint's
 * `tests/lib/rules/quotes.js` for `lib/rules/quotes.js`). Naming is how most projects tie a
 * test to the code it tests; a spectrum of one to four failures is rarely decisive at function
 * level (a rule's `fix` runs in every passing test of its invalid cases too), and the name says
 * where to look. Empty when the files point at nothing every failing test ran, or at two places.
 */
export function testNamesakes(
  testFiles: readonly string[],
  /** Each function id ("lib/response.js:res.format") every failing test ran. */
  ranByEveryFailure: ReadonlySet<string>,
): Set<string> {
  const stems = new Set(testFiles.map(stemOf));
  if (stems.size !== 1) return new Set();
  const stem = [...stems][0] as string;
  const ids = [...ranByEveryFailure].filter((id) => {
    const file = splitFunctionId(id).file;
    return !testFiles.includes(file) && !isTestPath(file);
  });
  const byFunction = ids.filter((id) => squash(splitFunctionId(id).function) === squash(stem));
  if (byFunction.length > 0) return new Set(byFunction);
  const fileOf = (id: string) => splitFunctionId(id).file;
  // The same place under the test folder, else the one file of that name.
  const places = new Set(testFiles.map(placeOf));
  const atPlace = ids.filter((id) => places.has(placeOf(fileOf(id))));
  if (atPlace.length > 0) return new Set(atPlace);
  const named = ids.filter((id) => stemOf(fileOf(id)) === stem);
  return new Set(named.map(fileOf)).size === 1 ? new Set(named) : new Set();
}

/** "res.format" of "test/res.format.js", "map" of "test/map.test.js", "quotes" of "tests/lib/rules/quotes.js". */
function stemOf(file: string): string {
  const base = file.slice(file.lastIndexOf("/") + 1).replace(/\.[cm]?[jt]sx?$|\.py$/, "");
  return base.replace(/[._-](?:test|spec)$/, "").replace(/^test_/, "");
}

/** The path less its test folder and test affixes: "lib/rules/quotes" of "tests/lib/rules/quotes.js". */
function placeOf(file: string): string {
  const folder = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "";
  const inner = folder.replace(/^(?:tests?|__tests__|spec)(?:\/|$)/, "");
  return inner === "" ? stemOf(file) : `${inner}/${stemOf(file)}`;
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}
