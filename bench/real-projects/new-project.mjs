// A project nobody ran before, by hand (issue 29: "try it on a real project of that runner you
// have never run"): times the plain runner against `fix-loop verify` on one tree, green or with
// one find/replace mutant, in alternating rounds (medians, wall and CPU of the process tree),
// reads results.json's groups and culprits, runs the first two failures' `run:` lines (what
// they ran) and gives their ids back to `verify --tests`. The tree keeps its own
// .github/fix-loop.yml (what init wrote, or a tier fixed by hand); the mutant is put back after.
//
//   nice -n 19 node bench/real-projects/new-project.mjs TREE RUNNER 'PLAIN COMMAND' [FILE FIND REPLACE]
//
// RUNNER is counts.mjs's (go, node-test, jest, ...); ROUNDS=3 by default. Prints JSON.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { countsOf } from "./counts.mjs";

const [tree, runner, plain, file, find, replace] = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS ?? 3);
const cli = path.resolve(import.meta.dirname, "../../dist/cli.js");
const env = { ...process.env, GOFLAGS: "-count=1", GOPROXY: "off" };
let original = null;
if (file) {
  original = readFileSync(path.join(tree, file), "utf8");
  if (!original.includes(find)) throw new Error(`not found: ${find}`);
  writeFileSync(path.join(tree, file), original.replace(find, replace));
}
function timed(cmd, args) {
  const r = spawnSync("/usr/bin/time", ["-f", "%e %U %S", "nice", "-n", "19", ...[cmd, ...args]], {
    cwd: tree,
    env,
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  const lines = r.stderr.trim().split("\n");
  const [wall, user, sys] = lines.at(-1).split(" ").map(Number);
  return { wall, cpu: user + sys, out: r.stdout + r.stderr };
}
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const P = [],
  V = [];
let counts, results;
try {
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? ["p", "v"] : ["v", "p"];
    for (const o of order) {
      if (o === "p") {
        const r = timed("sh", ["-c", plain]);
        P.push(r);
        counts = countsOf(runner, r.out);
      } else {
        rmSync(path.join(tree, ".fix-loop"), { recursive: true, force: true });
        const r = timed("node", [cli, "verify"]);
        V.push(r);
        results = JSON.parse(readFileSync(path.join(tree, ".fix-loop/results.json"), "utf8"));
        results.__out = r.out;
      }
    }
  }
} catch (e) {
  restore();
  throw e;
}
const failed = results.tests.filter((t) => t.status === "failed");
function restore() {
  if (original !== null) writeFileSync(path.join(tree, file), original);
}
const checks = [];
try {
  for (const t of failed.slice(0, 2)) {
    const r = spawnSync("sh", ["-c", t.run], {
      cwd: tree,
      env,
      encoding: "utf8",
      maxBuffer: 1 << 28,
    });
    const o = r.stdout + r.stderr;
    const done = /DONE (\d+) tests?(?:, (\d+) failures?)?/.exec(o);
    const ran =
      runner === "go"
        ? done
          ? { total: +done[1], failed: +(done[2] ?? 0) }
          : null
        : countsOf(runner, o);
    rmSync(path.join(tree, ".fix-loop"), { recursive: true, force: true });
    const v = spawnSync("nice", ["-n", "19", "node", cli, "verify", "--tests", t.id], {
      cwd: tree,
      env,
      encoding: "utf8",
      maxBuffer: 1 << 28,
    });
    let only = null;
    try {
      const rr = JSON.parse(readFileSync(path.join(tree, ".fix-loop/results.json"), "utf8"));
      only = {
        tests: rr.tests.length,
        failed: rr.tests.filter((x) => x.status === "failed").map((x) => x.id),
      };
    } catch {
      only = { code: v.status, out: (v.stdout + v.stderr).slice(-600) };
    }
    checks.push({
      id: t.id,
      run: t.run,
      runLineRan: ran,
      evidence: JSON.stringify(t.evidence)?.slice(0, 300),
      onlyCode: v.status,
      only,
    });
  }
} finally {
  restore();
}
const out = {
  mutant: file ? `${file}: ${find} -> ${replace}` : "green",
  plain: counts,
  verifyTests: results.tests.length,
  verifyFailed: failed.length,
  groups: results.groups.map((g) => ({
    size: g.tests?.length,
    culprit: g.triage?.culprit,
    signature: g.signature?.slice?.(0, 120),
  })),
  checks,
  plainWall: med(P.map((r) => r.wall)),
  verifyWall: med(V.map((r) => r.wall)),
  plainCpu: med(P.map((r) => r.cpu)),
  verifyCpu: med(V.map((r) => r.cpu)),
  phases: results.phases,
};
out.ratioWall = +(out.verifyWall / out.plainWall).toFixed(2);
out.ratioCpu = +(out.verifyCpu / out.plainCpu).toFixed(2);
console.log(JSON.stringify(out, null, 1));
