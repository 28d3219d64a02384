// A dead service with a 2 s timeout: time from start to exit 3, with zero tests run, and what
// comes on top of the timeout, split by the process's own clock (bench/preload/process-clock.mjs)
// into the start-up before the first probe and the report after the probe's deadline, with the
// CPU fix-loop itself used (on a loaded machine the wall figures grow, the CPU does not). Rounds
// alternate with `--vs DIR` (a baseline build, see baseline.mjs); `--runs N` (default 5).
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { alternate, buildsToCompare, pairedRatio, roundsWanted } from "./baseline.mjs";
import { clocked, fmt, fmtCpu, loadLine, median, tempProject } from "./lib.mjs";

const TIMEOUT_MS = 2000;
const AIM_OVER_MS = 300;
const RUNS = roundsWanted(5);

const server = createServer();
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = server.address().port;
await new Promise((resolve) => server.close(resolve));

const root = tempProject({
  ".github/fix-loop.yml": `services:\n  api:\n    health: http://127.0.0.1:${port}/health\n    timeout: 2s\ntiers:\n  - name: health\n    tests: t/*.sh\n`,
  ...Object.fromEntries(
    Array.from({ length: 14 }, (_, i) => [
      `t/t${i}.sh`,
      `#!/usr/bin/env bash\n# TEST: BT-${i}\n# REQUIRES: api\nexit 0\n`,
    ]),
  ),
});
const builds = buildsToCompare();
const loadBefore = loadLine();
const runs = alternate(builds, RUNS, (build) => {
  const run = clocked(build.cli, ["verify", "--plain"], { cwd: root });
  if (run.code !== 3) throw new Error(`${build.name}: expected exit 3, got ${run.code}`);
  return run;
});
const samples = runs.map((rounds) => rounds.map((run) => run.ms));
const pick = (i, figure) => median(runs[i].map(figure));
const results = JSON.parse(readFileSync(path.join(root, ".fix-loop/results.json"), "utf8"));
const ran = results.tests.filter((test) => test.runs > 0).length;

console.log(
  `dead service, 2 s timeout (median of ${RUNS} alternating rounds; ${loadBefore} before, ${loadLine()} after)`,
);
builds.forEach((build, i) => {
  const ms = median(samples[i]);
  const over = ms - TIMEOUT_MS;
  console.log(`  ${build.name}`);
  console.log(
    `    start to exit 3      ${fmt(ms)}, ${fmt(over)} over the timeout (aim: at most ${fmt(AIM_OVER_MS)} -> ${over <= AIM_OVER_MS ? "met" : "MISSED"}); max ${fmt(Math.max(...samples[i]))}`,
  );
  console.log(
    `    before the probe     ${fmt(pick(i, (run) => run.clock.firstConnectMs))}, cpu ${fmtCpu(pick(i, (run) => run.clock.cpuAtFirstConnectMs))}   node's start to the first connection`,
  );
  console.log(
    `    after its deadline   ${fmt(pick(i, (run) => run.clock.exitMs - run.clock.firstConnectMs - TIMEOUT_MS))}   the report, results.json, exit (the probe's own cpu included: ${fmtCpu(pick(i, (run) => run.clock.cpuMs - run.clock.cpuAtFirstConnectMs))} from the first connection to exit)`,
  );
  console.log(
    `    cpu                  ${fmtCpu(pick(i, (run) => run.clock.cpuMs))} the process, ${fmtCpu(pick(i, (run) => run.cpuMs))} with its children: on an idle machine the ${fmt(over)} over comes to less (the probe's own tries are in it)`,
  );
});
if (builds.length > 1) {
  const overs = samples.map((rounds) => rounds.map((ms) => ms - TIMEOUT_MS));
  const cpus = runs.map((rounds) => rounds.map((run) => run.cpuMs));
  console.log(
    `  this build / baseline: over the timeout ${pairedRatio(overs[0], overs[1]).toFixed(2)}, cpu ${pairedRatio(cpus[0], cpus[1]).toFixed(2)} (paired)`,
  );
}
console.log(`  tests run         ${ran} of ${results.tests.length}`);
console.log(`  headline          ${results.headline}`);
