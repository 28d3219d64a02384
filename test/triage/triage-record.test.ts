import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { TestResult } from "../../src/results/schema.js";
import { triageFailures } from "../../src/triage/triage.js";
import { type TriageRecord, triageRecorded } from "../../src/triage/triage-record.js";
import { failedTest } from "./failed-test.js";

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

const tests: TestResult[] = [
  failedTest("BT-1", ["FAIL: total is 3"], { tier: "unit" }),
  failedTest("BT-2", ["FAIL: label is empty"], { tier: "unit" }),
  failedTest("BT-3", ["PASS: tax"], { tier: "unit", status: "passed" }),
];
/** What a coverage runner answered for each test: BT-1 and BT-2 both ran `cents`. */
const answers = new Map([
  ["BT-1", new Set(["src/money.js:cents", "src/money.js:total"])],
  ["BT-2", new Set(["src/money.js:cents", "src/money.js:label"])],
  ["BT-3", new Set(["src/money.js:total"])],
]);
const runner = {
  run: async (chosen: readonly TestResult[]) =>
    new Map(
      chosen.flatMap((test) =>
        answers.has(test.id) ? [[test.id, answers.get(test.id) as Set<string>]] : [],
      ),
    ),
};

describe("FIX_LOOP_TRIAGE_RECORD", () => {
  it("writes what triage was given and what its coverage runs answered, which gives the same groups again", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "triage-record-"));
    folders.push(folder);
    const groups = await triageRecorded(
      tests,
      ["unit"],
      { coverage: runner },
      {
        FIX_LOOP_TRIAGE_RECORD: folder,
      },
    );
    const [file] = await readdir(folder);
    const record = JSON.parse(
      await readFile(path.join(folder, file as string), "utf8"),
    ) as TriageRecord;
    expect(record.tests.map((test) => test.id)).toEqual(["BT-1", "BT-2", "BT-3"]);
    expect(record.runs.flatMap((run) => run.asked).sort()).toEqual(["BT-1", "BT-2", "BT-3"]);
    // Replayed from the record alone, triage groups as it did.
    const recorded = new Map(
      record.runs.flatMap((run) => run.answered.map(([id, fns]) => [id, new Set(fns)] as const)),
    );
    const replay = {
      run: async (chosen: readonly TestResult[]) =>
        new Map(
          chosen.flatMap((test) =>
            recorded.has(test.id) ? [[test.id, recorded.get(test.id) as Set<string>]] : [],
          ),
        ),
    };
    const again = await triageFailures(record.tests, record.tierOrder, { coverage: replay });
    expect(again).toEqual(groups);
    expect(groups[0]?.triage?.culprit?.function).toBe("cents");
  });

  it("writes nothing when unset", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "triage-record-"));
    folders.push(folder);
    await triageRecorded(tests, ["unit"], { coverage: runner }, {});
    expect(await readdir(folder)).toEqual([]);
  });
});
