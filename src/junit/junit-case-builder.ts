import type { SaxesTagPlain } from "saxes";
import { stripReportColours } from "../text/strip-ansi.js";
import { BoundedText } from "./bounded-text.js";
import type { JunitCase, JunitLimits } from "./junit-case.js";
import { findLocationInText, looksLikeSourceFile } from "./source-location.js";
import { junitTestId, junitTestTitle } from "./test-id.js";

interface SuiteFrame {
  name: string;
  file: string | null;
  /** Testcases read inside it so far, at any depth. */
  cases: number;
  /** What its own attributes count. */
  failures: number;
  skipped: number;
}

/** A <testsuite> as it closed (depth 1: a child of the report's root), or the root (depth 0). */
export interface ReportSuite {
  name: string;
  depth: number;
  cases: number;
  failures: number;
  skipped: number;
}

type Capture = "details" | "failure" | "stdout" | "stderr" | null;

/** A testcase while its element is open. */
interface OpenCase {
  name: string;
  classname: string;
  fileAttribute: string | null;
  lineAttribute: number | null;
  time: number;
  suites: SuiteFrame[];
  status: JunitCase["status"];
  expectedToFail?: true;
  failureKind: JunitCase["failureKind"];
  failureType: string | null;
  message: string | null;
  details: BoundedText;
  /** A later <failure> or <error> body while it is read, held apart until it ends; else null. */
  again: BoundedText | null;
  /** The failure bodies in details, trimmed. */
  bodies: string[];
  stdout: BoundedText;
  stderr: BoundedText;
}

const ROOT_ELEMENTS = new Set(["testsuites", "testsuite"]);

/** Turns the open/close/text events into JunitCase values. */
export class JunitCaseBuilder {
  sawRoot = false;
  private readonly suites: SuiteFrame[] = [];
  private readonly captures: Capture[] = [];
  private current: OpenCase | null = null;

  /** The root <testsuites>' own counts, where the root is one. */
  private root: ReportSuite | null = null;

  constructor(
    private readonly limits: JunitLimits,
    private readonly emit: (testCase: JunitCase) => void,
    private readonly emitSuite?: (suite: ReportSuite) => void,
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
    if (name === "testsuites" && this.suites.length === 0 && !this.root) {
      this.root = { name: attributes.name ?? "", depth: 0, cases: 0, ...counts(attributes) };
    } else if (name === "testsuite") {
      this.suites.push({
        name: attributes.name ?? "",
        file: attributes.file ?? attributes.filepath ?? null,
        cases: 0,
        ...counts(attributes),
      });
    } else if (name === "testcase") {
      for (const suite of this.suites) suite.cases++;
      if (this.root) this.root.cases++;
      this.current = this.startCase(attributes);
      capture = null;
    } else if (this.current && capture === null) {
      capture = this.openCaseChild(name, attributes);
    }
    this.captures.push(capture);
    return null;
  }

  close(name: string): void {
    if (this.captures.pop() === "failure" && this.captures.at(-1) !== "failure" && this.current)
      endFailureBody(this.current);
    if (name === "testsuite") {
      const depth = this.suites.length;
      const suite = this.suites.pop();
      if (suite) this.emitSuite?.({ ...suite, depth });
    }
    if (name === "testsuites" && this.suites.length === 0 && this.root) this.emitSuite?.(this.root);
    if (name === "testcase" && this.current) {
      this.emit(this.finishCase(this.current));
      this.current = null;
    }
  }

  text(text: string): void {
    const capture = this.captures.at(-1);
    if (!capture || !this.current) return;
    if (capture === "failure") (this.current.again ?? this.current.details).append(text);
    else this.current[capture].append(text);
  }

  private startCase(attributes: Record<string, string>): OpenCase {
    const line = Number.parseInt(attributes.line ?? "", 10);
    // Named, not spread: a spread at the head of a literal makes V8 build each case on its
    // slow path (wide suites of small tests: 8 µs a testcase, most of the report's parse).
    const { name, classname } = namesAsPrinted(
      attributes.name ?? "",
      attributes.classname ?? attributes.class ?? "",
    );
    return {
      name,
      classname,
      fileAttribute: attributes.file ?? attributes.filepath ?? null,
      lineAttribute: Number.isFinite(line) ? line : null,
      time: parseSeconds(attributes.time),
      suites: [...this.suites],
      status: "passed",
      failureKind: null,
      failureType: null,
      message: null,
      details: new BoundedText(this.limits.detailsHeadChars, this.limits.detailsTailChars),
      again: null,
      bodies: [],
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
        open.failureType ??= capText(attributes.type, this.limits.messageChars);
        open.message ??= capText(attributes.message, this.limits.messageChars);
        if (open.bodies.length > 0)
          open.again = new BoundedText(this.limits.detailsHeadChars, this.limits.detailsTailChars);
        else if (open.details.length > 0) open.details.append("\n\n");
        return "failure";
      case "skipped":
        if (open.status !== "failed") open.status = "skipped";
        if (attributes.type === "pytest.xfail") open.expectedToFail = true;
        // node --test's `todo` beside `skipped`: said where the skip has no reason of its own.
        open.failureType ??= capText(attributes.type, this.limits.messageChars);
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
    const details = stripReportColours(open.details.toString()).trim();
    const file = sourceFileOf(open);
    const suite = open.suites.at(-1)?.name ?? "";
    const fromText = open.status === "failed" ? findLocationInText(details, file) : null;
    const id = junitTestId(open.name, open.classname, suite);
    return {
      id,
      title: junitTestTitle(open.name, id),
      name: open.name,
      classname: open.classname,
      suite,
      suites: open.suites.map((each) => each.name),
      file: file ?? fromText?.file ?? null,
      declaredFile: file,
      line: fromText?.line ?? declaredLine(open, file),
      status: open.status,
      ...(open.status === "skipped" && open.expectedToFail
        ? { expectedToFail: true as const }
        : {}),
      failureKind: open.failureKind,
      failureType: open.failureType,
      durationMs: Math.round(open.time * 1000),
      message: open.message === null ? null : stripReportColours(open.message),
      details,
      stdout: stripReportColours(open.stdout.toString()).trim(),
      stderr: stripReportColours(open.stderr.toString()).trim(),
      textChars: open.details.length + open.stdout.length + open.stderr.length,
      truncated: open.details.truncated || open.stdout.truncated || open.stderr.truncated,
    };
  }
}

/** How many failure bodies of a testcase a later one is compared with. */
const KEPT_BODIES = 8;

/**
 * The end of a <failure> or <error> body. A later one goes into the details unless an earlier one
 * said the same: a runner that retries a failure in its run (vitest) writes an element for each
 * attempt, and attempts that failed alike would show one stack twice.
 */
function endFailureBody(open: OpenCase): void {
  const again = open.again;
  open.again = null;
  if (again === null) {
    open.bodies.push(open.details.toString().trim());
    return;
  }
  const body = again.toString().trim();
  if (open.bodies.includes(body)) return;
  // A report is the tests' output: a testcase with thousands of <failure> elements must not keep
  // each one. Past the first few, later bodies go into the details unread, which bounds them.
  if (open.bodies.length < KEPT_BODIES) open.bodies.push(body);
  open.details.append(`\n\n${again.toString()}`);
}

/**
 * jest-junit writes "{describe} {title}" as both name and classname, so a test outside any
 * describe gets a leading space the runner never prints. Other runners' names stay as written
 * (a vitest title may start with a space).
 */
function namesAsPrinted(name: string, classname: string): { name: string; classname: string } {
  if (name !== classname || !name.startsWith(" ")) return { name, classname };
  const trimmed = name.trim();
  return { name: trimmed, classname: trimmed };
}

/**
 * The file attribute (pytest xunit1, jest with addFileAttribute), else a classname that is a
 * path (vitest, playwright), else the nearest suite's file attribute or path-like name.
 */
function sourceFileOf(open: OpenCase): string | null {
  if (open.fileAttribute) return open.fileAttribute;
  // A suite's file attribute says so; a classname only looks like a file: mocha-junit-reporter's
  // is the test's title, and js-yaml's `it('duplicate-key.js')` was filed as duplicate-key.js.
  const declared = [...open.suites].reverse().find((suite) => suite.file)?.file;
  if (declared) return declared;
  if (looksLikeSourceFile(open.classname)) return open.classname;
  for (const suite of [...open.suites].reverse())
    if (looksLikeSourceFile(suite.name)) return suite.name;
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

function counts(attributes: Record<string, string>): { failures: number; skipped: number } {
  const count = (value: string | undefined) => {
    const number = Number.parseInt(value ?? "", 10);
    return Number.isFinite(number) && number > 0 ? number : 0;
  };
  return { failures: count(attributes.failures), skipped: count(attributes.skipped) };
}
