// Timing for the benchmark: a command's wall time, and medians over alternating rounds.
import { spawnSync } from "node:child_process";

/**
 * Runs a shell command in CI's environment; its exit code, output and wall time. With a limit,
 * coreutils' timeout ends the command's whole process group (a mutant can loop for ever).
 */
export function shell(command, cwd, env = {}, limitSeconds = null) {
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
  return { code: result.status, output: result.stdout ?? "", ms: performance.now() - started };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)];
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}
