// The benchmark's table, per runner and overall, in the terms (issue 29, section 2).
import { coverageShare, median } from "./timing.mjs";

const RUNNER_ORDER = ["jest", "vitest", "mocha", "node-test", "tap", "pytest", "go"];

/** A row per runner and one overall; `by: "project"` gives a row per BugsJS project instead. */
export function printTables({ libraries, bugs, pairs, green, by = "runner" }) {
  const names =
    by === "runner"
      ? RUNNER_ORDER.filter((runner) => libraries.some((library) => library.runner === runner))
      : [...new Set(bugs.map((bug) => bug[by]))];
  const rows = names.map((name) =>
    row(
      name,
      bugs.filter((bug) => bug[by] === name),
      pairs.filter((pair) => pair[by] === name),
      libraries
        .filter((library) => library[by] === name)
        .map((library) => green[library.name]?.timing?.ratio),
    ),
  );
  rows.push(
    row(
      "overall",
      bugs,
      pairs,
      libraries.map((library) => green[library.name]?.timing?.ratio),
    ),
  );
  const header = [
    by,
    "bugs",
    "groups/bug mean",
    "max",
    "culprit top 1",
    "or close",
    "in its file",
    "no culprit",
    "merges",
    "same groups",
    "run line",
    "verify/plain red",
    "green",
    "coverage/tier",
  ];
  const table = [header, ...rows];
  const widths = header.map((_, column) =>
    Math.max(...table.map((cells) => String(cells[column]).length)),
  );
  for (const cells of table)
    console.log(cells.map((cell, column) => String(cell).padEnd(widths[column])).join("  "));
}

/** The share of checked `run:` lines that ran their one failing test; "-" where none was checked. */
function runLines(bugs) {
  const checked = bugs.filter((bug) => bug.runLine);
  if (checked.length === 0) return "-";
  return `${Math.round((100 * checked.filter((bug) => bug.runLine.ok).length) / checked.length)} %`;
}

function row(name, bugs, pairs, greenRatios) {
  const share = (count) =>
    bugs.length === 0 ? "-" : `${Math.round((100 * count) / bugs.length)} %`;
  const ratios = bugs.map((bug) => bug.verifyMs / bug.plainMs);
  const coverage = bugs.map(coverageShare).filter(Number.isFinite);
  const greens = greenRatios.filter((ratio) => typeof ratio === "number");
  return [
    name,
    bugs.length,
    bugs.length === 0
      ? "-"
      : (bugs.reduce((sum, bug) => sum + bug.groups, 0) / bugs.length).toFixed(2),
    bugs.length === 0 ? "-" : Math.max(...bugs.map((bug) => bug.groups)),
    share(bugs.filter((bug) => bug.top1).length),
    share(bugs.filter((bug) => bug.orClose).length),
    share(bugs.filter((bug) => bug.inFile).length),
    share(bugs.filter((bug) => bug.culprit === null).length),
    `${pairs.filter((pair) => pair.merged > 0).length}/${pairs.length}`,
    share(bugs.filter((bug) => bug.sameGroups).length),
    runLines(bugs),
    ratios.length === 0 ? "-" : `${median(ratios).toFixed(2)}x`,
    greens.length === 0 ? "-" : `${median(greens).toFixed(2)}x`,
    coverage.length === 0
      ? "-"
      : `${Math.round(100 * median(coverage))} % (max ${Math.round(100 * Math.max(...coverage))} %)`,
  ];
}
