import { parse } from "yaml";

/** Keys of the YAML diagnostic node-tap writes as a failure's text, one of which a diagnostic has. */
const DIAGNOSTIC_KEYS = ["diff", "found", "wanted", "at", "stack", "source"];
const MOST_CHARACTERS = 120;

/**
 * What went wrong, in one line, for a failure node-tap reported as its YAML diagnostic (its JUnit
 * report gives no message; the assertion's own message is the test's name): "expected Array [
 * "abc", "abd" ], got Array []" from its `diff:` or its `wanted:` and `found:`. Null for any
 * other text; for a thrown error, its type and message (the test's name: "TypeError: Cannot read
 * properties of null"). The diagnostic ends with `source:`, the lines of the test around the assertion,
 * whose last line (minimatch's `expect,`, `}`) was the message and the group's signature.
 */
export function tapDiagnosticMessage(text: string, name = ""): string | null {
  const diagnostic = readDiagnostic(text);
  if (!diagnostic) return null;
  const { diff, found, wanted, type } = diagnostic;
  // A thrown error: its message is the test's name, its type the diagnostic's.
  if (typeof type === "string" && /(?:Error|Exception)$/.test(type) && name)
    return `${type}: ${oneLine(name)}`;
  if (typeof diff === "string") {
    const changed = changedSides(diff);
    if (changed) return `expected ${changed.expected}, got ${changed.actual}`;
  }
  if ("wanted" in diagnostic || "found" in diagnostic)
    return `expected ${shown(wanted)}, got ${shown(found)}`;
  return null;
}

/**
 * The diagnostic's `stack:` block with each frame written as V8 writes it (`    at
 * AST.toMMPattern (src/ast.ts:659:26)`): node-tap leaves the `at` out, and a stack read
 * nowhere named no project frame (minimatch's SyntaxError thrown in `AST.toMMPattern` stood
 * apart, "no project frame in its stacks").
 */
export function withTapStackAsV8(text: string): string {
  if (!/^stack: \|/m.test(text) || !readDiagnostic(text)) return text;
  const lines = text.split("\n");
  const start = lines.findIndex((line) => /^stack: \|/.test(line));
  for (let at = start + 1; at < lines.length && /^ {2}\S/.test(lines[at] ?? ""); at++)
    lines[at] = `    at ${(lines[at] ?? "").trim()}`;
  return lines.join("\n");
}

/** The failure text without node-tap's `source:` block: test code, not what happened. */
export function withoutTapSource(text: string): string {
  return readDiagnostic(text) ? text.replace(/^source: \|[\s\S]*$/m, "").trimEnd() : text;
}

function readDiagnostic(text: string): Record<string, unknown> | null {
  if (!/^(?:diff|found|wanted|at|stack|source):/m.test(text)) return null;
  let value: unknown;
  try {
    value = parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const diagnostic = value as Record<string, unknown>;
  return DIAGNOSTIC_KEYS.some((key) => key in diagnostic) ? diagnostic : null;
}

/** The diff's removed lines (what was expected) and added lines (what it got), each one line. */
function changedSides(diff: string): { expected: string; actual: string } | null {
  const lines = diff.split("\n").filter((line) => !/^(?:---|\+\+\+|@@)/.test(line));
  const side = (sign: string) =>
    oneLine(
      lines
        .filter((line) => line.startsWith(sign))
        .map((line) => line.slice(1).trim().replace(/,$/, ""))
        .join(" "),
    );
  const expected = side("-");
  const actual = side("+");
  return expected || actual
    ? { expected: expected || "nothing", actual: actual || "nothing" }
    : null;
}

function shown(value: unknown): string {
  if (value === undefined) return "nothing";
  const text =
    typeof value === "object" || typeof value === "string" ? JSON.stringify(value) : String(value);
  return oneLine(text);
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > MOST_CHARACTERS ? `${line.slice(0, MOST_CHARACTERS)}…` : line;
}
