// verify over 40 scripts that each sleep 0.25 s in one tier, against a plain sequential bash
// loop over the same scripts, and against the ideal parallel schedule at verify's concurrency.
import { availableParallelism } from "node:os";
import { CLI, fmt, median, tempProject, timed } from "./lib.mjs";

const COUNT = 40;
const SLEEP_S = 0.25;
const RUNS = 3;
const concurrency = availableParallelism();

const files = { ".github/fix-loop.yml": "tiers:\n  - name: features\n    tests: t/*.sh\n" };
for (let i = 0; i < COUNT; i++) {
  const id = String(i).padStart(3, "0");
  files[`t/test_${id}.sh`] =
    `#!/usr/bin/env bash\n# TEST: BT-${id} - sleeps\nsleep ${SLEEP_S}\necho "PASS: slept"\n`;
}
const root = tempProject(files);

const loop = median(
  Array.from(
    { length: RUNS },
    () => timed("bash", ["-c", 'for f in t/*.sh; do ./"$f" >/dev/null; done'], { cwd: root }).ms,
  ),
);
const verifyRuns = Array.from({ length: RUNS }, () =>
  timed(process.execPath, [CLI, "verify", "--plain"], { cwd: root }),
);
if (verifyRuns.some((run) => run.code !== 0)) throw new Error("verify did not pass");
const verify = median(verifyRuns.map((run) => run.ms));
const ideal = Math.ceil(COUNT / concurrency) * SLEEP_S * 1000;
const allowed = ideal * 1.15 + 150;

console.log(
  `verify, ${COUNT} scripts x ${SLEEP_S} s, concurrency ${concurrency} (median of ${RUNS})`,
);
console.log(`  sequential bash loop     ${fmt(loop)}`);
console.log(
  `  fix-loop verify          ${fmt(verify)}   (${(loop / verify).toFixed(2)}x faster than the loop)`,
);
console.log(
  `  ideal parallel schedule  ${fmt(ideal)}   (verify is ${(((verify - ideal) / ideal) * 100).toFixed(1)}% over; aim: under ${fmt(allowed)} -> ${verify <= allowed ? "met" : "MISSED"})`,
);
