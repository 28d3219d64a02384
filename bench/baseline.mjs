// Benches that time the bundled CLI can set this build against another one in the same run:
// `--vs DIR` names a folder holding dist/cli.js (and package.json), for example
//   mkdir /tmp/base && git archive main dist package.json | tar -x -C /tmp/base
//   node bench/cli-startup.mjs --vs /tmp/base
// Rounds then alternate between the builds (this, baseline, this, ...), so a machine whose load
// drifts during the run weighs on both alike; quote the medians and the paired ratio.
import { existsSync } from "node:fs";
import path from "node:path";
import { CLI, median } from "./lib.mjs";

/** This build's CLI, then the baseline's when `--vs DIR` was given. */
export function buildsToCompare(argv = process.argv.slice(2)) {
  const builds = [{ name: "this build", cli: CLI }];
  const at = argv.indexOf("--vs");
  if (at >= 0) {
    const folder = argv[at + 1];
    const cli = folder ? path.resolve(folder, "dist", "cli.js") : "";
    if (!existsSync(cli)) throw new Error(`--vs needs a folder with dist/cli.js (got ${folder})`);
    builds.push({ name: `baseline (${folder})`, cli });
  }
  return builds;
}

/** `--runs N`, or the bench's own default. */
export function roundsWanted(fallback, argv = process.argv.slice(2)) {
  const at = argv.indexOf("--runs");
  const runs = at >= 0 ? Number(argv[at + 1]) : fallback;
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs needs a whole number above 0");
  return runs;
}

/**
 * Runs `measure(subject)` for every subject, `rounds` times in turn, and returns each subject's
 * samples in the subjects' order.
 */
export function alternate(subjects, rounds, measure) {
  const samples = subjects.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, subject] of subjects.entries()) samples[i].push(measure(subject, round));
  }
  return samples;
}

/** The median of a/b taken round by round. */
export function pairedRatio(a, b) {
  return median(a.map((value, i) => value / b[i]));
}
