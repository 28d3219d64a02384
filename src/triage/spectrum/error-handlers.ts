import { firstDeclarationLine } from "../frames/source-function.js";
import { identifierOf, type SourceReader } from "../frames/source-names.js";
import { splitFunctionId } from "./coverage-runner.js";
import { goCollectsError } from "./go-error-handlers.js";

/** A first parameter (after Python's `self`) that holds an error the function was handed. */
const ERROR_PARAMETER = /^\s*(?:self\s*,\s*)?(?:err|error|exc|exception|ex)\s*(?:[,)=:]|$)/i;

/**
 * Whether the source declares the function taking an error as its first parameter: an error
 * logger or handler (express's `logerror(err)`, a router's `handle_error(error, req, res,
 * next)`). Only failing requests reach it, so the spectrum scores it as high as the fault
 * itself (Ochiai 1.0); but it reports a failure that happened elsewhere, and is never blamed
 * while any other function the failing tests ran is left. Go's are read by the parameter's
 * type (go-error-handlers.ts).
 */
export function handlesError(source: SourceReader, id: string): boolean {
  const { file, function: fn } = splitFunctionId(id);
  const lines = source.linesOf(file);
  if (lines && file.endsWith(".go")) return goCollectsError(lines, fn);
  const name = identifierOf(fn);
  if (!name || !lines) return false;
  const index = firstDeclarationLine(lines, name);
  const text = lines[index];
  if (text === undefined) return false;
  const after = text.slice(text.indexOf(name) + name.length);
  const open = after.indexOf("(");
  const parameters = open === -1 ? (lines[index + 1] ?? "") : after.slice(open + 1);
  return ERROR_PARAMETER.test(parameters);
}
