// How long `npm test` takes, and where: `node bench/test-suite-time.mjs [--top 10] [vitest args]`
// runs `npx vitest run` once with a JSON report and prints its wall time, the CPU seconds
// (user + system) it and every process it started used (the figure to compare on a busy
// machine), the counts, and the files that took longest (each file's own wall time, so
// under load they add up to more than the run). Pass `--project unit` for test:unit's figure,
// `--json FILE` to keep vitest's JSON report there.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./lib.mjs";

const args = process.argv.slice(2);
const at = args.indexOf("--top");
const top = at >= 0 ? Number(args.splice(at, 2)[1]) : 10;
const jsonAt = args.indexOf("--json");
const kept = jsonAt >= 0 ? path.resolve(args.splice(jsonAt, 2)[1] ?? "") : null;

/** CPU seconds of this process's waited-for children: user, system (Linux, 100 ticks a second). */
function childCpu() {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  return { user: Number(fields[13]) / 100, system: Number(fields[14]) / 100 };
}

const folder = mkdtempSync(path.join(tmpdir(), "fix-loop-suite-time-"));
const report = kept ?? path.join(folder, "report.json");
const cpuLog = path.join(folder, "cpu-per-file.tsv");
const before = childCpu();
const started = performance.now();
const run = spawnSync(
  "npx",
  ["vitest", "run", "--reporter=json", `--outputFile=${report}`, ...args],
  {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NO_COLOR: "1", FIX_LOOP_CPU_LOG: cpuLog },
  },
);
const wall = (performance.now() - started) / 1000;
const after = childCpu();
const user = after.user - before.user;
const system = after.system - before.system;

const result = JSON.parse(readFileSync(report, "utf8"));
// Each forked file's CPU and wall from its first hook to its last (test/support/cpu-per-file.ts).
// None for the unit project: its files share one process's threads, so it has no such figure.
const cpu = (existsSync(cpuLog) ? readFileSync(cpuLog, "utf8") : "")
  .trim()
  .split("\n")
  .filter(Boolean)
  .map((line) => line.split("\t"))
  .map(([name = "", seconds, wall, own]) => ({
    name: path.relative(ROOT, name),
    seconds: Number(seconds),
    wall: Number(wall),
    own: Number(own),
  }))
  .sort((a, b) => b.seconds - a.seconds);
rmSync(folder, { recursive: true, force: true });
const files = result.testResults
  .map((file) => ({
    name: path.relative(ROOT, file.name),
    seconds: (file.endTime - file.startTime) / 1000,
    tests: file.assertionResults.length,
  }))
  .sort((a, b) => b.seconds - a.seconds);
const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

console.log(`npx vitest run ${args.join(" ")}`.trim());
console.log(`  wall ${wall.toFixed(1)} s, exit ${run.status}`);
console.log(
  `  CPU ${(user + system).toFixed(1)} s (user ${user.toFixed(1)}, system ${system.toFixed(1)}) on ${(
    (user + system) / wall
  ).toFixed(2)} cores; load average after: ${load}`,
);
console.log(
  `  ${files.length} files, ${result.numTotalTests} tests: ${result.numPassedTests} passed, ${result.numFailedTests} failed, ${result.numPendingTests} skipped`,
);
console.log(`  the ${top} longest files (each file's own wall time):`);
for (const file of files.slice(0, top)) {
  console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.name} (${file.tests} tests)`);
}
for (const file of result.testResults) {
  for (const test of file.assertionResults) {
    if (test.status === "failed")
      console.log(`  failed: ${path.relative(ROOT, file.name)} > ${test.fullName}`);
  }
}
if (cpu.length > 0)
  console.log(
    `  the ${top} files that used most CPU (integration and timing; of ${cpu
      .reduce((sum, file) => sum + file.seconds, 0)
      .toFixed(1)} s over ${cpu.length} files; wall from first hook to last):`,
  );
for (const file of cpu.slice(0, top)) {
  console.log(
    `  ${file.seconds.toFixed(1).padStart(7)} s CPU ${file.wall.toFixed(1).padStart(6)} s  ${file.name}`,
  );
}
// The test worker's own part: test code, in-process servers (the scripted model, fake GitHub),
// module loading; the rest is the programs the file started.
const own = [...cpu].sort((a, b) => b.own - a.own);
if (own.length > 0)
  console.log(
    `  the ${top} files whose worker spent most CPU itself (of ${own
      .reduce((sum, file) => sum + file.own, 0)
      .toFixed(1)} s; the rest went to the programs they started):`,
  );
for (const file of own.slice(0, top)) {
  console.log(
    `  ${file.own.toFixed(1).padStart(7)} s own of ${file.seconds.toFixed(1)} s  ${file.name}`,
  );
}
