import { describe, expect, it } from "vitest";
import { detectProject } from "../../src/init/detect-project.js";
import { nextSteps } from "../../src/init/next-steps.js";
import { callerWorkflow, expandedWorkflow } from "../../src/workflows/project-workflows.js";
import { createTempProject, type ProjectFiles } from "../support/temp-project.js";

const stepsFor = async (files: ProjectFiles, expanded = false) =>
  nextSteps(await detectProject(await createTempProject(files)), expanded);

describe("the next steps fix-loop init prints", () => {
  it("with no runner found, commit the example test init wrote along with .github/", async () => {
    const steps = await stepsFor({ "README.md": "no manifest\n" });
    expect(steps).toMatch(/commit \.github\/ and \.fix-loop\/tests\/: /);
    expect(steps).toContain("add .fix-loop/results.json to .gitignore");
  });

  it("with a runner, keep results.json and the tier's JUnit report out of git", async () => {
    const steps = await stepsFor({
      "package.json": JSON.stringify({ scripts: { test: "vitest run" } }),
    });
    expect(steps).toContain("add .fix-loop/results.json and reports/junit.xml to .gitignore");
    expect(steps).toMatch(/commit \.github\/: the workflow calls fix-loop's reusable workflow/);
    expect(steps).not.toContain(".fix-loop/tests/");
  });

  it("numbers the steps in the order a user takes them", async () => {
    const steps = (await stepsFor({ "pytest.ini": "[pytest]\n" }, true)).split("\n");
    expect(steps.map((line) => line.match(/^ {2}(\d+)\. /)?.[1])).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);
    expect(steps[0]).toMatch(/run fix-loop verify/);
    expect(steps[3]).toMatch(/commit \.github\/: the workflow holds the pipeline's four jobs/);
  });

  it("tells how to blame a branch's own changes, naming the repository's default branch", async () => {
    const facts = await detectProject(
      await createTempProject({
        "package.json": JSON.stringify({ scripts: { test: "vitest run" } }),
      }),
    );
    expect(nextSteps(facts, false, ".", "trunk")).toContain(
      "(on a branch, `fix-loop verify --base trunk` blames a failure on the functions the branch changed first)",
    );
  });

  it("says to change the stand-in repository the written workflow names", async () => {
    const root = await createTempProject({ "pytest.ini": "[pytest]\n" });
    const facts = await detectProject(root);
    const project = { workingDirectory: ".", defaultBranch: "main", ...facts };
    for (const [expanded, workflow] of [
      [false, callerWorkflow(project)],
      [true, expandedWorkflow(project)],
    ] as const) {
      const named = /first change (\S+) in it to the repository you keep fix-loop in/.exec(
        nextSteps(facts, expanded),
      )?.[1];
      expect(named).toBe("org/fix-loop");
      expect(workflow).toContain(`uses: ${named}`);
    }
  });
});
