import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

interface Ci {
  jobs: Record<
    string,
    { strategy?: { matrix?: { node?: number[] } }; steps: { run?: string; with?: object }[] }
  >;
}

describe(".github/workflows/ci.yml", () => {
  const ci = parse(read(".github/workflows/ci.yml")) as Ci;
  const jobs = Object.values(ci.jobs);

  it("runs .ci/run, the local CI entry point, and nothing else of its own", () => {
    for (const job of jobs) {
      expect(job.steps.filter((step) => step.run).map((step) => step.run)).toEqual([
        "bash .ci/run",
      ]);
    }
  });

  it("on the Node the CLI supports at the least and the Node the Action runs on", () => {
    const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines;
    const oldest = Number(engines.node.match(/\d+/)?.[0]);
    const action = parse(read("action.yml")) as { runs: { using: string } };
    const actionNode = Number(action.runs.using.replace(/^node/, ""));
    for (const job of jobs) {
      expect(job.strategy?.matrix?.node).toEqual([oldest, actionNode]);
    }
  });
});
