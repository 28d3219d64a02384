import * as z from "zod";
import { GUARD_MODES } from "../hooks/guard-options.js";
import { ON_FAILURE_OF_GATE, type OnFailure } from "../results/on-failure.js";
import { parseMemory } from "../text/memory-size.js";
import { durationMs } from "./duration.js";
import { SERVICE_TIMEOUT_SECONDS } from "./service-defaults.js";
import { tierEnvSchema } from "./tier-env.js";

/** One glob or a list of globs, always read as a list. */
const globs = z
  .union([z.string().min(1), z.array(z.string().min(1))])
  .transform((value) => (typeof value === "string" ? [value] : value));

const preflightSchema = z
  .strictObject({
    env: z
      .array(z.string().min(1))
      .default([])
      .describe("Environment variables that must be set and non-empty"),
    files: z
      .array(z.string().min(1))
      .default([])
      .describe("Files that must exist, relative to the project root"),
    commands: z
      .array(z.string().min(1))
      .default([])
      .describe("Commands that must be on PATH (for example psql, curl)"),
  })
  .describe("Checks run before anything else; any failure stops the run with exit code 3");

export const HEALTH_PROBE_PATTERN = /^(https?:\/\/|tcp:\/\/|cmd:)/;

const serviceSchema = z.strictObject({
  start: z
    .string()
    .min(1)
    .optional()
    .describe("Command that starts the service in the background; fix-loop stops it when it exits"),
  health: z
    .string()
    .regex(HEALTH_PROBE_PATTERN, 'health must start with "http://", "https://", "tcp://" or "cmd:"')
    .describe(
      'Probe: "http://host:port/path" (2xx), "tcp://host:port" (connects) or "cmd:command" (exit 0)',
    ),
  timeout: durationMs
    .prefault(SERVICE_TIMEOUT_SECONDS)
    .describe('How long to wait for healthy: seconds, or "10s", "2m"'),
  cwd: z
    .string()
    .optional()
    .describe("Working directory of the start command, relative to the project root"),
  env: z
    .record(z.string(), z.string())
    .default({})
    .describe("Extra environment for the start command"),
});

export const TIER_NAMES = ["health", "smoke", "features", "integration", "e2e"] as const;

const tierSchema = z
  .strictObject({
    name: z
      .string()
      .min(1)
      .regex(/^[\w.-]+$/, "tier names use letters, digits, '.', '_' and '-'"),
    "on-failure": z
      .enum(["stop", "continue"])
      .optional()
      .describe(
        "stop: a failure here stops later tiers; continue: later tiers still run (default: stop for health and smoke)",
      ),
    gate: z
      .enum(["hard", "soft"])
      .optional()
      .describe("Older name of on-failure, still accepted: hard = stop, soft = continue"),
    tests: globs.optional().describe("Glob or list of globs of executable test scripts"),
    command: z
      .string()
      .min(1)
      .optional()
      .describe("A command that runs a test framework and writes JUnit XML"),
    junit: globs.optional().describe("Where the command writes its JUnit report(s)"),
    rerun: z
      .string()
      .min(1)
      .optional()
      .describe(
        "How to run chosen tests of a JUnit tier, when fix-loop cannot build it from command: {tests} (runner ids, e.g. pytest node ids), {files}, {names} (an anchored regex of test names)",
      ),
    requires: z.array(z.string()).default([]).describe("Services every test of this tier needs"),
    env: tierEnvSchema.optional(),
    concurrency: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe("Scripts run at once in this tier (default: cores)"),
    timeout: durationMs
      .optional()
      .describe("Per-test timeout (scripts) or command timeout (JUnit)"),
    retries: z
      .number()
      .int()
      .min(0)
      .max(5)
      .optional()
      .describe("Re-runs of a failed test to detect flakiness"),
  })
  .superRefine((tier, ctx) => {
    if (tier.gate && tier["on-failure"] && ON_FAILURE_OF_GATE[tier.gate] !== tier["on-failure"]) {
      ctx.addIssue({
        code: "custom",
        path: ["gate"],
        message: `gate: ${tier.gate} (the older name of on-failure) contradicts on-failure: ${tier["on-failure"]}; keep on-failure alone`,
      });
    }
    if (tier.command && !tier.junit) {
      ctx.addIssue({
        code: "custom",
        path: ["junit"],
        message: "a tier with a command needs junit: the report path it writes",
      });
    }
    if (tier.rerun && !tier.command) {
      ctx.addIssue({
        code: "custom",
        path: ["rerun"],
        message: "rerun: applies to a tier with command: and junit:",
      });
    }
    if (tier.rerun && !/\{(?:tests|files|names)\}/.test(tier.rerun)) {
      ctx.addIssue({
        code: "custom",
        path: ["rerun"],
        message: "rerun: must name the tests with {tests}, {files} or {names}",
      });
    }
    if (tier.junit && !tier.command) {
      ctx.addIssue({
        code: "custom",
        path: ["command"],
        message: "a tier with junit needs command: what writes the report",
      });
    }
  });

const strategySchema = z.strictObject({
  name: z.string().min(1),
  prompt: z
    .string()
    .optional()
    .describe("Markdown file with the brief for this step, relative to the project root"),
  tools: z.array(z.string()).optional().describe("Built-in tools offered to the agent"),
  model: z.string().optional(),
  "max-turns": z.number().int().min(1).optional(),
  "budget-usd": z.number().positive().optional(),
  timeout: durationMs.optional(),
});

/** What one attempt's change may hold when it crosses back from the agent's copy. */
const DEFAULT_COPY_CAPS = {
  files: 200,
  "file-bytes": 5 * 1024 * 1024,
  "total-bytes": 20 * 1024 * 1024,
};

/** Caps on everything the agent user runs at once (src/sandbox/limits.ts). */
const limitsSchema = z
  .strictObject({
    pids: z
      .number()
      .int()
      .min(16)
      .default(1024)
      .describe("Processes and threads the agent and its tests may have at once"),
    memory: z
      .string()
      .refine((value) => parseMemory(value) !== null, {
        message:
          'write bytes with a unit ("4G", "512M", at least 16M) or a share of memory ("50%")',
      })
      .default("50%")
      .describe(
        "Memory the agent and its tests may use together, where a memory cgroup can be made",
      ),
  })
  .default({ pids: 1024, memory: "50%" });

const fixSchema = z.strictObject({
  "max-attempts": z.number().int().min(1).max(10).default(3),
  protected: z.array(z.string().min(1)).default(["tests/**", ".fix-loop/**", ".github/**"]),
  strategies: z
    .array(strategySchema)
    .optional()
    .describe("The escalation ladder; attempt n uses step n"),
  claude: z
    .strictObject({
      path: z
        .string()
        .optional()
        .describe("The claude binary; else FIX_LOOP_CLAUDE, else claude on PATH"),
      model: z.string().optional(),
    })
    .default({}),
  budget: z
    .strictObject({
      usd: z.number().positive().optional().describe("Total model spend for the run"),
      time: durationMs.optional().describe("Total wall time for the fix loop"),
    })
    .default({}),
  flaky: z
    .strictObject({
      repeat: z
        .number()
        .int()
        .min(2)
        .max(1000)
        .default(20)
        .describe(
          "Times check runs a flaky test a fix is for; every run must pass (a test still flaking at 10% passes 20 runs by luck 12% of the time)",
        ),
    })
    .default({ repeat: 20 }),
  guards: z
    .strictObject({
      "repeat-limit": z.number().int().min(1).default(3),
      "failure-limit": z.number().int().min(1).default(5),
      mode: z
        .enum(GUARD_MODES)
        .default("block")
        .describe(
          "observe: record what the guards would block and let every call through; warn: tell the agent and let it go ahead; block: deny",
        ),
    })
    .default({ "repeat-limit": 3, "failure-limit": 5, mode: "block" }),
  copy: z
    .strictObject({
      include: z
        .array(
          z
            .string()
            .min(1)
            .refine((glob) => !glob.startsWith("/") && !glob.split("/").includes(".."), {
              message:
                "must be a path inside the repository, relative to its top (no leading / or ..)",
            }),
        )
        .default([])
        .describe(
          "Ignored paths the tests need in the agent's copy (git pathspec globs from the repository top, e.g. .env.test); tracked and untracked-not-ignored files are always there",
        ),
    })
    .default({ include: [] }),
  caps: z
    .strictObject({
      files: z
        .number()
        .int()
        .min(1)
        .default(DEFAULT_COPY_CAPS.files)
        .describe("Files one attempt may add, change or remove; over it the attempt is refused"),
      "file-bytes": z
        .number()
        .int()
        .min(1)
        .default(DEFAULT_COPY_CAPS["file-bytes"])
        .describe("Bytes of any one file an attempt writes; over it the attempt is refused"),
      "total-bytes": z
        .number()
        .int()
        .min(1)
        .default(DEFAULT_COPY_CAPS["total-bytes"])
        .describe("Bytes of all the files an attempt writes; over it the attempt is refused"),
    })
    .default(DEFAULT_COPY_CAPS),
  limits: limitsSchema,
  network: z
    .strictObject({
      allow: z
        .array(z.string().regex(/^(\*\.)?[\w.-]+(:\d{1,5})?$/, "a host, *.domain or host:port"))
        .default([])
        .describe(
          "Hosts the agent's installs may reach through fix-loop's proxy (registry.npmjs.org, *.pythonhosted.org, host:port); the model is always open",
        ),
    })
    .default({ allow: [] }),
});

/**
 * app.flaky's defaults: two flakes within 50 runs quarantine a test; one does only while the test
 * has been seen in fewer than 18 runs (app/README.md, "Flaky tests", says why these numbers).
 */
const DEFAULT_FLAKY = { window: 50, "quarantine-at": 0.01, "min-runs": 10, "release-after": 30 };

const appSchema = z.strictObject({
  workflow: z
    .string()
    .default("fix-loop.yml")
    .describe("Workflow file the app dispatches for /fix"),
  permission: z.enum(["triage", "write", "maintain", "admin"]).default("write"),
  "max-attempts": z
    .number()
    .int()
    .min(1)
    .default(6)
    .describe("Attempts per group across runs before /fix refuses"),
  "max-issues-per-run": z
    .number()
    .int()
    .min(1)
    .default(20)
    .describe("New group issues one run may open; the rest are listed on the dashboard"),
  labels: z.record(z.string(), z.string().regex(/^[0-9a-fA-F]{6}$/)).default({}),
  flaky: z
    .strictObject({
      window: z
        .number()
        .int()
        .min(5)
        .max(500)
        .default(DEFAULT_FLAKY.window)
        .describe("Runs of the repository kept in the flake history (refs/fix-loop/history)"),
      "quarantine-at": z
        .number()
        .gt(0)
        .max(1)
        .default(DEFAULT_FLAKY["quarantine-at"])
        .describe(
          "A test is quarantined when the lower bound (Wilson, 95 %) of its flake rate reaches this",
        ),
      "min-runs": z
        .number()
        .int()
        .min(1)
        .default(DEFAULT_FLAKY["min-runs"])
        .describe("Runs a test must have been seen in (since its last release) before quarantine"),
      "release-after": z
        .number()
        .int()
        .min(1)
        .default(DEFAULT_FLAKY["release-after"])
        .describe("Clean runs in a row that release a test the rule quarantined (at most window)"),
    })
    .default(DEFAULT_FLAKY)
    .describe("Flake history across runs, and quarantine by rule"),
});

/** A config with no tier and no tests: glob. */
export const NOTHING_TO_RUN = "nothing to run: add tiers: or tests:";

export const configSchema = z
  .strictObject({
    $schema: z.string().optional(),
    version: z.literal(1).optional(),
    _extends: z
      .string()
      .optional()
      .describe(
        "The app's settings extend this file: [owner/]repo[:path.yml], e.g. .github (the owner's .github repository); the engine ignores it",
      ),
    preflight: preflightSchema.default({ env: [], files: [], commands: [] }),
    services: z.record(z.string().regex(/^[\w.-]+$/), serviceSchema).default({}),
    tests: globs
      .optional()
      .describe("Scripts anywhere under these globs; each takes its tier from its # TIER: header"),
    tiers: z.array(tierSchema).default([]),
    timeout: durationMs.prefault(60).describe("Default per-test timeout"),
    retries: z.number().int().min(0).max(5).default(1).describe("Default re-runs of a failed test"),
    fix: fixSchema.default({
      "max-attempts": 3,
      protected: ["tests/**", ".fix-loop/**", ".github/**"],
      claude: {},
      budget: {},
      flaky: { repeat: 20 },
      guards: { "repeat-limit": 3, "failure-limit": 5, mode: "block" },
      copy: { include: [] },
      caps: DEFAULT_COPY_CAPS,
      limits: { pids: 1024, memory: "50%" },
      network: { allow: [] },
    }),
    app: appSchema.default({
      workflow: "fix-loop.yml",
      permission: "write",
      "max-attempts": 6,
      "max-issues-per-run": 20,
      labels: {},
      flaky: DEFAULT_FLAKY,
    }),
  })
  .superRefine((config, ctx) => {
    const seen = new Set<string>();
    config.tiers.forEach((tier, index) => {
      if (seen.has(tier.name)) {
        ctx.addIssue({
          code: "custom",
          path: ["tiers", index, "name"],
          message: `tier "${tier.name}" is listed twice`,
        });
      }
      seen.add(tier.name);
      // Without a top-level tests: glob no script can name this tier: it would pass having run nothing.
      if (!config.tests && !tier.tests && !tier.command) {
        ctx.addIssue({
          code: "custom",
          path: ["tiers", index],
          message: `tier "${tier.name}" runs nothing: give it tests: (a glob of executable scripts) or command: with junit:`,
        });
      }
      for (const [i, service] of tier.requires.entries()) {
        if (!(service in config.services)) {
          ctx.addIssue({
            code: "custom",
            path: ["tiers", index, "requires", i],
            message: `no service named "${service}" under services:`,
          });
        }
      }
    });
    if (config.tiers.length === 0 && !config.tests) {
      ctx.addIssue({
        code: "custom",
        path: ["tiers"],
        message: NOTHING_TO_RUN,
      });
    }
  });

export type ConfigInput = z.input<typeof configSchema>;
export type Config = z.output<typeof configSchema>;
export type ServiceConfig = Config["services"][string];
export type TierConfig = Config["tiers"][number];
export type FixConfig = Config["fix"];
export type StrategyConfig = z.output<typeof strategySchema>;
export type AppConfig = Config["app"];

/** A tier's on-failure setting from its config, by its name or by the older `gate:`; undefined when neither is set. */
export function configuredOnFailure(tier: TierConfig | undefined): OnFailure | undefined {
  if (tier?.["on-failure"]) return tier["on-failure"];
  return tier?.gate ? ON_FAILURE_OF_GATE[tier.gate] : undefined;
}
