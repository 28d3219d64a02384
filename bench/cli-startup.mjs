// The CLI's fixed cost: `fix-loop --version`, `--help`, and `verify` of a project with one script
// that does nothing, next to a bare `node -e 0`. Rounds alternate; medians of wall and CPU time.
// `--vs DIR` adds a baseline build (see baseline.mjs); `--runs N` (default 15).
import { alternate, buildsToCompare, pairedRatio, roundsWanted } from "./baseline.mjs";
import { fmt, fmtCpu, loadLine, measured, median, tempProject } from "./lib.mjs";

const RUNS = roundsWanted(15);
// The aim is absolute: `fix-loop --version` within 0.2 s. On a loaded machine every start waits
// for a processor and the wall figure grows; the CPU figure (what the wall comes near on an idle
// machine) and the ratio to a bare node start are printed beside it, with the load.
const VERSION_AIM_MS = 200;

const project = tempProject({
  ".github/fix-loop.yml": "tiers:\n  - name: smoke\n    tests: t/*.sh\n",
  "t/ok.sh": "#!/usr/bin/env bash\n# TEST: BT-001 - does nothing\necho 'PASS: ok'\n",
});
const commands = [
  { name: "--version", args: ["--version"] },
  { name: "--help", args: ["--help"] },
  { name: "verify, 1 script", args: ["verify", "--plain"] },
];
const node = { name: "node -e 0", argv: ["-e", "0"] };
const subjects = [
  node,
  ...buildsToCompare().flatMap((build) =>
    commands.map((command) => ({
      name: `${command.name} (${build.name})`,
      argv: [build.cli, ...command.args],
      command: command.name,
      build: build.name,
    })),
  ),
];

const loadBefore = loadLine();
const samples = alternate(subjects, RUNS, (subject) => {
  const run = measured(process.execPath, subject.argv, { cwd: project });
  if (run.code !== 0) throw new Error(`${subject.name} exited ${run.code}`);
  return run;
});
const wall = samples.map((runs) => runs.map((run) => run.ms));
const cpu = samples.map((runs) => runs.map((run) => run.cpuMs));

console.log(
  `CLI start-up, median of ${RUNS} alternating rounds (wall, CPU of the process; ${loadBefore} before, ${loadLine()} after)`,
);
subjects.forEach((subject, i) => {
  const vsNode = i === 0 ? "" : `   ${pairedRatio(wall[i], wall[0]).toFixed(2)}x node`;
  console.log(
    `  ${subject.name.padEnd(44)} ${fmt(median(wall[i]))}  cpu ${fmtCpu(median(cpu[i]))}${vsNode}`,
  );
});
const version = subjects.findIndex((s) => s.command === "--version");
const versionMs = median(wall[version]);
const versionCpuMs = median(cpu[version]);
console.log(
  `  --version: ${fmt(versionMs)} wall (aim: at most ${fmt(VERSION_AIM_MS)} -> ${versionMs <= VERSION_AIM_MS ? "met" : "MISSED"}); cpu ${fmtCpu(versionCpuMs)} (${versionCpuMs <= VERSION_AIM_MS ? "under" : "over"} the aim with a processor free); ${pairedRatio(wall[version], wall[0]).toFixed(2)}x node -e 0 wall, ${pairedRatio(cpu[version], cpu[0]).toFixed(2)}x its cpu`,
);
const builds = [...new Set(subjects.flatMap((s) => (s.build ? [s.build] : [])))];
if (builds.length > 1) {
  for (const command of commands) {
    const [mine, theirs] = builds.map((build) =>
      subjects.findIndex((s) => s.build === build && s.command === command.name),
    );
    console.log(
      `  ${command.name}: this build / baseline ${pairedRatio(wall[mine], wall[theirs]).toFixed(2)} wall, ${pairedRatio(cpu[mine], cpu[theirs]).toFixed(2)} cpu`,
    );
  }
}
