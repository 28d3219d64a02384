import type { StackFrame } from "./stack-frame.js";

/** `  File "more_itertools/more.py", line 1071, in windowed` */
const TRACEBACK_FRAME = /^\s*File "([^"]+)", line (\d+), in (\S+)/;
/** pytest's short and line styles: `more_itertools/more.py:1071: in windowed`. */
const PYTEST_IN = /^(\S+\.py):(\d+): in (\S+)\s*$/;
/** pytest's long style closes each entry with `path.py:NN: ` or, for the last, `path.py:NN: TypeError`. */
const PYTEST_LOCATION = /^(\S+\.py):(\d+): ?([\w.]+)?\s*$/;
/**
 * What pytest's doctest items close with: the place of the docstring's example, not a frame of
 * a call (its function would be read as the module's, `<module>`, which the source never names).
 */
const DOCTEST_OUTCOME = new Set(["DocTestFailure", "UnexpectedException"]);
const DEF = /^\s*(?:>\s*)?(?:async\s+)?def\s+(\w+)\s*\(/;
const ENTRY_SEPARATOR = /^(?:_ )+_?\s*$/;

/**
 * Frames of a Python traceback or of pytest's long representation, outermost first (the order
 * Python prints them: "most recent call last").
 */
export function pythonFrames(text: string): StackFrame[] {
  const lines = text.split(/\r?\n/);
  const frames: StackFrame[] = [];
  // Source lines since the last location line: pytest's long style shows the function's `def`.
  let entry: string[] = [];
  for (const line of lines) {
    const traceback = TRACEBACK_FRAME.exec(line);
    if (traceback) {
      frames.push(frame(traceback[1], traceback[2], traceback[3]));
      continue;
    }
    const short = PYTEST_IN.exec(line);
    if (short) {
      frames.push(frame(short[1], short[2], short[3]));
      entry = [];
      continue;
    }
    const location = PYTEST_LOCATION.exec(line);
    if (location && DOCTEST_OUTCOME.has(location[3] ?? "")) {
      entry = [];
      continue;
    }
    if (location) {
      frames.push(frame(location[1], location[2], functionOf(entry)));
      entry = [];
      continue;
    }
    if (ENTRY_SEPARATOR.test(line)) entry = [];
    else entry.push(line);
  }
  return frames;
}

/**
 * The function an entry of pytest's long style shows: its `def`. An entry with none is the
 * module's body, unless the failing line (`>`) is a lambda's: pytest shows a lambda's entry as
 * that line alone (cachetools' `cond.wait_for(lambda: k not in pending)` read as `<module>`).
 */
function functionOf(entry: string[]): string {
  for (const line of entry) {
    const def = DEF.exec(line);
    if (def?.[1]) return def[1];
  }
  return entry.some((line) => FAILING_LAMBDA.test(line)) ? "<lambda>" : "<module>";
}

const FAILING_LAMBDA = /^>.*\blambda\b[^:]*:/;

function frame(file: string | undefined, line: string | undefined, name: string | undefined) {
  return { file: file ?? "", line: line ? Number(line) : null, function: name ?? "<module>" };
}
