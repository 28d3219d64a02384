import type { Document, LineCounter } from "yaml";
import type * as z from "zod";
import { ConfigError, type ConfigProblem } from "./config-error.js";
import { type ConfigYaml, parseConfigYaml, readConfigYaml } from "./read-config.js";
import { type Config, configSchema, NOTHING_TO_RUN } from "./schema.js";
import { nearestWord } from "./suggest.js";

export { ConfigError, type ConfigProblem } from "./config-error.js";
export { DEFAULT_CONFIG_PATH } from "./read-config.js";

export function formatKeyPath(keys: readonly PropertyKey[]): string {
  return keys.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`;
    const name = String(key);
    return text ? `${text}.${name}` : name;
  }, "");
}

/** Reads and validates a config file; throws ConfigError for anything a user has to fix. */
export async function loadConfig(configPath: string, cwd: string): Promise<Config> {
  return checkedConfig(await readConfigYaml(configPath, cwd));
}

export function parseConfigText(text: string, fileName: string): Config {
  return checkedConfig(parseConfigYaml(text, fileName));
}

/** The config a YAML file holds, checked against the schema, with defaults filled in. */
export function checkedConfig({ fileName, data, document, lines }: ConfigYaml): Config {
  const parsed = configSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new ConfigError(fileName, describeIssues(parsed.error.issues, document, lines));
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
