// verify over 40 scripts that each sleep 0.25 s in one tier, against a plain sequential bash
// loop over the same scripts, and against the ideal parallel schedule at verify's concurrency.
// Each script stamps its start and end (bash's $EPOCHREALTIME, no extra process), which splits
// verify's time over the ideal into its start-up (spawn to the first script), the lanes' idle
// time per script (between one script's end and the next one's start) and its tail (the last
// script's end to exit). CPU figures (the process tree's, and verify's own process through
// bench/preload/process-clock.mjs) say what the overhead costs where a processor is free: on a
// loaded machine every wake-up waits, and the wall figures grow. Rounds alternate loop and
// verify; `--vs DIR` adds a baseline build (see baseline.mjs), `--runs N` (default 3).
import { readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { alternate, buildsToCompare, pairedRatio, roundsWanted } from "./baseline.mjs";
import { clocked, fmt, fmtCpu, loadLine, measured, median, tempProject } from "./lib.mjs";

const COUNT = 40;
const SLEEP_S = 0.25;
const RUNS = roundsWanted(3);
const RATIO_AIM = 1.85;
const concurrency = availableParallelism();

const files = { ".github/fix-loop.yml": "tiers:\n  - name: features\n    tests: t/*.sh\n" };
for (let i = 0; i < COUNT; i++) {
  const id = String(i).padStart(3, "0");
  files[`t/test_${id}.sh`] =
    `#!/usr/bin/env bash\n# TEST: BT-${id} - sleeps\necho "$EPOCHREALTIME s" >> stamps\nsleep ${SLEEP_S}\necho "$EPOCHREALTIME e" >> stamps\necho "PASS: slept"\n`;
}
const root = tempProject(files);
const stampFile = path.join(root, "stamps");

/** One timed run, with what the stamps say about it (times in ms). */
function run(subject) {
  rmSync(stampFile, { force: true });
  const spawnedAt = Date.now();
  const result = subject.cli
    ? clocked(subject.cli, subject.args, { cwd: root })
    : measured(subject.command, subject.args, { cwd: root });
  const exitedAt = spawnedAt + result.ms;
  const stamps = readFileSync(stampFile, "utf8")
    .trim()
    .split("\n")
    .map((line) => line.split(" "))
    .map(([at, kind]) => ({ at: Number(at) * 1000, kind }));
  const starts = stamps.filter((s) => s.kind === "s").map((s) => s.at);
  const ends = stamps.filter((s) => s.kind === "e").map((s) => s.at);
  const first = Math.min(...starts);
  const last = Math.max(...ends);
  const busy = ends.reduce((sum, end) => sum + end, 0) - starts.reduce((sum, s) => sum + s, 0);
  return {
    ...result,
    startUp: first - spawnedAt,
    idlePerScript: (concurrency * (last - first) - busy) / COUNT,
    scriptMs: busy / COUNT,
    tail: exitedAt - last,
  };
}

const loop = {
  name: "sequential bash loop",
  command: "bash",
  args: ["-c", 'for f in t/*.sh; do ./"$f" >/dev/null; done'],
};
const verifies = buildsToCompare().map((build) => ({
  name: `fix-loop verify (${build.name})`,
  cli: build.cli,
  args: ["verify", "--plain"],
}));
const subjects = [loop, ...verifies];
const loadBefore = loadLine();
const samples = alternate(subjects, RUNS, (subject) => {
  const result = run(subject);
  if (result.code !== 0) throw new Error(`${subject.name} exited ${result.code}`);
  return result;
});
const pick = (i, field) => samples[i].map((sample) => sample[field]);
const loopMs = median(pick(0, "ms"));
const ideal = Math.ceil(COUNT / concurrency) * SLEEP_S * 1000;
const allowed = ideal * 1.15 + 150;

console.log(
  `verify, ${COUNT} scripts x ${SLEEP_S} s, concurrency ${concurrency} (median of ${RUNS} alternating rounds; ${loadBefore} before, ${loadLine()} after)`,
);
console.log(`  sequential bash loop     ${fmt(loopMs)}   cpu ${fmtCpu(median(pick(0, "cpuMs")))}`);
console.log(`  ideal parallel schedule  ${fmt(ideal)}`);
verifies.forEach((verify, k) => {
  const i = k + 1;
  const ms = median(pick(i, "ms"));
  const ratio = pairedRatio(pick(0, "ms"), pick(i, "ms"));
  console.log(`  ${verify.name}`);
  console.log(
    `    wall                   ${fmt(ms)}   ${ratio.toFixed(2)}x faster than the loop (aim: at least ${RATIO_AIM}x -> ${ratio >= RATIO_AIM ? "met" : "MISSED"})`,
  );
  console.log(
    `    over the ideal         ${(((ms - ideal) / ideal) * 100).toFixed(1)}% (aim: under ${fmt(allowed)} -> ${ms <= allowed ? "met" : "MISSED"})`,
  );
  console.log(
    `    start-up               ${fmt(median(pick(i, "startUp")))}   spawn to the first script's start`,
  );
  console.log(
    `    idle per script        ${median(pick(i, "idlePerScript")).toFixed(1)} ms   a lane's wait between two scripts (a script runs ${median(pick(i, "scriptMs")).toFixed(0)} ms)`,
  );
  console.log(
    `    tail                   ${fmt(median(pick(i, "tail")))}   the last script's end to exit`,
  );
  const clock = (figure) => median(samples[i].map((sample) => figure(sample.clock)));
  console.log(
    `    cpu                    ${fmtCpu(median(pick(i, "cpuMs")))} with the scripts; verify's own ${fmtCpu(clock((c) => c.cpuMs))}: ${fmtCpu(clock((c) => c.cpuAtFirstSpawnMs))} before the first script (node's start included), ${(clock((c) => c.cpuMs - c.cpuAtFirstSpawnMs) / COUNT).toFixed(1)} ms a script after it`,
  );
});
console.log(
  `  loop, per script         ${((loopMs - COUNT * SLEEP_S * 1000) / COUNT).toFixed(1)} ms over the sleep`,
);
if (verifies.length > 1) {
  console.log(
    `  this build / baseline    ${pairedRatio(pick(1, "ms"), pick(2, "ms")).toFixed(3)} wall (paired)`,
  );
}
