// What `fix-loop verify` costs against the plain runner, red and green, per runner (issue 29,
// section 3: at most 1.25x red, 1.10x green, and no coverage phase above 25 % of the tier's own
// time). On the trees bench/real-projects/prepare.mjs left green (and their fix-loop config
// green.mjs left), each library is copied twice into the scratch folder: as it is (green) and
// with its hand-given mutant (red, from --mutants). Then, in alternating rounds whose order
// turns each round, the plain runner and `verify` of each build given with --cli (name=path to
// a cli.js; default: this checkout's dist/cli.js), so two builds are compared on one loaded
// machine in one run. Prints, per library, state and build: the median ratio to the plain
// runner, the phases of results.json (first runs, re-runs, coverage) and the coverage phase's
// share of the tier's own time (coverage / first runs), the failures and groups. Each time is wall and
// CPU (user + system of the whole process tree, through GNU time): on a shared machine the CPU
// ratio is the steadier of the two.
//
//   npm run build
//   # before a change, to set it against: a build keeps its package.json and node_modules beside
//   # dist/ (a bare copy at /tmp/dist-before would read /tmp/package.json, and break others' tests)
//   mkdir -p /tmp/before && cp -a dist package.json /tmp/before/ && ln -sfn "$PWD/node_modules" /tmp/before/
//   nice -n 19 node bench/verify-overhead.mjs --only express,luxon,sortedcontainers \
//     --cli before=/tmp/before/dist/cli.js --cli after=dist/cli.js [--rounds 3] [--green] [--red]
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { CLI } from "./real-projects/fix-loop-config.mjs";
import { DEFAULT_SCRATCH, librariesOf, treeOf } from "./real-projects/libraries.mjs";
import { coverageShare, median } from "./real-projects/timing.mjs";
import { freshCopy, writeMutated } from "./real-projects/trees.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));

const { values } = parseArgs({
  options: {
    prepared: { type: "string", default: DEFAULT_SCRATCH },
    scratch: { type: "string", default: "/tmp/fix-loop-verify-overhead" },
    only: { type: "string" },
    mutants: { type: "string", default: path.join(HERE, "verify-overhead-mutants.json") },
    cli: { type: "string", multiple: true },
    rounds: { type: "string", default: "3" },
    green: { type: "boolean", default: false },
    red: { type: "boolean", default: false },
  },
});

const builds = (values.cli ?? [`this=${CLI}`]).map((each) => {
  const at = each.indexOf("=");
  return at < 0
    ? { name: path.basename(path.dirname(each)), cli: path.resolve(each) }
    : { name: each.slice(0, at), cli: path.resolve(each.slice(at + 1)) };
});
const states = values.green === values.red ? ["red", "green"] : values.green ? ["green"] : ["red"];
const mutants = JSON.parse(readFileSync(values.mutants, "utf8"));
const rounds = Number(values.rounds);
const rows = [];

for (const library of librariesOf(values.only)) {
  const prepared = treeOf(library, values.prepared);
  if (!existsSync(path.join(prepared, ".github/fix-loop.yml"))) {
    console.log(
      `${library.name}: skipped (no prepared tree with a fix-loop config at ${prepared})`,
    );
    continue;
  }
  for (const state of states) {
    const mutant = mutants.find((each) => each.library === library.name);
    if (state === "red" && !mutant) {
      console.log(`${library.name}: no mutant in ${values.mutants}, red skipped`);
      continue;
    }
    const tree = freshCopy(prepared, path.join(values.scratch, `${library.name}-${state}`));
    if (state === "red") mutate(tree, mutant);
    // One unmeasured run of each, so caches (jest's transforms, pytest's) are warm for all.
    timed(library.test, tree, library.env);
    for (const build of builds) verify(tree, library.env, build.cli);
    const plain = [];
    const runs = new Map(builds.map((build) => [build.name, []]));
    for (let round = 0; round < rounds; round++) {
      const order = [null, ...builds];
      for (let turn = 0; turn < order.length; turn++) {
        const build = order[(turn + round) % order.length];
        if (!build) plain.push(timed(library.test, tree, library.env));
        else runs.get(build.name).push(verify(tree, library.env, build.cli));
      }
    }
    for (const build of builds)
      rows.push(row(library, state, build.name, plain, runs.get(build.name)));
    print(rows.slice(-builds.length));
  }
}
console.log("\nall:");
print(rows);

function mutate(tree, mutant) {
  const source = readFileSync(path.join(tree, mutant.file), "utf8");
  if (!source.includes(mutant.find))
    throw new Error(`${mutant.library}: ${mutant.file} has no ${JSON.stringify(mutant.find)}`);
  writeMutated(tree, mutant.file, source.replace(mutant.find, mutant.replace));
}

/**
 * A command's wall time and CPU time (user + system, its whole process tree as far as each
 * parent waited for its children), through GNU time: on a shared machine the CPU ratio is the
 * steadier one.
 */
function timed(command, cwd, env = {}) {
  const out = path.join(values.scratch, "time.txt");
  rmSync(out, { force: true });
  const started = performance.now();
  spawnSync(
    "/usr/bin/time",
    ["-o", out, "-f", "%U %S", "sh", "-c", 'eval "$FIX_LOOP_BENCH_COMMAND" >/dev/null 2>&1'],
    {
      cwd,
      env: { ...process.env, CI: "true", ...env, FIX_LOOP_BENCH_COMMAND: command },
      stdio: "ignore",
    },
  );
  const ms = performance.now() - started;
  const [user, system] = readFileSync(out, "utf8").trim().split("\n").at(-1).split(" ").map(Number);
  return { ms, cpuMs: (user + system) * 1000 };
}

/** One `fix-loop verify` of a build, timed, and the results it wrote. */
function verify(tree, env, cli) {
  const file = path.join(tree, ".fix-loop/results.json");
  rmSync(file, { force: true });
  const time = timed(`${process.execPath} ${cli} verify --plain`, tree, env);
  return { ...time, results: existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null };
}

function row(library, state, build, plain, runs) {
  const phase = (name) => Math.round(median(runs.map((run) => run.results?.phases?.[name] ?? NaN)));
  const plainMs = median(plain.map((run) => run.ms));
  const verifyMs = median(runs.map((run) => run.ms));
  const cpuRatio = median(runs.map((run) => run.cpuMs)) / median(plain.map((run) => run.cpuMs));
  const last = runs.at(-1)?.results;
  const groupCounts = runs.map((run) => run.results?.groups?.length ?? NaN);
  return {
    library: library.name,
    runner: library.runner,
    state,
    build,
    plainMs: Math.round(plainMs),
    verifyMs: Math.round(verifyMs),
    ratio: verifyMs / plainMs,
    cpuRatio,
    plainCpuMs: median(plain.map((run) => run.cpuMs)),
    verifyCpuMs: median(runs.map((run) => run.cpuMs)),
    firstRunMs: phase("firstRunMs"),
    retryMs: phase("retryMs"),
    coverageMs: phase("coverageMs"),
    coverageInRunsMs: phase("coverageInRunsMs") || 0,
    triageMs: phase("triageMs"),
    coverageShare: coverageShare({
      coverageMs: phase("coverageMs"),
      coverageInRunsMs: phase("coverageInRunsMs") || 0,
      firstRunMs: phase("firstRunMs"),
    }),
    failed: last?.tests?.filter((test) => test.status === "failed").length ?? NaN,
    groups: groupCounts.join("/"),
  };
}

function print(list) {
  const head = [
    "library",
    "runner",
    "state",
    "build",
    "plain",
    "verify",
    "ratio",
    "cpu ratio",
    "cpu plain / verify",
    "first run",
    "re-runs",
    "coverage",
    "in runs",
    "cov/tier",
    "failed",
    "groups",
  ];
  const lines = list.map((each) => [
    each.library,
    each.runner,
    each.state,
    each.build,
    `${(each.plainMs / 1000).toFixed(2)} s`,
    `${(each.verifyMs / 1000).toFixed(2)} s`,
    `${each.ratio.toFixed(2)}x`,
    `${each.cpuRatio.toFixed(2)}x`,
    `${(each.plainCpuMs / 1000).toFixed(2)} / ${(each.verifyCpuMs / 1000).toFixed(2)} s`,
    `${(each.firstRunMs / 1000).toFixed(2)} s`,
    `${(each.retryMs / 1000).toFixed(2)} s`,
    `${(each.coverageMs / 1000).toFixed(2)} s`,
    `${(each.coverageInRunsMs / 1000).toFixed(2)} s`,
    `${Math.round(each.coverageShare * 100)} %`,
    String(each.failed),
    each.groups,
  ]);
  const widths = head.map((title, at) =>
    Math.max(title.length, ...lines.map((line) => line[at].length)),
  );
  for (const line of [head, ...lines])
    console.log(line.map((cell, at) => cell.padEnd(widths[at])).join("  "));
}
