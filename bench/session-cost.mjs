// What fix-loop's own work costs per run, in CPU seconds and processes started: (a) one
// `fix-loop verify` of a small script-tier project, (b) one `fix-loop fix --agent-user auto` of
// one failing test with one attempt through the sandbox, where the real claude CLI, driven by the
// scripted model, makes 3 tool calls (Read, Edit, Bash) and claims the fix. CPU is user + system of
// the CLI and every process it waited for (bash's `time`), the claude binary's own CPU taken out
// (a wrapper reads it from /proc while the finished process is not yet reaped); processes are the
// programs exec'd, counted by `strace -f` in a separate run (strace slows what it traces).
// The project's tests are shell only, so what is left is fix-loop's. Needs Linux, root, strace
// and a built dist/; ROUNDS=n runs each CPU figure n times (default 2) and keeps the least;
// DIST=folder measures another build of dist/ (e.g. the last commit's, to compare);
// KEEP_TRACE=file keeps each strace log (file.0, file.1) to see which program started what;
// CPU_PROF=folder keeps a V8 CPU profile of each CLI run.
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CLI, importBundled, loadLine, ROOT, tempProject } from "./lib.mjs";

if (process.platform !== "linux" || process.getuid?.() !== 0) {
  console.log("skipped: needs Linux and root (useradd, unshare)");
  process.exit(0);
}
if (spawnSync("strace", ["-V"]).status !== 0) {
  console.log("skipped: needs strace to count the processes");
  process.exit(0);
}
if (!existsSync(process.env.DIST ? path.join(process.env.DIST, "cli.js") : CLI)) {
  console.error("dist/cli.js is missing: run `npm run build` first");
  process.exit(1);
}
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const DIST = path.resolve(process.env.DIST ?? path.join(ROOT, "dist"));

const model = await importBundled("test/support/scripted-model/index.ts");

const CONFIG = "tests: tests/*.sh\nretries: 0\nfix:\n  max-attempts: 1\n";
const test = (id, body) => `#!/bin/sh\n# TEST: ${id} - ${id}\n# TIER: smoke\n${body}\n`;
const VALUE_TEST = test(
  "BT-001",
  [
    'v=$(cat src/value.txt); [ "$v" = 2 ] && { echo "PASS: value"; exit 0; }',
    'echo "FAIL: value"; echo "EVIDENCE: expected $v to be 2"; exit 1',
  ].join("\n"),
);
const project = (value) => {
  const root = tempProject({
    ".github/fix-loop.yml": CONFIG,
    "src/value.txt": `${value}\n`,
    "tests/value.sh": VALUE_TEST,
    "tests/other.sh": test("BT-002", 'echo "PASS: other"'),
    "tests/third.sh": test("BT-003", '[ -f src/value.txt ] && echo "PASS: third"'),
  });
  chmodSync(root, 0o755);
  const git = (...args) => spawnSync("git", args, { cwd: root, stdio: "ignore" });
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=b", "-c", "user.email=b@b", "commit", "-qm", "b");
  return root;
};

// fix-loop and claude where the throwaway user can reach them (test/support/reachable-install.ts).
const install = (() => {
  const root = mkdtempSync(path.join(tmpdir(), "fix-loop-bench-install-"));
  chmodSync(root, 0o755);
  cpSync(DIST, path.join(root, "dist"), { recursive: true });
  copyFileSync(path.join(ROOT, "package.json"), path.join(root, "package.json"));
  const claude = path.join(root, "claude");
  linkSync(realpathSync(path.join(ROOT, "node_modules/.bin/claude")), claude);
  const remove = () => rmSync(root, { recursive: true, force: true });
  return { root, cli: path.join(root, "dist/cli.js"), claude, remove };
})();
// The claude binary's own CPU: a wrapper waits for it without reaping it (waitid WNOWAIT), reads
// its utime and stime (all its threads, none of its children: the hooks and tools stay counted),
// then its own, and appends both to a file the agent user may write.
const counted = path.join(install.root, "claude-cpu");
mkdirSync(counted, { mode: 0o777 });
chmodSync(counted, 0o777);
const wrapper = path.join(install.root, "claude-wrapped");
writeFileSync(
  wrapper,
  [
    "#!/usr/bin/python3",
    "import os, sys, resource",
    `real, out = ${JSON.stringify(install.claude)}, ${JSON.stringify(path.join(counted, "cpu"))}`,
    "pid = os.fork()",
    "if pid == 0: os.execv(real, [real] + sys.argv[1:])",
    "os.waitid(os.P_PID, pid, os.WEXITED | os.WNOWAIT)",
    'fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()',
    "own = (int(fields[11]) + int(fields[12])) / os.sysconf('SC_CLK_TCK')",
    "_, status = os.waitpid(pid, 0)",
    "me = resource.getrusage(resource.RUSAGE_SELF)",
    'open(out, "a").write(f"{own + me.ru_utime + me.ru_stime}\\n")',
    "sys.exit(os.waitstatus_to_exitcode(status) & 255)",
    "",
  ].join("\n"),
  { mode: 0o755 },
);
const claudeSeconds = () => {
  const file = path.join(counted, "cpu");
  if (!existsSync(file)) return 0;
  const sum = readFileSync(file, "utf8").split("\n").filter(Boolean).map(Number);
  rmSync(file);
  return sum.reduce((a, b) => a + b, 0);
};

/** The fix run's scripted session: 3 tool calls, then the claim. */
const fixScript = (root) =>
  model.sessionScript([
    [
      model.callTool("Read", { file_path: path.join(root, "src/value.txt") }),
      model.callTool("Edit", {
        file_path: path.join(root, "src/value.txt"),
        old_string: "1",
        new_string: "2",
      }),
      model.callTool("Bash", { command: "./tests/value.sh", description: "run the test" }),
      model.claim({
        status: "fixed",
        root_cause: "the value was 1",
        files_changed: ["src/value.txt"],
        tests_run: ["tests/value.sh"],
        reasoning: "2",
      }),
    ],
  ]);

const cases = [
  { name: "verify (3 script tests)", value: 2, args: (root) => ["verify", "--plain", "-C", root] },
  {
    name: "fix, 1 attempt, 3 tool calls",
    value: 1,
    args: (root) => ["fix", "--agent-user", "auto", "--plain", "-C", root],
    script: fixScript,
  },
];

/**
 * Runs a command without blocking this process (the scripted model answers from it) and returns
 * its exit code and the CPU (user + system) of it and every child it waited for, from bash's `time`.
 */
function measured(command, args, env) {
  const script = 'TIMEFORMAT="%3U %3S"; time "$@" >/dev/null 2>&1 </dev/null';
  const child = spawn("bash", ["-c", script, "bash", command, ...args], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) =>
    child.on("close", (code) => {
      const [user, system] = (stderr.trim().split("\n").at(-1) ?? "").split(" ").map(Number);
      resolve({ code, cpuMs: (user + system) * 1000 });
    }),
  );
}

/** Runs one case once: the CLI as `wrap` runs it (measured or under strace). */
async function once(item, run) {
  const root = project(item.value);
  const scripted = item.script ? await model.startScriptedModel(item.script(root)) : null;
  const env = {
    ...process.env,
    FIX_LOOP_BENCH_CLOCK: clockFile,
    ...(scripted ? { ...scripted.env, FIX_LOOP_CLAUDE: wrapper } : {}),
  };
  try {
    return await run(root, env);
  } finally {
    await scripted?.close();
    rmSync(root, { recursive: true, force: true });
  }
}

// The CLI's own CPU (its children not counted), written at its exit by bench/preload/process-clock.mjs.
const clockFile = path.join(install.root, "clock.json");
const clockHook = pathToFileURL(path.join(ROOT, "bench/preload/process-clock.mjs")).href;
// CPU_PROF=folder writes a V8 CPU profile of each CLI run there (to see where its own time goes).
const profile = process.env.CPU_PROF
  ? ["--cpu-prof", `--cpu-prof-dir=${process.env.CPU_PROF}`]
  : [];
const cli = [process.execPath, ...profile, "--import", clockHook, install.cli];
const cliCpuMs = () => {
  const ms = existsSync(clockFile) ? JSON.parse(readFileSync(clockFile, "utf8")).cpuMs : Number.NaN;
  rmSync(clockFile, { force: true });
  return ms;
};
console.log(
  `fix-loop's own cost per run, ${path.relative(process.cwd(), DIST) || DIST} (${loadLine()})\n`,
);
const rows = [];
for (const item of cases) {
  let best = null;
  for (let round = 0; round < ROUNDS; round++) {
    const got = await once(item, async (root, env) => {
      claudeSeconds();
      const run = await measured(cli[0], [...cli.slice(1), ...item.args(root)], env);
      return { ...run, claudeMs: claudeSeconds() * 1000, cliMs: cliCpuMs() };
    });
    const ours = got.cpuMs - got.claudeMs;
    if (!best || ours < best.ours) best = { ...got, ours };
  }
  const trace = path.join(install.root, "trace");
  await once(item, async (root, env) => {
    const strace = ["-f", "-qq", "-e", "trace=execve", "-e", "status=successful", "-o", trace];
    await measured("strace", [...strace, ...cli, ...item.args(root)], env);
    claudeSeconds();
    cliCpuMs();
  });
  const programs = new Map();
  for (const line of readFileSync(trace, "utf8").split("\n")) {
    const match = /execve\("([^"]*)"/.exec(line);
    if (!match) continue;
    const name = path.basename(match[1]);
    programs.set(name, (programs.get(name) ?? 0) + 1);
  }
  if (process.env.KEEP_TRACE) cpSync(trace, `${process.env.KEEP_TRACE}.${rows.length}`);
  rmSync(trace, { force: true });
  const total = [...programs.values()].reduce((a, b) => a + b, 0);
  const top = [...programs.entries()].sort((a, b) => b[1] - a[1]);
  rows.push({ item, best, total, top });
}
install.remove();

for (const { item, best, total, top } of rows) {
  console.log(`${item.name}: exit ${best.code}`);
  console.log(
    `  CPU ${(best.ours / 1000).toFixed(2)} s without claude's own (all ${(best.cpuMs / 1000).toFixed(2)} s, claude ${(best.claudeMs / 1000).toFixed(2)} s), least of ${ROUNDS}`,
  );
  console.log(
    `  of which the CLI's own node process ${(best.cliMs / 1000).toFixed(2)} s, what it started ${((best.ours - best.cliMs) / 1000).toFixed(2)} s`,
  );
  console.log(`  programs exec'd: ${total}`);
  console.log(`  ${top.map(([name, count]) => `${name} ${count}`).join(", ")}`);
}
