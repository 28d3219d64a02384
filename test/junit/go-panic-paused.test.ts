import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";

const hasGotestsum = spawnSync("gotestsum", ["--version"]).status === 0;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "fix-loop-go-paused-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

// google/go-cmp's TestDiff, in small: t.Parallel() subtests wait for their parent's function to
// return, and a sequential subtest panics first. gotestsum lists the waiting ones as failed,
// with `=== RUN` and `=== PAUSE` as their whole output (go-cmp: 252 of them, 134 root causes).
const FILES = {
  "go.mod": "module example.com/inner\n\ngo 1.19\n",
  "inner.go": [
    "package inner",
    "",
    "// Inner is what sits between the first and last byte; a string too short panics.",
    "func Inner(s string) string { return s[1 : len(s)-1] }",
    "",
  ].join("\n"),
  "inner_test.go": [
    "package inner",
    "",
    'import "testing"',
    "",
    "func TestCases(t *testing.T) {",
    '\tfor _, c := range []string{"{a}", "{b}", "{c}"} {',
    "\t\tc := c",
    "\t\tt.Run(c, func(t *testing.T) {",
    "\t\t\tt.Parallel()",
    '\t\t\tif Inner(c) == "" {',
    '\t\t\t\tt.Fatal("empty")',
    "\t\t\t}",
    "\t\t})",
    "\t}",
    '\tt.Run("empty", func(t *testing.T) { Inner("") })',
    "}",
    "",
  ].join("\n"),
  ".github/fix-loop.yml": [
    "retries: 0",
    "tiers:",
    "  - name: unit",
    '    command: "gotestsum --junitfile reports/junit.xml -- ./..."',
    "    junit: reports/junit.xml",
    "",
  ].join("\n"),
};

describe("the tests a go panic stopped once started", () => {
  it.skipIf(!hasGotestsum)(
    "are left out with those it kept from starting, not reported as failures of their own",
    async () => {
      const cwd = path.join(root, "paused");
      for (const [file, text] of Object.entries(FILES)) {
        await mkdir(path.dirname(path.join(cwd, file)), { recursive: true });
        await writeFile(path.join(cwd, file), text);
      }
      const env = { ...process.env, GOPROXY: "off", GOFLAGS: "-mod=mod -count=1", CI: "true" };
      const cli = await runCli(["verify", "--plain"], { cwd, env });
      const report = await readFile(path.join(cwd, "reports/junit.xml"), "utf8");
      // gotestsum did list the three waiting subtests as failed: what fix-loop reads them as is the point.
      expect(report.match(/=== PAUSE TestCases\/\{/g)).toHaveLength(3);
      const results = JSON.parse(await readFile(path.join(cwd, ".fix-loop/results.json"), "utf8"));
      const failed = results.tests
        .filter((test: { status: string }) => test.status === "failed")
        .map((test: { id: string }) => test.id)
        .sort();
      // As go test counts them: the subtest that panicked and its parent.
      expect(failed).toEqual([
        "example.com/inner > TestCases",
        "example.com/inner > TestCases/empty",
      ]);
      expect(results.groups).toHaveLength(1);
      const line = results.tiers[0].reason;
      expect(line).toContain("go stopped example.com/inner at the panic in TestCases/empty");
      expect(line).toContain("3 tests it had started (paused, or running) are left out too");
      expect(cli.stdout + cli.stderr).toContain(line);
    },
  );
});
