import { parseDurationMs } from "../config/duration-text.js";

export interface ScriptHeader {
  id: string;
  title: string;
  /** A number (the nth tier) or a tier name, as the `# TIER:` header says; null without one. */
  tier: number | string | null;
  requires: string[];
  timeoutMs: number | null;
  /** Header values that could not be read, in words. */
  problems: string[];
}

const HEADER_LINES = 40;
const HEADER = /^\s*(?:#+|\/\/+|--)\s*(TEST|TIER|REQUIRES|TIMEOUT)\s*:\s*(.*?)\s*$/i;
/** "BT-002 - title", "BT-002: title", "BT-002 title" or "BT-002" alone. */
const TEST_VALUE = /^([^\s:]+?):?(?:\s+(?:[-–—:]\s*)?(.*))?$/;

/**
 * Reads the header comments of a test script (`# TEST:`, `# TIER:`, `# REQUIRES:`,
 * `# TIMEOUT:`; `//` comments work too). Without a TEST header the id and title come from the
 * file name.
 */
export function parseScriptHeader(text: string, fileName: string): ScriptHeader {
  const values = new Map<string, string>();
  for (const line of text.split("\n", HEADER_LINES)) {
    const match = HEADER.exec(line);
    const key = match?.[1]?.toUpperCase();
    if (key && !values.has(key)) values.set(key, match?.[2] ?? "");
  }
  const problems: string[] = [];
  const fromName = idFromFileName(fileName);

  let id = fromName;
  let title = titleFromId(fromName);
  const test = values.get("TEST");
  if (test !== undefined) {
    const match = TEST_VALUE.exec(test);
    if (match?.[1]) {
      id = match[1];
      title = match[2]?.trim() || title;
    } else {
      problems.push(
        `# TEST: header is empty: write an id and a title, such as "# TEST: BT-002 - Health endpoint responds"`,
      );
    }
  }

  let tier: ScriptHeader["tier"] = null;
  const tierValue = values.get("TIER");
  if (tierValue !== undefined) {
    if (/^\d+$/.test(tierValue)) tier = Number(tierValue);
    else if (tierValue !== "") tier = tierValue;
    else problems.push("# TIER: header is empty: write a tier number (0) or name (smoke)");
  }

  let timeoutMs: number | null = null;
  const timeout = values.get("TIMEOUT");
  if (timeout !== undefined) {
    timeoutMs = parseDurationMs(timeout);
    if (timeoutMs === null || timeoutMs <= 0) {
      timeoutMs = null;
      problems.push(
        `# TIMEOUT: "${timeout}" is not a duration: write seconds (10) or with a unit ("10s", "2m")`,
      );
    }
  }

  const requires = (values.get("REQUIRES") ?? "").split(/[\s,]+/).filter(Boolean);
  return { id, title, tier, requires: [...new Set(requires)], timeoutMs, problems };
}

/** "tests/test_backend_health.sh" -> "test_backend_health". */
export function idFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(0, dot) : base;
}

/** "test_backend_health" -> "backend health". */
function titleFromId(id: string): string {
  const words = id
    .replace(/^(?:test|t\d+)[_-]/i, "")
    .replace(/[_-]+/g, " ")
    .trim();
  return words || id;
}
