// How long the guard hook program (dist/hooks.js) takes per tool call, as Claude Code runs it:
// a fresh node process, the event JSON on stdin, the answer on stdout. Next to a bare node start.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { median, ROOT, tempProject } from "./lib.mjs";

const RUNS = 40;
const hooks = path.join(ROOT, "dist", "hooks.js");
const project = tempProject({ "src/a.js": "export const a = 1;\n" });
spawnSync("git", ["init", "-q"], { cwd: project });
const stateDir = mkdtempSync(path.join(tmpdir(), "fix-loop-hook-state-"));
const args = [hooks, "--state-dir", stateDir, "--root", project, "--protect", "tests/**"];

function time(argv, input) {
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const result = spawnSync(process.execPath, argv, { input, cwd: project, encoding: "utf8" });
    samples.push(performance.now() - started);
    if (result.status !== 0) throw new Error(`exit ${result.status}: ${result.stderr}`);
  }
  return median(samples);
}

const event = (extra) => JSON.stringify({ session_id: "bench", cwd: project, ...extra });
const cases = [
  ["bare node -e 0", ["-e", "0"], ""],
  ["PreToolUse (Bash; repeats denied after 3)", args, null],
  [
    "PreToolUse (Edit of a protected file)",
    args,
    event({
      hook_event_name: "PreToolUse",
      tool_name: "Edit",
      tool_input: { file_path: path.join(project, "tests/a.sh") },
    }),
  ],
  [
    "PostToolUse",
    args,
    event({
      hook_event_name: "PostToolUse",
      tool_name: "Read",
      tool_input: { file_path: "src/a.js" },
      tool_response: {},
    }),
  ],
  ["Stop", args, event({ hook_event_name: "Stop", stop_hook_active: false })],
];

console.log(`guard hook latency, median of ${RUNS} runs`);
for (const [name, argv, input] of cases) {
  const payload =
    input ??
    event({
      hook_event_name: "PreToolUse",
      tool_name: "Bash",
      tool_input: { command: "npm test" },
    });
  console.log(`  ${name.padEnd(42)} ${time(argv, payload).toFixed(1)} ms`);
}
