// Shared helpers for the benchmark scripts: temp projects and timing the bundled CLI.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CLI = path.join(ROOT, "dist", "cli.js");

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

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function fmt(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}
