// What each start of fix-loop's own programs costs in CPU (user + system, the process and the
// children it waited for), next to a bare `node -e 0`:
//   - importing dist/main.js (what @github/local-action does; the runner's dist/index.js too),
//   - a whole Action run in verify mode (`node dist/index.js`, one passing test script),
//   - one call of the hook program dist/hooks.js, PreToolUse and PostToolUse (Claude Code starts
//     it twice per tool call): a Bash call let through (each run in a fresh state folder, as the
//     repeat guard would deny the third), an Edit of a protected file denied, a Read's PostToolUse,
//   - `fix-loop verify` of the same one-script project (dist/cli.js).
// `--vs DIR` adds a baseline build (a folder holding dist/ and package.json, see baseline.mjs);
// rounds alternate between the subjects so a drifting load weighs on all alike. `--runs N`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { alternate, pairedRatio, roundsWanted } from "./baseline.mjs";
import { fmtCpu, loadLine, median, ROOT, tempProject } from "./lib.mjs";

const RUNS = roundsWanted(15);

/** This build's dist/, then the baseline's when `--vs DIR` was given. */
function distsToCompare(argv = process.argv.slice(2)) {
  const dists = [{ name: "this build", dist: path.join(ROOT, "dist") }];
  const at = argv.indexOf("--vs");
  if (at >= 0) {
    const dist = path.resolve(argv[at + 1] ?? "", "dist");
    if (!existsSync(path.join(dist, "main.js"))) {
      throw new Error(`--vs needs a folder with dist/main.js (got ${argv[at + 1]})`);
    }
    dists.push({ name: "baseline", dist });
  }
  return dists;
}

/**
 * CPU and wall of one run of `command args`, stdin read from `input` (a file) or empty, as bash's
 * `time` reads them from the kernel (to the millisecond, children waited for included).
 */
function cpuOf(command, args, { input = "/dev/null", ...options } = {}) {
  const result = spawnSync(
    "bash",
    [
      "-c",
      'TIMEFORMAT="%3R %3U %3S"; input="$1"; shift; time "$@" >/dev/null 2>&1 <"$input"; echo "exit $?" >&2',
      "bash",
      input,
      command,
      ...args,
    ],
    { ...options, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
  );
  const lines = result.stderr.trim().split("\n");
  const [real, user, system] = (lines.at(-2) ?? "").split(" ").map(Number);
  const code = Number(lines.at(-1)?.replace("exit ", ""));
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited ${code}`);
  return { wallMs: real * 1000, cpuMs: (user + system) * 1000 };
}

const project = tempProject({
  ".github/fix-loop.yml": "tiers:\n  - name: smoke\n    tests: t/*.sh\n",
  "t/ok.sh": "#!/usr/bin/env bash\n# TEST: BT-001 - does nothing\necho 'PASS: ok'\n",
  "src/a.js": "export const a = 1;\n",
});
spawnSync("git", ["init", "-q"], { cwd: project });
const events = mkdtempSync(path.join(tmpdir(), "fix-loop-bench-events-"));
const eventFile = (name, event) => {
  const file = path.join(events, `${name}.json`);
  writeFileSync(file, JSON.stringify({ session_id: "bench", cwd: project, ...event }));
  return file;
};
const preToolUse = eventFile("pre", {
  hook_event_name: "PreToolUse",
  tool_name: "Bash",
  tool_input: { command: "npm test" },
});
const protectedEdit = eventFile("edit", {
  hook_event_name: "PreToolUse",
  tool_name: "Edit",
  tool_input: { file_path: path.join(project, "tests/a.sh"), old_string: "a", new_string: "b" },
});
const postToolUse = eventFile("post", {
  hook_event_name: "PostToolUse",
  tool_name: "Read",
  tool_input: { file_path: "src/a.js" },
  tool_response: {},
});

writeFileSync(path.join(events, "github-output"), "");
const actionEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  GITHUB_WORKSPACE: project,
  GITHUB_OUTPUT: path.join(events, "github-output"),
  INPUT_MODE: "verify",
};

function subjectsOf({ name, dist }) {
  const hookArgs = (state) => [
    path.join(dist, "hooks.js"),
    ...["--state-dir", state, "--root", project, "--protect", "tests/**"],
  ];
  const hookState = mkdtempSync(path.join(tmpdir(), "fix-loop-bench-hook-state-"));
  const freshState = () => mkdtempSync(path.join(tmpdir(), "fix-loop-bench-hook-state-"));
  const mainUrl = pathToFileURL(path.join(dist, "main.js")).href;
  return [
    {
      what: "import dist/main.js",
      build: name,
      run: () =>
        cpuOf(process.execPath, [
          "--input-type=module",
          "-e",
          `await import(${JSON.stringify(mainUrl)})`,
        ]),
    },
    {
      what: "Action run, verify, 1 script",
      build: name,
      run: () =>
        cpuOf(process.execPath, [path.join(dist, "index.js")], { cwd: project, env: actionEnv }),
    },
    {
      what: "hook call, PreToolUse (Bash, let through)",
      build: name,
      run: () =>
        cpuOf(process.execPath, hookArgs(freshState()), { cwd: project, input: preToolUse }),
    },
    {
      what: "hook call, PreToolUse (protected Edit, denied)",
      build: name,
      run: () =>
        cpuOf(process.execPath, hookArgs(hookState), { cwd: project, input: protectedEdit }),
    },
    {
      what: "hook call, PostToolUse (Read)",
      build: name,
      run: () => cpuOf(process.execPath, hookArgs(hookState), { cwd: project, input: postToolUse }),
    },
    {
      what: "fix-loop verify, 1 script",
      build: name,
      run: () =>
        cpuOf(process.execPath, [path.join(dist, "cli.js"), "verify", "--plain"], { cwd: project }),
    },
  ];
}

const dists = distsToCompare();
const subjects = [
  { what: "node -e 0", build: "", run: () => cpuOf(process.execPath, ["-e", "0"]) },
  ...dists.flatMap(subjectsOf),
];

const loadBefore = loadLine();
const samples = alternate(subjects, RUNS, (subject) => subject.run());
const cpu = samples.map((runs) => runs.map((run) => run.cpuMs));

console.log(
  `Start-up CPU (user + system), median of ${RUNS} alternating rounds (${loadBefore} before, ${loadLine()} after)`,
);
subjects.forEach((subject, i) => {
  const label = subject.build ? `${subject.what} (${subject.build})` : subject.what;
  console.log(`  ${label.padEnd(48)} cpu ${fmtCpu(median(cpu[i]))}`);
});
if (dists.length > 1) {
  for (const what of new Set(subjects.filter((s) => s.build).map((s) => s.what))) {
    const [mine, theirs] = dists.map((d) =>
      subjects.findIndex((s) => s.build === d.name && s.what === what),
    );
    console.log(
      `  ${what.padEnd(36)} this build / baseline ${pairedRatio(cpu[mine], cpu[theirs]).toFixed(2)} cpu`,
    );
  }
}
