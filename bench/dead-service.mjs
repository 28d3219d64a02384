// A dead service with a 2 s timeout: time from start to exit 3, with zero tests run.
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { CLI, fmt, median, tempProject, timed } from "./lib.mjs";

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
const runs = Array.from({ length: 5 }, () =>
  timed(process.execPath, [CLI, "verify", "--plain"], { cwd: root }),
);
if (runs.some((run) => run.code !== 3))
  throw new Error(`expected exit 3, got ${runs.map((r) => r.code)}`);
const results = JSON.parse(readFileSync(path.join(root, ".fix-loop/results.json"), "utf8"));
const ran = results.tests.filter((test) => test.runs > 0).length;
const ms = median(runs.map((run) => run.ms));
console.log("dead service, 2 s timeout (median of 5)");
console.log(
  `  start to exit 3   ${fmt(ms)}   (aim: under 2.50 s -> ${ms < 2500 ? "met" : "MISSED"}); max ${fmt(Math.max(...runs.map((r) => r.ms)))}`,
);
console.log(`  tests run         ${ran} of ${results.tests.length}`);
console.log(`  headline          ${results.headline}`);
