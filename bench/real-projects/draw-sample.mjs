// Draws the daily sample from the counted bugs of runs (default <scratch>/run.json): N of them, the
// libraries in turn so every runner has its share, shuffled with the seed; writes sample.json,
// which `run.mjs --provider list:bench/real-projects/sample.json --sample N` replays.
//
//   node bench/real-projects/draw-sample.mjs [--scratch DIR] [--from run.json,...] [--size 30] [--seed 1]
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { flagsOf, readJsonFlag } from "./flags.mjs";
import { DEFAULT_SCRATCH } from "./libraries.mjs";
import { shuffled } from "./providers.mjs";

const values = flagsOf(
  {
    scratch: { type: "string", default: DEFAULT_SCRATCH },
    size: { type: "string", default: "30" },
    seed: { type: "string", default: "1" },
    from: { type: "string" },
  },
  "node bench/real-projects/draw-sample.mjs [--scratch DIR] [--from run.json,...] [--size 30] [--seed 1]",
);

const runFiles = values.from ? values.from.split(",") : [path.join(values.scratch, "run.json")];
const bugs = runFiles.flatMap((file) => readJsonFlag(file, "a run.mjs --out file (run.json)").bugs);
const byLibrary = new Map();
for (const bug of shuffled(bugs, Number(values.seed))) {
  if (!byLibrary.has(bug.library)) byLibrary.set(bug.library, []);
  byLibrary.get(bug.library).push(bug);
}
const sample = [];
while (
  sample.length < Number(values.size) &&
  [...byLibrary.values()].some((list) => list.length > 0)
) {
  for (const list of byLibrary.values()) {
    const bug = list.shift();
    if (bug && sample.length < Number(values.size)) sample.push(bug);
  }
}
const entries = sample.map(({ library, file, function: fn, line, description }) => ({
  library,
  file,
  function: fn,
  line,
  description,
}));
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "sample.json");
writeFileSync(out, `${JSON.stringify(entries, null, 2)}\n`);
console.log(
  `${entries.length} mutants over ${new Set(entries.map((entry) => entry.library)).size} libraries -> ${out}`,
);
