import type { Context } from "probot";
import { z } from "zod";
import { type AppConfig, configSchema } from "../src/config/schema.js";

export type AppSettings = AppConfig;

/** The `app:` section's schema, taken from the one config schema so the two never drift. */
const appSectionSchema = configSchema.shape.app.unwrap();

export const DEFAULT_SETTINGS: AppSettings = appSectionSchema.parse({});

const CONFIG_FILE = "fix-loop.yml";

/**
 * The `app:` section of .github/fix-loop.yml on the default branch. A key that does not parse
 * keeps its default and is logged; a file that cannot be read gives all defaults.
 */
export async function loadSettings(context: Context): Promise<AppSettings> {
  let raw: unknown;
  try {
    raw = await context.config<Record<string, unknown>>(CONFIG_FILE);
  } catch (error) {
    context.log.warn(
      `.github/${CONFIG_FILE} could not be read (${error instanceof Error ? error.message : String(error)}); using the app defaults`,
    );
    return DEFAULT_SETTINGS;
  }
  const section = (raw as { app?: unknown } | null)?.app;
  return readAppSection(section, (message) => context.log.warn(message));
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
