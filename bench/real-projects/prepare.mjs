// Prepares the real-projects benchmark: exports each library (libraries.json) at its pinned
// commit from the mirrors into a scratch folder, drops the dev dependencies its tests never
// load, installs the rest, and runs its plain runner once to see it green on this machine.
// Prints, per library, the tests the runner reported, how many passed, and its time; writes the
// same to <scratch>/prepared.json, which green.mjs and run.mjs read. Run it under `nice`.
//
//   node bench/real-projects/prepare.mjs [--mirrors DIR] [--scratch DIR] [--only a,b] [--keep]
//
// --keep reuses a tree already prepared green at the same commit: no export, no install, and no
// plain run (its figures are those of the run that prepared it).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { countsOf } from "./counts.mjs";
import { flagsOf } from "./flags.mjs";
import {
  DEFAULT_MIRRORS,
  DEFAULT_SCRATCH,
  exportTree,
  librariesOf,
  missingSource,
  treeOf,
} from "./libraries.mjs";
import { shell } from "./timing.mjs";

const values = flagsOf(
  {
    mirrors: { type: "string", default: DEFAULT_MIRRORS },
    scratch: { type: "string", default: DEFAULT_SCRATCH },
    only: { type: "string" },
    keep: { type: "boolean", default: false },
  },
  "node bench/real-projects/prepare.mjs [--mirrors DIR] [--scratch DIR] [--only a,b] [--keep]",
);

mkdirSync(values.scratch, { recursive: true });
const recordFile = path.join(values.scratch, "prepared.json");
const record = existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, "utf8")) : {};

for (const library of librariesOf(values.only)) {
  const outcome = prepare(library);
  record[library.name] = { commit: library.commit, ...outcome };
  writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
  console.log(line(library, outcome));
}

function prepare(library) {
  const missing = missingSource(library, values.mirrors);
  if (missing) return { green: false, reason: missing };
  const root = treeOf(library, values.scratch);
  const previous = record[library.name];
  const reuse =
    values.keep && previous?.commit === library.commit && previous.installed && existsSync(root);
  if (reuse && previous.green) return { ...previous, kept: true };
  if (!reuse) {
    exportTree(library, values.mirrors, root);
    if (library.fixup) {
      const fixed = shell(library.fixup.command, root);
      if (fixed.code !== 0)
        return { green: false, installed: false, reason: `fixup failed: ${tail(fixed.output)}` };
    }
    const installed = install(library, root);
    if (installed.code !== 0)
      return {
        green: false,
        installed: false,
        reason: `install failed (exit ${installed.code}): ${tail(installed.output)}`,
      };
  }
  const run = shell(library.test, root, library.env);
  writeFileSync(path.join(values.scratch, `${library.name}.plain.log`), run.output);
  const counts = countsOf(library.runner, run.output);
  const green = run.code === 0 && counts !== null && counts.failed === 0;
  return {
    green,
    installed: true,
    reason: green ? null : `the plain run exited ${run.code}: ${tail(run.output)}`,
    counts,
    plainMs: Math.round(run.ms),
  };
}

/** The library's own install, after dropping (and adding) the dev dependencies it records. */
function install(library, root) {
  const steps = [];
  if (library.drop?.length)
    steps.push(
      `npm pkg delete ${library.drop.map((name) => `'devDependencies.${name}'`).join(" ")}`,
    );
  for (const spec of library.add ?? []) {
    const at = spec.lastIndexOf("@");
    steps.push(`npm pkg set 'devDependencies.${spec.slice(0, at)}=^${spec.slice(at + 1)}'`);
  }
  if (library.install) steps.push(library.install);
  if (steps.length === 0) return { code: 0, output: "" };
  const result = shell(steps.join(" && "), root);
  writeFileSync(path.join(values.scratch, `${library.name}.install.log`), result.output);
  return result;
}

function tail(output) {
  return output.trim().split("\n").slice(-3).join(" / ").slice(0, 400);
}

function line(library, outcome) {
  const what = `${library.name} (${library.flavour}) @ ${library.commit.slice(0, 8)}`;
  if (!outcome.green) return `${what}: NOT GREEN: ${outcome.reason}`;
  const { counts } = outcome;
  return `${what}: green, ${counts.passed} passed of ${counts.total} (${counts.skipped} skipped) in ${(outcome.plainMs / 1000).toFixed(2)} s${outcome.kept ? " (kept: as prepared before)" : ""}`;
}
