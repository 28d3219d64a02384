import { appendFileSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, expect } from "vitest";

// With FIX_LOOP_CPU_LOG set (bench/test-suite-time.mjs sets it), each test file appends a line
// to that file: its path, then the CPU seconds its worker spent on it, its own and that of every
// process it started and waited for (the programs, git, the claude binary, through sudo too).
// Workers are separate processes, so files running side by side do not blur each other.

const log = process.env.FIX_LOOP_CPU_LOG;

/** User + system seconds of this process and its waited-for children (100 ticks a second). */
function cpuSeconds(): number {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  return [11, 12, 13, 14].reduce((sum, at) => sum + Number(fields[at]), 0) / 100;
}

if (log) {
  let started = 0;
  let wall = 0;
  let file = "";
  beforeAll(() => {
    file = expect.getState().testPath ?? "(unknown file)";
    started = cpuSeconds();
    wall = performance.now();
  });
  afterAll(() => {
    const seconds = (performance.now() - wall) / 1000;
    appendFileSync(log, `${file}\t${(cpuSeconds() - started).toFixed(2)}\t${seconds.toFixed(2)}\n`);
  });
}
