// hostile-agent-crossing's attack 3 (issue 28): a racer swaps a copy's folder for a link to a
// root folder and back while root puts a rejected attempt back by path, as fix-loop did before
// the change crossed as data. How often does each racer win against such a put-back (150
// files copied and chmod'ed into the folder by path), and what CPU does it burn meanwhile?
// The shell loop the test ran first (a process per move, never idle) against the node loop it
// runs now (renames and links in one process, asleep a millisecond between moves).
import { spawn } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROUNDS = 20;

const SHELL = [
  'cd "$2"',
  "while :; do",
  '  mv -T race race.away 2>/dev/null && ln -s "$1" race 2>/dev/null',
  "  rm -f race 2>/dev/null; mv -T race.away race 2>/dev/null",
  "done",
].join("\n");

const NODE = [
  'const fs = require("node:fs");',
  "const [target, dir] = process.argv.slice(1);",
  "process.chdir(dir);",
  "const nap = new Int32Array(new SharedArrayBuffer(4));",
  "for (;;) {",
  '  try { fs.renameSync("race", "race.away"); fs.symlinkSync(target, "race"); } catch {}',
  "  Atomics.wait(nap, 0, 0, 1);",
  '  try { fs.unlinkSync("race"); } catch {}',
  '  try { fs.renameSync("race.away", "race"); } catch {}',
  "  Atomics.wait(nap, 0, 0, 1);",
  "}",
].join("\n");

const nap = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** User + system seconds of a process and the children it waited for. */
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return [11, 12, 13, 14].reduce((sum, at) => sum + Number(fields[at]), 0) / 100;
}

function race(kind) {
  const base = mkdtempSync(path.join(tmpdir(), "fix-loop-racer-bench-"));
  const copy = path.join(base, "copy");
  const target = path.join(base, "target");
  const kept = path.join(base, "kept");
  for (const folder of [path.join(copy, "race"), target, kept])
    mkdirSync(folder, { recursive: true });
  for (let i = 0; i < 150; i++) {
    const name = `f${String(i).padStart(3, "0")}.txt`;
    writeFileSync(path.join(copy, "race", name), `changed ${i}\n`);
    writeFileSync(path.join(kept, name), `file ${i}\n`);
  }
  const racer =
    kind === "shell"
      ? spawn("sh", ["-c", SHELL, "racer", target, copy], { stdio: "ignore", detached: true })
      : spawn(process.execPath, ["-e", NODE, target, copy], { stdio: "ignore", detached: true });
  nap(300);
  const cpuBefore = cpuOf(racer.pid);
  const started = performance.now();
  let won = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of readdirSync(kept)) {
      const into = path.join(copy, "race", name);
      try {
        copyFileSync(path.join(kept, name), into);
        chmodSync(into, 0o644);
      } catch {
        // the folder was away for this one
      }
    }
    const landed = readdirSync(target);
    if (landed.length > 0) won += 1;
    for (const name of landed) rmSync(path.join(target, name));
    nap(100);
  }
  const cpu = cpuOf(racer.pid) - cpuBefore;
  const wall = (performance.now() - started) / 1000;
  process.kill(-racer.pid, "SIGKILL"); // its group: a move the shell started goes too
  nap(100);
  rmSync(base, { recursive: true, force: true, maxRetries: 5 });
  return { won, cpu, wall };
}

for (const kind of ["shell", "node"]) {
  const { won, cpu, wall } = race(kind);
  console.log(
    `${kind} racer: won ${won} of ${ROUNDS} put-backs; ${cpu.toFixed(2)} s CPU over ${wall.toFixed(1)} s (${((cpu / wall) * 100).toFixed(0)}% of a core)`,
  );
}
