import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJunitCommand } from "../../src/junit/run-junit-command.js";
import { identifyRunner } from "../../src/runners/registry.js";
import { failureSignature } from "../../src/triage/signature.js";

/**
 * gotestsum's JUnit reports of mitchellh/mapstructure (go 1.19) with decodeSlice's nil check
 * negated, so TestSliceCornerCases panics (index out of range); paths rewritten to
 * /fix-loop-fixtures/mapstructure. `beside-parallel-tests.xml` is the whole package, the one
 * run of twelve in which go's JSON gave the panic's lines to a t.Parallel() test that had not
 * finished (TestDecode_EmbeddedPointerSquashWithNestedMapstructure_FromMapToStruct), so
 * TestSliceCornerCases' own text stops at its `--- FAIL` line; `alone.xml` is the test alone.
 */
const recorded = path.join(import.meta.dirname, "../fixtures/junit/go-panic-carried");
const ROOT = "/fix-loop-fixtures/mapstructure";
const CARRIER = "TestDecode_EmbeddedPointerSquashWithNestedMapstructure_FromMapToStruct";

let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), "fix-loop-go-carried-"));
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

/** The recorded report, as the tier's command writes it. */
function replay(report: string) {
  return runJunitCommand(
    {
      tier: "unit",
      requires: [],
      command: `mkdir -p reports && cp ${path.join(recorded, report)} reports/junit.xml; exit 1`,
      reports: ["reports/junit.xml"],
    },
    { identify: identifyRunner, cwd, env: process.env, timeoutMs: 20_000, redact: (text) => text },
  );
}

describe("a go panic another test's output carried", () => {
  it("goes back to the test that raised it: the same evidence and signature as when that test runs alone", async () => {
    const beside = await replay("beside-parallel-tests.xml");
    const alone = await replay("alone.xml");
    const raised = beside.tests.find((test) => test.title === "TestSliceCornerCases");
    const single = alone.tests.find((test) => test.title === "TestSliceCornerCases");

    expect(raised?.evidence?.message).toBe(
      "panic: runtime error: index out of range [0] with length 0 [recovered]",
    );
    expect(raised?.evidence?.excerpt).toMatch(
      /--- FAIL: TestSliceCornerCases \(0\.00s\)\npanic: runtime error[\s\S]*mapstructure\.TestSliceCornerCases\(/,
    );
    expect(raised?.file).toBe(single?.file);
    expect(raised?.evidence?.location).toEqual(single?.evidence?.location);
    const signature = (test: typeof raised) =>
      failureSignature(test as NonNullable<typeof test>, { root: ROOT }).id;
    expect(signature(raised)).toBe(signature(single));

    // The test that carried it had not finished: left out, as go's other unfinished tests are,
    // and the panic is named as the one that raised it.
    expect(beside.tests.map((test) => test.title)).not.toContain(CARRIER);
    expect(beside.problem).toContain(
      "go stopped github.com/mitchellh/mapstructure at the panic in TestSliceCornerCases:",
    );
  });
});
