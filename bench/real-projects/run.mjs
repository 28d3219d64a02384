// The real-projects benchmark: seeds bugs by mutation into the libraries prepare.mjs left green
// (with the fix-loop config green.mjs left in each), and judges `fix-loop verify` on them. Each
// mutant goes into a fresh copy of its library's tree; it counts when the plain runner fails at
// least 3 tests and at least 5 tests reach its function (reach.mjs). Then, in alternating rounds,
// the plain runner and verify; results.json gives the groups, their culprits and the phases.
// With --pairs, two counted mutants of a library (in different files) go into one tree, to see
// two bugs merged into one group. Prints a table per runner and overall; writes
// <scratch>/run.json. Run it under `nice`. Hours in full; --sample 30 is the daily one.
//
// With --provider bugsjs:FILE, the bugs are BugsJS's real ones that bugsjs-prepare.mjs left
// usable in its scratch (default /tmp/flr-bugsjs), those of FILE (bugsjs.json): one tree per bug,
// counted when the exposing tests fail at least once, judged against the functions the fix
// changes, a row per project.
//
//   node bench/real-projects/run.mjs [--provider operators|list:FILE|hand:FILE|bugsjs:FILE] [--seed 1]
//       [--per-library 12 | --sample 30] [--per-function 2] [--rounds 2] [--pairs 1] [--only a,b]
//       [--budget-minutes M] [--scratch DIR] [--out FILE (default <scratch>/run.json)]
//       [--changes none|mutant|history:K]
//
// --changes gives verify a base commit (`--base HEAD`, src/triage/changes/): the copy becomes a
// repository whose HEAD holds the mutated files as they were (mutant), or as they were K commits
// before the library's pinned one, with every other file those commits changed (history:K): the
// mutant among a real change's harmless rest, as a pull request holds it.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { bugsjsLibraries, bugsjsMutants, DEFAULT_BUGSJS_SCRATCH } from "./bugsjs.mjs";
import { changesMode, commitBase } from "./changes.mjs";
import { countsOf } from "./counts.mjs";
import { useConfig, verify, withLongTimeout } from "./fix-loop-config.mjs";
import { flagsOf } from "./flags.mjs";
import { groupingOf, judged, mergedGroups } from "./judge.mjs";
import { DEFAULT_SCRATCH, librariesOf, treeOf } from "./libraries.mjs";
import { handGivenMutants, listedMutants, operatorMutants } from "./providers.mjs";
import { reachOf } from "./reach.mjs";
import { runLineCheck } from "./run-line.mjs";
import { printTables } from "./table.mjs";
import { ledgerLines, median, shell, timeLedger } from "./timing.mjs";
import { workingTree } from "./trees.mjs";

const values = flagsOf(
  {
    scratch: { type: "string", default: DEFAULT_SCRATCH },
    only: { type: "string" },
    provider: { type: "string", default: "operators" },
    seed: { type: "string", default: "1" },
    "per-library": { type: "string", default: "12" },
    "per-function": { type: "string", default: "2" },
    sample: { type: "string" },
    rounds: { type: "string", default: "2" },
    pairs: { type: "string", default: "1" },
    "budget-minutes": { type: "string" },
    out: { type: "string" },
    changes: { type: "string", default: "none" },
  },
  "node bench/real-projects/run.mjs [--provider operators|list:FILE|hand:FILE|bugsjs:FILE] [--sample 30] [--only a,b] ... (see its header)",
);
const changes = changesMode(values.changes);

// BugsJS's real bugs are taken as they come: the tests that expose them often fail one test.
const bugsjs = values.provider === "bugsjs" || values.provider.startsWith("bugsjs:");
if (bugsjs && values.scratch === DEFAULT_SCRATCH) values.scratch = DEFAULT_BUGSJS_SCRATCH;
const MIN_FAILURES = bugsjs ? 1 : 3;
const MIN_REACH = 5;
const seed = Number(values.seed);
const started = Date.now();
const budgetMs = values["budget-minutes"]
  ? Number(values["budget-minutes"]) * 60_000
  : Number.POSITIVE_INFINITY;
const provider = bugsjs
  ? bugsjsMutants
  : values.provider.startsWith("hand:")
    ? handGivenMutants(values.provider.slice(5))
    : values.provider.startsWith("list:")
      ? listedMutants(values.provider.slice(5))
      : operatorMutants;
const green = readJson(path.join(values.scratch, "green.json")) ?? {};
const ledger = timeLedger();

const libraries = (
  bugsjs
    ? bugsjsOnly(bugsjsLibraries(values.scratch, values.provider.slice(7)))
    : librariesOf(values.only)
).filter((library) => {
  if (green[library.name] || bugsjs) return true;
  console.log(`${library.name}: skipped (no green run of green.mjs in ${values.scratch})`);
  return false;
});

const queues = [];
for (const library of libraries) {
  const root = bugsjs ? path.join(values.scratch, library.name) : treeOf(library, values.scratch);
  const candidates = await ledger
    .time("making the mutants", () =>
      provider(library, root, { seed, perFunction: Number(values["per-function"]) }),
    )
    .catch((error) => {
      console.error(`${library.name}: no mutants: ${error.message}`);
      process.exit(2);
    });
  queues.push({ library, root, candidates, counted: [], tree: null });
  if (library.tier) useConfig(root, library.tier);
  else withLongTimeout(root);
}

// Fixed sample: the libraries in turn, one counted mutant each, until the sample is full; so
// every runner has its share. Full run: each library up to --per-library. A list (sample.json)
// already gives each library its share: all of its listed mutants are run, however uneven.
const perLibrary = values.provider.startsWith("list:")
  ? Number.POSITIVE_INFINITY
  : values.sample
    ? Math.ceil(Number(values.sample) / Math.max(queues.length, 1))
    : Number(values["per-library"]);
const total = values.sample ? Number(values.sample) : Number.POSITIVE_INFINITY;
const bugs = [];
const skipped = [];
const pairs = [];
let open = queues.filter((queue) => queue.candidates.length > 0);
while (open.length > 0 && bugs.length < total && Date.now() - started < budgetMs) {
  for (const queue of open) {
    if (bugs.length >= total || Date.now() - started >= budgetMs) break;
    const bug = await nextCounted(queue);
    if (bug) {
      bugs.push(bug);
      queue.counted.push(bug);
      console.log(line(bug));
      save();
    }
  }
  open = open.filter((queue) => queue.candidates.length > 0 && queue.counted.length < perLibrary);
}

for (const queue of queues) {
  // Two BugsJS bugs are two trees (two versions of their project): no pair to make.
  for (
    let index = 0;
    index < (bugsjs ? 0 : Number(values.pairs)) && Date.now() - started < budgetMs;
    index++
  ) {
    const pair = await pairOf(queue, index);
    if (pair) pairs.push(pair);
  }
}
save();
printTables({ libraries, bugs, pairs, green, by: bugsjs ? "project" : "runner" });
console.log(
  `${bugs.length} bugs counted, ${skipped.length} mutants not counted, in ${((Date.now() - started) / 60_000).toFixed(1)} min`,
);
for (const text of ledgerLines(ledger.summary())) console.log(text);

/**
 * With --changes, the copy made a repository whose HEAD is the base (changes.mjs) and "HEAD"
 * for verify's --base; null without.
 */
function baseFor(library, copy, mutantFiles) {
  if (!changes || bugsjs) return null;
  commitBase(changes, {
    library: library.name,
    root: treeOf(library, values.scratch),
    copy,
    mutantFiles,
  });
  return "HEAD";
}

/** The library's working copy: made at its first mutant, reset after each. */
async function treeFor(queue) {
  queue.tree ??= await ledger.time("copying trees", () =>
    workingTree(queue.root, path.join(values.scratch, "mutants", queue.library.name)),
  );
  return queue.tree;
}

/** Tries the queue's candidates in order until one counts; null when none is left. */
async function nextCounted(queue) {
  const { library, root, candidates } = queue;
  const tree = await treeFor(queue);
  while (candidates.length > 0) {
    const mutant = candidates.shift();
    tree.put(mutant.file, mutant.mutatedSource);
    const copy = tree.path;
    const red = shell(library.test, copy, library.env, limitOf(library));
    const counts = countsOf(library.runner, red.output);
    const why =
      red.code === 124
        ? "the plain run timed out"
        : counts === null
          ? "the runner printed no counts (a crash or a syntax error)"
          : counts.failed < MIN_FAILURES
            ? `${counts.failed} failures`
            : null;
    ledger.add(why ? "plain runs of mutants that do not count" : "plain runner, first runs", red);
    if (why) {
      skipped.push({ library: library.name, ...describe(mutant), why });
      tree.reset();
      continue;
    }
    // A listed mutant was counted when it was drawn: its reach is not measured again.
    const reach =
      values.provider.startsWith("list:") || bugsjs
        ? null
        : await ledger.time("reach (probe runs, cached)", () =>
            reachOf(
              library,
              root,
              values.scratch,
              mutant.file,
              mutant.function,
              languageOf(library, mutant.file),
              limitOf(library),
            ),
          );
    if (reach !== null && reach < MIN_REACH) {
      skipped.push({
        library: library.name,
        ...describe(mutant),
        why: `${reach} tests reach ${mutant.function}`,
      });
      tree.reset();
      continue;
    }
    const bug = await measure(library, copy, mutant, red, counts, reach);
    tree.reset();
    if (bug.verifyTimedOut) {
      // The plain run ended and verify did not: fix-loop's own failure, listed with the skipped.
      skipped.push({
        library: library.name,
        ...describe(mutant),
        why: `verify ran past ${Math.round(verifyLimitOf(library))} s (the plain run: ${Math.round(red.ms / 1000)} s)`,
      });
      continue;
    }
    return bug;
  }
  return null;
}

/** Alternating rounds of the plain runner and verify on one mutated tree. */
async function measure(library, copy, mutant, red, counts, reach) {
  const plain = [red];
  const verifies = [];
  const keys = new Set();
  let last = null;
  for (let round = 0; round < Number(values.rounds); round++) {
    if (round > 0)
      plain.push(
        await ledger.time("plain runner, timing rounds", () =>
          shell(library.test, copy, library.env, limitOf(library)),
        ),
      );
    const base = baseFor(library, copy, [mutant.file]);
    const run = await ledger.time("verify rounds", () =>
      verify(copy, library.env, verifyLimitOf(library), base),
    );
    if (run.timedOut) return { verifyTimedOut: true };
    const grouping = groupingOf(run.results);
    keys.add(grouping.key);
    verifies.push({ ms: run.ms, cpuMs: run.cpuMs, phases: run.results?.phases ?? null });
    last = { run, grouping };
  }
  const verdict = judged(last.grouping, mutant);
  const runLine = await ledger.time("run lines", async () =>
    runLineCheck(last.run.results, copy, library, limitOf(library)),
  );
  const phase = (name) => median(verifies.map((each) => each.phases?.[name] ?? Number.NaN));
  return {
    library: library.name,
    runner: library.runner,
    project: library.bugsjs?.project,
    ...describe(mutant),
    plainFailed: counts.failed,
    reach,
    ...verdict,
    outcome: last.run.results?.outcome ?? `no results.json (exit ${last.run.code})`,
    failingIds: last.grouping.failing,
    sameGroups: keys.size === 1,
    runLine,
    plainMs: Math.round(median(plain.map((each) => each.ms))),
    verifyMs: Math.round(median(verifies.map((each) => each.ms))),
    plainCpuMs: Math.round(median(plain.map((each) => each.cpuMs))),
    verifyCpuMs: Math.round(median(verifies.map((each) => each.cpuMs))),
    firstRunMs: Math.round(phase("firstRunMs")),
    coverageMs: Math.round(phase("coverageMs")),
    coverageInRunsMs: Math.round(phase("coverageInRunsMs")) || 0,
    mutatedSourceOf: mutant.mutatedSource,
  };
}

/** Two counted bugs of one library in different files, in one tree: merged into a group? */
async function pairOf(queue, index) {
  const bugsOfLibrary = queue.counted;
  const first = bugsOfLibrary[index * 2];
  const second = bugsOfLibrary.slice(index * 2 + 1).find((bug) => bug.file !== first?.file);
  if (!first || !second) return null;
  const tree = await treeFor(queue);
  tree.put(first.file, first.mutatedSourceOf);
  tree.put(second.file, second.mutatedSourceOf);
  const base = baseFor(queue.library, tree.path, [first.file, second.file]);
  const run = await ledger.time("two-bug trees (verify)", () =>
    verify(tree.path, queue.library.env, null, base),
  );
  tree.reset();
  const onlyFirst = new Set(first.failingIds.filter((id) => !second.failingIds.includes(id)));
  const onlySecond = new Set(second.failingIds.filter((id) => !first.failingIds.includes(id)));
  const grouping = groupingOf(run.results);
  return {
    library: queue.library.name,
    runner: queue.library.runner,
    bugs: [`${first.file}:${first.function}`, `${second.file}:${second.function}`],
    merged: mergedGroups(grouping, onlyFirst, onlySecond),
    groups: grouping.groups.length,
  };
}

/**
 * How long a verify of a mutant may take: three plain runs' limit. A mutant that loops only when
 * a failing test runs again (yaml's lexer with `this.flowLevel > 0` negated, under vitest's
 * --retry) would otherwise hold the run for the 1800 s the tier is given.
 */
function verifyLimitOf(library) {
  return 3 * limitOf(library);
}

/**
 * How long a plain run of a mutant may take: five times the green one, two minutes at least,
 * stretched by the machine's load (a limit for a mutant that loops, not for a busy machine: at
 * a load of 30 on 2 cores, a luxon run that takes 15 s alone took over 120 s).
 */
function limitOf(library) {
  const busy = Math.max(1, loadavg()[0] / availableParallelism());
  return busy * Math.max(120, (5 * (green[library.name]?.timing?.plainMs ?? 60_000)) / 1000);
}

/** The prepared bugs, or those of --only (names as express-3, or a project's name). */
function bugsjsOnly(all) {
  if (!values.only) return all;
  const names = values.only.split(",");
  return all.filter((bug) => names.includes(bug.name) || names.includes(bug.bugsjs.project));
}

function describe(mutant) {
  return {
    fixed: mutant.fixed,
    file: mutant.file,
    function: mutant.function,
    ...(mutant.innermost ? { innermost: mutant.innermost } : {}),
    line: mutant.line,
    operator: mutant.operator,
    description: mutant.description,
  };
}

function languageOf(library, file) {
  if (file.endsWith(".py")) return "python";
  if (/\.[cm]?tsx?$/.test(file)) return "typescript";
  return library.language === "go" ? "go" : "javascript";
}

function line(bug) {
  const culprit = bug.culprit ? `${bug.culprit.file}:${bug.culprit.function}` : "no culprit";
  const mark = bug.top1 ? "top 1" : bug.inFile ? "in file" : "missed";
  return `${bug.library} ${bug.file}:${bug.line} ${bug.function} (${bug.description}): ${bug.plainFailed} fail, ${bug.groups} group(s), ${culprit} [${mark}], verify ${(bug.verifyMs / bug.plainMs).toFixed(2)}x${bug.sameGroups ? "" : ", groups differ between rounds"}`;
}

function save() {
  const strip = (bug) => ({ ...bug, mutatedSourceOf: undefined });
  writeFileSync(
    values.out ?? path.join(values.scratch, "run.json"),
    `${JSON.stringify({ seed, provider: values.provider, bugs: bugs.map(strip), pairs, skipped, time: ledger.summary() }, null, 2)}\n`,
  );
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}
