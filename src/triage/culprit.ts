import { normalisePath } from "../files/test-paths.js";
import type { TestResult } from "../results/schema.js";
import { builtDeclarationLine, sourceOfBuiltLine } from "./frames/built-source.js";
import { goFrames } from "./frames/go-frames.js";
import { brokeAnInvariant } from "./frames/invariant-check.js";
import { javaFrames } from "./frames/java-frames.js";
import { readAPropertyOfItsParameter } from "./frames/null-parameter.js";
import { isProjectCode, isTestCode, stablePath } from "./frames/project-code.js";
import { pythonFrames } from "./frames/python-frames.js";
import { assertedInProjectCode } from "./frames/self-assertion.js";
import { sourceFunctionName } from "./frames/source-function.js";
import { SourceReader } from "./frames/source-names.js";
import { answeredOnce } from "./frames/source-snapshot.js";
import type { StackFrame } from "./frames/stack-frame.js";
import { thrownByBuiltin, v8Frames } from "./frames/v8-frames.js";

/** The function of the project's own code that a failure is blamed on. */
export interface Culprit {
  /** "src/utils.ts:withoutTrailingSlash": path (last two segments) and function, no line. */
  key: string;
  /** The path as far as it is known, relative to the project root when it could be. */
  file: string;
  function: string;
  /**
   * frame: the deepest project frame of the failure's stack; coverage: ranked by Ochiai;
   * change: changed since the base commit, and run by the failures (changes/change-witness.ts).
   */
  source: "frame" | "coverage" | "change";
  /** Ochiai suspiciousness (coverage only), 0..1. */
  score?: number;
  /** Functions coverage ranks close behind it (close-suspects.ts); coverage only. */
  closeBehind?: readonly CloseSuspect[];
}

/** A function ranked close to a culprit by coverage: what to read after the culprit. */
export interface CloseSuspect {
  file: string;
  function: string;
  score: number;
}

/** Tried in this order; the formats do not overlap, so the first that finds frames wins. */
const PARSERS: ((text: string) => StackFrame[])[] = [pythonFrames, javaFrames, goFrames, v8Frames];

function evidenceText(test: TestResult): string {
  const evidence = test.evidence;
  return evidence ? [evidence.excerpt, ...evidence.summary].join("\n") : "";
}

/** Every frame a failure's evidence shows, outermost first. */
export function failureFrames(test: TestResult): StackFrame[] {
  const text = evidenceText(test);
  if (text === "") return [];
  for (const parse of PARSERS) {
    const frames = parse(text);
    if (frames.length > 0) return frames;
  }
  return [];
}

/**
 * The deepest frame in the project's own non-test code, or null when the stack has none. A named
 * function beats an anonymous one deeper down (the arrow passed to reduce inside `total`):
 * "<anonymous>" in a file would join unrelated failures. `<module>` (import time) is a name.
 */
export function frameCulprit(test: TestResult, root?: string): Culprit | null {
  // Each signature of the failure asks it (triage works out several per failure).
  return answeredOnce(test, `frame culprit in ${root ?? ""}`, () =>
    deepestFrameCulprit(test, root),
  );
}

function deepestFrameCulprit(test: TestResult, root?: string): Culprit | null {
  const project = projectFrames(test, root);
  const named = project.filter((frame) => !isAnonymous(frame.function));
  const deepest = named.at(-1) ?? project.at(-1);
  return deepest ? culpritOf(deepest.file, deepest.function, "frame", root, deepest.line) : null;
}

/**
 * Whether the failure's frame culprit only passed a built-in the value it threw on (a
 * RangeError from String.fromCodePoint), or only noticed a state it was handed ("This should
 * not happen", invariant-check.ts; an `assert` of its own, self-assertion.ts), or, called back by an array's method, was handed the null
 * it read a property of (null-parameter.ts): the function that made the value is not on the
 * stack, so coverage, when it runs, names the culprit instead (signature.ts).
 */
export function frameOnlyPassedTheValue(test: TestResult, root?: string): boolean {
  const text = evidenceText(test);
  return (
    thrownByBuiltin(text) ||
    brokeAnInvariant(firstLine(text)) ||
    assertedInProjectCode(test.evidence?.message ?? "", failureFrames(test), root) ||
    (root !== undefined &&
      readAPropertyOfItsParameter(text, innermostProjectFrame(test, root), root))
  );
}

/**
 * The function whose own check of the project's state threw the failure ("This should not
 * happen", invariant-check.ts): the deepest project frame of such a failure, or null. It
 * noticed the broken state; the function that made the state is elsewhere.
 */
export function invariantChecker(test: TestResult, root?: string): Culprit | null {
  return brokeAnInvariant(firstLine(evidenceText(test))) ? frameCulprit(test, root) : null;
}

function firstLine(text: string): string {
  return text.split("\n", 1)[0] ?? "";
}

/**
 * The function a failure's stack shows calling its frame culprit: the next named project
 * frame outward in another function (`encodeHTML` above `encodeHTMLTrieRe`), or null.
 */
export function frameCaller(test: TestResult, root?: string): Culprit | null {
  const culprit = frameCulprit(test, root);
  if (!culprit) return null;
  const named = projectFrames(test, root).filter((frame) => !isAnonymous(frame.function));
  for (const frame of named.reverse()) {
    const caller = culpritOf(frame.file, frame.function, "frame", root, frame.line);
    if (caller.key !== culprit.key) return caller;
  }
  return null;
}

/**
 * The culprit keys of the named project functions a failure's stack shows, outermost first
 * (repeats kept once, at their deepest place).
 */
export function stackCulprits(test: TestResult, root?: string): string[] {
  const keys = projectFrames(test, root)
    .filter((frame) => !isAnonymous(frame.function))
    .map((frame) => culpritOf(frame.file, frame.function, "frame", root, frame.line).key);
  return keys.filter((key, index) => keys.lastIndexOf(key) === index);
}

/** The innermost frame in the project's own non-test code, named or not: where it threw. */
export function innermostProjectFrame(test: TestResult, root?: string): StackFrame | undefined {
  return projectFrames(test, root).at(-1);
}

/**
 * The frames in the project's own non-test code, less those of functions its source does not
 * name: a helper babel or tsc wrote into the compiled file (`_defineProperty`, `__awaiter`).
 */
function projectFrames(test: TestResult, root?: string): readonly StackFrame[] {
  return answeredOnce(test, `project frames\u0000${root ?? ""}`, () =>
    readProjectFrames(test, root),
  );
}

function readProjectFrames(test: TestResult, root?: string): StackFrame[] {
  const project = calledByTestCode(failureFrames(test), root).filter((frame) =>
    isProjectCode(frame.file, root),
  );
  if (!root) return project;
  const source = new SourceReader(root);
  return project.filter(
    (frame) =>
      frame.function.startsWith("<") ||
      !source.lacksName(
        frame.file,
        sourceFunctionName(frame.file, frame.function, frame.line, root),
      ),
  );
}

/**
 * In each V8 stack, the frames deeper than its innermost frame of test code. Those outside it
 * called the test's code: an event the library emitted into a listener the test registered
 * (busboy's `Busboy.emit` under a failed assertion), not code whose result the test checked.
 * Other languages' stacks are kept whole.
 */
function calledByTestCode(frames: StackFrame[], root?: string): StackFrame[] {
  const innermostTest = new Map<number, number>();
  frames.forEach((frame, at) => {
    if (frame.stack !== undefined && isTestCode(frame.file, root))
      innermostTest.set(frame.stack, at);
  });
  return frames.filter(
    (frame, at) => frame.stack === undefined || at > (innermostTest.get(frame.stack) ?? -1),
  );
}

/** `<anonymous>`, `<lambda>`, `<genexpr>`, `<listcomp>`: but `<module>` names import time. */
export function isAnonymous(fn: string): boolean {
  // V8 names `proto[key] = function () {}` "proto.<computed>": every such function has that name.
  return (fn.startsWith("<") && fn !== "<module>") || fn.includes("<computed>");
}

/**
 * The culprit, named as the source spells the function when the source can be read under root;
 * in built code with a source map, the project's own source file and function it was built from.
 */
export function culpritOf(
  builtFile: string,
  runtimeName: string,
  source: Culprit["source"],
  root?: string,
  builtLine: number | null = null,
): Culprit {
  const origin = root
    ? sourceOfBuiltLine(
        builtFile,
        () => builtLine ?? builtDeclarationLine(builtFile, runtimeName, root),
        root,
      )
    : null;
  const file = origin?.file ?? builtFile;
  const line = origin?.line ?? builtLine;
  const fn = root ? sourceFunctionName(file, runtimeName, line, root) : runtimeName;
  return {
    key: `${stablePath(file, root)}:${fn}`,
    file: normalisePath(file, root),
    function: fn,
    source,
  };
}
