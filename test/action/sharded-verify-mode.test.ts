import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/results/schema.js";
import { createProjectRepo, type ProjectRepo } from "./support/project.js";
import { pushEvent, runActionInProcess } from "./support/run-action.js";

const repos: ProjectRepo[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.remove();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * The sharded pipeline's two steps as the runner runs them: each leg (the shard input) writes
 * its partial and tries to upload it; verify with the partials input merges the downloaded
 * partials and hands fix the groups, as an unsharded verify does.
 */
describe("the Action's verify mode, sharded", () => {
  it("runs a leg's share, then merges the legs into the results and groups fix reads", async () => {
    const repo = createProjectRepo();
    repos.push(repo);
    const partials = mkdtempSync(path.join(tmpdir(), "fix-loop-partials-"));
    folders.push(partials);
    for (const shard of ["1/2", "2/2"]) {
      const leg = await runActionInProcess({
        workspace: repo.dir,
        inputs: { mode: "verify", shard, timings: path.join(repo.dir, "no-timings-yet.json") },
        event: pushEvent(),
      });
      const [index, total] = shard.split("/");
      const file = path.join(repo.dir, `.fix-loop/partial-${index}-of-${total}.json`);
      expect(existsSync(file)).toBe(true);
      expect(leg.transcript).toContain("no timings at");
      // No artifact service here: the leg says so and fails, so the merge would not go on without it.
      expect(leg.failures.join("\n")).toMatch(/partial results were not uploaded/);
      expect(leg.outputs.groups).toBeUndefined();
      copyFileSync(file, path.join(partials, path.basename(file)));
    }
    const merged = await runActionInProcess({
      workspace: repo.dir,
      inputs: { mode: "verify", partials },
      event: pushEvent(),
    });
    expect(merged.outputs.outcome).toBe("failed");
    const groups = JSON.parse(merged.outputs.groups ?? "") as string[];
    expect(groups).toHaveLength(1);
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(merged.outputs.results ?? "", "utf8")),
    );
    expect(results.tests.map((test) => test.id).sort()).toEqual(["BT-001", "BT-002"]);
    expect(results.groups.map((group) => group.id)).toEqual(groups);
    expect(results.shards?.legs).toHaveLength(2);
    expect(merged.summary).toContain("`BT-002`");
    expect(merged.summary).toMatch(/ · 2 legs \(slowest \d+\.\d s\), spread \d+ %/);
  });
});
