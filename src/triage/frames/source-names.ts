import { declaredEmpty } from "./empty-body.js";
import { goAccessors } from "./go-functions.js";
import { callsByFunction } from "./source-calls.js";
import { declaredOn, sourceLines } from "./source-function.js";

/**
 * The project's source as triage reads it for one decision: each file read once, so a spectrum
 * of hundreds of functions costs one read per file (and an attempt's edit is seen by the next).
 */
export class SourceReader {
  private readonly lines = new Map<string, string[] | null>();
  private readonly declared = new Map<string, Set<string> | null>();
  private readonly calls = new Map<string, Map<string, Set<string>>>();
  private readonly accessors = new Map<string, Set<string>>();

  constructor(private readonly root: string) {}

  linesOf(file: string): string[] | null {
    let lines = this.lines.get(file);
    if (lines === undefined) {
      lines = sourceLines(file, this.root);
      this.lines.set(file, lines);
    }
    return lines;
  }

  /**
   * Whether the source declares no function by this name: a helper a compiler wrote into the
   * file (babel's `_defineProperty`, `_classCallCheck`, `_objectSpread`; tsc's `__awaiter`,
   * tslib's `__extends`), which a person cannot find, let alone fix. Declared as
   * sourceFunctionName reads declarations (so the corpus's outlines read the same), or assigned
   * as a method (`proto.startOf = function`); in Python, a `def`. False when the source cannot
   * be read, or is of another language.
   */
  lacksName(file: string, fn: string): boolean {
    let names = this.declared.get(file);
    if (names === undefined) {
      const lines = this.linesOf(file);
      names = lines ? declaredInLines(file, lines) : null;
      this.declared.set(file, names);
    }
    if (names === null) return false;
    const name = identifierOf(fn);
    if (name === null) return true;
    // A bundler's renamed copy (`match2` for `match`, sourceFunctionName) is the source's name.
    return !names.has(name) && !names.has(name.replace(/\d+$/, ""));
  }

  /** Whether the function's body is empty (empty-body.ts); false when unknown. */
  isEmpty(file: string, fn: string): boolean {
    if (!JS_SOURCE.test(file)) return false;
    const lines = this.linesOf(file);
    const name = identifierOf(fn);
    return lines !== null && name !== null && declaredEmpty(lines, name);
  }

  /** The names the function's body calls (source-calls.ts); empty when unknown. */
  callsOf(file: string, fn: string): ReadonlySet<string> {
    const name = identifierOf(fn);
    return (name && this.callsIn(file).get(name)) || new Set();
  }

  /** Whether the function only hands back a field (go's getters, go-functions.ts); false when unknown. */
  isAccessor(file: string, fn: string): boolean {
    if (!file.endsWith(".go")) return false;
    let names = this.accessors.get(file);
    if (!names) {
      const lines = this.linesOf(file);
      names = lines ? goAccessors(lines) : new Set();
      this.accessors.set(file, names);
    }
    const name = identifierOf(fn);
    return name !== null && names.has(name);
  }

  /** What each named function of the file calls, by the function's name. */
  callsIn(file: string): ReadonlyMap<string, ReadonlySet<string>> {
    let calls = this.calls.get(file);
    if (!calls) {
      const lines = this.linesOf(file);
      calls = lines ? callsByFunction(file, lines) : new Map();
      this.calls.set(file, calls);
    }
    return calls;
  }
}

/**
 * The identifier a runtime's function name ends in: `toISO` of "DateTime.toISO", `weekday` of
 * V8's "get weekday", `Parse` of go's "pflag.(*FlagSet).Parse", `__importDefault` of
 * "Object.<anonymous>.__importDefault", `add` of a helper unit "add/instanceFactorySet", `#range` of
 * a class's private method (V8 names it so, in stacks and coverage alike). Null for
 * a name that is none (`<module>`, `<lambda>`).
 */
export function identifierOf(fn: string): string | null {
  const owner = fn.includes("/") ? fn.slice(0, fn.indexOf("/")) : fn;
  const last = owner.split(/[.\s]/).at(-1) ?? "";
  return /^#?[A-Za-z_$][\w$]*$/.test(last) ? last : null;
}

const JS_SOURCE = /\.(?:[cm]?[jt]sx?)$/;
// An arrow's one parameter may go without parentheses: jsdom/data-urls' `module.exports.fromURLRecord
// = urlRecord => {`, which V8 names "module.exports.fromURLRecord".
const ASSIGNED_METHOD =
  /\.([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:function\b|(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>)/;
const PY_DEF = /^\s*(?:async\s+)?def\s+(\w+)\s*\(/;

/**
 * What declaredIn gave for these lines: sourceLines gives the same array while a file's text
 * stays the same, and a red run makes a reader per failure's frames (sqlparse's 367 failures
 * read grouping.py's declarations 367 times, 0.5 s of CPU).
 */
const declaredByLines = new WeakMap<readonly string[], Set<string> | null>();

function declaredInLines(file: string, lines: readonly string[]): Set<string> | null {
  if (declaredByLines.has(lines)) return declaredByLines.get(lines) ?? null;
  const names = declaredIn(file, lines);
  declaredByLines.set(lines, names);
  return names;
}

/** The function names a file declares, or null for a language this does not read. */
function declaredIn(file: string, lines: readonly string[]): Set<string> | null {
  const names = new Set<string>();
  if (JS_SOURCE.test(file)) {
    for (const line of lines) {
      const name = declaredOn(line) ?? ASSIGNED_METHOD.exec(line)?.[1];
      if (name) names.add(name);
    }
    return names;
  }
  if (file.endsWith(".py")) {
    for (const line of lines) {
      const name = PY_DEF.exec(line)?.[1];
      if (name) names.add(name);
    }
    return names;
  }
  return null;
}
