import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "../../../src/config/schema.js";
import { runVerify } from "../../../src/engine/verify.js";
import { type JunitTierRun, runJunitCommand } from "../../../src/junit/run-junit-command.js";
import { identifyRunner } from "../../../src/runners/registry.js";
import type { Runner } from "../../../src/runners/runner.js";
import { blameByOchiai } from "../../../src/triage/spectrum/ochiai.js";
import { triageFailures } from "../../../src/triage/triage.js";
import { selectiveCommandOf } from "../../corpus/selective-command.js";
import { GO_JSON_TO_JUNIT } from "../../support/go-json-junit.js";

const hasGo = spawnSync("go", ["version"]).status === 0;

/**
 * A tiny Go module, standard library only: Sum skips the last number, and the tests compare
 * returned values, so no stack points at it. Two failures with two messages make two groups
 * by signature; coverage makes them one, blamed on Sum.
 */
const FILES: Record<string, string> = {
  "go.mod": "module example.com/calc\n\ngo 1.19\n",
  "calc.go": [
    "package calc",
    "",
    "// Sum adds the numbers. Seeded: the last one is skipped.",
    "func Sum(xs []int) int {",
    "\ttotal := 0",
    "\tfor i := 0; i < len(xs)-1; i++ {",
    "\t\ttotal += xs[i]",
    "\t}",
    "\treturn total",
    "}",
    "",
    "// Series is a list of numbers.",
    "type Series []int",
    "",
    "// Mean is the integer mean, 0 for no numbers.",
    "func (s Series) Mean() int {",
    "\tif len(s) == 0 {",
    "\t\treturn 0",
    "\t}",
    "\treturn Sum(s) / len(s)",
    "}",
    "",
  ].join("\n"),
  "calc_test.go": [
    "package calc",
    "",
    'import "testing"',
    "",
    "func TestSum(t *testing.T) {",
    "\tif got := Sum([]int{1, 2, 3}); got != 6 {",
    '\t\tt.Errorf("got %d, want %d", got, 6)',
    "\t}",
    "}",
    "",
    "func TestMean(t *testing.T) {",
    "\tif (Series{2, 4}).Mean() != 3 {",
    '\t\tt.Fatal("the mean of two and four is not three")',
    "\t}",
    "}",
    "",
    "func TestMeanEmpty(t *testing.T) {",
    "\tif got := Series(nil).Mean(); got != 0 {",
    '\t\tt.Errorf("got %d, want 0", got)',
    "\t}",
    "}",
    "",
  ].join("\n"),
  // Built only with `-tags extra`: a build of the package's tests without the tier's flags lacks it.
  "extra_test.go": [
    "//go:build extra",
    "",
    "package calc",
    "",
    'import "testing"',
    "",
    "func TestSumOfFour(t *testing.T) {",
    "\tif Sum([]int{1, 1, 1, 1}) != 4 {",
    '\t\tt.Fatal("four ones do not make four")',
    "\t}",
    "}",
    "",
  ].join("\n"),
  // Passes at once, unless a test of ours asks it to hang (the coverage run cut short).
  "hang_test.go": [
    "package calc",
    "",
    'import (\n\t"os"\n\t"testing"\n\t"time"\n)',
    "",
    "func TestHangs(t *testing.T) {",
    '\tif marker := os.Getenv("CALC_HANG_MARKER"); marker != "" {',
    "\t\tos.WriteFile(marker, nil, 0o644)",
    "\t\ttime.Sleep(time.Minute)",
    "\t}",
    "}",
    "",
  ].join("\n"),
  // gotestsum writes a go tier's JUnit in real projects; a few lines turn `go test -json` into
  // the same shape where it is not installed.
  "tools/junit.mjs": GO_JSON_TO_JUNIT,
};

const COMMAND = "go test -json ./... | node tools/junit.mjs reports/junit.xml";
// Nothing here may reach a module proxy: the fixture needs the standard library only.
const env = { ...process.env, GOPROXY: "off", GOFLAGS: "-mod=mod" };

describe.skipIf(!hasGo)("coverage localisation with go test", () => {
  let root: string;
  let run: JunitTierRun<Runner>;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "fix-loop-gocov-test-"));
    for (const [file, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    run = await runJunitCommand(
      { tier: "unit", requires: [], command: COMMAND, reports: ["reports/junit.xml"] },
      {
        identify: identifyRunner,
        cwd: root,
        env,
        timeoutMs: 60_000,
        redact: (text: string) => text,
      },
    );
  });
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  const runner = () =>
    run.runner?.coverage?.runner({
      cwd: root,
      env,
      commandFor: selectiveCommandOf(run, COMMAND),
    });

  it("names the functions each test ran, and Ochiai ranks the buggy one first", async () => {
    expect(run.runner?.name).toBe("go");
    const failing = run.tests.filter((test) => test.status === "failed");
    const passing = run.tests.filter((test) => test.status === "passed");
    expect(failing.map((test) => test.runnerId).sort()).toEqual([
      "example.com/calc.TestMean",
      "example.com/calc.TestSum",
    ]);
    const covered = await (runner() ?? { run: async () => new Map() }).run([
      ...failing,
      ...passing,
    ]);
    const byName = (name: string) =>
      [...(covered.get(run.tests.find((t) => t.runnerId?.endsWith(name))?.id ?? "") ?? [])].sort();
    expect(byName(".TestSum")).toEqual(["calc.go:calc.Sum"]);
    expect(byName(".TestMean")).toEqual(["calc.go:calc.Series.Mean", "calc.go:calc.Sum"]);
    // The early return: Mean ran, Sum did not.
    expect(byName(".TestMeanEmpty")).toEqual(["calc.go:calc.Series.Mean"]);

    const only = (tests: typeof failing) =>
      new Map(tests.map((test) => [test.id, covered.get(test.id) ?? new Set<string>()]));
    const blamed = blameByOchiai(only(failing), only(passing));
    expect([...new Set([...blamed.values()].map((suspect) => suspect.fn))]).toEqual([
      "calc.go:calc.Sum",
    ]);
  });

  it("keeps what finished when the time limit cuts the runs short, and stops at once", async () => {
    const marker = path.join(root, "hanging");
    const limit = new AbortController();
    const watch = setInterval(() => {
      if (existsSync(marker)) limit.abort();
    }, 20);
    const byName = (name: string) => run.tests.find((test) => test.runnerId?.endsWith(name));
    const order = [".TestSum", ".TestMeanEmpty", ".TestHangs", ".TestMean"].map(byName);
    const hanging = run.runner?.coverage?.runner({
      cwd: root,
      env: { ...env, CALC_HANG_MARKER: marker },
      commandFor: selectiveCommandOf(run, COMMAND),
    });
    const started = performance.now();
    const covered = await hanging?.run(
      order as NonNullable<(typeof order)[number]>[],
      limit.signal,
    );
    clearInterval(watch);
    expect(limit.signal.aborted).toBe(true);
    expect(performance.now() - started).toBeLessThan(30_000);
    // The runs go on every core: what another lane finished beside the hanging test is kept too.
    const kept = [...(covered?.keys() ?? [])];
    expect(kept).toEqual(expect.arrayContaining([order[0]?.id, order[1]?.id]));
    expect(kept).not.toContain(order[2]?.id);
    expect([...(covered?.get(order[0]?.id ?? "") ?? [])]).toEqual(["calc.go:calc.Sum"]);
  });

  it("makes the two failures one group, blamed on Sum, in verify's results", async () => {
    // Two messages, two signatures: without coverage the one bug is two groups.
    expect(await triageFailures(run.tests, ["unit"], { root })).toHaveLength(2);
    const config = configSchema.parse({
      retries: 0,
      tiers: [{ name: "unit", command: COMMAND, junit: "reports/junit.xml" }],
    });
    const results = await runVerify({ cwd: root, config, configPath: "fix-loop.yml", env });
    expect(results.groups).toHaveLength(1);
    expect(results.groups[0]?.tests).toHaveLength(2);
    expect(results.groups[0]?.triage?.culprit).toMatchObject({
      file: "calc.go",
      function: "calc.Sum",
      source: "coverage",
    });
  });

  it("takes coverage with the test binaries the first run built, with the tier's own flags", async () => {
    const tagged = "go test -tags extra -json ./... | node tools/junit.mjs reports/junit.xml";
    const config = configSchema.parse({
      retries: 0,
      tiers: [{ name: "unit", command: tagged, junit: "reports/junit.xml" }],
    });
    const results = await runVerify({ cwd: root, config, configPath: "fix-loop.yml", env });
    // Three messages; TestSumOfFour exists only with the tag, so only the first run's
    // binary can say what it called.
    expect(results.tests.filter((test) => test.status === "failed")).toHaveLength(3);
    expect(results.groups).toHaveLength(1);
    expect(results.groups[0]?.triage?.culprit).toMatchObject({
      function: "calc.Sum",
      source: "coverage",
    });
  });

  it("keeps the first run's binaries when the command sets GOFLAGS itself", async () => {
    const own = `GOFLAGS=-mod=mod go test -tags extra -json ./... | node tools/junit.mjs reports/junit.xml`;
    const config = configSchema.parse({
      retries: 0,
      tiers: [{ name: "unit", command: own, junit: "reports/junit.xml" }],
    });
    const results = await runVerify({ cwd: root, config, configPath: "fix-loop.yml", env });
    // Only the tagged binary the first run kept knows TestSumOfFour: fix-loop's GOFLAGS came through.
    expect(results.tests.filter((test) => test.status === "failed")).toHaveLength(3);
    expect(results.groups).toHaveLength(1);
    expect(results.groups[0]?.triage?.culprit).toMatchObject({
      function: "calc.Sum",
      source: "coverage",
    });
  });
});
