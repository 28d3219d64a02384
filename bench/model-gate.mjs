// What the model gate adds to each `fix` run: one `claude auth status --json` (src/agent/
// model-access.ts), with and without a credential, next to `claude --version` (a bare start).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { median, ROOT } from "./lib.mjs";

const RUNS = 10;
const claude = path.join(ROOT, "node_modules", ".bin", "claude");
const home = mkdtempSync(path.join(tmpdir(), "fix-loop-bench-home-"));
const base = {
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  HOME: home,
  CLAUDE_CONFIG_DIR: path.join(home, ".claude"),
  CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
};

function time(args, env) {
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    spawnSync(claude, args, { env, stdio: "ignore" });
    samples.push(performance.now() - started);
  }
  return median(samples);
}

const cases = [
  ["claude --version", ["--version"], base],
  ["claude auth status --json, no credential", ["auth", "status", "--json"], base],
  [
    "claude auth status --json, ANTHROPIC_API_KEY set",
    ["auth", "status", "--json"],
    { ...base, ANTHROPIC_API_KEY: "sk-ant-bench" },
  ],
];
for (const [name, args, env] of cases) {
  console.log(`${name.padEnd(52)} median ${time(args, env).toFixed(0)} ms (${RUNS} runs)`);
}
rmSync(home, { recursive: true, force: true });
