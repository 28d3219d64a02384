import { UserError } from "../errors.js";
import { entryHash } from "./entry-hash.js";
import { WRITABLE_FRAMEWORKS } from "./framework-style.js";

/** One test of a prose plan: what a person wrote, before any script exists. */
export interface PlanEntry {
  id: string;
  title: string;
  /** The prose between the heading and the expected result (steps, notes), trimmed. */
  steps: string;
  expected: string;
  /** `Tier: smoke`; null: the model proposes one from the config's tiers. */
  tier: string | null;
  /** `Requires: api, redis`; null: the model proposes them from the config's services. */
  requires: string[] | null;
  /**
   * `Framework: pytest` (on the entry, or once outside every entry for the whole plan): write a
   * test in the tier's framework instead of a script; "script" asks for a script. Null: neither,
   * and the tier decides (src/plan/entry-framework.ts).
   */
  framework: string | null;
  /** The line the framework was asked on, for an error that names it. */
  frameworkLine: number | null;
  /**
   * `Function: cents, label`: the project's functions the test exercises, whose mutants a test
   * needing no service must fail against (src/plan/mutant-check.ts). Null: none named this way.
   */
  functions: string[] | null;
  /** 1-based line of the entry's heading. */
  line: number;
  /** A hash of the entry's text: a script generated from it carries it as `# PLAN-HASH:`. */
  hash: string;
}

/** A plan fix-loop cannot read: the message names the line and says what to write. Exit 2. */
export class PlanError extends UserError {
  override name = "PlanError";
}

export const PLAN_ID = /^[A-Z]+-\d+$/;

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
/** "BT-007: title", "BT-007 - title", "BT-007 — title", "BT-007 title". */
const ENTRY_HEADING = /^(\S+?)(?::|\s+[-–—:]\s*|\s+)(.*)$/;
/** A first word that means to be an id ("bt-7", "BT_007", "BT-7a") but is not one. */
const ID_LIKE = /^[A-Za-z]+[-_]?\d[\w-]*:?$/;
const FIELD =
  /^\s*[*_]*(tier|requires|framework|functions?|expected(?: result)?|steps)[*_]*\s*:\s*[*_]*\s*(.*)$/i;

interface Draft {
  id: string;
  title: string;
  line: number;
  level: number;
  body: { text: string; line: number }[];
}

/**
 * Reads a markdown test plan. Each test is a heading whose first word is its id
 * (`## BT-007: Log in and see the inbox`), followed by prose steps, an `Expected:` line and
 * optionally `Tier:` and `Requires:` lines. Deterministic: the same text gives the same
 * entries. Throws a PlanError for a malformed or duplicated id, or an entry without a title
 * or an expected result.
 */
export function parsePlan(text: string, file = "the plan"): PlanEntry[] {
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  const lines = text.split(/\r?\n/);
  let fenced = false;
  let planFramework: { name: string; line: number } | null = null;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(raw)) fenced = !fenced;
    const heading = fenced ? null : HEADING.exec(raw);
    if (heading) {
      const level = heading[1]?.length ?? 1;
      const entry = entryOf(heading[2] ?? "", line, file);
      if (entry) {
        current = { ...entry, line, level };
        drafts.push(current);
        return;
      }
      if (current && level <= current.level) current = null;
      return;
    }
    if (current) current.body.push({ text: raw, line });
    else if (!fenced) planFramework = planWideFramework(raw, line, file, planFramework);
  });

  const seen = new Map<string, number>();
  for (const draft of drafts) {
    const first = seen.get(draft.id);
    if (first !== undefined) {
      throw new PlanError(
        `${file}:${draft.line}: duplicate test id ${draft.id} (first at line ${first}): give each test its own id`,
      );
    }
    seen.set(draft.id, draft.line);
  }
  return drafts.map((draft) => finish(draft, file, planFramework));
}

/** A `Framework:` line outside every entry asks it of the whole plan; two different ones clash. */
function planWideFramework(
  raw: string,
  line: number,
  file: string,
  before: { name: string; line: number } | null,
): { name: string; line: number } | null {
  const field = FIELD.exec(raw);
  if (field?.[1]?.toLowerCase() !== "framework") return before;
  const name = frameworkName(field[2] ?? "", line, file);
  if (before && before.name !== name) {
    throw new PlanError(
      `${file}:${line}: Framework: ${name} contradicts Framework: ${before.name} at line ${before.line}: a plan asks for one framework; name others on their entries`,
    );
  }
  return { name, line };
}

/** The asked framework in lower case; a name fix-loop does not write tests in is exit 2. */
function frameworkName(value: string, line: number, file: string): string {
  const name = requireValue(value.replace(/[*_]+$/, "").trim(), "Framework", line, file, "pytest")
    .toLowerCase()
    .replace(/^scripts$/, "script");
  if (name === "script" || (WRITABLE_FRAMEWORKS as readonly string[]).includes(name)) return name;
  throw new PlanError(
    `${file}:${line}: Framework: ${value.trim()} is not one fix-loop writes tests in: use ${WRITABLE_FRAMEWORKS.join(", ")}, or script for a test script`,
  );
}

function entryOf(
  heading: string,
  line: number,
  file: string,
): Omit<Draft, "level" | "line"> | null {
  const match = ENTRY_HEADING.exec(heading.trim());
  const word = (match?.[1] ?? heading.trim()).replace(/:$/, "");
  if (!PLAN_ID.test(word)) {
    if (ID_LIKE.test(word)) {
      throw new PlanError(
        `${file}:${line}: "${word}" is not a test id: ids are capital letters, a hyphen and digits, such as BT-007 or INT-3`,
      );
    }
    return null;
  }
  const title = (match?.[2] ?? "").trim();
  if (title === "") {
    throw new PlanError(
      `${file}:${line}: test ${word} has no title: write it after the id, such as "## ${word}: Log in and see the inbox"`,
    );
  }
  return { id: word, title, body: [] };
}

function finish(
  draft: Draft,
  file: string,
  planFramework: { name: string; line: number } | null,
): PlanEntry {
  const steps: string[] = [];
  const expected: string[] = [];
  let tier: string | null = null;
  let requires: string[] | null = null;
  let functions: string[] | null = null;
  let framework = planFramework;
  let inExpected = false;
  for (const { text, line } of draft.body) {
    const field = FIELD.exec(text);
    if (field) {
      const key = (field[1] ?? "").toLowerCase();
      const value = (field[2] ?? "").replace(/[*_]+$/, "").trim();
      inExpected = key.startsWith("expected");
      if (inExpected) {
        if (value) expected.push(value);
      } else if (key === "tier") {
        tier = requireValue(value, "Tier", line, file, "smoke");
      } else if (key === "framework") {
        framework = { name: frameworkName(value, line, file), line };
      } else if (key.startsWith("function")) {
        functions = requireValue(value, "Function", line, file, "cents")
          .split(/[\s,]+/)
          .map((name) => name.replace(/\(\)$/, ""))
          .filter(Boolean);
      } else if (key === "requires") {
        requires = requireValue(value, "Requires", line, file, "api, redis")
          .split(/[\s,]+/)
          .filter(Boolean);
      } else if (value) {
        steps.push(value);
      }
      continue;
    }
    if (inExpected && text.trim() !== "") expected.push(text.trim());
    else {
      inExpected = false;
      steps.push(text);
    }
  }
  const expectedText = expected.join("\n").trim();
  if (expectedText === "") {
    throw new PlanError(
      `${file}:${draft.line}: test ${draft.id} has no expected result: add a line such as "Expected: the inbox lists three messages"`,
    );
  }
  const entry = {
    id: draft.id,
    title: draft.title,
    steps: steps.join("\n").trim(),
    expected: expectedText,
    tier,
    requires,
    framework: framework?.name ?? null,
    frameworkLine: framework?.line ?? null,
    functions,
    line: draft.line,
  };
  return { ...entry, hash: entryHash(entry) };
}

function requireValue(value: string, key: string, line: number, file: string, example: string) {
  if (value !== "") return value;
  throw new PlanError(`${file}:${line}: ${key}: is empty: write it, such as "${key}: ${example}"`);
}
