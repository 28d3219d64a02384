// Triage's own CPU against the number of failures (issue 29: hundreds of failures must cost
// triage time in proportion, not in its square). A project of one source file and its test
// file, and N failing vitest-style tests whose stacks run through the source (go-style names
// with "/" in them, as a subtest's, so the subtest pass has prefixes to index), beside N
// passing ones; each size triaged three times in one process (the first pays for compiling).
// Prints, per size, the CPU of each replay and the CPU per failure: flat when linear.
// Measured 2026-11-29 (loaded 2-core machine), last replay: 2,000 failures 118 ms (0.06 ms a
// failure, as at 500); before the source snapshot and the subtest index, 1,387 ms (0.69 ms a
// failure, 0.32 at 500).
//
//   node bench/triage-scaling.mjs [--sizes 250,500,1000,2000]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { importBundledTogether } from "./lib.mjs";

const { values } = parseArgs({
  options: { sizes: { type: "string", default: "250,500,1000,2000" } },
});
const { triageFailures } = await importBundledTogether("triage-scaling", ["src/triage/triage.ts"]);

const root = mkdtempSync(path.join(tmpdir(), "fix-loop-triage-scaling-"));
const FUNCTIONS = 40;
const source = [];
for (let index = 0; index < FUNCTIONS; index++)
  source.push(`export function step${index}(value) {`, `  return value + ${index};`, "}");
mkdirSync(path.join(root, "src"), { recursive: true });
writeFileSync(path.join(root, "src/lib.ts"), source.join("\n"));
writeFileSync(path.join(root, "src/lib.spec.ts"), "// the tests\n".repeat(2000));

function testOf(index, status) {
  const fn = index % FUNCTIONS;
  const name = `lib > case/${index % 7}/${index}`;
  const excerpt = [
    `AssertionError: expected ${index} to be ${index + 1}`,
    ` ❯ step${fn} src/lib.ts:${fn * 3 + 2}:10`,
    ` ❯ src/lib.spec.ts:${(index % 1900) + 1}:5`,
  ].join("\n");
  return {
    id: `src/lib.spec.ts > ${name}`,
    title: name,
    tier: "unit",
    status,
    durationMs: 2,
    kind: "junit",
    file: "src/lib.spec.ts",
    requires: [],
    runs: status === "failed" ? 2 : 1,
    reason: null,
    evidence:
      status === "failed"
        ? {
            exitCode: 1,
            signal: null,
            timedOut: false,
            durationMs: 2,
            summary: [],
            excerpt,
            outputBytes: excerpt.length,
            truncated: false,
            message: excerpt.split("\n")[0],
            location: null,
          }
        : null,
  };
}

console.log("failures  cpu ms (3 replays)   ms per failure (last)");
try {
  for (const size of values.sizes.split(",").map(Number)) {
    const times = [];
    for (let round = 0; round < 3; round++) {
      const tests = [];
      for (let index = 0; index < size; index++)
        tests.push(testOf(index, "failed"), testOf(size + index, "passed"));
      const before = process.cpuUsage();
      await triageFailures(tests, ["unit"], { root });
      const used = process.cpuUsage(before);
      times.push(Math.round((used.user + used.system) / 1000));
    }
    const last = times.at(-1);
    console.log(
      `${String(size).padEnd(8)}  ${times.join(" / ").padEnd(19)}  ${(last / size).toFixed(3)}`,
    );
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
