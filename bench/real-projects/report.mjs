// Prints the benchmark's table again from the records of one or more runs (run.mjs --out), with
// the green column from green.json: to join runs made in parts, or read an old one.
//
//   node bench/real-projects/report.mjs [--scratch DIR] [--from run.json,run2.json]
// (BugsJS's runs: --scratch /tmp/flr-bugsjs --from run-eslint.json,run-b.json, a row per project)
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { flagsOf, readJsonFlag } from "./flags.mjs";
import { DEFAULT_SCRATCH, librariesOf } from "./libraries.mjs";
import { printTables } from "./table.mjs";
import { ledgerLines } from "./timing.mjs";

const values = flagsOf(
  { scratch: { type: "string", default: DEFAULT_SCRATCH }, from: { type: "string" } },
  "node bench/real-projects/report.mjs [--scratch DIR] [--from run.json,run2.json]",
);
const files = values.from ? values.from.split(",") : [path.join(values.scratch, "run.json")];
const runs = files.map((file) => readJsonFlag(file, "a run.mjs --out file (run.json)"));
const bugs = runs.flatMap((run) => run.bugs);
const pairs = runs.flatMap((run) => run.pairs);
const greenFile = path.join(values.scratch, "green.json");
const green = existsSync(greenFile) ? JSON.parse(readFileSync(greenFile, "utf8")) : {};
const libraries = librariesOf().filter((library) => green[library.name]);
// BugsJS's runs (run.mjs --provider bugsjs:FILE) get a row per project.
const bugsjs = runs.every((run) => run.provider?.startsWith("bugsjs"));
printTables({ libraries, bugs, pairs, green, by: bugsjs ? "project" : "runner" });
console.log(`${bugs.length} bugs, ${pairs.length} two-bug trees, from ${files.join(", ")}`);
// The runs' time ledgers summed: the CPU adds up; the wall time only for runs made one after another.
const timed = runs.filter((run) => run.time);
if (timed.length > 0) {
  const total = { ms: 0, cpuMs: 0 };
  const kinds = {};
  for (const { time } of timed) {
    total.ms += time.total.ms;
    total.cpuMs += time.total.cpuMs;
    for (const [kind, entry] of Object.entries(time.kinds)) {
      const sum = kinds[kind] ?? { count: 0, ms: 0, cpuMs: 0 };
      kinds[kind] = sum;
      sum.count += entry.count;
      sum.ms += entry.ms;
      sum.cpuMs += entry.cpuMs;
    }
  }
  for (const text of ledgerLines({ total, kinds })) console.log(text);
}
