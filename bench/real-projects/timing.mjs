// Timing for the benchmark: a command's wall time, and medians over alternating rounds.
import { spawnSync } from "node:child_process";

/** Runs a shell command in CI's environment; its exit code, output and wall time. */
export function shell(command, cwd, env = {}) {
  const started = performance.now();
  const result = spawnSync("sh", ["-c", `${command} 2>&1`], {
    cwd,
    env: { ...process.env, CI: "true", ...env },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: result.status, output: result.stdout ?? "", ms: performance.now() - started };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)];
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}
