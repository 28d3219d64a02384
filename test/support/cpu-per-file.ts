import { appendFileSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, expect } from "vitest";

// With FIX_LOOP_CPU_LOG set (bench/test-suite-time.mjs sets it), each test file appends a line
// to that file: its path, then the CPU seconds its worker spent on it, its own and that of every
// process it started and waited for (the programs, git, the claude binary, through sudo too).
// Workers are separate processes, so files running side by side do not blur each other.

const log = process.env.FIX_LOOP_CPU_LOG;

/** User + system seconds of this process and of its waited-for children (100 ticks a second). */
function cpuSeconds(): { all: number; own: number } {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  const ticks = (at: number[]) => at.reduce((sum, index) => sum + Number(fields[index]), 0) / 100;
  return { all: ticks([11, 12, 13, 14]), own: ticks([11, 12]) };
}

if (log) {
  let started = { all: 0, own: 0 };
  let wall = 0;
  let file = "";
  beforeAll(() => {
    file = expect.getState().testPath ?? "(unknown file)";
    started = cpuSeconds();
    wall = performance.now();
  });
  afterAll(() => {
    const seconds = (performance.now() - wall) / 1000;
    const ended = cpuSeconds();
    const all = (ended.all - started.all).toFixed(2);
    const own = (ended.own - started.own).toFixed(2);
    appendFileSync(log, `${file}\t${all}\t${seconds.toFixed(2)}\t${own}\n`);
  });
}
