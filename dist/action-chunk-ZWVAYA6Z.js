import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  NEVER,
  ON_FAILURE_OF_GATE,
  _enum,
  array,
  boolean,
  literal,
  number,
  record,
  strictObject,
  string,
  union
} from "./action-chunk-KBQGDJER.js";

// src/hooks/guard-options.ts
var GUARD_MODES = ["observe", "warn", "block"];
var GUARD_NAMES = ["protected-path", "repeat", "failure-limit", "progress-gate"];
function guardArguments(options) {
  return [
    "--state-dir",
    options.stateDir,
    "--root",
    options.projectRoot,
    "--repeat-limit",
    String(options.repeatLimit),
    "--failure-limit",
    String(options.failureLimit),
    "--mode",
    options.mode,
    ...options.protectedGlobs.flatMap((glob) => ["--protect", glob]),
    ...(options.newFileGlobs ?? []).flatMap((glob) => ["--allow-new", glob])
  ];
}

// src/text/memory-size.ts
import { totalmem } from "node:os";
var UNITS = { "": 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3, T: 1024 ** 4 };
function parseMemory(value, machine = totalmem()) {
  const share = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(value);
  if (share) {
    const percent = Number(share[1]);
    return percent > 0 && percent <= 100 ? Math.floor(machine * percent / 100) : null;
  }
  const size = /^\s*(\d+(?:\.\d+)?)\s*([KMGT]?)i?B?\s*$/i.exec(value);
  if (!size) return null;
  const bytes = Math.floor(Number(size[1]) * (UNITS[(size[2] ?? "").toUpperCase()] ?? 1));
  return bytes >= 16 * 1024 ** 2 ? bytes : null;
}

// src/config/duration.ts
var UNIT_MS = { ms: 1, s: 1e3, m: 6e4, h: 36e5 };
function parseDurationMs(value) {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value * 1e3 : null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(value);
  if (!match) return null;
  const unit = match[2] ?? "s";
  return Number(match[1]) * (UNIT_MS[unit] ?? 1e3);
}
var durationMs = union([number(), string()]).transform((value, ctx) => {
  const ms = parseDurationMs(value);
  if (ms === null) {
    ctx.addIssue({
      code: "custom",
      message: `"${value}" is not a duration: write seconds as a number (10) or with a unit ("10s", "2m", "500ms")`
    });
    return NEVER;
  }
  return ms;
});

// src/config/tier-env.ts
var OWN_PREFIXES = ["FIX_LOOP_", "FIXLOOP_"];
var OWN_NAMES = /* @__PURE__ */ new Set(["NODE_V8_COVERAGE"]);
function refusedTierVariable(name) {
  if (OWN_PREFIXES.some((prefix) => name.startsWith(prefix)) || OWN_NAMES.has(name))
    return `${name} is fix-loop's own: it sets it to reach its hooks in the runner; leave it out`;
  if (name === "PATH")
    return "PATH would replace the whole search path (values are taken as written, nothing is expanded); add to it in the command instead (PATH=./bin:$PATH npx ...)";
  return null;
}
var tierEnvSchema = record(
  string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "a variable name: letters, digits and _"),
  // `PORT: 3000` and `CI: true` read as YAML's number and boolean: the variable gets their text.
  union([string(), number(), boolean()]).transform(String)
).superRefine((env, ctx) => {
  for (const name of Object.keys(env)) {
    const why = refusedTierVariable(name);
    if (why) ctx.addIssue({ code: "custom", path: [name], message: why });
  }
}).describe(
  "Environment of the tier's tests, as the project's CI sets it (NODE_ENV: test, PYTHONPATH: src): literal strings, nothing expanded; PYTHONPATH, NODE_OPTIONS, PYTEST_ADDOPTS and GOFLAGS are joined with fix-loop's own hooks, not replaced"
);

// src/config/schema.ts
var globs = union([string().min(1), array(string().min(1))]).transform((value) => typeof value === "string" ? [value] : value);
var preflightSchema = strictObject({
  env: array(string().min(1)).default([]).describe("Environment variables that must be set and non-empty"),
  files: array(string().min(1)).default([]).describe("Files that must exist, relative to the project root"),
  commands: array(string().min(1)).default([]).describe("Commands that must be on PATH (for example psql, curl)")
}).describe("Checks run before anything else; any failure stops the run with exit code 3");
var HEALTH_PROBE_PATTERN = /^(https?:\/\/|tcp:\/\/|cmd:)/;
var serviceSchema = strictObject({
  start: string().min(1).optional().describe("Command that starts the service in the background; fix-loop stops it when it exits"),
  health: string().regex(HEALTH_PROBE_PATTERN, 'health must start with "http://", "https://", "tcp://" or "cmd:"').describe(
    'Probe: "http://host:port/path" (2xx), "tcp://host:port" (connects) or "cmd:command" (exit 0)'
  ),
  timeout: durationMs.prefault(30).describe('How long to wait for healthy: seconds, or "10s", "2m"'),
  cwd: string().optional().describe("Working directory of the start command, relative to the project root"),
  env: record(string(), string()).default({}).describe("Extra environment for the start command")
});
var TIER_NAMES = ["health", "smoke", "features", "integration", "e2e"];
var tierSchema = strictObject({
  name: string().min(1).regex(/^[\w.-]+$/, "tier names use letters, digits, '.', '_' and '-'"),
  "on-failure": _enum(["stop", "continue"]).optional().describe(
    "stop: a failure here stops later tiers; continue: later tiers still run (default: stop for health and smoke)"
  ),
  gate: _enum(["hard", "soft"]).optional().describe("Older name of on-failure, still accepted: hard = stop, soft = continue"),
  tests: globs.optional().describe("Glob or list of globs of executable test scripts"),
  command: string().min(1).optional().describe("A command that runs a test framework and writes JUnit XML"),
  junit: globs.optional().describe("Where the command writes its JUnit report(s)"),
  rerun: string().min(1).optional().describe(
    "How to run chosen tests of a JUnit tier, when fix-loop cannot build it from command: {tests} (runner ids, e.g. pytest node ids), {files}, {names} (an anchored regex of test names)"
  ),
  requires: array(string()).default([]).describe("Services every test of this tier needs"),
  env: tierEnvSchema.optional(),
  concurrency: number().int().min(1).optional().describe("Scripts run at once in this tier (default: cores)"),
  timeout: durationMs.optional().describe("Per-test timeout (scripts) or command timeout (JUnit)"),
  retries: number().int().min(0).max(5).optional().describe("Re-runs of a failed test to detect flakiness")
}).superRefine((tier, ctx) => {
  if (tier.gate && tier["on-failure"] && ON_FAILURE_OF_GATE[tier.gate] !== tier["on-failure"]) {
    ctx.addIssue({
      code: "custom",
      path: ["gate"],
      message: `gate: ${tier.gate} (the older name of on-failure) contradicts on-failure: ${tier["on-failure"]}; keep on-failure alone`
    });
  }
  if (tier.command && !tier.junit) {
    ctx.addIssue({
      code: "custom",
      path: ["junit"],
      message: "a tier with a command needs junit: the report path it writes"
    });
  }
  if (tier.rerun && !tier.command) {
    ctx.addIssue({
      code: "custom",
      path: ["rerun"],
      message: "rerun: applies to a tier with command: and junit:"
    });
  }
  if (tier.rerun && !/\{(?:tests|files|names)\}/.test(tier.rerun)) {
    ctx.addIssue({
      code: "custom",
      path: ["rerun"],
      message: "rerun: must name the tests with {tests}, {files} or {names}"
    });
  }
  if (tier.junit && !tier.command) {
    ctx.addIssue({
      code: "custom",
      path: ["command"],
      message: "a tier with junit needs command: what writes the report"
    });
  }
});
var strategySchema = strictObject({
  name: string().min(1),
  prompt: string().optional().describe("Markdown file with the brief for this step, relative to the project root"),
  tools: array(string()).optional().describe("Built-in tools offered to the agent"),
  model: string().optional(),
  "max-turns": number().int().min(1).optional(),
  "budget-usd": number().positive().optional(),
  timeout: durationMs.optional()
});
var DEFAULT_COPY_CAPS = {
  files: 200,
  "file-bytes": 5 * 1024 * 1024,
  "total-bytes": 20 * 1024 * 1024
};
var limitsSchema = strictObject({
  pids: number().int().min(16).default(1024).describe("Processes and threads the agent and its tests may have at once"),
  memory: string().refine((value) => parseMemory(value) !== null, {
    message: 'write bytes with a unit ("4G", "512M", at least 16M) or a share of memory ("50%")'
  }).default("50%").describe(
    "Memory the agent and its tests may use together, where a memory cgroup can be made"
  )
}).default({ pids: 1024, memory: "50%" });
var fixSchema = strictObject({
  "max-attempts": number().int().min(1).max(10).default(3),
  protected: array(string().min(1)).default(["tests/**", ".fix-loop/**", ".github/**"]),
  strategies: array(strategySchema).optional().describe("The escalation ladder; attempt n uses step n"),
  claude: strictObject({
    path: string().optional().describe("The claude binary; else FIX_LOOP_CLAUDE, else claude on PATH"),
    model: string().optional()
  }).default({}),
  budget: strictObject({
    usd: number().positive().optional().describe("Total model spend for the run"),
    time: durationMs.optional().describe("Total wall time for the fix loop")
  }).default({}),
  flaky: strictObject({
    repeat: number().int().min(2).max(1e3).default(20).describe(
      "Times check runs a flaky test a fix is for; every run must pass (a test still flaking at 10% passes 20 runs by luck 12% of the time)"
    )
  }).default({ repeat: 20 }),
  guards: strictObject({
    "repeat-limit": number().int().min(1).default(3),
    "failure-limit": number().int().min(1).default(5),
    mode: _enum(GUARD_MODES).default("block").describe(
      "observe: record what the guards would block and let every call through; warn: tell the agent and let it go ahead; block: deny"
    )
  }).default({ "repeat-limit": 3, "failure-limit": 5, mode: "block" }),
  copy: strictObject({
    include: array(
      string().min(1).refine((glob) => !glob.startsWith("/") && !glob.split("/").includes(".."), {
        message: "must be a path inside the repository, relative to its top (no leading / or ..)"
      })
    ).default([]).describe(
      "Ignored paths the tests need in the agent's copy (git pathspec globs from the repository top, e.g. .env.test); tracked and untracked-not-ignored files are always there"
    )
  }).default({ include: [] }),
  caps: strictObject({
    files: number().int().min(1).default(DEFAULT_COPY_CAPS.files).describe("Files one attempt may add, change or remove; over it the attempt is refused"),
    "file-bytes": number().int().min(1).default(DEFAULT_COPY_CAPS["file-bytes"]).describe("Bytes of any one file an attempt writes; over it the attempt is refused"),
    "total-bytes": number().int().min(1).default(DEFAULT_COPY_CAPS["total-bytes"]).describe("Bytes of all the files an attempt writes; over it the attempt is refused")
  }).default(DEFAULT_COPY_CAPS),
  limits: limitsSchema,
  network: strictObject({
    allow: array(string().regex(/^(\*\.)?[\w.-]+(:\d{1,5})?$/, "a host, *.domain or host:port")).default([]).describe(
      "Hosts the agent's installs may reach through fix-loop's proxy (registry.npmjs.org, *.pythonhosted.org, host:port); the model is always open"
    )
  }).default({ allow: [] })
});
var DEFAULT_FLAKY = { window: 50, "quarantine-at": 0.01, "min-runs": 10, "release-after": 30 };
var appSchema = strictObject({
  workflow: string().default("fix-loop.yml").describe("Workflow file the app dispatches for /fix"),
  permission: _enum(["triage", "write", "maintain", "admin"]).default("write"),
  "max-attempts": number().int().min(1).default(6).describe("Attempts per group across runs before /fix refuses"),
  "max-issues-per-run": number().int().min(1).default(20).describe("New group issues one run may open; the rest are listed on the dashboard"),
  labels: record(string(), string().regex(/^[0-9a-fA-F]{6}$/)).default({}),
  flaky: strictObject({
    window: number().int().min(5).max(500).default(DEFAULT_FLAKY.window).describe("Runs of the repository kept in the flake history (refs/fix-loop/history)"),
    "quarantine-at": number().gt(0).max(1).default(DEFAULT_FLAKY["quarantine-at"]).describe(
      "A test is quarantined when the lower bound (Wilson, 95 %) of its flake rate reaches this"
    ),
    "min-runs": number().int().min(1).default(DEFAULT_FLAKY["min-runs"]).describe("Runs a test must have been seen in (since its last release) before quarantine"),
    "release-after": number().int().min(1).default(DEFAULT_FLAKY["release-after"]).describe("Clean runs in a row that release a test the rule quarantined (at most window)")
  }).default(DEFAULT_FLAKY).describe("Flake history across runs, and quarantine by rule")
});
var configSchema = strictObject({
  $schema: string().optional(),
  version: literal(1).optional(),
  _extends: string().optional().describe(
    "The app's settings extend this file: [owner/]repo[:path.yml], e.g. .github (the owner's .github repository); the engine ignores it"
  ),
  preflight: preflightSchema.default({ env: [], files: [], commands: [] }),
  services: record(string().regex(/^[\w.-]+$/), serviceSchema).default({}),
  tests: globs.optional().describe("Scripts anywhere under these globs; each takes its tier from its # TIER: header"),
  tiers: array(tierSchema).default([]),
  timeout: durationMs.prefault(60).describe("Default per-test timeout"),
  retries: number().int().min(0).max(5).default(1).describe("Default re-runs of a failed test"),
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
    network: { allow: [] }
  }),
  app: appSchema.default({
    workflow: "fix-loop.yml",
    permission: "write",
    "max-attempts": 6,
    "max-issues-per-run": 20,
    labels: {},
    flaky: DEFAULT_FLAKY
  })
}).superRefine((config2, ctx) => {
  const seen = /* @__PURE__ */ new Set();
  config2.tiers.forEach((tier, index) => {
    if (seen.has(tier.name)) {
      ctx.addIssue({
        code: "custom",
        path: ["tiers", index, "name"],
        message: `tier "${tier.name}" is listed twice`
      });
    }
    seen.add(tier.name);
    if (!config2.tests && !tier.tests && !tier.command) {
      ctx.addIssue({
        code: "custom",
        path: ["tiers", index],
        message: `tier "${tier.name}" runs nothing: give it tests: (a glob of executable scripts) or command: with junit:`
      });
    }
    for (const [i, service] of tier.requires.entries()) {
      if (!(service in config2.services)) {
        ctx.addIssue({
          code: "custom",
          path: ["tiers", index, "requires", i],
          message: `no service named "${service}" under services:`
        });
      }
    }
  });
  if (config2.tiers.length === 0 && !config2.tests) {
    ctx.addIssue({
      code: "custom",
      path: ["tiers"],
      message: "nothing to run: add tiers: or tests:"
    });
  }
});
function configuredOnFailure(tier) {
  if (tier?.["on-failure"]) return tier["on-failure"];
  return tier?.gate ? ON_FAILURE_OF_GATE[tier.gate] : void 0;
}

export {
  GUARD_NAMES,
  guardArguments,
  parseMemory,
  parseDurationMs,
  TIER_NAMES,
  configSchema,
  configuredOnFailure
};
