import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readHistoryFolder } from "../../src/action/history-folder.js";
import { MAX_MATRIX_GROUPS } from "../../src/action/matrix-groups.js";
import { HISTORY_REF } from "../../src/flaky/quarantine-list.js";
import { HISTORY_FETCH, HISTORY_FOLDER } from "../../src/workflows/pipeline-jobs.js";
import { expandedWorkflow } from "../../src/workflows/project-workflows.js";

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Job {
  permissions: Record<string, string>;
  outputs?: Record<string, string>;
  steps: Step[];
  env?: Record<string, string>;
}
interface Workflow {
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

/** A GitHub expression, written without a template-looking literal. */
const expr = (inner: string): string => `$\{{ ${inner} }}`;

/** The reusable workflow: the jobs every caller of fix-loop runs. */
const SHIPPED = readFileSync(
  path.resolve(import.meta.dirname, "../../.github/workflows/pipeline.yml"),
  "utf8",
);

const EXPANDED = expandedWorkflow({
  workingDirectory: ".",
  setup: "npm ci",
  nodeVersion: "24",
  pythonVersion: null,
  goVersion: null,
  defaultBranch: "main",
});

/** The least each job needs; nothing else may be granted. */
const PERMISSIONS: Record<string, Record<string, string>> = {
  "verify-leg": { contents: "read" },
  verify: { contents: "read" },
  fix: { contents: "read" },
  check: { contents: "read" },
  publish: { contents: "write", "pull-requests": "write", issues: "write" },
  plan: { contents: "read" },
  "plan-check": { contents: "read" },
  "plan-publish": { contents: "write", "pull-requests": "write", issues: "write" },
};

function fixLoopStep(job: Job): Step {
  const step = job.steps.find((s) => s.with?.mode !== undefined);
  if (!step) throw new Error("no fix-loop step");
  return step;
}

// The reusable workflow's verify may be a matrix of legs (its shards input) it merges; a workflow
// written out for one runner has no legs.
describe.each([
  ["the reusable workflow", SHIPPED, ["verify-leg"], expr("!cancelled() && inputs.plan == ''")],
  ["fix-loop init --expanded's workflow", EXPANDED, [], "inputs.plan == ''"],
])("%s", (_name, text, legs, verifyWhen) => {
  const workflow = parse(text) as Workflow;

  it("has the four jobs and the plan's three, each with only its own permissions, and none by default", () => {
    expect(workflow.permissions).toEqual({});
    expect(Object.keys(workflow.jobs)).toEqual([
      ...legs,
      "verify",
      "fix",
      "check",
      "publish",
      "plan",
      "plan-check",
      "plan-publish",
    ]);
    for (const [name, job] of Object.entries(workflow.jobs)) {
      expect(job.permissions, name).toEqual(PERMISSIONS[name]);
      expect(fixLoopStep(job).with?.mode, name).toBe(name.replace(/^plan-|-leg$/g, ""));
    }
  });

  it("runs the plan jobs only with the plan input, and verify (so the rest) only without it", () => {
    const when = (name: string) => (workflow.jobs[name] as Job & { if?: string }).if;
    expect(when("verify")).toBe(verifyWhen);
    for (const leg of legs) expect(when(leg)).toBe("inputs.plan == '' && inputs.shards > 1");
    expect(when("plan")).toBe("inputs.plan != ''");
    expect(fixLoopStep(workflow.jobs.plan as Job).with?.plan).toBe(expr("inputs.plan"));
    const publish = fixLoopStep(workflow.jobs["plan-publish"] as Job);
    expect(publish.with?.verdict).toBe(expr("toJSON(needs.plan-check.outputs)"));
    expect(publish.with?.groups).toBe("plan");
    expect(fixLoopStep(workflow.jobs["plan-check"] as Job).with?.["verdict-output"]).toBe(
      "verdict-0",
    );
  });

  it("lets expressions reach run: only through env:, and persists no checkout credential", () => {
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps) {
        if (step.run) expect(step.run).not.toContain(expr("").slice(0, 3));
        if (step.uses?.startsWith("actions/checkout")) {
          expect(step.with?.["persist-credentials"]).toBe(false);
        }
      }
    }
  });

  it("fetches the base repository's history ref in verify, fix and check, before any step runs the project's code", () => {
    for (const name of ["verify", "fix", "check"]) {
      const job = workflow.jobs[name] as Job;
      const at = job.steps.findIndex((step) => step.name === "fix-loop history");
      const history = job.steps[at] as Step;
      // The job's own token, in this step's environment only, for git alone.
      expect(history.env, name).toEqual({ TOKEN: expr("github.token") });
      expect(history.run?.trim(), name).toBe(HISTORY_FETCH);
      const action = fixLoopStep(job);
      const later = job.steps.slice(at + 1);
      // No checkout after it (one at the workspace's root would wipe it), and the toolchains and
      // fix-loop, whose setup input is the commit's code, after it.
      expect(
        later.some((step) => step.uses?.startsWith("actions/checkout")),
        name,
      ).toBe(false);
      expect(later, name).toContain(action);
      for (const step of job.steps.slice(0, at))
        expect(step.uses ?? "", name).not.toMatch(/^actions\/setup-/);
      expect(action.with?.["history-folder"], name).toBe(HISTORY_FOLDER);
      expect(action.with?.["github-token"], name).toBeUndefined();
    }
  });

  it("fetches the history ref when there is one, and leaves an empty repository, quietly, when there is none", async () => {
    const server = mkdtempSync(path.join(tmpdir(), "fix-loop-history-server-"));
    try {
      const origin = path.join(server, "acme", "widgets");
      const git = (cwd: string, ...args: string[]) =>
        execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd });
      mkdirSync(origin, { recursive: true });
      git(origin, "init", "-q");
      const fetchInto = (workspace: string) =>
        spawnSync("bash", ["-e", "-c", HISTORY_FETCH], {
          cwd: workspace,
          env: {
            PATH: process.env.PATH,
            TOKEN: "ghs_x",
            GITHUB_SERVER_URL: server,
            GITHUB_REPOSITORY: "acme/widgets",
          },
          encoding: "utf8",
        });
      const before = mkdtempSync(path.join(server, "workspace-"));
      const none = fetchInto(before);
      expect(none.status, none.stderr).toBe(0);
      expect(none.stdout).toContain("no flake history yet");
      const nothing = await readHistoryFolder(
        HISTORY_FOLDER,
        { workspace: before, project: before },
        ["quarantine.json"],
      );
      expect(nothing).toEqual({ "quarantine.json": null });

      writeFileSync(path.join(origin, "quarantine.json"), '{"version":1,"tests":[]}\n');
      git(origin, "add", "quarantine.json");
      git(origin, "commit", "-qm", "history");
      git(origin, "update-ref", HISTORY_REF, "HEAD");
      const after = mkdtempSync(path.join(server, "workspace-"));
      const fetched = fetchInto(after);
      expect(fetched.status, fetched.stderr).toBe(0);
      const texts = await readHistoryFolder(HISTORY_FOLDER, { workspace: after, project: after }, [
        "quarantine.json",
      ]);
      expect(texts["quarantine.json"]).toBe('{"version":1,"tests":[]}\n');
    } finally {
      rmSync(server, { recursive: true, force: true });
    }
  });

  it("gives the fix and plan jobs the Anthropic key and no other secret or token", () => {
    const withoutHistory = (job: Job) => ({
      ...job,
      steps: job.steps.filter((step) => step.name !== "fix-loop history"),
    });
    for (const name of ["fix", "plan"]) {
      const job = withoutHistory(workflow.jobs[name] as Job);
      const secrets = JSON.stringify(job).match(/secrets\.\w+|github\.token/g);
      expect(secrets, name).toEqual(["secrets.ANTHROPIC_API_KEY"]);
      expect(fixLoopStep(job).with?.["github-token"], name).toBeUndefined();
    }
    for (const name of ["verify", "check", "plan-check"]) {
      const job = withoutHistory(workflow.jobs[name] as Job);
      expect(JSON.stringify(job), name).not.toMatch(/secrets\.|github\.token/);
    }
  });

  it("publishes with the token given explicitly, from check's outputs, never from an artifact verdict", () => {
    const publish = fixLoopStep(workflow.jobs.publish as Job);
    expect(publish.with?.["github-token"]).toBe(expr("secrets.GITHUB_TOKEN"));
    expect(publish.with?.verdict).toBe(expr("toJSON(needs.check.outputs)"));
    // Each leg's verdict-<job-index> vouches only for its own group, the matrix's i-th.
    expect(publish.with?.groups).toBe(expr("needs.verify.outputs.groups"));
  });

  it("checks bundles downloaded outside the checkout, against the default branch's policy", () => {
    const check = workflow.jobs.check as Job;
    const download = check.steps.find((s) => s.uses?.startsWith("actions/download-artifact"));
    expect(download?.with?.path).toMatch(/^\$\{\{ runner\.temp \}\}/);
    const policy = check.steps.find((s) => s.with?.path === "policy");
    expect(policy?.with?.ref).toBe(expr("github.event.repository.default_branch"));
    expect(fixLoopStep(check).with?.["policy-config"]).toMatch(/^policy\//);
    expect(JSON.stringify(check)).not.toContain("actions/cache");
  });

  it("gives publish the default branch's policy too, and no setup-* step (it runs no project code)", () => {
    const publish = workflow.jobs.publish as Job;
    const policy = publish.steps.find((s) => s.with?.path === "policy");
    expect(policy?.with?.ref).toBe(expr("github.event.repository.default_branch"));
    expect(fixLoopStep(publish).with?.["policy-config"]).toMatch(/^policy\//);
    expect(fixLoopStep(publish).with?.setup).toBeUndefined();
    expect(publish.steps.some((s) => /actions\/setup-/.test(s.uses ?? ""))).toBe(false);
  });

  it("declares one verdict output for each of the groups verify hands to the matrix", () => {
    const check = workflow.jobs.check as Job;
    const verdicts = Object.keys(check.outputs ?? {}).filter((name) => name.startsWith("verdict"));
    expect(verdicts).toEqual(
      Array.from({ length: MAX_MATRIX_GROUPS }, (_, index) => `verdict-${index}`),
    );
    for (const name of verdicts) {
      expect(check.outputs?.[name]).toBe(expr(`steps.check.outputs.${name}`));
    }
    expect(fixLoopStep(check).with?.["verdict-output"]).toBe(
      `verdict-${expr("strategy.job-index")}`,
    );
  });
});
