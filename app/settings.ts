import type { Context } from "probot";
import * as z from "zod";
import { resolveStrategies } from "../src/agent/strategies.js";
import { type AppConfig, configSchema } from "../src/config/schema.js";
import { messageOf } from "../src/errors.js";
import { type ConfigRead, readConfigIfChanged, readConfigWithBases } from "./config-file.js";

export type AppSettings = AppConfig;

/** What the app reads from a repository's .github/fix-loop.yml: the `app:` section and the ladder. */
export interface Settings extends AppSettings {
  /** The names of fix.strategies' steps, in order (the default ladder when none is set). */
  ladder: string[];
  /** The file's ETag when it alone gave these settings (no `_extends`); see readConfigWithBases. */
  etag?: string;
}

/** The `app:` section's schema, taken from the one config schema so the two never drift. */
const appSectionSchema = configSchema.shape.app.unwrap();
const strategiesSchema = configSchema.shape.fix.unwrap().shape.strategies;

export const DEFAULT_SETTINGS: AppSettings = appSectionSchema.parse({});
const DEFAULT_LADDER = ladderOf(undefined);

/**
 * The settings a `/fix` decides with, as a run's handling recorded them in the pull request's
 * sticky summary, with the file's ETag then: a `/fix` there checks them with one conditional
 * GET (a 304 when the file did not change, which costs no rate limit) instead of reading them.
 */
export const commandSettingsSchema = appSectionSchema
  .pick({ workflow: true, permission: true, "max-attempts": true })
  .extend({ ladder: z.array(z.string()), etag: z.string().optional() });

export type CommandSettings = z.infer<typeof commandSettingsSchema>;

export function commandSettingsOf(settings: Settings): CommandSettings {
  const { workflow, permission, ladder, etag } = settings;
  const carried = { workflow, permission, "max-attempts": settings["max-attempts"], ladder };
  return etag ? { ...carried, etag } : carried;
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
    const cached = this.fresh(context);
    if (cached) return cached;
    return this.keep(context, await loadSettings(context));
  }

  /**
   * Settings recorded elsewhere (a pull request's summary) if the file still has the ETag they
   * were read with: one conditional GET, a 304 when it does. Else the file as it is now.
   */
  async confirm(context: Context, recorded: Settings & { etag: string }): Promise<Settings> {
    const settings = await loadSettingsIfChanged(context, recorded.etag);
    return settings === "unchanged" ? recorded : this.keep(context, settings);
  }

  private keep(context: Context, settings: Settings): Settings {
    this.known.set(keyOf(context), { settings, at: Date.now() });
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
export function loadSettings(context: Context): Promise<Settings> {
  return readSettings<never>(context, () =>
    readConfigWithBases(context.octokit, fileOf(context), warnOf(context)),
  );
}

/** loadSettings, unless the file still has `etag` (one conditional GET): then "unchanged". */
export function loadSettingsIfChanged(
  context: Context,
  etag: string,
): Promise<Settings | "unchanged"> {
  return readSettings<"unchanged">(context, () =>
    readConfigIfChanged(context.octokit, fileOf(context), etag, warnOf(context)),
  );
}

async function readSettings<Unchanged>(
  context: Context,
  read: () => Promise<ConfigRead | Unchanged>,
): Promise<Settings | Unchanged> {
  let answer: ConfigRead | Unchanged;
  try {
    answer = await read();
  } catch (error) {
    // The file may ask for a stricter permission than the default: until it can be read, only
    // admins may /fix, so a GitHub outage never lets in someone the file keeps out.
    context.log.warn(
      `.github/${CONFIG_FILE} could not be read (${messageOf(error)}); using the app defaults, with /fix for admins only`,
    );
    return { ...DEFAULT_SETTINGS, permission: "admin", ladder: DEFAULT_LADDER };
  }
  if (typeof answer !== "object" || answer === null || !("config" in answer)) return answer;
  const file = answer.config as { app?: unknown; fix?: { strategies?: unknown } } | null;
  const warn = warnOf(context);
  const settings = {
    ...readAppSection(file?.app, warn),
    ladder: readLadder(file?.fix?.strategies, warn),
  };
  return answer.etag ? { ...settings, etag: answer.etag } : settings;
}

const fileOf = (context: Context) => ({ ...context.repo(), path: `.github/${CONFIG_FILE}` });
const warnOf = (context: Context) => (message: string) => context.log.warn(message);

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
