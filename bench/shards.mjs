// A sharded verify (fix-loop verify --shard i/N, then fix-loop merge) of a 300-test vitest suite
// with nine scripts, in 1, 2 and 4 legs: the legs run one after another on this machine, so the
// wall time a matrix would see is the slowest leg's (against the mean), plus the merge. Then the
// legs again split by the times of the 1-leg run, and the spread of each (target <= 15 % once
// times are known). Last, the merge's own time for 10,000 tests in synthetic partials (target
// <= 5 s).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fmt, importBundledTogether, ROOT } from "./lib.mjs";

const { createShardedSuite, runLeg, mergePartials, timingsOf, configSchema, syntheticPartial } =
  await importBundledTogether("shards-bench", [
    "test/support/sharded-suite.ts",
    "test/support/synthetic-partial.ts",
    "src/shards/run-leg.ts",
    "src/shards/merge.ts",
    "src/shards/timings.ts",
    "src/config/schema.ts",
  ]);

const { root, config } = await createShardedSuite(path.join(ROOT, "node_modules"));
const configPath = ".github/fix-loop.yml";
const percent = (ratio) => `${(ratio * 100).toFixed(1)} %`;

async function sharded(total, timings) {
  const partials = [];
  const legMs = [];
  for (let index = 1; index <= total; index++) {
    const started = performance.now();
    partials.push(await runLeg({ cwd: root, config, configPath, leg: { index, total }, timings }));
    legMs.push(performance.now() - started);
  }
  const started = performance.now();
  const results = await mergePartials(partials, { cwd: root, config, configPath });
  const mergeMs = performance.now() - started;
  const mean = legMs.reduce((a, b) => a + b, 0) / total;
  return { results, slowest: Math.max(...legMs), mean, mergeMs };
}

try {
  console.log(
    "sharded verify of 300 vitest tests in 20 files and 9 scripts (legs run in turn here)",
  );
  const one = await sharded(1, null);
  const timings = timingsOf(one.results.tests);
  for (const [label, known] of [
    ["split by vitest's --shard and by count", null],
    ["split by the 1-leg run's times", timings],
  ]) {
    console.log(`  ${label}:`);
    for (const total of [1, 2, 4]) {
      const run = total === 1 && known === null ? one : await sharded(total, known);
      const spread = run.results.shards?.spread ?? 0;
      const aim = known && total > 1 ? ` (aim <= 15 %: ${spread <= 0.15 ? "met" : "MISSED"})` : "";
      console.log(
        `    ${total} leg${total === 1 ? " " : "s"}: slowest leg ${fmt(run.slowest)}, mean ${fmt(run.mean)}, merge ${fmt(run.mergeMs)}, wall ${fmt(run.slowest + run.mergeMs)}, spread ${percent(spread)}${aim}, ${run.results.tests.length} tests, ${run.results.groups.length} group`,
      );
    }
  }

  // The merge alone, for 10,000 tests over 4 legs, 40 of them failing from one cause.
  const synthetic = mkdtempSync(path.join(tmpdir(), "fix-loop-bench-merge-"));
  const mergeConfig = configSchema.parse({
    tiers: [{ name: "unit", command: "run-tests --junit", junit: "reports/junit.xml" }],
  });
  const partials = Array.from({ length: 4 }, (_, leg) => syntheticPartial(leg + 1, 4, 2500));
  const started = performance.now();
  const merged = await mergePartials(partials, {
    cwd: synthetic,
    config: mergeConfig,
    configPath,
  });
  const mergeMs = performance.now() - started;
  rmSync(synthetic, { recursive: true, force: true });
  console.log(
    `merge of 10,000 tests in 4 partials (40 failures): ${fmt(mergeMs)} (aim <= 5 s: ${mergeMs <= 5000 ? "met" : "MISSED"}), ${merged.tests.length} tests, ${merged.groups.length} group`,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
