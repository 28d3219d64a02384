// What the model gate adds to each `fix` run: one `claude auth status --json` (src/agent/
// model-access.ts), with and without a credential, next to `claude --version` (a bare start).
// Then the two bounds on a model fix-loop cannot reach, with their real schedules (the tests
// shorten both): `fix` against a refused port stops at the gate (5 tries, src/agent/
// model-reachable.ts), and a session whose API drops every connection ends after Claude Code's
// 5 retries (src/agent/claude-environment.ts); both within 30 s.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { CLI, fmt, median, ROOT, tempProject } from "./lib.mjs";

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

/** A project whose one script test fails, committed. */
function failingProject() {
  const dir = tempProject({
    ".github/fix-loop.yml":
      "tiers:\n  - name: smoke\n    tests: t/*.sh\nretries: 0\nfix:\n  max-attempts: 3\n",
    "t/answer.sh":
      '#!/bin/sh\n# TEST: BT-001 - the answer\necho "FAIL: the answer is 41"\nexit 1\n',
  });
  const git = (...args) => execFileSync("git", args, { cwd: dir, stdio: "ignore" });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("-c", "user.name=b", "-c", "user.email=b@example.invalid", "commit", "-qm", "project");
  return dir;
}

/** `fix-loop fix` on a failing project against the API at `url`: wall time, exit, results. */
function fixAgainst(url) {
  const dir = failingProject();
  const env = {
    ...base,
    CI: "true",
    NO_COLOR: "1",
    ANTHROPIC_API_KEY: "sk-ant-bench",
    ANTHROPIC_BASE_URL: url,
    FIX_LOOP_CLAUDE: claude,
  };
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, "fix", "-C", dir], { env, stdio: "ignore" });
    child.on("close", (code) => {
      const ms = performance.now() - started;
      const results = JSON.parse(readFileSync(path.join(dir, ".fix-loop/results.json"), "utf8"));
      rmSync(dir, { recursive: true, force: true });
      resolve({ ms, code, results });
    });
  });
}

function listening(server) {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(server.address().port)),
  );
}

const closed = net.createServer();
const refusedPort = await listening(closed);
await new Promise((resolve) => closed.close(resolve));
const gate = await fixAgainst(`http://127.0.0.1:${refusedPort}`);
console.log(
  `${"fix, the API refuses every connection (the gate)".padEnd(52)} ${fmt(gate.ms)}, exit ${gate.code}: ${gate.results.preflight.problems[0]?.message.match(/\d+ tries in [\d.]+ s/)?.[0]}`,
);

let drops = 0;
const dropping = net.createServer((socket) => {
  drops += 1;
  socket.destroy();
});
const lost = await fixAgainst(`http://127.0.0.1:${await listening(dropping)}`);
dropping.close();
const attempt = lost.results.attempts[0];
console.log(
  `${"fix, the API drops every connection (one session)".padEnd(52)} ${fmt(lost.ms)}, exit ${lost.code}: the session ${fmt(attempt?.agentMs ?? Number.NaN)}, ${drops} connections, ${lost.results.attempts.length} attempt(s)`,
);
rmSync(home, { recursive: true, force: true });
