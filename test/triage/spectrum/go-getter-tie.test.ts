import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../../src/results/schema.js";
import { runCli } from "../../support/run-cli.js";
import { createTempProject } from "../../support/temp-project.js";

const hasGotestsum = spawnSync("gotestsum", ["--version"]).status === 0;
const GO_ENV = { GOPROXY: "off", GOFLAGS: "-mod=mod" };

/**
 * Masterminds/semver's shape: Compare reads each version's Major through a getter and hands the
 * two to compareSegment, seeded to call equal parts smaller (`<=` for `<`). Every test that
 * compares fails, and only those run the three: the spectrum ties them, and the getter's name
 * comes first.
 */
const PROJECT = {
  ".github/fix-loop.yml": `tiers:
  - name: unit
    command: "gotestsum --junitfile reports/junit.xml -- ./..."
    junit: reports/junit.xml
`,
  "go.mod": "module example.com/semver\n\ngo 1.19\n",
  "version.go": [
    "package semver",
    "",
    "type Version struct{ major uint64 }",
    "",
    "func New(major uint64) *Version { return &Version{major: major} }",
    "",
    "func (v Version) Major() uint64 {",
    "\treturn v.major",
    "}",
    "",
    "func (v *Version) Compare(o *Version) int {",
    "\treturn compareSegment(v.Major(), o.Major())",
    "}",
    "",
    "func compareSegment(v, o uint64) int {",
    "\tif v <= o {",
    "\t\treturn -1",
    "\t}",
    "\tif v > o {",
    "\t\treturn 1",
    "\t}",
    "\treturn 0",
    "}",
    "",
  ].join("\n"),
  "version_test.go": [
    "package semver",
    "",
    'import "testing"',
    "",
    "func TestNew(t *testing.T) {",
    "\tif New(2).major != 2 {",
    '\t\tt.Fatal("major")',
    "\t}",
    "}",
    "",
    "func TestCompareEqual(t *testing.T) {",
    "\tif got := New(1).Compare(New(1)); got != 0 {",
    '\t\tt.Errorf("Compare(1, 1) = %d, want 0", got)',
    "\t}",
    "}",
    "",
    "func TestCompareSame(t *testing.T) {",
    "\tif got := New(3).Compare(New(3)); got != 0 {",
    '\t\tt.Errorf("Compare(3, 3) = %d, want 0", got)',
    "\t}",
    "}",
    "",
    "func TestCompareZero(t *testing.T) {",
    "\tif got := New(0).Compare(New(0)); got != 0 {",
    '\t\tt.Errorf("Compare(0, 0) = %d, want 0", got)',
    "\t}",
    "}",
    "",
  ].join("\n"),
};

describe.skipIf(!hasGotestsum)("a go function tied with the getter its caller reads", () => {
  it("is the culprit, not the getter nor the caller", async () => {
    const root = await createTempProject(PROJECT);
    const run = await runCli(["verify", "-C", root], { env: GO_ENV });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(1);
    const text = await readFile(path.join(root, ".fix-loop/results.json"), "utf8");
    const { groups } = resultsSchema.parse(JSON.parse(text));
    expect(groups.map((group) => [group.tests.length, group.triage?.culprit?.function])).toEqual([
      [3, "semver.compareSegment"],
    ]);
  });
});
