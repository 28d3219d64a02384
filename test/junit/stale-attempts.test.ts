import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { withRunnerRetry } from "../../src/junit/runner-retry.js";
import { runnerOf } from "../../src/runners/registry.js";

/**
 * A session runs a tier more than once (fix re-runs it after every attempt). The reporter of a
 * run that ends before the runner's end of run writes nothing: what an earlier run left in the
 * scratch folder must not be read as this run's attempts.
 */
let scratch = "";
afterEach(() => rm(scratch, { recursive: true, force: true }));

describe("the records of the runner's own retries", () => {
  it("are gone before a run starts, the failed attempts' errors too", async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "fix-loop-attempts-"));
    const stale = [
      path.join(scratch, "jest-attempts.json"),
      path.join(scratch, "jest-attempts.json.failed"),
    ];
    for (const file of stale) await writeFile(file, "from an earlier run\n");
    const retry = await withRunnerRetry(
      runnerOf("jest"),
      "jest --ci --reporters=default --reporters=jest-junit",
      1,
      scratch,
      {},
    );
    expect(retry?.recordFile).toBe(stale[0]);
    expect(stale.filter((file) => existsSync(file))).toEqual([]);
  });
});
