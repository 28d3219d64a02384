// Timing for the benchmark: a command's wall time, and medians over alternating rounds.
import { spawnSync } from "node:child_process";
import { childCpuMs } from "../lib.mjs";

/**
 * Runs a shell command in CI's environment; its exit code, output and wall time. With a limit,
 * coreutils' timeout ends the command's whole process group (a mutant can loop for ever).
 */
export function shell(command, cwd, env = {}, limitSeconds = null) {
  const cpuBefore = childCpuMs();
  const started = performance.now();
  const argv = limitSeconds
    ? ["timeout", "-k", "10", String(Math.ceil(limitSeconds)), "sh", "-c", `${command} 2>&1`]
    : ["sh", "-c", `${command} 2>&1`];
  const result = spawnSync(argv[0], argv.slice(1), {
    cwd,
    env: { ...process.env, CI: "true", ...env },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  return { code: result.status, output: result.stdout ?? "", ms, cpuMs: childCpuMs() - cpuBefore };
}

/**
 * Where a run's time went: wall and CPU (this process and its children) per kind of step. On
 * a busy machine the wall time stretches and the CPU time barely does: CPU / 2 is what 2 idle
 * cores could at best make of it, CPU what one could.
 */
export function timeLedger() {
  const kinds = new Map();
  const started = performance.now();
  const cpuAt = () =>
    childCpuMs() + process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000;
  const cpuStarted = cpuAt();
  return {
    /** Runs `step` and puts its wall and CPU time under `kind`; returns what it returns. */
    async time(kind, step) {
      const wall = performance.now();
      const cpu = cpuAt();
      try {
        return await step();
      } finally {
        const entry = kinds.get(kind) ?? { count: 0, ms: 0, cpuMs: 0 };
        entry.count += 1;
        entry.ms += performance.now() - wall;
        entry.cpuMs += cpuAt() - cpu;
        kinds.set(kind, entry);
      }
    },
    /** Puts a step timed elsewhere (a shell() or verify() result) under `kind`. */
    add(kind, { ms, cpuMs }) {
      const entry = kinds.get(kind) ?? { count: 0, ms: 0, cpuMs: 0 };
      entry.count += 1;
      entry.ms += ms;
      entry.cpuMs += cpuMs;
      kinds.set(kind, entry);
    },
    summary() {
      const total = { ms: performance.now() - started, cpuMs: cpuAt() - cpuStarted };
      return { total, kinds: Object.fromEntries(kinds) };
    },
  };
}

/** The ledger's summary as lines: minutes of wall and CPU per kind, and the quiet bounds. */
export function ledgerLines({ total, kinds }) {
  const minutes = (ms) => (ms / 60_000).toFixed(1);
  const lines = Object.entries(kinds)
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(
      ([kind, entry]) =>
        `  ${kind}: ${entry.count}x, ${minutes(entry.ms)} min wall, ${minutes(entry.cpuMs)} min CPU`,
    );
  return [
    `time: ${minutes(total.ms)} min wall, ${minutes(total.cpuMs)} min CPU (on 2 idle cores: ${minutes(total.cpuMs / 2)}-${minutes(total.cpuMs)} min)`,
    ...lines,
  ];
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)];
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}

/**
 * The coverage phase against the tier's own time: the coverage runs triage started and the
 * takes the runner's hooks made inside the first runs, against those runs without the takes.
 * Older records, without `coverageInRunsMs`, count the first alone.
 */
export function coverageShare({ coverageMs, coverageInRunsMs = 0, firstRunMs }) {
  return (coverageMs + coverageInRunsMs) / (firstRunMs - coverageInRunsMs);
}
