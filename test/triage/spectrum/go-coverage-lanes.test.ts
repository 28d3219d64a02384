import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestResult, testResultSchema } from "../../../src/results/schema.js";
import { goCoverageRunner } from "../../../src/triage/spectrum/go-coverage.js";

const hasGo = spawnSync("go", ["version"]).status === 0;
const MODULE = "example.com/lanes";
/** Seven tests, each calling a function of its own: odd, so the lanes get uneven shares. */
const NAMES = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf"];

describe.skipIf(!hasGo)("go coverage of chosen tests, run on every core", () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "fix-loop-golanes-"));
    await mkdir(path.join(root, "sub"));
    await writeFile(path.join(root, "go.mod"), `module ${MODULE}\n\ngo 1.19\n`);
    const functions = NAMES.map((name) => `func ${name}() int { return ${name.length} }\n`);
    await writeFile(path.join(root, "lanes.go"), `package lanes\n\n${functions.join("\n")}`);
    const tests = NAMES.map(
      (name) =>
        `func Test${name}(t *testing.T) {\n\tif ${name}() == 0 {\n\t\tt.Fatal("zero")\n\t}\n}\n`,
    );
    await writeFile(
      path.join(root, "lanes_test.go"),
      `package lanes\n\nimport "testing"\n\n${tests.join("\n")}`,
    );
    // A second package: its test runs from its own folder, by its own binary.
    await writeFile(
      path.join(root, "sub", "sub.go"),
      "package sub\n\nfunc Hotel() int { return 5 }\n",
    );
    await writeFile(
      path.join(root, "sub", "sub_test.go"),
      'package sub\n\nimport (\n\t"os"\n\t"testing"\n)\n\nfunc TestHotel(t *testing.T) {\n\tif _, err := os.Stat("sub.go"); err != nil || Hotel() != 5 {\n\t\tt.Fatal("not run in its folder")\n\t}\n}\n',
    );
  }, 60_000);

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("gives each test the function it called, and no other test's", async () => {
    const chosen: TestResult[] = [
      ...NAMES.map((name) => result(`lanes > Test${name}`, `${MODULE}.Test${name}`)),
      result("sub > TestHotel", `${MODULE}/sub.TestHotel`),
    ];
    const env = { ...process.env, GOFLAGS: "-count=1" };
    const found = await goCoverageRunner({ cwd: root, env }).run(chosen);
    expect(found.size).toBe(chosen.length);
    for (const name of NAMES) {
      expect([...(found.get(`lanes > Test${name}`) ?? [])]).toEqual([`lanes.go:lanes.${name}`]);
    }
    expect([...(found.get("sub > TestHotel") ?? [])]).toEqual(["sub/sub.go:sub.Hotel"]);
  }, 120_000);
});

function result(id: string, runnerId: string): TestResult {
  return testResultSchema.parse({
    id,
    title: id,
    tier: "tests",
    status: "failed",
    durationMs: 1,
    kind: "junit",
    file: "reports/junit.xml",
    runnerId,
    runs: 1,
    evidence: null,
  });
}
