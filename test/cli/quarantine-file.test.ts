import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/results/schema.js";
import { runCli } from "../support/run-cli.js";
import { createTempProject, scriptTest } from "../support/temp-project.js";

const LIST = {
  version: 1,
  tests: [
    {
      id: "BT-002",
      alias: "T-0000",
      since: "2026-11-20T10:00:00Z",
      reason: "flaked in 6 of 40 runs",
      rate: 0.15,
      lowerBound: 0.07,
      runs: 40,
      by: "@maintainer",
    },
  ],
};

describe("fix-loop verify --quarantine FILE", () => {
  it("runs and reports the quarantined failing test, exits 0; without the file it exits 1", async () => {
    const root = await createTempProject({
      ".github/fix-loop.yml": "tiers:\n  - name: smoke\n    tests: t/*.sh\nretries: 0\n",
      "t/ok.sh": scriptTest({ id: "BT-001", title: "fine" }, "echo PASS: fine"),
      "t/race.sh": scriptTest(
        { id: "BT-002", title: "race" },
        'echo "FAIL: lost the race"; exit 1',
      ),
      "quarantine.json": JSON.stringify(LIST),
      "broken.json": '{"version":1,"tests":[{"id":"BT-002"}]}',
    });
    const plain = await runCli(["verify", "-C", root]);
    expect(plain.code).toBe(1);

    const run = await runCli(["verify", "-C", root, "--quarantine", "quarantine.json"]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(
      "PASSED: all 2 tests passed, 1 failed in quarantine (not counted)",
    );
    expect(run.stdout).toContain(
      "quarantined (run and reported, a failure fails nothing): BT-002 failed",
    );
    expect(run.stdout).toContain("FAIL: lost the race");
    const results = resultsSchema.parse(
      JSON.parse(await readFile(path.join(root, ".fix-loop/results.json"), "utf8")),
    );
    expect(results.tests.find((test) => test.id === "BT-002")).toMatchObject({
      status: "failed",
      quarantined: { since: "2026-11-20T10:00:00Z", reason: "flaked in 6 of 40 runs" },
    });
    expect(results.groups).toEqual([]);

    const broken = await runCli(["verify", "-C", root, "--quarantine", "broken.json"]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain("broken.json: tests.0.alias:");
    expect(broken.stderr).not.toMatch(/\n\s+at /);
    const missing = await runCli(["verify", "-C", root, "--quarantine", "nowhere.json"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("cannot read the quarantine file");
  });
});
