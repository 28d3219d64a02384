// What fix-loop's own process costs, in instructions: valgrind's callgrind counts every
// instruction a process runs (not its children: the test script, git), the same count however
// loaded the machine is, where wall and CPU times swing by half on a shared 2-core machine. The
// subjects: a bare `node -e 0`, `fix-loop --version`, `fix-loop verify` of a project with one
// script that does nothing, and one PreToolUse call of the hook program. Each count is printed
// with what it costs over the bare node. `--vs DIR` adds a baseline build (see baseline.mjs);
// `--runs N` (default 1: a count moves by about 1 % from run to run). Each run takes 10-30 s.
//
//   node bench/own-instructions.mjs [--vs DIR] [--runs N]
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildsToCompare, roundsWanted } from "./baseline.mjs";
import { median, tempProject } from "./lib.mjs";

const RUNS = roundsWanted(1);

if (spawnSync("valgrind", ["--version"]).status !== 0) {
  console.log("skipped: valgrind is not installed here (apt-get install valgrind)");
  process.exit(0);
}

const project = tempProject({
  ".github/fix-loop.yml": "tiers:\n  - name: smoke\n    tests: t/*.sh\n",
  "t/ok.sh": "#!/usr/bin/env bash\n# TEST: BT-001 - does nothing\necho 'PASS: ok'\n",
});
spawnSync("git", ["init", "-q"], { cwd: project });
const hookEvent = path.join(mkdtempSync(path.join(tmpdir(), "fix-loop-bench-event-")), "pre.json");
writeFileSync(
  hookEvent,
  JSON.stringify({
    session_id: "bench",
    cwd: project,
    hook_event_name: "PreToolUse",
    tool_name: "Bash",
    tool_input: { command: "npm test" },
  }),
);

/** Instructions callgrind counted in `node ...args`, stdin from `input`. */
function instructions(args, input = "/dev/null") {
  const run = spawnSync(
    "sh",
    [
      "-c",
      'input="$1"; shift; exec valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" < "$input"',
      "sh",
      input,
      process.execPath,
      ...args,
    ],
    { cwd: project, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const count = /I\s+refs:\s+([\d,]+)/.exec(run.stderr)?.[1];
  if (!count)
    throw new Error(
      `callgrind printed no count for node ${args.join(" ")}:\n${run.stderr.slice(-800)}`,
    );
  return Number(count.replaceAll(",", ""));
}

const subjects = [{ what: "node -e 0", build: "", args: () => ["-e", "0"] }];
for (const { name, cli } of buildsToCompare()) {
  const hooks = path.join(path.dirname(cli), "hooks.js");
  const state = () => mkdtempSync(path.join(tmpdir(), "fix-loop-bench-hook-state-"));
  subjects.push(
    { what: "--version", build: name, args: () => [cli, "--version"] },
    { what: "verify, 1 script", build: name, args: () => [cli, "verify", "--plain"] },
    {
      what: "hook, PreToolUse Bash",
      build: name,
      args: () => [hooks, "--state-dir", state(), "--root", project, "--protect", "tests/**"],
      input: hookEvent,
    },
  );
}

const counts = subjects.map(() => []);
for (let round = 0; round < RUNS; round++) {
  for (const [i, subject] of subjects.entries())
    counts[i].push(instructions(subject.args(), subject.input));
}

const millions = (count) => `${(count / 1e6).toFixed(0)} M`;
const bare = median(counts[0]);
console.log(`Instructions of fix-loop's own process (callgrind; median of ${RUNS}):`);
for (const [i, subject] of subjects.entries()) {
  const count = median(counts[i]);
  const label = `${subject.what}${subject.build ? ` (${subject.build})` : ""}`;
  const over = i === 0 ? "" : `   ${millions(count - bare)} over node -e 0`;
  console.log(`  ${label.padEnd(52)} ${millions(count).padStart(8)}${over}`);
}
