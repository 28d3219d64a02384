// fix-loop's side of a library's tree: `fix-loop init` as a user runs it, the reporter it asks
// for, a `verify` run, and what results.json says of it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { childCpuMs } from "../lib.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CLI = path.join(ROOT, "dist", "cli.js");
export const CONFIG = ".github/fix-loop.yml";
const INIT_CONFIG = ".github/fix-loop.init.yml";

/**
 * Runs `fix-loop init --force` in the tree and installs the reporter packages its "next:" steps
 * ask for. Keeps what init wrote beside the config (fix-loop.init.yml), so a library's own tier
 * can stand in for it and init's can come back. Returns init's output, tier and workflow.
 */
export function initialise(root) {
  const result = spawnSync(process.execPath, [CLI, "init", "--force"], {
    cwd: root,
    encoding: "utf8",
  });
  const output = `${result.stdout}${result.stderr}`;
  // init names the project's own package manager (npm, pnpm, yarn); the tree has npm's node_modules.
  const asked = /(?:npm install --save-dev|pnpm add -D|yarn add -D) ([^\n]+)/g;
  const installs = [...output.matchAll(asked)].map((match) => match[1].trim());
  for (const packages of installs) {
    const added = spawnSync(
      "sh",
      ["-c", `npm install --no-save --ignore-scripts --no-audit --no-fund ${packages} 2>&1`],
      {
        cwd: root,
        encoding: "utf8",
      },
    );
    if (added.status !== 0)
      throw new Error(`npm install ${packages} failed in ${root}: ${added.stdout.slice(-400)}`);
  }
  const configFile = path.join(root, CONFIG);
  const config = existsSync(configFile) ? readFileSync(configFile, "utf8") : null;
  if (config !== null) writeFileSync(path.join(root, INIT_CONFIG), config);
  const workflowFile = path.join(root, ".github/workflows/fix-loop.yml");
  const workflow = existsSync(workflowFile) ? readFileSync(workflowFile, "utf8") : "";
  return {
    code: result.status,
    output,
    installs,
    tierCommand: config?.match(/^\s*command: (.*)$/m)?.[1] ?? null,
    // The first runtime the workflow sets up: an empty version skips that setup step.
    version:
      [...workflow.matchAll(/(node|python|go)-version:[ \t]*["']?([^"'\s]+)/g)]
        .map((match) => `${match[1]} ${match[2]}`)
        .at(0) ?? null,
  };
}

/** Puts back the config init wrote, or writes one tier of the library's own. */
export function useConfig(root, tier) {
  if (!tier) {
    const initial = path.join(root, INIT_CONFIG);
    if (existsSync(initial)) writeFileSync(path.join(root, CONFIG), readFileSync(initial, "utf8"));
    else rmSync(path.join(root, CONFIG), { force: true });
    return;
  }
  mkdirSync(path.join(root, ".github"), { recursive: true });
  const lines = [
    "tiers:",
    "  - name: tests",
    `    command: ${JSON.stringify(tier.command)}`,
    `    junit: ${tier.junit}`,
    "    timeout: 1800",
  ];
  writeFileSync(path.join(root, CONFIG), `${lines.join("\n")}\n`);
}

/**
 * One `fix-loop verify`, timed, and the results it wrote (null when it wrote none). With a
 * limit, coreutils' timeout ends it and its runners there (`timedOut`).
 */
export function verify(root, env = {}, limitSeconds = null, base = null) {
  if (process.env.BENCH_RETRIES !== undefined) withRetries(root, process.env.BENCH_RETRIES);
  const resultsFile = path.join(root, ".fix-loop/results.json");
  rmSync(resultsFile, { force: true });
  const cpuBefore = childCpuMs();
  const started = performance.now();
  const command = [process.execPath, CLI, "verify", "--plain", ...(base ? ["--base", base] : [])];
  const argv = limitSeconds
    ? ["timeout", "-k", "10", String(Math.ceil(limitSeconds)), ...command]
    : command;
  const run = spawnSync(argv[0], argv.slice(1), {
    cwd: root,
    env: { ...process.env, CI: "true", ...env },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, "utf8")) : null;
  const cpuMs = childCpuMs() - cpuBefore;
  return {
    code: run.status,
    ms,
    cpuMs,
    output: `${run.stdout}${run.stderr}`,
    results,
    timedOut: limitSeconds !== null && run.status === 124,
  };
}

/** Tests by status, and the ids results.json holds more than once. */
export function seen(results) {
  const byStatus = {};
  const ids = new Map();
  for (const test of results?.tests ?? []) {
    byStatus[test.status] = (byStatus[test.status] ?? 0) + 1;
    ids.set(test.id, (ids.get(test.id) ?? 0) + 1);
  }
  const repeated = [...ids].filter(([, times]) => times > 1).map(([id]) => id);
  return { total: results?.tests?.length ?? 0, byStatus, repeated };
}

/**
 * Gives init's tier a long timeout: init writes none, and the 60 s default bounds the whole
 * JUnit command, which a big suite on a busy machine (or a mutant that slows it) overruns.
 */
export function withLongTimeout(root) {
  const file = path.join(root, CONFIG);
  const config = readFileSync(file, "utf8");
  if (/^\s+timeout:/m.test(config)) return;
  writeFileSync(file, config.replace(/^(\s+)junit: (.*)$/m, "$1junit: $2\n$1timeout: 1800"));
}

/**
 * BENCH_RETRIES=N: the config's `retries` set to N. With 0, no test is retried, so triage's
 * coverage comes from a run of its own, which records from the start (blocks included), not
 * from a retry's run that began recording at the first failure.
 */
function withRetries(root, retries) {
  const file = path.join(root, CONFIG);
  if (!existsSync(file)) return;
  const config = readFileSync(file, "utf8").replace(/^retries: .*\n/m, "");
  writeFileSync(file, `retries: ${Number(retries)}\n${config}`);
}
