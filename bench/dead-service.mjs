// A dead service with a 2 s timeout: time from start to exit 3, with zero tests run, and what
// comes on top of the timeout (start-up before the probe, the report after it). Rounds alternate
// with `--vs DIR` (a baseline build, see baseline.mjs); `--runs N` (default 5).
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { alternate, buildsToCompare, pairedRatio, roundsWanted } from "./baseline.mjs";
import { fmt, median, tempProject, timed } from "./lib.mjs";

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
const samples = alternate(builds, RUNS, (build) => {
  const run = timed(process.execPath, [build.cli, "verify", "--plain"], { cwd: root });
  if (run.code !== 3) throw new Error(`${build.name}: expected exit 3, got ${run.code}`);
  return run.ms;
});
const results = JSON.parse(readFileSync(path.join(root, ".fix-loop/results.json"), "utf8"));
const ran = results.tests.filter((test) => test.runs > 0).length;

console.log(`dead service, 2 s timeout (median of ${RUNS} alternating rounds)`);
builds.forEach((build, i) => {
  const ms = median(samples[i]);
  const over = ms - TIMEOUT_MS;
  console.log(
    `  ${build.name.padEnd(28)} start to exit 3 ${fmt(ms)}, ${fmt(over)} over the timeout (aim: at most ${fmt(AIM_OVER_MS)} -> ${over <= AIM_OVER_MS ? "met" : "MISSED"}); max ${fmt(Math.max(...samples[i]))}`,
  );
});
if (builds.length > 1) {
  const overs = samples.map((runs) => runs.map((ms) => ms - TIMEOUT_MS));
  console.log(
    `  over the timeout, this build / baseline ${pairedRatio(overs[0], overs[1]).toFixed(2)} (paired)`,
  );
}
console.log(`  tests run         ${ran} of ${results.tests.length}`);
console.log(`  headline          ${results.headline}`);
