import type { Context } from "probot";
import { z } from "zod";
import { resolveStrategies } from "../src/agent/strategies.js";
import { type AppConfig, configSchema } from "../src/config/schema.js";
import { messageOf } from "../src/errors.js";
import { readConfigWithBases } from "./config-file.js";

export type AppSettings = AppConfig;

/** What the app reads from a repository's .github/fix-loop.yml: the `app:` section and the ladder. */
export interface Settings extends AppSettings {
  /** The names of fix.strategies' steps, in order (the default ladder when none is set). */
  ladder: string[];
}

/** The `app:` section's schema, taken from the one config schema so the two never drift. */
const appSectionSchema = configSchema.shape.app.unwrap();
const strategiesSchema = configSchema.shape.fix.unwrap().shape.strategies;

export const DEFAULT_SETTINGS: AppSettings = appSectionSchema.parse({});
const DEFAULT_LADDER = ladderOf(undefined);

/**
 * The settings a `/fix` decides with, as a run's handling recorded them in the pull request's
 * sticky summary: a `/fix` there needs no read of the file in a process that has none cached.
 */
export const commandSettingsSchema = appSectionSchema
  .pick({ workflow: true, permission: true, "max-attempts": true })
  .extend({ ladder: z.array(z.string()) });

export type CommandSettings = z.infer<typeof commandSettingsSchema>;

export function commandSettingsOf(settings: Settings): CommandSettings {
  const { workflow, permission, ladder } = settings;
  return { workflow, permission, "max-attempts": settings["max-attempts"], ladder };
}

/** Settings from a recorded set; what a command never uses (labels, the issue limit) stays default. */
export function settingsFrom(carried: CommandSettings): Settings {
  return { ...DEFAULT_SETTINGS, ...carried };
}

const CONFIG_FILE = "fix-loop.yml";
/** How long settings are used without asking GitHub again (then a conditional request). */
const FRESH_MS = 60_000;
/** How long they may still decide, without a call, that a run is of another workflow. */
const KNOWN_MS = 10 * 60_000;

/**
 * Each repository's settings, per process: used as they are for a minute, then read again with
 * a conditional request (a 304 when the file did not change costs no rate limit).
 */
export class SettingsCache {
  private readonly known = new Map<string, { settings: Settings; at: number }>();

  /** The settings read for the repository in the last minutes; undefined when none or older. */
  peek(repository: string): Settings | undefined {
    const cached = this.known.get(repository);
    return cached && Date.now() - cached.at < KNOWN_MS ? cached.settings : undefined;
  }

  /** The settings read for the repository in the last minute, as get() would answer them without a call. */
  fresh(context: Context): Settings | undefined {
    const cached = this.known.get(keyOf(context));
    return cached && Date.now() - cached.at < FRESH_MS ? cached.settings : undefined;
  }

  async get(context: Context): Promise<Settings> {
    const key = keyOf(context);
    const cached = this.fresh(context);
    if (cached) return cached;
    const settings = await loadSettings(context);
    this.known.set(key, { settings, at: Date.now() });
    return settings;
  }
}

function keyOf(context: Context): string {
  const { owner, repo } = context.repo();
  return `${owner}/${repo}`;
}

/**
 * The `app:` section and fix.strategies of .github/fix-loop.yml on the default branch. A key
 * that does not parse keeps its default and is logged; a file that cannot be read gives all
 * defaults.
 */
export async function loadSettings(context: Context): Promise<Settings> {
  let raw: unknown;
  try {
    raw = await readConfigFile(context);
  } catch (error) {
    context.log.warn(
      `.github/${CONFIG_FILE} could not be read (${messageOf(error)}); using the app defaults`,
    );
    return { ...DEFAULT_SETTINGS, ladder: DEFAULT_LADDER };
  }
  const file = raw as { app?: unknown; fix?: { strategies?: unknown } } | null;
  const warn = (message: string) => context.log.warn(message);
  return { ...readAppSection(file?.app, warn), ladder: readLadder(file?.fix?.strategies, warn) };
}

/** The repository's .github/fix-loop.yml, parsed, over the bases its `_extends` names. */
function readConfigFile(context: Context): Promise<unknown> {
  return readConfigWithBases(
    context.octokit,
    { ...context.repo(), path: `.github/${CONFIG_FILE}` },
    (message) => context.log.warn(message),
  );
}

/** Parses the section key by key, so one bad value does not throw the others away. */
export function readAppSection(section: unknown, warn: (message: string) => void): AppSettings {
  if (section === undefined || section === null) return DEFAULT_SETTINGS;
  if (typeof section !== "object" || Array.isArray(section)) {
    warn(`app: in .github/${CONFIG_FILE} should be a mapping; using the app defaults`);
    return DEFAULT_SETTINGS;
  }
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  const shape = appSectionSchema.shape;
  for (const [key, value] of Object.entries(section)) {
    const field = (shape as Record<string, z.ZodType | undefined>)[key];
    if (!field) {
      warn(
        `app.${key} in .github/${CONFIG_FILE} is not a setting (known: ${Object.keys(shape).join(", ")}); ignored`,
      );
      continue;
    }
    const parsed = field.safeParse(value);
    if (parsed.success) {
      settings[key] = parsed.data;
    } else {
      warn(
        `app.${key} in .github/${CONFIG_FILE}: ${z.prettifyError(parsed.error).replace(/\n/g, " ")}; using the default`,
      );
    }
  }
  return settings as AppSettings;
}

/** fix.strategies as step names, the steps `/fix --strategy` may start from. */
export function readLadder(strategies: unknown, warn: (message: string) => void): string[] {
  if (strategies === undefined || strategies === null) return DEFAULT_LADDER;
  const parsed = strategiesSchema.safeParse(strategies);
  if (parsed.success) return ladderOf(parsed.data);
  warn(
    `fix.strategies in .github/${CONFIG_FILE}: ${z.prettifyError(parsed.error).replace(/\n/g, " ")}; /fix offers the default ladder`,
  );
  return DEFAULT_LADDER;
}

function ladderOf(strategies: Parameters<typeof resolveStrategies>[0]): string[] {
  return resolveStrategies(strategies).map((step) => step.name);
}
