import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { runCli } from "../support/run-cli.js";
import { createTempProject } from "../support/temp-project.js";

const hasGotestsum = spawnSync("gotestsum", ["--version"]).status === 0;
const GO_ENV = { GOPROXY: "off", GOFLAGS: "-mod=mod" };

/**
 * A table test whose two rows fail (Scale is seeded to drop its factor past 10), in a package
 * below the module's root, its test function declared past the file's first lines.
 */
const CALC = {
  ".github/fix-loop.yml": `tiers:
  - name: unit
    command: "gotestsum --junitfile reports/junit.xml -- ./..."
    junit: reports/junit.xml
`,
  "go.mod": "module example.com/calc\n\ngo 1.19\n",
  "scale/scale.go": [
    "package scale",
    "",
    "// Scale multiplies x by factor; seeded to drop the factor past 10.",
    "func Scale(x, factor int) int {",
    "\tif x > 10 {",
    "\t\treturn x",
    "\t}",
    "\treturn x * factor",
    "}",
    "",
  ].join("\n"),
  "scale/scale_test.go": [
    "package scale",
    "",
    'import "testing"',
    "",
    "func TestSmall(t *testing.T) {",
    "\tif Scale(2, 3) != 6 {",
    '\t\tt.Fatal("2 by 3")',
    "\t}",
    "}",
    "",
    "func TestTable(t *testing.T) {",
    "\tfor _, row := range []struct{ x, want int }{{1, 2}, {20, 40}, {30, 60}} {",
    '\t\tt.Run(fmt.Sprintf("x=%d", row.x), func(t *testing.T) {',
    "\t\t\tif got := Scale(row.x, 2); got != row.want {",
    '\t\t\t\tt.Errorf("Scale(%d, 2) = %d, want %d", row.x, got, row.want)',
    "\t\t\t}",
    "\t\t})",
    "\t}",
    "}",
    "",
  ]
    .join("\n")
    .replace('import "testing"', 'import (\n\t"fmt"\n\t"testing"\n)'),
};

async function results(root: string): Promise<Results> {
  const text = await readFile(path.join(root, ".fix-loop/results.json"), "utf8");
  return resultsSchema.parse(JSON.parse(text));
}

describe.skipIf(!hasGotestsum)("a go parent test that failed with its subtests", () => {
  it("is placed in its own _test.go file at its func line (its rows and the tests that passed in the same file, by the same path), says which subtests failed, and stays in their group", async () => {
    const root = await createTempProject(CALC);
    const run = await runCli(["verify", "-C", root], { env: GO_ENV });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(1);
    const { tests, groups } = await results(root);
    const parent = tests.find((test) => test.id === "example.com/calc/scale > TestTable");
    expect(parent?.status).toBe("failed");
    expect(parent?.file).toBe("scale/scale_test.go");
    expect(parent?.evidence?.location).toEqual({ file: "scale/scale_test.go", line: 14 });
    expect(parent?.evidence?.message).toBe(
      "failed because 2 of its subtests failed: TestTable/x=20, TestTable/x=30",
    );
    expect(parent?.evidence?.excerpt).toContain("TestTable/x=20");
    expect(run.stdout).toContain("failed because 2 of its subtests failed");
    // Its rows are in the same file, by the same path: go prints `scale_test.go:18`, from the package's folder.
    for (const row of ["x=20", "x=30"]) {
      const subtest = tests.find((test) => test.id === `example.com/calc/scale > TestTable/${row}`);
      expect([subtest?.file, subtest?.evidence?.location]).toEqual([
        "scale/scale_test.go",
        { file: "scale/scale_test.go", line: 18 },
      ]);
    }
    // The tests that passed are placed as their parent is, not in the report they came in.
    expect(
      tests
        .filter((test) => test.status === "passed")
        .map((test) => [test.id, test.file, test.evidence])
        .sort(),
    ).toEqual([
      ["example.com/calc/scale > TestSmall", "scale/scale_test.go", null],
      ["example.com/calc/scale > TestTable/x=1", "scale/scale_test.go", null],
    ]);

    // One root cause, one group: the parent with the rows that failed.
    expect(groups).toHaveLength(1);
    expect(groups[0]?.tests.sort()).toEqual(
      [
        "example.com/calc/scale > TestTable",
        "example.com/calc/scale > TestTable/x=20",
        "example.com/calc/scale > TestTable/x=30",
      ].sort(),
    );
  });
});
