import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { BoundedText } from "./bounded-text.js";
import { drainBufferedText } from "./drain-saxes-text.js";
import { findLocationInText, looksLikeSourceFile } from "./source-location.js";
import { junitTestId } from "./test-id.js";

/** One <testcase>, whatever framework wrote it. Every text is bounded. */
export interface JunitCase {
  /** "BT-007" when the name starts with such a token, else "classname > name". */
  id: string;
  /** The testcase name as written (vitest and playwright include the describe blocks). */
  title: string;
  classname: string;
  /** Name of the innermost <testsuite>. */
  suite: string;
  /** The test's source file when the report says or shows it, else null. */
  file: string | null;
  line: number | null;
  status: "passed" | "failed" | "skipped";
  /** "error" when the framework reported an error (setup, build) rather than a failed assertion. */
  failureKind: "failure" | "error" | null;
  durationMs: number;
  /** The message attribute of <failure>/<error>/<skipped>, else null. */
  message: string | null;
  /** The failure or skip text (stack trace, diff), head and tail kept. */
  details: string;
  stdout: string;
  stderr: string;
  /** Characters of failure text and output in the report, before bounding. */
  textChars: number;
  /** True when details, stdout or stderr lost their middle to the bounds. */
  truncated: boolean;
}

export interface JunitLimits {
  messageChars: number;
  /** Failure text: the head holds the assertion, the tail the frame in the test. */
  detailsHeadChars: number;
  detailsTailChars: number;
  /** Captured output: the tail is usually what explains a failure. */
  outputHeadChars: number;
  outputTailChars: number;
}

export const DEFAULT_JUNIT_LIMITS: JunitLimits = {
  messageChars: 2_000,
  detailsHeadChars: 12_000,
  detailsTailChars: 4_000,
  outputHeadChars: 2_000,
  outputTailChars: 8_000,
};

export class JunitParseError extends Error {
  constructor(
    readonly source: string,
    readonly reason: string,
    readonly line: number | null,
    readonly column: number | null,
  ) {
    const where = line === null ? "" : ` at line ${line}, column ${column}`;
    super(`${source} is not valid JUnit XML: ${reason}${where}`);
    this.name = "JunitParseError";
  }
}

export interface ParseJunitOptions {
  /** How the report is named in messages (a path relative to the project root). */
  displayPath?: string;
  limits?: Partial<JunitLimits>;
  /** Called for every testcase as soon as it closes. */
  onCase?: (testCase: JunitCase) => void;
}

interface SuiteFrame {
  name: string;
  file: string | null;
}

type Capture = "details" | "stdout" | "stderr" | null;

/** A testcase while its element is open. */
interface OpenCase {
  name: string;
  classname: string;
  fileAttribute: string | null;
  lineAttribute: number | null;
  time: number;
  suites: SuiteFrame[];
  status: JunitCase["status"];
  failureKind: JunitCase["failureKind"];
  message: string | null;
  details: BoundedText;
  stdout: BoundedText;
  stderr: BoundedText;
}

const ROOT_ELEMENTS = new Set(["testsuites", "testsuite"]);

/** Parses a JUnit XML file as a stream: memory stays bounded whatever the file's size. */
export async function parseJunitFile(
  path: string,
  options: ParseJunitOptions = {},
): Promise<JunitCase[]> {
  const displayPath = options.displayPath ?? path;
  let stream: Readable;
  try {
    stream = createReadStream(path, { encoding: "utf8", highWaterMark: 256 * 1024 });
  } catch (error) {
    throw new JunitParseError(displayPath, describeReadError(error), null, null);
  }
  return parseJunitStream(stream, { ...options, displayPath });
}

/** Parses JUnit XML from any text stream (utf8 strings or Buffers). */
export function parseJunitStream(
  input: Readable,
  options: ParseJunitOptions = {},
): Promise<JunitCase[]> {
  const source = options.displayPath ?? "JUnit report";
  const limits = { ...DEFAULT_JUNIT_LIMITS, ...options.limits };
  const cases: JunitCase[] = [];
  const builder = new JunitCaseBuilder(limits, (testCase) => {
    cases.push(testCase);
    options.onCase?.(testCase);
  });
  const parser = new SaxesParser({ xmlns: false, position: true });
  let failure: JunitParseError | null = null;

  const fail = (reason: string, line: number | null, column: number | null) => {
    failure ??= new JunitParseError(source, reason, line, column);
  };
  parser.on("error", (error) => fail(saxesReason(error), parser.line, parser.column + 1));
  parser.on("opentag", (tag) => {
    if (failure) return;
    const problem = builder.open(tag);
    if (problem) fail(problem, parser.line, parser.column + 1);
  });
  parser.on("closetag", (tag) => builder.close(tag.name));
  parser.on("text", (text) => builder.text(text));
  parser.on("cdata", (text) => builder.text(text));

  return new Promise((resolve, reject) => {
    const finish = () => {
      if (failure) reject(failure);
      else resolve(cases);
    };
    input.on("data", (chunk: string | Buffer) => {
      parser.write(typeof chunk === "string" ? chunk : chunk.toString("utf8"));
      drainBufferedText(parser, (text) => builder.text(text));
      if (failure) {
        input.destroy();
        finish();
      }
    });
    input.on("error", (error) => {
      fail(describeReadError(error), null, null);
      finish();
    });
    input.on("end", () => {
      if (!failure && !builder.sawRoot) {
        fail("the file is empty or holds no XML element", null, null);
      }
      if (!failure) parser.close();
      finish();
    });
  });
}

/** Turns the open/close/text events into JunitCase values. */
class JunitCaseBuilder {
  sawRoot = false;
  private readonly suites: SuiteFrame[] = [];
  private readonly captures: Capture[] = [];
  private current: OpenCase | null = null;

  constructor(
    private readonly limits: JunitLimits,
    private readonly emit: (testCase: JunitCase) => void,
  ) {}

  /** Returns a problem when the document is XML but not JUnit. */
  open(tag: SaxesTagPlain): string | null {
    const name = tag.name;
    if (!this.sawRoot) {
      this.sawRoot = true;
      if (!ROOT_ELEMENTS.has(name)) {
        return `the root element is <${name}>, expected <testsuites> or <testsuite>`;
      }
    }
    const attributes = tag.attributes;
    let capture: Capture = this.captures.at(-1) ?? null;
    if (name === "testsuite") {
      this.suites.push({
        name: attributes.name ?? "",
        file: attributes.file ?? attributes.filepath ?? null,
      });
    } else if (name === "testcase") {
      this.current = this.startCase(attributes);
      capture = null;
    } else if (this.current && capture === null) {
      capture = this.openCaseChild(name, attributes);
    }
    this.captures.push(capture);
    return null;
  }

  close(name: string): void {
    this.captures.pop();
    if (name === "testsuite") this.suites.pop();
    if (name === "testcase" && this.current) {
      this.emit(this.finishCase(this.current));
      this.current = null;
    }
  }

  text(text: string): void {
    const capture = this.captures.at(-1);
    if (!capture || !this.current) return;
    this.current[capture].append(text);
  }

  private startCase(attributes: Record<string, string>): OpenCase {
    const line = Number.parseInt(attributes.line ?? "", 10);
    return {
      name: attributes.name ?? "",
      classname: attributes.classname ?? attributes.class ?? "",
      fileAttribute: attributes.file ?? attributes.filepath ?? null,
      lineAttribute: Number.isFinite(line) ? line : null,
      time: parseSeconds(attributes.time),
      suites: [...this.suites],
      status: "passed",
      failureKind: null,
      message: null,
      details: new BoundedText(this.limits.detailsHeadChars, this.limits.detailsTailChars),
      stdout: new BoundedText(this.limits.outputHeadChars, this.limits.outputTailChars),
      stderr: new BoundedText(this.limits.outputHeadChars, this.limits.outputTailChars),
    };
  }

  private openCaseChild(name: string, attributes: Record<string, string>): Capture {
    const open = this.current;
    if (!open) return null;
    switch (name) {
      case "failure":
      case "error":
        open.status = "failed";
        open.failureKind ??= name;
        if (open.details.length > 0) open.details.append("\n\n");
        open.message ??= capText(attributes.message, this.limits.messageChars);
        return "details";
      case "skipped":
        if (open.status !== "failed") open.status = "skipped";
        open.message ??= capText(attributes.message, this.limits.messageChars);
        return "details";
      case "system-out":
        return "stdout";
      case "system-err":
        return "stderr";
      default:
        return null;
    }
  }

  private finishCase(open: OpenCase): JunitCase {
    const details = open.details.toString().trim();
    const file = sourceFileOf(open);
    const suite = open.suites.at(-1)?.name ?? "";
    const fromText = open.status === "failed" ? findLocationInText(details, file) : null;
    return {
      id: junitTestId(open.name, open.classname, suite),
      title: open.name,
      classname: open.classname,
      suite,
      file: file ?? fromText?.file ?? null,
      line: fromText?.line ?? declaredLine(open, file),
      status: open.status,
      failureKind: open.failureKind,
      durationMs: Math.round(open.time * 1000),
      message: open.message,
      details,
      stdout: open.stdout.toString().trim(),
      stderr: open.stderr.toString().trim(),
      textChars: open.details.length + open.stdout.length + open.stderr.length,
      truncated: open.details.truncated || open.stdout.truncated || open.stderr.truncated,
    };
  }
}

/**
 * The file attribute (pytest xunit1, jest with addFileAttribute), else a classname that is a
 * path (vitest, playwright), else the nearest suite's file attribute or path-like name.
 */
function sourceFileOf(open: OpenCase): string | null {
  if (open.fileAttribute) return open.fileAttribute;
  if (looksLikeSourceFile(open.classname)) return open.classname;
  for (const suite of [...open.suites].reverse()) {
    if (suite.file) return suite.file;
    if (looksLikeSourceFile(suite.name)) return suite.name;
  }
  return null;
}

/** pytest writes the 0-based line of the test's def; everyone else counts from 1. */
function declaredLine(open: OpenCase, file: string | null): number | null {
  if (open.lineAttribute === null) return null;
  const line = file?.endsWith(".py") ? open.lineAttribute + 1 : open.lineAttribute;
  return line > 0 ? line : null;
}

function parseSeconds(value: string | undefined): number {
  const seconds = Number.parseFloat((value ?? "").replaceAll(",", ""));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

function capText(value: string | undefined, limit: number): string | null {
  if (value === undefined || value.trim() === "") return null;
  return value.length > limit ? `${value.slice(0, limit)}…` : value;
}

/** saxes prefixes "line:column: "; we print the position ourselves. */
function saxesReason(error: Error): string {
  return error.message.replace(/^\d+:\d+: /, "").replace(/\.$/, "");
}

function describeReadError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOENT") return "the file does not exist";
  if (code === "EISDIR") return "it is a directory, not a file";
  if (code === "EACCES") return "the file is not readable (permission denied)";
  return error instanceof Error ? error.message : String(error);
}
