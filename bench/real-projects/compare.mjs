// Two sets of runs of the same mutants (run.mjs --out, the second through --provider
// list:FILE made from the first's bugs), side by side: per mutant its groups, culprit and
// verdict before and after, then the figures of the mutants both sets measured, then the
// two-bug trees. For judging a change to triage on the same bugs.
//
//   node bench/real-projects/compare.mjs before.json[,before2.json] after.json[,after2.json]
import { existsSync, readFileSync } from "node:fs";

const [beforeFiles = "", afterFiles = ""] = process.argv.slice(2);
const runsOf = (files) =>
  files
    .split(",")
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, "utf8")));
const before = runsOf(beforeFiles);
const after = runsOf(afterFiles);
const key = (bug) => `${bug.library}:${bug.file}:${bug.line}:${bug.description}`;
const afterBy = new Map(after.flatMap((run) => run.bugs).map((bug) => [key(bug), bug]));

function verdict(bug) {
  if (!bug) return "-";
  const culprit = bug.culprit ? `${bug.culprit.file}:${bug.culprit.function}` : "no culprit";
  const mark = bug.top1 ? "top 1" : bug.inFile ? "in file" : "missed";
  return `${bug.groups} group(s), ${culprit} [${mark}]${bug.sameGroups ? "" : ", rounds differ"}`;
}

function figures(bugs) {
  if (bugs.length === 0) return "-";
  const groups = bugs.map((bug) => bug.groups);
  const share = (test) => `${Math.round((100 * bugs.filter(test).length) / bugs.length)} %`;
  const mean = groups.reduce((sum, each) => sum + each, 0) / bugs.length;
  return `${bugs.length} bugs, groups per bug ${mean.toFixed(2)} (max ${Math.max(...groups)}), top 1 ${share((bug) => bug.top1)}, in its file ${share((bug) => bug.inFile)}, same groups ${share((bug) => bug.sameGroups)}`;
}

const both = [];
for (const bug of before.flatMap((run) => run.bugs)) {
  const later = afterBy.get(key(bug));
  if (later) both.push([bug, later]);
  console.log(
    `${bug.library} ${bug.file}:${bug.function} (${bug.description}), ${bug.plainFailed} fail`,
  );
  console.log(`  before: ${verdict(bug)}`);
  console.log(`  after:  ${verdict(later)}`);
}
console.log(`before: ${figures(both.map(([bug]) => bug))}`);
console.log(`after:  ${figures(both.map(([, bug]) => bug))}`);
for (const [name, runs] of [
  ["before", before],
  ["after", after],
])
  for (const pair of runs.flatMap((run) => run.pairs))
    console.log(
      `${name} two-bug tree ${pair.bugs.join(" + ")}: ${pair.groups} group(s), ${pair.merged} merged`,
    );
