// The green column of the real-projects benchmark: on each library prepare.mjs left green, runs
// `fix-loop init` as a user would, then `fix-loop verify` against the plain runner in alternating
// rounds (one unmeasured round each first, so caches are warm for both), and checks that verify
// saw every test the runner ran, once. Where init's tier cannot run here or misses tests, the
// library's own tier (libraries.json `tier`) is measured too. Writes <scratch>/green.json.
// Run it under `nice`; minutes per library.
//
//   node bench/real-projects/green.mjs [--scratch DIR] [--only a,b] [--runs 3] [--keep]
//
// --keep keeps a library's figures already in green.json for the same commit and tier (the daily
// sample's way: its minutes go to the mutants), saying when another build of dist/cli.js measured
// them; without it every library is measured again.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CLI, initialise, seen, useConfig, verify } from "./fix-loop-config.mjs";
import { flagsOf } from "./flags.mjs";
import { DEFAULT_SCRATCH, librariesOf, treeOf } from "./libraries.mjs";
import { median, seconds, shell } from "./timing.mjs";

const values = flagsOf(
  {
    scratch: { type: "string", default: DEFAULT_SCRATCH },
    only: { type: "string" },
    runs: { type: "string", default: "3" },
    keep: { type: "boolean", default: false },
  },
  "node bench/real-projects/green.mjs [--scratch DIR] [--only a,b] [--runs 3] [--keep]",
);

/** Which build of fix-loop measured a green entry: the start of dist/cli.js's sha256. */
const build = existsSync(CLI)
  ? createHash("sha256").update(readFileSync(CLI)).digest("hex").slice(0, 12)
  : null;

const prepared = readJson(path.join(values.scratch, "prepared.json")) ?? {};
const recordFile = path.join(values.scratch, "green.json");
const record = readJson(recordFile) ?? {};

for (const library of librariesOf(values.only)) {
  if (!prepared[library.name]?.green || prepared[library.name].commit !== library.commit) {
    console.log(
      `${library.name}: skipped (prepare.mjs has not left it green at ${library.commit.slice(0, 8)})`,
    );
    continue;
  }
  const kept = record[library.name];
  if (values.keep && kept?.commit === library.commit && kept.tier === library.tier?.command) {
    const other =
      kept.build !== build ? `, by another build of dist/cli.js (${kept.build ?? "unknown"})` : "";
    console.log(`${library.name}: kept (measured ${kept.measuredAt ?? "before"}${other})`);
    continue;
  }
  const root = treeOf(library, values.scratch);
  const plainCounts = prepared[library.name].counts;
  const init = initialise(root);
  const problems = initProblems(library, init);
  const first = verify(root, library.env);
  const initSeen = seen(first.results);
  problems.push(...seenProblems(initSeen, plainCounts, first));
  const entry = {
    commit: library.commit,
    build,
    measuredAt: new Date().toISOString(),
    init: { tierCommand: init.tierCommand, version: init.version, installs: init.installs },
    problems,
    initSeen,
  };
  if (library.tier) {
    useConfig(root, library.tier);
    entry.tier = library.tier.command;
    verify(root, library.env);
  }
  const timed = alternate(library, root);
  entry.timing = timed;
  record[library.name] = entry;
  writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
  report(library, plainCounts, entry);
  if (library.tier) useConfig(root, null);
}

// Caches are warm for both: prepare.mjs ran the plain runner, and the first verify init's tier.
function alternate(library, root) {
  const plain = [];
  const checks = [];
  let last = null;
  for (let round = 0; round < Number(values.runs); round++) {
    const run = shell(library.test, root, library.env);
    plain.push(run.ms);
    last = verify(root, library.env);
    checks.push({ ms: last.ms, code: last.code, phases: last.results?.phases ?? null });
  }
  const verifyMs = median(checks.map((each) => each.ms));
  return {
    plainMs: Math.round(median(plain)),
    verifyMs: Math.round(verifyMs),
    ratio: Number((verifyMs / median(plain)).toFixed(2)),
    outcome: last.results?.outcome ?? `no results.json (exit ${last.code})`,
    seen: seen(last.results),
    firstRunMs: Math.round(median(checks.map((each) => each.phases?.firstRunMs ?? Number.NaN))),
  };
}

/** What init wrote that differs from the project's own way to run its tests. */
function initProblems(library, init) {
  const problems = [];
  if (init.code !== 0)
    problems.push(`init exited ${init.code}: ${init.output.trim().split("\n").at(-1)}`);
  if (init.tierCommand === null) return [...problems, "init wrote no tier"];
  const dropped = library.test
    .split(/\s+/)
    .slice(1)
    .filter((word) => !/^(--coverage=false|--no-coverage|--reporter|spec|-m|pytest|-v)$/.test(word))
    .filter((word) => !init.tierCommand.includes(word.replace(/^"|"$/g, "")));
  if (dropped.length > 0) problems.push(`the tier drops the test command's ${dropped.join(" ")}`);
  if (init.installs.length > 0)
    problems.push(`needs ${init.installs.join(", ")} added (init says so)`);
  return problems;
}

function seenProblems(initSeen, plainCounts, first) {
  const problems = [];
  if (!first.results)
    return [
      `verify with init's tier wrote no results (exit ${first.code}): ${first.output.trim().split("\n").slice(-2).join(" / ")}`,
    ];
  if (first.results.outcome !== "passed")
    problems.push(`verify with init's tier: ${first.results.outcome}: ${first.results.headline}`);
  if (initSeen.total !== plainCounts.total)
    problems.push(`verify saw ${initSeen.total} tests where the runner ran ${plainCounts.total}`);
  if (initSeen.repeated.length > 0)
    problems.push(`${initSeen.repeated.length} ids repeat, e.g. ${initSeen.repeated[0]}`);
  return problems;
}

function report(library, plainCounts, entry) {
  const { timing } = entry;
  console.log(
    `${library.name} (${library.flavour}): ${plainCounts.total} tests; plain ${seconds(timing.plainMs)}, verify ${seconds(timing.verifyMs)} (${timing.ratio}x), ${timing.outcome}, saw ${timing.seen.total}${entry.tier ? " (the library's own tier)" : ""}`,
  );
  console.log(`  init: ${entry.init.tierCommand} [${entry.init.version ?? "no version"}]`);
  for (const problem of entry.problems) console.log(`  - ${problem}`);
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}
