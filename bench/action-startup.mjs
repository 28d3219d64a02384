// The Action's figures: bundle size of dist/index.js, and the time from `node dist/index.js` to
// the first test process starting (the test script itself records when it began).
import { spawn } from "node:child_process";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { median, ROOT, tempProject } from "./lib.mjs";

const BUNDLE = path.join(ROOT, "dist", "index.js");
const RUNS = 7;

const project = tempProject({
  ".github/fix-loop.yml": "tiers:\n  - name: smoke\n    tests: t/*.sh\n",
  // GNU date: milliseconds since the epoch, when the first test really started.
  "t/first.sh":
    '#!/usr/bin/env bash\n# TEST: BT-001 - records its start\ndate +%s%3N > "$START_FILE"\n',
});
const startFile = path.join(project, "started-at");

function runOnce() {
  return new Promise((resolve, reject) => {
    writeFileSync(path.join(project, "out"), "");
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      START_FILE: startFile,
      GITHUB_WORKSPACE: project,
      GITHUB_OUTPUT: path.join(project, "out"),
      INPUT_MODE: "verify",
    };
    let firstOutputAt = null;
    const spawnedAt = Date.now();
    const child = spawn(process.execPath, [BUNDLE], {
      cwd: project,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout.once("data", () => {
      firstOutputAt = Date.now();
    });
    child.stdout.resume();
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`the Action exited ${code}`));
      const testStartedAt = Number(readFileSync(startFile, "utf8").trim());
      resolve({
        toFirstOutput: firstOutputAt - spawnedAt,
        toFirstTest: testStartedAt - spawnedAt,
        total: Date.now() - spawnedAt,
      });
    });
  });
}

const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await runOnce());

const size = statSync(BUNDLE).size;
console.log("GitHub Action (dist/index.js)");
console.log(
  `  bundle size                   ${(size / 1024 / 1024).toFixed(2)} MiB (${size} bytes)`,
);
console.log(
  `  start to first log line       ${median(runs.map((r) => r.toFirstOutput))} ms (median of ${RUNS})`,
);
console.log(
  `  start to first test started   ${median(runs.map((r) => r.toFirstTest))} ms (median of ${RUNS})`,
);
console.log(
  `  whole verify, one test        ${median(runs.map((r) => r.total))} ms (median of ${RUNS})`,
);
