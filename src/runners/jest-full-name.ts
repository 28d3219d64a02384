import path from "node:path";
import { readTextIfAny } from "../files/read-text-if-any.js";

/** Settings of jest-junit that name a test otherwise than by its full name. */
const OWN_NAMING =
  /titleTemplate|classNameTemplate|ancestorSeparator|JEST_JUNIT_(?:TITLE|CLASSNAME|ANCESTOR_SEPARATOR)\b/;

/**
 * The full name jest's `-t` selects a test by, for an id the last run printed, where the id is
 * that name: jest-junit's default names a test by it (name and classname alike), and fix-loop's
 * id is then the name. A project that names tests its own way (JEST_JUNIT_TITLE, or
 * titleTemplate, classNameTemplate, ancestorSeparator in the command, package.json or a jest
 * config) prints ids that may not be: a `-t` made from one matches nothing, and jest reports
 * every test skipped. Null then, and for an id with " > ", which the default never makes.
 */
export function jestFullNameOfId(
  id: string,
  command: string,
  cwd: string,
  configs: readonly string[],
): string | null {
  if (id.includes(" > ") || OWN_NAMING.test(command)) return null;
  const named = configs.some((name) => OWN_NAMING.test(readTextIfAny(path.join(cwd, name)) ?? ""));
  return named ? null : id;
}
