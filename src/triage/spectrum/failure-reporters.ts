import type { SourceReader } from "../frames/source-names.js";
import { splitFunctionId } from "./coverage-runner.js";
import { handlesError } from "./error-handlers.js";

/**
 * The methods a language calls to show a value as text: Python's `repr()`/`str()`/`format()`,
 * Go's fmt.Stringer, GoStringer, Formatter and the error interface, JavaScript's `String(x)`
 * and Node's `util.inspect`.
 */
const DISPLAY_METHODS: readonly { file: RegExp; names: ReadonlySet<string> }[] = [
  { file: /\.pyw?$/, names: new Set(["__repr__", "__str__", "__format__"]) },
  { file: /\.go$/, names: new Set(["String", "GoString", "Error", "Format"]) },
  { file: /\.(?:[cm]?[jt]sx?)$/, names: new Set(["toString", "inspect"]) },
];

/**
 * Whether a function of the project shows a value as text. An assertion that fails calls it to
 * write its message (unittest's `assertEqual` calls `__repr__`, testify and go-cmp call
 * `Error()` and `String()`), so only failing tests run it and the spectrum scores it as high as
 * the fault (Ochiai 1.0); a function that broke a value is elsewhere.
 */
export function showsAValue(id: string): boolean {
  const { file, function: fn } = splitFunctionId(id);
  const owner = fn.includes("/") ? fn.slice(0, fn.indexOf("/")) : fn;
  const name = owner.split(".").at(-1) ?? "";
  return DISPLAY_METHODS.some((kind) => kind.file.test(file) && kind.names.has(name));
}

/**
 * A function that reports a failure made elsewhere: an error logger or handler
 * (error-handlers.ts), or one that shows a value for a failure's message. It is blamed only
 * when the failing tests ran nothing else.
 */
export function reportsAFailure(source: SourceReader | null, id: string): boolean {
  return showsAValue(id) || (source !== null && handlesError(source, id));
}
