// Loaded with `node --import` into a fix-loop process a bench times: it notes when the process
// first started a child and first opened a connection (a probe), with the CPU it had used by
// then, and at exit writes those, its exit time and its whole CPU (children not counted) as JSON
// to $FIX_LOOP_BENCH_CLOCK. Times are milliseconds from the process's start: a bench splits its
// wall time into the start-up before the work it waits for and what comes after, and the CPU
// figures say what those parts cost on a machine with a processor free.
import childProcess from "node:child_process";
import { writeFileSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";

const clock = {
  firstSpawnMs: null,
  cpuAtFirstSpawnMs: null,
  firstConnectMs: null,
  cpuAtFirstConnectMs: null,
  exitMs: null,
  cpuMs: null,
};
const cpuMs = () => {
  const cpu = process.cpuUsage();
  return (cpu.user + cpu.system) / 1000;
};
const spawn = childProcess.spawn;
childProcess.spawn = function stampedSpawn(...args) {
  if (clock.firstSpawnMs === null) {
    clock.firstSpawnMs = performance.now();
    clock.cpuAtFirstSpawnMs = cpuMs();
  }
  return spawn.apply(this, args);
};
syncBuiltinESMExports();
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function stampedConnect(...args) {
  if (clock.firstConnectMs === null) {
    clock.firstConnectMs = performance.now();
    clock.cpuAtFirstConnectMs = cpuMs();
  }
  return connect.apply(this, args);
};
process.on("exit", () => {
  clock.exitMs = performance.now();
  clock.cpuMs = cpuMs();
  if (process.env.FIX_LOOP_BENCH_CLOCK)
    writeFileSync(process.env.FIX_LOOP_BENCH_CLOCK, JSON.stringify(clock));
});
