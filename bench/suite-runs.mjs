// How long the whole suite takes and how often it flakes: `node bench/suite-runs.mjs [--runs 5]`
// runs `npx vitest run` that many times in a row, then the unit project once, and prints the
// wall time of each run and the tests that failed in any of them.
import { spawnSync } from "node:child_process";

const at = process.argv.indexOf("--runs");
const runs = at > 0 ? Number(process.argv[at + 1]) : 5;
const failed = new Map();

function timed(args) {
  const started = performance.now();
  const result = spawnSync("npx", ["vitest", "run", ...args], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  const seconds = (performance.now() - started) / 1000;
  const text = `${result.stdout}${result.stderr}`;
  for (const line of text.split("\n")) {
    const failure = /^\s*FAIL\s+.*?(test\/\S+ > .*)$/.exec(line);
    if (failure) failed.set(failure[1], (failed.get(failure[1]) ?? 0) + 1);
  }
  const tests = /Tests\s+(.*)/.exec(text)?.[1]?.trim() ?? "no summary";
  return { seconds, code: result.status, tests };
}

for (let run = 1; run <= runs; run++) {
  const { seconds, code, tests } = timed([]);
  console.log(`npm test, run ${run}: ${seconds.toFixed(1)} s, exit ${code}, ${tests}`);
}
const unit = timed(["--project", "unit"]);
console.log(`npm run test:unit: ${unit.seconds.toFixed(1)} s, exit ${unit.code}, ${unit.tests}`);
console.log(
  failed.size === 0
    ? `flaky: none in ${runs} runs`
    : `failed in some run:\n${[...failed].map(([name, n]) => `  ${n}x ${name}`).join("\n")}`,
);
