import { readFile } from "node:fs/promises";
import path from "node:path";
import { type Document, LineCounter, parseDocument } from "yaml";
import type * as z from "zod";
import { UserError } from "../errors.js";
import { configAbove } from "./config-above.js";
import { type Config, configSchema, NOTHING_TO_RUN } from "./schema.js";
import { nearestWord } from "./suggest.js";

export const DEFAULT_CONFIG_PATH = ".github/fix-loop.yml";

export interface ConfigProblem {
  /** Key path like "tiers[0].gate", or "" for the whole file. */
  path: string;
  line: number | null;
  message: string;
}

/** A config that cannot be used; `message` lists every problem with its key path and line. */
export class ConfigError extends UserError {
  override name = "ConfigError";

  constructor(
    readonly file: string,
    readonly problems: ConfigProblem[],
  ) {
    super(formatProblems(file, problems));
  }
}

function formatProblems(file: string, problems: ConfigProblem[]): string {
  // In the file's order, as an editor shows it; problems with no line last.
  const inFileOrder = [...problems].sort(
    (a, b) => (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER),
  );
  const lines = inFileOrder.map((p) => {
    const where = [p.line === null ? null : `line ${p.line}`, p.path || null]
      .filter(Boolean)
      .join(", ");
    return where ? `  ${where}: ${p.message}` : `  ${p.message}`;
  });
  const noun = problems.length === 1 ? "problem" : "problems";
  return `${file} has ${problems.length} ${noun}:\n${lines.join("\n")}`;
}

export function formatKeyPath(keys: readonly PropertyKey[]): string {
  return keys.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`;
    const name = String(key);
    return text ? `${text}.${name}` : name;
  }, "");
}

/** Reads and validates a config file; throws ConfigError for anything a user has to fix. */
export async function loadConfig(configPath: string, cwd: string): Promise<Config> {
  const absolute = path.resolve(cwd, configPath);
  let text: string;
  try {
    text = await readFile(absolute, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === "ENOENT"
        ? await notFound(configPath, cwd)
        : `cannot read the file (${code ?? String(error)})`;
    throw new ConfigError(configPath, [{ path: "", line: null, message }]);
  }
  return parseConfigText(text, configPath);
}

/** What to do about a config that is not where it was looked for. */
async function notFound(configPath: string, cwd: string): Promise<string> {
  const above = await configAbove(configPath, cwd);
  if (above === null)
    return "file not found: run `fix-loop init` to write a starter config, or pass --config PATH";
  const relative = path.relative(path.resolve(cwd), above);
  return `file not found in ${path.resolve(cwd)}, but the repository has one in ${above}: run fix-loop there, or pass -C ${relative}`;
}

export function parseConfigText(text: string, fileName: string): Config {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  if (document.errors.length > 0) {
    throw new ConfigError(
      fileName,
      document.errors.map((error) => ({
        path: "",
        line: lineCounter.linePos(error.pos[0]).line,
        message: `invalid YAML: ${error.message.split("\n")[0]}`,
      })),
    );
  }
  const data = document.toJS() ?? {};
  if (typeof data !== "object" || Array.isArray(data)) {
    throw new ConfigError(fileName, [
      {
        path: "",
        line: 1,
        message: "the config must be a YAML mapping (keys like preflight:, services:, tiers:)",
      },
    ]);
  }
  const parsed = configSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new ConfigError(fileName, describeIssues(parsed.error.issues, document, lineCounter));
}

function describeIssues(
  issues: z.core.$ZodIssue[],
  document: Document,
  lines: LineCounter,
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      const known = knownKeysAt(issue.path);
      for (const key of issue.keys) {
        const keyPath = [...issue.path, key];
        const suggestion = nearestWord(key, known);
        const hint = suggestion
          ? `did you mean "${suggestion}"?`
          : known.length > 0
            ? `valid keys here: ${known.join(", ")}`
            : "remove it";
        problems.push({
          path: formatKeyPath(keyPath),
          line: lineOf(document, lines, keyPath),
          message: `unknown key "${key}" (${hint})`,
        });
      }
      continue;
    }
    if (issue.code === "invalid_value") {
      problems.push({
        path: formatKeyPath(issue.path),
        line: lineOf(document, lines, issue.path),
        message: notOneOf(document.getIn(issue.path as (string | number)[]), issue.values),
      });
      continue;
    }
    // zod leaves issue.input out, so whether the key is there at all comes from the document:
    // a value of the wrong type is not a missing one.
    const missing =
      issue.code === "invalid_type" && !document.hasIn(issue.path as (string | number)[]);
    problems.push({
      path: formatKeyPath(issue.path),
      line: lineOf(document, lines, issue.path),
      message: missing ? "is required" : issue.message,
    });
  }
  // A misspelled tiers: (or tests:) is the reason there is nothing to run: its own problem,
  // with the key's line and the right name, says it.
  const misspelled = problems.some((problem) =>
    /\(did you mean "(?:tiers|tests)"\?\)$/.test(problem.message),
  );
  return misspelled ? problems.filter((problem) => problem.message !== NOTHING_TO_RUN) : problems;
}

/** `"sotf" is not one of: soft, hard (did you mean "soft"?)` */
function notOneOf(given: unknown, allowed: readonly unknown[]): string {
  const words = allowed.map(String);
  const suggestion = typeof given === "string" ? nearestWord(given, words) : null;
  const hint = suggestion ? ` (did you mean "${suggestion}"?)` : "";
  return `${JSON.stringify(given)} is not one of: ${words.join(", ")}${hint}`;
}

/** The line of the deepest node that exists on the way to `keyPath` (1-based). */
function lineOf(
  document: Document,
  lines: LineCounter,
  keyPath: readonly PropertyKey[],
): number | null {
  for (let depth = keyPath.length; depth >= 0; depth--) {
    const parentPath = keyPath.slice(0, depth - 1) as (string | number)[];
    const last = keyPath[depth - 1];
    if (depth === 0) {
      const offset = document.contents?.range?.[0];
      return offset === undefined ? null : lines.linePos(offset).line;
    }
    const parent = parentPath.length === 0 ? document.contents : document.getIn(parentPath, true);
    const pair = findPair(parent, last);
    const offset = pair?.key?.range?.[0] ?? pair?.value?.range?.[0];
    if (offset !== undefined) return lines.linePos(offset).line;
  }
  return null;
}

interface RangedNode {
  range?: [number, number, number] | null;
}
interface PairLike {
  key?: RangedNode & { value?: unknown };
  value?: RangedNode;
}

function findPair(parent: unknown, key: PropertyKey | undefined): PairLike | undefined {
  if (!parent || typeof parent !== "object" || !("items" in parent)) return undefined;
  const items = (parent as { items: unknown[] }).items;
  if (typeof key === "number") {
    const item = items[key] as RangedNode | undefined;
    return item ? { key: item } : undefined;
  }
  return items.find((item) => {
    const pairKey = (item as PairLike).key;
    return pairKey !== undefined && String(pairKey.value ?? pairKey) === String(key);
  }) as PairLike | undefined;
}

type SchemaDef = {
  type: string;
  shape?: Record<string, { _zod: { def: SchemaDef } }>;
  innerType?: { _zod: { def: SchemaDef } };
  in?: { _zod: { def: SchemaDef } };
  element?: { _zod: { def: SchemaDef } };
  valueType?: { _zod: { def: SchemaDef } };
  options?: { _zod: { def: SchemaDef } }[];
};

/** The keys the schema allows at an object path, for "did you mean" hints. */
function knownKeysAt(keyPath: readonly PropertyKey[]): string[] {
  let def: SchemaDef | undefined = unwrap(
    (configSchema as unknown as { _zod: { def: SchemaDef } })._zod.def,
  );
  for (const key of keyPath) {
    if (!def) return [];
    if (def.type === "object" && typeof key === "string") def = unwrap(def.shape?.[key]?._zod.def);
    else if (def.type === "array") def = unwrap(def.element?._zod.def);
    else if (def.type === "record") def = unwrap(def.valueType?._zod.def);
    else return [];
  }
  return def?.type === "object" && def.shape
    ? Object.keys(def.shape).filter((k) => k !== "$schema")
    : [];
}

function unwrap(def: SchemaDef | undefined): SchemaDef | undefined {
  let current = def;
  while (current) {
    if (current.innerType) current = current.innerType._zod.def;
    else if (current.type === "pipe" && current.in) current = current.in._zod.def;
    else if (current.type === "union" && current.options) {
      current = current.options.map((o) => unwrap(o._zod.def)).find((d) => d?.type === "object");
    } else return current;
  }
  return current;
}
