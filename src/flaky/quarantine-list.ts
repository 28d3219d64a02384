import * as z from "zod";

/**
 * The quarantine list: the one thing the app's flake history hands to the Action. The app keeps
 * it, beside the history, in the tree of a ref of its own that only the app writes, so a pull
 * request cannot quarantine its own failing test: the Action reads the list from that ref of the
 * base repository, never from the checkout.
 */
export const HISTORY_REF = "refs/fix-loop/history";
export const QUARANTINE_FILE = "quarantine.json";

export const quarantinedTestSchema = z.object({
  /** The test's id as fix-loop prints it (the key verify matches against). */
  id: z.string().min(1),
  /** Its stable alias (`T-3F2A`), for people reading the list. */
  alias: z.string().min(1),
  /** When it was quarantined, ISO 8601. */
  since: z.string(),
  /** Why, in words with the numbers: rate, lower bound, runs seen. */
  reason: z.string(),
  /** Observed flake rate over the window, 0..1. */
  rate: z.number().min(0).max(1),
  /** Wilson lower bound of the rate, 0..1: what the rule compared with `quarantine-at`. */
  lowerBound: z.number().min(0).max(1),
  /** Runs in the window the rate is over. */
  runs: z.number().int().nonnegative(),
  /** Who put it there: the rule, or a maintainer's `/fix quarantine`. */
  by: z.union([z.literal("rule"), z.string().regex(/^@/)]),
});

export const quarantineListSchema = z.object({
  version: z.literal(1),
  tests: z.array(quarantinedTestSchema),
});

export type QuarantinedTest = z.infer<typeof quarantinedTestSchema>;
export type QuarantineList = z.infer<typeof quarantineListSchema>;

export const EMPTY_QUARANTINE: QuarantineList = { version: 1, tests: [] };

/** The list from its file's text; a clear error that names the file when it does not parse. */
export function parseQuarantineList(text: string, source: string): QuarantineList {
  return parseHistoryFile(quarantineListSchema, text, source);
}

/** flakes.json from its text, with the same clear errors. */
export function parseFlakesFile(text: string, source: string): FlakesFile {
  return parseHistoryFile(flakesFileSchema, text, source);
}

function parseHistoryFile<T>(schema: z.ZodType<T>, text: string, source: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${source} is not JSON (${(error as Error).message}); the app rewrites it on its next run`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${source}: ${issue?.path.join(".") || "(top)"}: ${issue?.message}`);
  }
  return parsed.data;
}

/**
 * flakes.json, beside quarantine.json on the history ref: every test that flaked in the window,
 * with what a fix attempt on it needs to see (the Action puts it in the prompt of `/fix <id>`).
 */
export const FLAKES_FILE = "flakes.json";

export const flakeSummarySchema = z.object({
  id: z.string().min(1),
  alias: z.string().min(1),
  rate: z.number().min(0).max(1),
  lowerBound: z.number().min(0).max(1),
  runs: z.number().int().nonnegative(),
  flakes: z.number().int().nonnegative(),
  /** Commits (full sha) where it flaked, newest first, at most 20. */
  commits: z.array(z.string()).max(20),
  firstFlakeAt: z.string().nullable(),
  lastFlakeAt: z.string().nullable(),
  /** The latest failing attempt's evidence, bounded and redacted as results.json keeps it. */
  lastFailure: z
    .object({
      commit: z.string(),
      at: z.string(),
      message: z.string().nullable(),
      excerpt: z.string(),
    })
    .nullable(),
});

export const flakesFileSchema = z.object({
  version: z.literal(1),
  tests: z.array(flakeSummarySchema),
});

export type FlakeSummary = z.infer<typeof flakeSummarySchema>;
export type FlakesFile = z.infer<typeof flakesFileSchema>;
