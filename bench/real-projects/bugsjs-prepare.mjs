// Prepares the BugsJS bugs of a list (bugsjs.json) for run.mjs's `bugsjs` provider: exports each
// bug's Bug-N-test tag from its project's mirror into <scratch>/<project>-<N>, installs what its
// package.json asks (the pins of the list applied, one install shared by the bugs whose
// dependencies are the same), and runs the plain runner on the exposing test files twice: on
// the buggy tree (at least one failure) and with the fix's source files from Bug-N-full (no
// failure). A bug that does not do both is left out with the reason. Writes
// <scratch>/bugsjs-prepared.json. Run it under `nice`.
//
//   node bench/real-projects/bugsjs-prepare.mjs [--list bench/real-projects/bugsjs.json]
//       [--mirrors /work/.mirror] [--scratch /tmp/flr-bugsjs] [--only express-1,hessian.js-2] [--keep]
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  bugGit,
  bugsjsList,
  commandsOf,
  DEFAULT_BUGSJS_SCRATCH,
  exposingTestFiles,
  fixedFunctions,
  fixedSourceFiles,
  PREPARED,
} from "./bugsjs.mjs";
import { countsOf } from "./counts.mjs";
import { flagsOf } from "./flags.mjs";
import { DEFAULT_MIRRORS, exportTree } from "./libraries.mjs";
import { shell } from "./timing.mjs";
import { freshCopy, writeMutated } from "./trees.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const values = flagsOf(
  {
    list: { type: "string", default: path.join(HERE, "bugsjs.json") },
    mirrors: { type: "string", default: DEFAULT_MIRRORS },
    scratch: { type: "string", default: DEFAULT_BUGSJS_SCRATCH },
    only: { type: "string" },
    keep: { type: "boolean", default: false },
  },
  "node bench/real-projects/bugsjs-prepare.mjs [--list FILE] [--mirrors DIR] [--scratch DIR] [--only a,b] [--keep]",
);

const PLAIN_LIMIT_SECONDS = 300;
mkdirSync(values.scratch, { recursive: true });
const recordFile = path.join(values.scratch, PREPARED);
const record = existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, "utf8")) : {};
const only = values.only?.split(",");

for (const bug of bugsjsList(values.list)) {
  if (only && !only.includes(bug.name)) continue;
  if (values.keep && record[bug.name]?.usable) {
    console.log(`${bug.name}: kept`);
    continue;
  }
  const outcome = await prepare(bug).catch((error) => ({
    usable: false,
    why: `${error.message.split("\n")[0]}`,
  }));
  // Read again before writing: two of these may prepare different bugs side by side.
  if (existsSync(recordFile)) Object.assign(record, JSON.parse(readFileSync(recordFile, "utf8")));
  record[bug.name] = {
    name: bug.name,
    project: bug.project,
    bug: bug.bug,
    runner: bug.runner,
    ...outcome,
  };
  writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
  console.log(line(bug, record[bug.name]));
}

async function prepare(bug) {
  const git = bugGit(bug, values.mirrors);
  const root = path.join(values.scratch, bug.name);
  exportTree({ repo: bug.repo, commit: `Bug-${bug.bug}-test` }, values.mirrors, root);
  const tests = exposingTestFiles(git, bug);
  if (tests.length === 0) return { usable: false, why: "the fix commit changes no test file" };
  const fixed = await fixedFunctions(git, bug, root);
  if (fixed.length === 0) return { usable: false, why: "the fix changes no JavaScript source" };
  // The fixed tag's package.json: a fix may raise a dependency its test needs (hessian.js Bug-1).
  const installed = install(bug, root, JSON.parse(git("show", `Bug-${bug.bug}-full:package.json`)));
  if (installed.code !== 0)
    return { usable: false, why: `install failed: ${tail(installed.output)}` };
  const options = [
    bug.options,
    ...(bug.requireIfPresent ?? [])
      .filter((file) => existsSync(path.join(root, `${file}.js`)))
      .map((file) => `--require ${file}`),
  ].join(" ");
  const { test, tier } = commandsOf({ ...bug, options }, tests);
  const env = bug.env ?? {};
  const buggy = shell(test, root, env, PLAIN_LIMIT_SECONDS);
  const buggyCounts = countsOf(bug.runner, buggy.output);
  writeFileSync(path.join(values.scratch, `${bug.name}.buggy.log`), buggy.output);

  const fixedTree = freshCopy(root, path.join(values.scratch, "fixed", bug.name));
  for (const file of fixedSourceFiles(git, bug))
    writeMutated(fixedTree, file, git("show", `Bug-${bug.bug}-full:${file}`));
  const good = shell(test, fixedTree, env, PLAIN_LIMIT_SECONDS);
  const goodCounts = countsOf(bug.runner, good.output);
  writeFileSync(path.join(values.scratch, `${bug.name}.fixed.log`), good.output);

  const base = { tests, fixed, test, tier, env, install: installed.key };
  const counts = { buggyCounts, fixedCounts: goodCounts, plainMs: Math.round(buggy.ms) };
  if (!buggyCounts || buggyCounts.failed === 0)
    return {
      ...base,
      ...counts,
      usable: false,
      why: buggyCounts ? "no test fails on the buggy tree" : `no counts: ${tail(buggy.output)}`,
    };
  if (!goodCounts || goodCounts.failed > 0 || good.code !== 0)
    return {
      ...base,
      ...counts,
      usable: false,
      why: goodCounts
        ? `${goodCounts.failed} tests fail with the fix too`
        : `no counts with the fix: ${tail(good.output)}`,
    };
  return { ...base, ...counts, usable: true, why: null };
}

/**
 * The bug's dependencies installed once per distinct set (<scratch>/installs/<hash>), its
 * node_modules a link there: bugs a few commits apart mostly ask the same versions.
 */
function install(bug, root, manifest) {
  const devDependencies = { ...manifest.devDependencies };
  for (const name of bug.drop ?? []) delete devDependencies[name];
  // keepDev: only these dev dependencies (eslint's list has browserify, karma and phantomjs).
  if (bug.keepDev)
    for (const name of Object.keys(devDependencies))
      if (!bug.keepDev.includes(name)) delete devDependencies[name];
  Object.assign(devDependencies, bug.pins ?? {});
  const wanted = {
    name: "bugsjs-install",
    private: true,
    dependencies: manifest.dependencies ?? {},
    devDependencies,
  };
  const key = createHash("sha256").update(JSON.stringify(wanted)).digest("hex").slice(0, 12);
  const dir = path.join(values.scratch, "installs", key);
  let result = { code: 0, output: "" };
  if (!existsSync(path.join(dir, "node_modules", ".package-lock.json"))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "package.json"), `${JSON.stringify(wanted, null, 2)}\n`);
    result = shell(
      "npm install --ignore-scripts --no-audit --no-fund --legacy-peer-deps",
      dir,
      {},
      900,
    );
    writeFileSync(path.join(dir, "install.log"), result.output);
  }
  if (result.code === 0)
    symlinkSync(path.join(dir, "node_modules"), path.join(root, "node_modules"));
  return { ...result, key };
}

function tail(output) {
  return output.trim().split("\n").slice(-3).join(" / ").slice(0, 300);
}

function line(bug, outcome) {
  const where = (outcome.fixed ?? []).map((each) => `${each.file}:${each.function}`).join(", ");
  const failed = (counts) => (counts ? `${counts.failed} of ${counts.total} fail` : "no counts");
  const runs = outcome.buggyCounts
    ? `; buggy ${failed(outcome.buggyCounts)}, fixed ${failed(outcome.fixedCounts)}; ${where}`
    : "";
  return `${bug.name}: ${outcome.usable ? "usable" : `LEFT OUT: ${outcome.why}`}${runs}`;
}
