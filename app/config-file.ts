import { parse as parseYaml } from "yaml";
import { messageOf } from "../src/errors.js";
import type { RepositoryRef } from "../src/github/repository.js";
import { type GitHub, statusOf } from "./github.js";

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

/**
 * A YAML config file as the app reads it: parsed, with the bases it names in `_extends` (an
 * organisation's `.github` repository, typically) merged under it: mappings merge key by key,
 * anything else (lists too) is taken whole from the file that extends. Null when there is none.
 */
export async function readConfigWithBases(
  octokit: GitHub,
  file: FileRef,
  warn: (message: string) => void,
): Promise<unknown> {
  const own = await readYaml(octokit, file);
  const layers: unknown[] = [own];
  const seen = new Set([key(file)]);
  let current = own;
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
      current = await readYaml(octokit, base);
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
  return layers.reduceRight((merged, layer) => mergeOver(merged, withoutExtends(layer)));
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

async function readYaml(octokit: GitHub, file: FileRef): Promise<unknown> {
  try {
    const { data } = await octokit.rest.repos.getContent({ ...file });
    const content = data as { content?: string };
    if (typeof content.content !== "string") throw new Error(`${describe(file)} is not a file`);
    return parseYaml(Buffer.from(content.content, "base64").toString("utf8")) ?? null;
  } catch (error) {
    if (statusOf(error) === 404) return null;
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
