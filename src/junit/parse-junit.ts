import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { SaxesParser } from "saxes";
import { messageOf } from "../errors.js";
import { drainBufferedText } from "./drain-saxes-text.js";
import { DEFAULT_JUNIT_LIMITS, type JunitCase, type JunitLimits } from "./junit-case.js";
import { JunitCaseBuilder, type ReportSuite } from "./junit-case-builder.js";

export { DEFAULT_JUNIT_LIMITS, type JunitCase, type JunitLimits } from "./junit-case.js";

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
  /** Hands over each <testsuite> as it closes, and the root <testsuites> last. */
  onSuite?: (suite: ReportSuite) => void;
}

/** Parses a JUnit XML file into its testcases, streaming: memory is bounded by the number of cases. */
export async function parseJunitFile(
  path: string,
  options: ParseJunitOptions = {},
): Promise<JunitCase[]> {
  const cases: JunitCase[] = [];
  await streamJunitFile(path, (testCase) => cases.push(testCase), options);
  return cases;
}

/**
 * Streams a JUnit XML file, handing over each testcase as it closes; memory stays bounded
 * whatever the file's size. Resolves with the number of testcases.
 */
export function streamJunitFile(
  path: string,
  onCase: (testCase: JunitCase) => void,
  options: ParseJunitOptions = {},
): Promise<number> {
  const stream = createReadStream(path, { encoding: "utf8", highWaterMark: 256 * 1024 });
  return streamJunit(stream, onCase, { ...options, displayPath: options.displayPath ?? path });
}

/** Streams JUnit XML from any readable (strings or bytes, UTF-8). */
export function streamJunit(
  input: Readable,
  onCase: (testCase: JunitCase) => void,
  options: ParseJunitOptions = {},
): Promise<number> {
  const source = options.displayPath ?? "JUnit report";
  const limits = { ...DEFAULT_JUNIT_LIMITS, ...options.limits };
  let count = 0;
  const builder = new JunitCaseBuilder(
    limits,
    (testCase) => {
      count++;
      onCase(testCase);
    },
    options.onSuite,
  );
  const parser = new SaxesParser({ xmlns: false, position: true });
  const decoder = new StringDecoder("utf8");
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
      else resolve(count);
    };
    input.on("data", (chunk: string | Buffer) => {
      parser.write(
        withoutControlCharacters(typeof chunk === "string" ? chunk : decoder.write(chunk)),
      );
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
      if (!failure) parser.write(withoutControlCharacters(decoder.end()));
      if (!failure && !builder.sawRoot) {
        fail("the file is empty or holds no XML element", null, null);
      }
      if (!failure) parser.close();
      finish();
    });
  });
}

/**
 * jest-junit writes a failure's text as it is, control characters included (a form feed from a
 * test of an entity decoder), which XML 1.0 forbids: the whole report would be refused for one
 * character of one message. They become U+FFFD, as a decoder shows bytes it cannot read; ESC
 * becomes `#x1B`, as pytest writes it, so a colour code reads as one and comes out whole
 * (stripReportColours) wherever the report's chunks split it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;

export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL, (character) => (character === "\u001B" ? "#x1B" : "\uFFFD"));
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
  return messageOf(error);
}
