import { realpathSync } from "node:fs";
import path from "node:path";
import { readSourceText } from "./source-snapshot.js";

/**
 * Where a line of built code came from, by the source map its build wrote beside it (a
 * `//# sourceMappingURL=` comment, or `FILE.map`): the project's own source file and line, or
 * null where there is no map, or it leads out of the project or into node_modules. tshy, tsc and
 * esbuild write them; node-lru-cache's tests import `dist/`, and its culprits named
 * `dist/esm/node/index.js`, a file the agent is not to edit, for `src/index.ts`.
 */
export function sourceOfBuiltLine(
  file: string,
  /** The built line, asked for only where the file has a map. */
  lineOf: () => number | null,
  root: string,
): { file: string; line: number } | null {
  const full = path.resolve(root, file);
  const map = mapOf(full, root);
  if (!map) return null;
  const line = lineOf();
  if (line === null) return null;
  const origin = map.lines[line - 1];
  if (!origin) return null;
  const source = map.sources[origin.source];
  if (source === undefined) return null;
  const relative = path.relative(root, source);
  if (!insideRoot(source, root) || relative.split(path.sep).includes("node_modules")) return null;
  if (readSourceText(source) === null) return null;
  return { file: relative.split(path.sep).join("/"), line: origin.line + 1 };
}

/**
 * Whether a file the map names, or the map a built file names, is the project's, its links
 * followed: a map is the tests' output, and must not lead triage to a file outside the tree.
 */
function insideRoot(file: string, root: string): boolean {
  let real: string;
  let top: string;
  try {
    real = realpathSync(file);
    top = realpathSync(root);
  } catch {
    return false;
  }
  const relative = path.relative(top, real);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

interface DecodedMap {
  /** Absolute paths of the map's sources. */
  sources: string[];
  /** Each generated line's first mapped segment: its source's index and its 0-based line. */
  lines: ({ source: number; line: number } | undefined)[];
}

const decoded = new Map<string, { text: string; map: DecodedMap | null }>();

function mapOf(built: string, root: string): DecodedMap | null {
  if (!/\.[cm]?js$/.test(built)) return null;
  const text = readSourceText(built);
  if (text === null) return null;
  const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text.slice(-2000))?.[1];
  if (url?.startsWith("data:")) return null;
  const mapFile = path.resolve(path.dirname(built), url ?? `${path.basename(built)}.map`);
  const mapText = readSourceText(mapFile);
  if (mapText === null || !insideRoot(mapFile, root)) return null;
  const known = decoded.get(mapFile);
  if (known?.text === mapText) return known.map;
  const map = parseMap(mapText, path.dirname(mapFile));
  decoded.set(mapFile, { text: mapText, map });
  return map;
}

function parseMap(text: string, folder: string): DecodedMap | null {
  let raw: { sources?: unknown; sourceRoot?: unknown; mappings?: unknown };
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(raw.sources) || typeof raw.mappings !== "string") return null;
  const sourceRoot = typeof raw.sourceRoot === "string" ? raw.sourceRoot : "";
  const sources = raw.sources.map((source) =>
    path.resolve(folder, sourceRoot, typeof source === "string" ? source : ""),
  );
  return { sources, lines: firstSegments(raw.mappings) };
}

/**
 * The source map's `mappings`: lines split by ";", segments by ",", each a run of base64 VLQ
 * numbers (generated column, source, original line, original column, name), every one but the
 * generated column relative to the map's previous segment.
 */
function firstSegments(mappings: string): ({ source: number; line: number } | undefined)[] {
  const lines: ({ source: number; line: number } | undefined)[] = [];
  let source = 0;
  let line = 0;
  for (const generated of mappings.split(";")) {
    let first: { source: number; line: number } | undefined;
    for (const segment of generated.split(",")) {
      if (segment === "") continue;
      const values = vlqValues(segment);
      if (values.length < 4) continue;
      source += values[1] ?? 0;
      line += values[2] ?? 0;
      first ??= { source, line };
    }
    lines.push(first);
  }
  return lines;
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function vlqValues(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) return [];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * The built code's place of a function coverage named (`#has`, `get size`, `purgeStale`): the
 * first line that declares it (a method, a function, or one assigned), where a frame gave none.
 */
export function builtDeclarationLine(
  file: string,
  runtimeName: string,
  root: string,
): number | null {
  const text = readSourceText(path.resolve(root, file));
  if (text === null) return null;
  const [, accessor = "", name = runtimeName] =
    /^(?:(get|set) )?(.*)$/.exec(runtimeName.split(".").at(-1) ?? runtimeName) ?? [];
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const declares = [
    new RegExp(
      `^\\s*(?:(?:static|async|public|private|protected|override)\\s+)*${accessor ? `${accessor}\\s+` : "(?:\\*\\s*)?"}${escaped}\\s*\\(`,
    ),
    new RegExp(`\\bfunction\\s*\\*?\\s*${escaped}\\s*\\(`),
    new RegExp(`(?:^|[\\s.])${escaped}\\s*[=:]\\s*(?:async\\s+)?(?:function\\b|\\(|[\\w$]+\\s*=>)`),
  ];
  const lines = linesOf(text);
  const at = lines.findIndex((each) => declares.some((pattern) => pattern.test(each)));
  return at < 0 ? null : at + 1;
}

let split: { text: string; lines: string[] } | null = null;

/** The text's lines, split once for the many functions of one built file. */
function linesOf(text: string): string[] {
  if (split?.text !== text) split = { text, lines: text.split("\n") };
  return split.lines;
}
