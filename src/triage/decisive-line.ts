import type { TestResult } from "../results/schema.js";
import { answeredOnce } from "./frames/source-snapshot.js";
import { jestComparison } from "./jest-comparison.js";
import { maskText, normaliseWhitespace } from "./mask.js";

/**
 * What kind of line decided a failure. The first four carry a root cause that can be shared
 * across tests; the rest say only that this one test failed, so their signature names the test.
 */
export type DecisiveKind =
  | "connection-refused"
  | "http-status"
  | "exception"
  | "assertion"
  | "message"
  | "timeout"
  | "output"
  | "exit";

export interface DecisiveLine {
  kind: DecisiveKind;
  /** The line as the test printed it (trimmed): what a person and the agent read first. */
  line: string;
  /** The masked, canonical form that triage hashes. */
  signature: string;
}

const MAX_LINE = 500;
const MAX_SIGNATURE = 300;

/**
 * A refused connection keeps its host:port: the port names the service that is down, and two
 * services down are two root causes. Everywhere else digits, ports included, are masked.
 * Loopback spellings are one host, so "127.0.0.1:8000" and "localhost:8000" group together.
 */
const REFUSED = /ECONNREFUSED|connection refused/i;
const HOST_PORT = [
  /\bhost='([^']+)',\s*port=(\d{1,5})/,
  /((?:\d{1,3}\.){3}\d{1,3}|\[[0-9a-fA-F:]+\]|localhost|[A-Za-z][\w-]*(?:\.[\w-]+)*):(\d{2,5})\b/,
  /\bto ([\w.-]+|\[[0-9a-fA-F:]+\]) port (\d{1,5})\b/,
];
const LOOPBACK = new Set(["127.0.0.1", "0.0.0.0", "::1", "[::1]", "localhost"]);

/** Only error statuses, reduced to the code: "3 tests got HTTP 401" is one root cause. */
const HTTP_STATUS = [
  /\bHTTP(?:\/[\d.]+)?\s*(?:status\s*)?:?\s*([45]\d\d)\b/i,
  /\bstatus(?:\s*code)?\s*[:=]?\s*([45]\d\d)\b/i,
  /\b(?:returned|got|received|responded with)(?: error)?:?\s+(?:an?\s+)?([45]\d\d)\b/i,
];

const EXCEPTION =
  /\b((?:[A-Za-z_$][\w$]*\.)*[A-Z][\w$]*(?:Error|Exception|Failure|Panic)|panic)\b(?::\s*(.*))?/;
const PLAIN_ERROR = /^(?:Uncaught\s+)?Error:\s*(.+)$/;
const ASSERTION =
  /\b(?:expected\b.*\b(?:to|but|got|received|instead)\b|assert(?:ion)?\b.*(?:==|!=|failed))/i;
const GENERIC =
  /^(?:exit(?:ed)?(?: with)?(?: code| status)?\s*-?\d+|killed by \w+|timed out\b.*|test failed|failed)\.?$/i;
const STATUS_PREFIX = /^(?:FAIL|EVIDENCE|ERROR)\s*:\s*/i;

/** Picks the one line that best says why a test failed, and its masked form. */
export function decisiveLine(test: Pick<TestResult, "id" | "evidence" | "reason">): DecisiveLine {
  // Triage asks it of each failure several times (its signature, its groups, their samples).
  return answeredOnce(test, "decisive line", () => decisiveLineOf(test));
}

function decisiveLineOf(test: Pick<TestResult, "id" | "evidence" | "reason">): DecisiveLine {
  const evidence = test.evidence;
  const candidates = candidateLines(test);

  for (const line of candidates) {
    const refused = connectionRefused(line);
    if (refused) return { kind: "connection-refused", line: clip(line), signature: refused };
  }
  for (const [at, line] of candidates.entries()) {
    const comparison = jestComparison(candidates, at);
    if (comparison) {
      const signature = clipSignature(comparison.signature);
      return { kind: "assertion", line: clip(comparison.line), signature };
    }
    const found = classify(line);
    if (found) return { ...found, line: clip(line) };
  }

  const summary = evidence?.summary ?? [];
  const failLine = [
    evidence?.message,
    ...summary.filter((line) => /^FAIL\s*:/i.test(line)),
    ...summary.filter((line) => /^EVIDENCE\s*:/i.test(line)),
  ].find((line): line is string => typeof line === "string" && isSpecific(line));
  const scope = `in ${test.id}`;
  if (failLine) {
    const masked = maskText(stripPrefix(failLine));
    const prefix = evidence?.timedOut ? "timed out: " : "";
    return {
      kind: "message",
      line: clip(failLine),
      signature: clipSignature(`${prefix}${masked}`),
    };
  }
  if (evidence?.timedOut) {
    return {
      kind: "timeout",
      line: `timed out after ${evidence.durationMs} ms`,
      signature: `timed out ${scope}`,
    };
  }
  const lastOutput = lastNonEmpty(evidence?.excerpt ?? "");
  if (lastOutput) {
    const masked = maskText(stripPrefix(lastOutput));
    return {
      kind: "output",
      line: clip(lastOutput),
      signature: clipSignature(`${masked} ${scope}`),
    };
  }
  const exit = evidence?.signal
    ? `killed by ${evidence.signal}`
    : `exit code ${evidence?.exitCode ?? "unknown"}`;
  return { kind: "exit", line: exit, signature: `${exit} ${scope}` };
}

/** The evidence lines in the order a person would read them for the cause. */
function candidateLines(test: Pick<TestResult, "evidence" | "reason">): string[] {
  const evidence = test.evidence;
  if (!evidence) return test.reason ? [test.reason] : [];
  const summary = evidence.summary;
  const lines = [
    evidence.message,
    ...summary.filter((line) => /^FAIL\s*:/i.test(line)),
    ...summary.filter((line) => !/^FAIL\s*:/i.test(line)),
    ...evidence.excerpt.split(/\r?\n/),
  ];
  return lines
    .filter((line): line is string => typeof line === "string")
    .map((line) => normaliseWhitespace(line))
    .filter((line) => line.length > 0 && !/^PASS\s*:/i.test(line));
}

function connectionRefused(line: string): string | null {
  if (!REFUSED.test(line)) return null;
  for (const pattern of HOST_PORT) {
    const match = pattern.exec(line);
    if (match?.[1] && match[2]) {
      const host = LOOPBACK.has(match[1]) ? "localhost" : match[1].toLowerCase();
      return `connection refused to ${host}:${Number(match[2])}`;
    }
  }
  return "connection refused";
}

function classify(line: string): Omit<DecisiveLine, "line"> | null {
  for (const pattern of HTTP_STATUS) {
    const match = pattern.exec(line);
    if (match?.[1]) return { kind: "http-status", signature: `HTTP ${match[1]}` };
  }
  const text = stripPrefix(line);
  const exception = EXCEPTION.exec(text);
  if (exception?.[1]) {
    const message = exception[2] ? `: ${maskText(exception[2])}` : "";
    return { kind: "exception", signature: clipSignature(`${exception[1]}${message}`) };
  }
  const plain = PLAIN_ERROR.exec(text);
  if (plain?.[1])
    return { kind: "exception", signature: clipSignature(`Error: ${maskText(plain[1])}`) };
  const assertion = ASSERTION.exec(text);
  if (assertion)
    return {
      kind: "assertion",
      signature: clipSignature(maskText(text.slice(assertion.index))),
    };
  return null;
}

/**
 * A line that says more than "it failed": the engine's own words for a bare exit code or a
 * timeout would merge unrelated tests into one group.
 */
function isSpecific(line: string): boolean {
  const text = stripPrefix(line);
  return text.length > 0 && !GENERIC.test(text);
}

function stripPrefix(line: string): string {
  return line.trim().replace(STATUS_PREFIX, "").trim();
}

function lastNonEmpty(text: string): string | null {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index];
    if (line && !/^[.…\s-]*$/.test(line) && !/elided/i.test(line)) return line;
  }
  return null;
}

function clip(line: string): string {
  const trimmed = line.trim();
  return trimmed.length > MAX_LINE ? `${trimmed.slice(0, MAX_LINE - 1)}…` : trimmed;
}

function clipSignature(signature: string): string {
  return signature.length > MAX_SIGNATURE ? signature.slice(0, MAX_SIGNATURE) : signature;
}
