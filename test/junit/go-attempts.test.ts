import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJunitCommand } from "../../src/junit/run-junit-command.js";
import { identifyRunner } from "../../src/runners/registry.js";
import { runCli } from "../support/run-cli.js";

/**
 * What gotestsum 1.8 wrote with `--rerun-fails=2 --packages ./...` for the module below, run
 * once: TestFlaky and TestSub/flaky_case fail on their first attempt only, TestReal and
 * TestSub/bad on every attempt. Each attempt is a testcase of its own, failures first.
 */
const fixture = path.join(import.meta.dirname, "../fixtures/junit/gotestsum-rerun-fails.xml");
const hasGotestsum = spawnSync("gotestsum", ["--version"]).status === 0;

const MODULE: Record<string, string> = {
  "go.mod": "module example.com/flaky\n\ngo 1.19\n",
  "a_test.go": `package flaky

import (
\t"os"
\t"testing"
)

// failsOnce fails the first time it is called in this folder, and passes after.
func failsOnce(t *testing.T, name string) {
\tif _, err := os.Stat(name); err != nil {
\t\tos.WriteFile(name, nil, 0o644)
\t\tt.Fatal("first attempt fails")
\t}
}

func TestPass(t *testing.T) {}

func TestFlaky(t *testing.T) { failsOnce(t, "flaky.marker") }

func TestReal(t *testing.T) { t.Fatal("always fails") }

func TestSub(t *testing.T) {
\tt.Run("ok", func(t *testing.T) {})
\tt.Run("flaky_case", func(t *testing.T) { failsOnce(t, "sub.marker") })
\tt.Run("bad", func(t *testing.T) { t.Error("sub always fails") })
}
`,
  "sub/b_test.go": 'package sub\n\nimport "testing"\n\nfunc TestB(t *testing.T) {}\n',
};

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "fix-loop-go-attempts-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const outcomes = (tests: { id: string; status: string; runs: number }[]) =>
  Object.fromEntries(tests.map((test) => [test.id, `${test.status} x${test.runs}`]));

const EXPECTED = {
  "example.com/flaky > TestFlaky": "flaky x2",
  "example.com/flaky > TestReal": "failed x3",
  "example.com/flaky > TestSub/flaky_case": "flaky x2",
  "example.com/flaky > TestSub/bad": "failed x3",
  // Around each re-run subtest: failed, passed (flaky_case), failed, failed (bad).
  "example.com/flaky > TestSub": "failed x4",
  "example.com/flaky > TestPass": "passed x1",
  "example.com/flaky > TestSub/ok": "passed x1",
  "example.com/flaky/sub > TestB": "passed x1",
};

describe("gotestsum's --rerun-fails, read from its report", () => {
  it("makes each test's attempts one result: flaky with its failure, or failed every time", async () => {
    const cwd = path.join(root, "fixture");
    await mkdir(cwd, { recursive: true });
    const ran = await runJunitCommand(
      {
        tier: "unit",
        requires: [],
        command: `mkdir -p reports && cp ${fixture} reports/junit.xml; exit 1`,
        reports: ["reports/junit.xml"],
      },
      {
        identify: identifyRunner,
        cwd,
        env: process.env,
        timeoutMs: 20_000,
        redact: (text) => text,
      },
    );
    expect(outcomes(ran.tests)).toEqual(EXPECTED);
    const flaky = ran.tests.find((test) => test.id === "example.com/flaky > TestFlaky");
    expect(flaky?.reason).toBe(
      "failed, then passed on a re-run in the same run (1 of 2 runs failed; gotestsum's --rerun-fails)",
    );
    // Both outcomes: the pass in its status, the failed attempt in its evidence.
    expect(flaky?.evidence?.message).toBe("first attempt fails");
    expect(ran.refs.get("example.com/flaky > TestReal")?.name).toBe("TestReal");
  });

  it.skipIf(!hasGotestsum)(
    "needs no second start of its own in verify, and its run: lines name the package once",
    async () => {
      const cwd = path.join(root, "real");
      for (const [file, text] of Object.entries(MODULE)) {
        await mkdir(path.dirname(path.join(cwd, file)), { recursive: true });
        await writeFile(path.join(cwd, file), text);
      }
      await mkdir(path.join(cwd, ".github"));
      await writeFile(
        path.join(cwd, ".github/fix-loop.yml"),
        'tiers:\n  - name: unit\n    command: "gotestsum --junitfile reports/junit.xml --rerun-fails=2 --packages ./..."\n    junit: reports/junit.xml\n',
      );
      const env = { ...process.env, GOPROXY: "off", GOFLAGS: "-mod=mod" };
      await runCli(["verify", "--plain"], { cwd, env });
      const results = JSON.parse(await readFile(path.join(cwd, ".fix-loop/results.json"), "utf8"));
      expect(outcomes(results.tests)).toEqual(EXPECTED);
      expect(results.phases.retryMs).toBe(0);
      const real = results.tests.find((test: { id: string }) => test.id.endsWith("TestReal"));
      expect(real.run).toBe(
        "gotestsum --rerun-fails=2 --packages example.com/flaky -- -run '^TestReal$'",
      );
    },
  );
});
