// Shared helpers for the benchmark scripts: temp projects and timing the bundled CLI.
import { spawnSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CLI = path.join(ROOT, "dist", "cli.js");

// Every node that starts reads and parses the CA bundle NODE_EXTRA_CA_CERTS names: 0.14 s of a
// 0.20 s `node -e 0` on the machine these figures come from, which sets it for all. GitHub's
// runners set none. The processes a bench times get none either, unless
// FIX_LOOP_BENCH_CA_BUNDLE=keep; loadLine() says which.
const CA_BUNDLE = process.env.NODE_EXTRA_CA_CERTS ?? "";
const CA_BUNDLE_KEPT = process.env.FIX_LOOP_BENCH_CA_BUNDLE === "keep";
if (CA_BUNDLE && !CA_BUNDLE_KEPT) delete process.env.NODE_EXTRA_CA_CERTS;

export function tempProject(files) {
  const root = mkdtempSync(path.join(tmpdir(), "fix-loop-bench-"));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (content.startsWith("#!")) chmodSync(file, 0o755);
  }
  return root;
}

/** Runs a command and returns its wall time in milliseconds and exit code. */
export function timed(command, args, options = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "ignore", ...options });
  return { ms: performance.now() - started, code: result.status };
}

/** CPU seconds used by this process's finished children (Linux), to see past a busy machine. */
export function childCpuMs() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * timed(), plus the CPU (user + system) of the command and every child it waited for. bash's
 * `time` reads both from the kernel to the millisecond (/proc's tick counts are 10 ms steps, as
 * large as a difference between two builds); its real time is the wall figure, bash's own start
 * left out. The command's output is thrown away.
 */
export function measured(command, args, options = {}) {
  const started = performance.now();
  const result = spawnSync(
    "bash",
    [
      "-c",
      'TIMEFORMAT="%3R %3U %3S"; time "$@" >/dev/null 2>&1 </dev/null',
      "bash",
      command,
      ...args,
    ],
    { ...options, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
  );
  const outside = performance.now() - started;
  const [real, user, system] = (result.stderr.trim().split("\n").at(-1) ?? "")
    .split(" ")
    .map(Number);
  const timedByBash = [real, user, system].every(Number.isFinite);
  return {
    ms: timedByBash ? real * 1000 : outside,
    code: result.status,
    cpuMs: timedByBash ? (user + system) * 1000 : Number.NaN,
  };
}

/**
 * Runs the bundled CLI (`node <cli> ...args`) with bench/preload/process-clock.mjs loaded, and
 * returns measured()'s figures plus the process's own clock: when it first spawned a child and
 * first connected (ms from its start), when it exited and its own CPU, children not counted.
 */
export function clocked(cli, args, options = {}) {
  const folder = mkdtempSync(path.join(tmpdir(), "fix-loop-bench-clock-"));
  const file = path.join(folder, "clock.json");
  const run = measured(process.execPath, ["--import", PROCESS_CLOCK, cli, ...args], {
    ...options,
    env: { ...process.env, ...options.env, FIX_LOOP_BENCH_CLOCK: file },
  });
  const clock = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  rmSync(folder, { recursive: true, force: true });
  return { ...run, clock };
}

const PROCESS_CLOCK = pathToFileURL(path.join(ROOT, "bench", "preload", "process-clock.mjs")).href;

/** The machine's load, to print beside every wall figure: "load 14.2 (1 min) on 2 cores". */
export function loadLine() {
  const load = `load ${loadavg()[0].toFixed(1)} (1 min) on ${availableParallelism()} cores`;
  if (!CA_BUNDLE) return load;
  return `${load}, NODE_EXTRA_CA_CERTS ${CA_BUNDLE_KEPT ? "kept" : "left out"}`;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function fmt(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** CPU figures differ by milliseconds between builds: one more digit. */
export function fmtCpu(ms) {
  return `${(ms / 1000).toFixed(3)} s`;
}

/**
 * Bundles a TypeScript module of this package (bench scenarios share the tests' fixtures) into
 * node_modules/.cache, inside the package so fix-loop finds its own dist/hooks.js, and imports it.
 * `entry` is relative to the package root.
 */
export async function importBundled(entry) {
  return bundleAndImport(path.basename(entry, ".ts"), { entryPoints: [path.join(ROOT, entry)] });
}

/** Several TypeScript modules of this package bundled as one (`name`.mjs), their exports together. */
export async function importBundledTogether(name, entries) {
  const contents = entries.map((entry) => `export * from "./${entry}";`).join("\n");
  return bundleAndImport(name, { stdin: { contents, resolveDir: ROOT, loader: "ts" } });
}

/** Where benches keep what they build: inside the package, so fix-loop finds its own dist/. */
export const BENCH_CACHE = path.join(ROOT, "node_modules", ".cache", "fix-loop-bench");

async function bundleAndImport(name, input) {
  const { build } = await import("esbuild");
  mkdirSync(BENCH_CACHE, { recursive: true });
  const outfile = path.join(BENCH_CACHE, `${name}.mjs`);
  // A new file, not one written over: a worktree whose node_modules is a hard-linked copy
  // (`cp -al`) shares the old one's inode, and a bench running there at the same time with
  // other sources would import this build.
  rmSync(outfile, { force: true });
  await build({
    ...input,
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "warning",
  });
  return import(pathToFileURL(outfile).href);
}

/** Runs a TypeScript scenario of bench/: its `main(...args)`, once dist/ is built. */
export async function runScenario(file, ...args) {
  if (!existsSync(path.join(ROOT, "dist", "hooks.js"))) {
    console.error("dist/hooks.js is missing: run `npm run build` first");
    process.exit(1);
  }
  const { main } = await importBundled(path.join("bench", file));
  await main(...args);
}

/** A GitHub App private key in a .pem file of its own (PRIVATE_KEY_PATH), for the app's benches. */
export function appKeyFile() {
  const keyPath = path.join(mkdtempSync(path.join(tmpdir(), "fix-loop-bench-")), "app.pem");
  writeFileSync(
    keyPath,
    generateKeyPairSync("rsa", {
      modulusLength: 2048,
      privateKeyEncoding: { type: "pkcs1", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    }).privateKey,
  );
  return keyPath;
}
