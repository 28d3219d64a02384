import { parse as parseYaml } from "yaml";
import { messageOf } from "../src/errors.js";
import type { RepositoryRef } from "../src/github/repository.js";
import { type GitHub, statusOf } from "./github/snapshots.js";

/** Where a config file lives. */
interface FileRef extends RepositoryRef {
  path: string;
}

/** `_extends` chains longer than this are refused (a loop, or a mistake). */
const MAX_BASES = 5;

/**
 * `_extends`, as Probot's config reader takes it: `.github` (the owner's .github repository),
 * `repo`, `owner/repo`, each optionally with `:path/to/file.yml`; the same path by default.
 */
const EXTENDS =
  /^(?:([a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38})\/)?([-_.\w]+)(?::([-_./\w]+\.ya?ml))?$/i;

/** A config file as read: the merged config, and whether the repository's own file alone gave it. */
export interface ConfigRead {
  config: unknown;
  /**
   * The own file's ETag when it has no `_extends`, so that file alone made the config: asking
   * for it again with If-None-Match says whether the config changed (a 304 costs no rate limit).
   */
  etag?: string;
}

/**
 * A YAML config file as the app reads it: parsed, with the bases it names in `_extends` (an
 * organisation's `.github` repository, typically) merged under it: mappings merge key by key,
 * anything else (lists too) is taken whole from the file that extends; null when there is none.
 */
export async function readConfigWithBases(
  octokit: GitHub,
  file: FileRef,
  warn: (message: string) => void,
): Promise<ConfigRead> {
  return withBases(octokit, file, await readYaml(octokit, file), warn);
}

/**
 * The config as readConfigWithBases gives it, unless the own file still has `etag`: then
 * "unchanged", from one conditional GET (GitHub answers 304, which costs no rate limit).
 */
export async function readConfigIfChanged(
  octokit: GitHub,
  file: FileRef,
  etag: string,
  warn: (message: string) => void,
): Promise<ConfigRead | "unchanged"> {
  const own = await readYaml(octokit, file, etag);
  return own === "unchanged" ? own : withBases(octokit, file, own, warn);
}

async function withBases(
  octokit: GitHub,
  file: FileRef,
  own: YamlFile,
  warn: (message: string) => void,
): Promise<ConfigRead> {
  const layers: unknown[] = [own.parsed];
  const seen = new Set([key(file)]);
  let current = own.parsed;
  let from = file;
  for (;;) {
    const base = extendsOf(current, from, warn);
    if (!base) break;
    if (seen.has(key(base)) || seen.size > MAX_BASES) {
      warn(`${describe(from)}: _extends ${describe(base)} would loop or goes too deep; ignored`);
      break;
    }
    seen.add(key(base));
    try {
      current = (await readYaml(octokit, base)).parsed;
    } catch (error) {
      warn(
        `${describe(from)}: _extends ${describe(base)} could not be read (${messageOf(error)}); ignored`,
      );
      break;
    }
    if (current === null) {
      warn(
        `${describe(from)}: _extends ${describe(base)} does not exist (or the app cannot read it); ignored`,
      );
      break;
    }
    layers.push(current);
    from = base;
  }
  const config = layers.reduceRight((merged, layer) => mergeOver(merged, withoutExtends(layer)));
  const alone = !isMapping(own.parsed) || own.parsed._extends === undefined;
  return alone && own.etag ? { config, etag: own.etag } : { config };
}

function extendsOf(
  config: unknown,
  from: FileRef,
  warn: (message: string) => void,
): FileRef | null {
  const value = isMapping(config) ? config._extends : undefined;
  if (value === undefined || value === null) return null;
  const match = typeof value === "string" ? EXTENDS.exec(value.trim()) : null;
  if (!match?.[2]) {
    warn(
      `${describe(from)}: _extends ${JSON.stringify(value)} is not [owner/]repo[:path.yml]; ignored`,
    );
    return null;
  }
  return { owner: match[1] ?? from.owner, repo: match[2], path: match[3] ?? from.path };
}

interface YamlFile {
  /** The parsed file; null when there is none. */
  parsed: unknown;
  etag?: string;
}

async function readYaml(octokit: GitHub, file: FileRef): Promise<YamlFile>;
async function readYaml(
  octokit: GitHub,
  file: FileRef,
  etag: string,
): Promise<YamlFile | "unchanged">;
async function readYaml(
  octokit: GitHub,
  file: FileRef,
  etag?: string,
): Promise<YamlFile | "unchanged"> {
  try {
    const { data, headers } = await octokit.rest.repos.getContent({
      ...file,
      ...(etag ? { headers: { "if-none-match": etag } } : {}),
    });
    const content = data as { content?: string };
    if (typeof content.content !== "string") throw new Error(`${describe(file)} is not a file`);
    const parsed = parseYaml(Buffer.from(content.content, "base64").toString("utf8")) ?? null;
    return typeof headers.etag === "string" ? { parsed, etag: headers.etag } : { parsed };
  } catch (error) {
    if (etag && statusOf(error) === 304) return "unchanged";
    if (statusOf(error) === 404) return { parsed: null };
    throw error;
  }
}

function mergeOver(base: unknown, over: unknown): unknown {
  if (!isMapping(base) || !isMapping(over)) return over === undefined ? base : over;
  const merged: Record<string, unknown> = { ...base };
  for (const [name, value] of Object.entries(over)) merged[name] = mergeOver(base[name], value);
  return merged;
}

function withoutExtends(config: unknown): unknown {
  if (!isMapping(config)) return config;
  const { _extends: _, ...rest } = config;
  return rest;
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const key = (file: FileRef): string => `${file.owner}/${file.repo}:${file.path}`.toLowerCase();
const describe = (file: FileRef): string => `${file.owner}/${file.repo}/${file.path}`;
