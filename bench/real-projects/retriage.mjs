// Triage again, without running a test, on what verify recorded: the inner loop of tuning the
// culprit on the real libraries' mutants. Record with `FIX_LOOP_TRIAGE_RECORD=DIR` in run.mjs's
// environment (src/triage/triage-record.ts writes one file per verify into DIR), then:
//
//   node bench/real-projects/retriage.mjs --records DIR --run RUN.json [--verbose]
//     [--changes none|mutant|history:K]
//
// --failures-per-file N keeps the coverage taken on the way of a file's first N failures, then
// of one in two, one in four, ...: what a bound on the failures the runners' hooks record would
// leave (the passing contrast and the other files' failures keep theirs).
//
// --changes gives triage a base commit's worth of changed functions (src/triage/changes/): the
// mutants' lines alone (mutant), or those with what the library's own K commits before its
// pinned one changed (history:K, from its mirror), as a pull request would hold the bug among
// harmless changes. A record made with a base keeps the functions it was given unless
// --changes says otherwise.
//
// Each line ends with the CPU the replay took (the first replay of a process pays for compiling
// triage's code as a verify does): triage's own cost on hundreds of failures.
//
// Each record is triaged by this worktree's src/triage (bundled), its coverage runs answered
// from the record, and judged as run.mjs judges a verify: groups per bug, the culprit against
// the mutated function, merges of the two-bug trees. A record is matched to its bug in RUN.json
// by its failing tests; the records that match no bug are the two-bug trees.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { importBundledTogether } from "../lib.mjs";
import { changedKeys, changesMode } from "./changes.mjs";
import { flagsOf, readJsonFlag } from "./flags.mjs";
import { groupingOf, judged, mergedGroups } from "./judge.mjs";

const values = flagsOf(
  {
    records: { type: "string" },
    run: { type: "string" },
    verbose: { type: "boolean", default: false },
    changes: { type: "string" },
    "failures-per-file": { type: "string" },
  },
  "node bench/real-projects/retriage.mjs --records DIR --run RUN.json [--verbose] [--changes none|mutant|history:K] [--failures-per-file N]",
);
const mode = changesMode(values.changes);
if (!values.records || !values.run) {
  console.error("usage: retriage.mjs --records DIR --run RUN.json [--verbose]");
  process.exit(2);
}

const triage = await importBundledTogether("culprit-retriage", [
  "src/triage/triage.ts",
  "src/triage/changes/changed-functions.ts",
  "src/triage/changes/diff-hunks.ts",
  "src/junit/go-module.ts",
]);
const run = readJsonFlag(values.run, "a run.mjs --out file (run.json)");
const files = readdirSync(values.records)
  .filter((name) => name.endsWith(".json"))
  .sort();

const sameSet = (a, b) => a.length === b.length && a.every((id) => b.includes(id));
const rows = [];
const pairs = [];
for (const name of files) {
  const record = JSON.parse(readFileSync(path.join(values.records, name), "utf8"));
  const failing = record.tests.filter((test) => test.status === "failed").map((test) => test.id);
  const changed = mode ? await changedKeys(mode, triage, changesOf(record, failing)) : undefined;
  const cpuBefore = process.cpuUsage();
  const groups = await replay(record, changed);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  const grouping = groupingOf({ tests: record.tests, groups });
  const bug = run.bugs.find((each) => sameSet(each.failingIds, grouping.failing));
  if (bug) {
    rows.push({ bug, verdict: judged(grouping, bug), grouping, cpuMs });
    continue;
  }
  const pair = run.pairs.find(
    (each) =>
      !pairs.some((seen) => seen.pair === each) &&
      each.bugs.every((named) =>
        run.bugs.some(
          (b) =>
            `${b.file}:${b.function}` === named &&
            b.library === each.library &&
            b.failingIds.every((id) => grouping.failing.includes(id)),
        ),
      ),
  );
  if (!pair) {
    console.log(`${name}: matches no bug and no two-bug tree of ${values.run}`);
    continue;
  }
  const [first, second] = pair.bugs.map((named) =>
    run.bugs.find((b) => b.library === pair.library && `${b.file}:${b.function}` === named),
  );
  const onlyFirst = new Set(first.failingIds.filter((id) => !second.failingIds.includes(id)));
  const onlySecond = new Set(second.failingIds.filter((id) => !first.failingIds.includes(id)));
  pairs.push({ pair, merged: mergedGroups(grouping, onlyFirst, onlySecond), grouping });
}

for (const { bug, verdict, grouping, cpuMs } of rows) {
  const mark = verdict.top1
    ? "top 1"
    : verdict.orClose
      ? "close behind"
      : verdict.inFile
        ? "in file"
        : "missed";
  const was = bug.top1 ? "top 1" : bug.inFile ? "in file" : "missed";
  console.log(
    `${bug.library} ${bug.file}:${bug.function}: ${verdict.groups} group(s), ${verdict.culprit ? `${verdict.culprit.file}:${verdict.culprit.function}` : "no culprit"} [${mark}] (recorded: ${bug.groups}, ${was}); triage ${cpuMs} ms CPU for ${grouping.failing.length} failures`,
  );
  if (values.verbose)
    for (const group of grouping.groups)
      console.log(
        `    ${group.tests.length} tests: ${group.culprit ? `${group.culprit.file}:${group.culprit.function}` : "-"}`,
      );
}
for (const { pair, merged, grouping } of pairs) {
  console.log(
    `${pair.library} two bugs (${pair.bugs.join(" + ")}): ${grouping.groups.length} group(s), ${merged} merged (recorded: ${pair.merged})`,
  );
  if (values.verbose)
    for (const group of grouping.groups)
      console.log(
        `    ${group.tests.length} tests: ${group.culprit ? `${group.culprit.file}:${group.culprit.function}` : "-"}`,
      );
}
/** "N bugs: top 1 …, or close behind …, in its file …, groups/bug … (max …)" for some of the rows. */
function summary(of) {
  const share = (count) => (of.length === 0 ? "-" : `${Math.round((100 * count) / of.length)} %`);
  const top1 = of.filter((row) => row.verdict.top1).length;
  const orClose = of.filter((row) => row.verdict.orClose).length;
  const inFile = of.filter((row) => row.verdict.inFile).length;
  const groupsPerBug = of.reduce((sum, row) => sum + row.verdict.groups, 0) / (of.length || 1);
  const most = Math.max(0, ...of.map((row) => row.verdict.groups));
  return `${of.length} bugs: culprit top 1 ${share(top1)}, or close behind ${share(orClose)}, in its file ${share(inFile)}, groups/bug ${groupsPerBug.toFixed(2)} (max ${most})`;
}
console.log("");
for (const runner of [...new Set(rows.map((row) => row.bug.runner))].sort())
  console.log(`${runner}: ${summary(rows.filter((row) => row.bug.runner === runner))}`);
console.log(
  `\n${summary(rows)}; merges ${pairs.filter((p) => p.merged > 0).length}/${pairs.length}`,
);

/** The tree's library and its mutants, found by the record's failing tests (a bug's, or a pair's). */
function changesOf(record, failing) {
  const bug = run.bugs.find((each) => sameSet(each.failingIds, failing));
  const library = bug?.library ?? path.basename(record.root);
  const mutants = bug
    ? [bug]
    : (run.pairs
        .filter((pair) => pair.library === library)
        .map((pair) =>
          pair.bugs.map((named) =>
            run.bugs.find((b) => b.library === library && `${b.file}:${b.function}` === named),
          ),
        )
        .find((both) => both.every((b) => b?.failingIds.every((id) => failing.includes(id)))) ??
      []);
  return { library, root: record.root, mutants };
}

/** triageFailures on a record, its coverage runs answered from what the recorded ones answered. */
function replay(record, changed) {
  const answered = new Map();
  for (const each of record.runs)
    for (const [id, functions] of each.answered)
      if (!answered.has(id)) answered.set(id, new Set(functions));
  const coverage = record.hasCoverage
    ? {
        run: async (tests) =>
          new Map(tests.filter((t) => answered.has(t.id)).map((t) => [t.id, answered.get(t.id)])),
        recordsCollection: () => record.recordsCollection,
      }
    : null;
  const taken = record.taken
    ? new Map(record.taken.map(([id, fns]) => [id, new Set(fns)]))
    : undefined;
  if (taken && values["failures-per-file"] !== undefined)
    thinFailures(record.tests, taken, Number(values["failures-per-file"]));
  return triage.triageFailures(record.tests, record.tierOrder, {
    root: record.root,
    coverage,
    taken,
    coverageLimits: record.coverageLimits,
    // --changes none replays a record made with a base without it; no --changes keeps its own.
    changed:
      changed ??
      (values.changes === undefined && record.changed ? new Set(record.changed) : undefined),
  });
}

/** Drops what was taken of each file's failures past the first `dense`, but for 1 in 2, 1 in 4, ... */
function thinFailures(tests, taken, dense) {
  const seen = new Map();
  for (const test of tests) {
    if (test.status !== "failed") continue;
    const index = seen.get(test.file) ?? 0;
    seen.set(test.file, index + 1);
    const kept = index < dense || index % 2 ** (Math.floor(Math.log2(index / dense)) + 1) === 0;
    if (!kept) taken.delete(test.id);
  }
}
