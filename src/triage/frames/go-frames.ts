import { goShortName } from "./go-package-name.js";
import type { StackFrame } from "./stack-frame.js";

/**
 * A goroutine dump: `example.com/m/pkg.Sum(...)` then `\t/home/u/m/pkg/sum.go:12 +0x1d`; a generic
 * function or receiver shows its type parameters as `[...]` (`pkg.(*List[...]).At`).
 */
const GO_FUNCTION =
  /^((?:[\w.-]+\/)*[\w-]+(?:\.\(\*?\w+(?:\[\.\.\.\])?\))?(?:\.[\w$]+(?:\[\.\.\.\])?)*)\(.*\)\s*$/;
const GO_LOCATION = /^\t(\S+\.go):(\d+)(?:\s+\+0x[0-9a-f]+)?\s*$/;
/** `go test`'s own failure line: `    sum_test.go:14: got 3, want 4`. */
const GO_TEST_LINE = /^\s+(\S+\.go):(\d+): /;

/** Frames of a Go panic's goroutine dump, or the file:line of `t.Error` lines, outermost first. */
export function goFrames(text: string): StackFrame[] {
  const lines = text.split(/\r?\n/);
  const frames: StackFrame[] = [];
  for (let index = 0; index + 1 < lines.length; index++) {
    const fn = GO_FUNCTION.exec(lines[index] ?? "");
    const location = fn && GO_LOCATION.exec(lines[index + 1] ?? "");
    if (fn?.[1] && location?.[1]) {
      frames.push({ file: location[1], line: Number(location[2]), function: goShortName(fn[1]) });
      index++;
    }
  }
  if (frames.length > 0) return frames.reverse();
  for (const line of lines) {
    const test = GO_TEST_LINE.exec(line);
    if (test?.[1]) frames.push({ file: test[1], line: Number(test[2]), function: "<test>" });
  }
  return frames;
}
