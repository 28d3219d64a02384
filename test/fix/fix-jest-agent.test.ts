import { mkdirSync, readdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Results } from "../../src/results/schema.js";
import type { ProjectRepo } from "../action/support/project.js";
import type { ActionRun } from "../action/support/run-action.js";
import { jestModules } from "../support/jest-install.js";
import { PRICES_JEST, PRICES_JEST_COMMAND } from "../support/prices-project.js";
import { callTool, claim } from "../support/scripted-model/index.js";
import { useFixAsAgent } from "./support/fix-as-agent.js";

// A jest project fixed by the Action as root with agent-user: auto, the real claude binary and
// a scripted model. Its tests run as the throwaway user in the agent's copy, where node_modules
// is bound read-only: jest retries the failures in its first run and the setup file fix-loop
// adds records their coverage there, so the one group is blamed on cents before any attempt.

let repo: ProjectRepo;
let fix: ActionRun;
let results: Results | undefined;

useFixAsAgent(
  {
    files: {
      ...PRICES_JEST,
      ".gitignore": "node_modules\nreports\n",
      ".github/fix-loop.yml": [
        "retries: 1",
        "tiers:",
        "  - name: unit",
        `    command: ${JSON.stringify(PRICES_JEST_COMMAND)}`,
        "    junit: reports/junit.xml",
        "fix:",
        "  max-attempts: 1",
        "",
      ].join("\n"),
    },
    // A real node_modules folder, as npm ci leaves one, whose packages are the shared jest install.
    prepare: async (repo) => {
      const modules = await jestModules();
      mkdirSync(path.join(repo.dir, "node_modules/.bin"), { recursive: true });
      for (const name of ["jest", "jest-junit"])
        symlinkSync(path.join(modules, name), path.join(repo.dir, "node_modules", name));
      symlinkSync(path.join(modules, ".bin/jest"), path.join(repo.dir, "node_modules/.bin/jest"));
    },
    script: (repo) => [
      callTool("Edit", {
        file_path: path.join(repo.dir, "src/prices.js"),
        old_string: " + 1; // seeded: off by one",
        new_string: ";",
      }),
      claim({
        status: "fixed",
        root_cause: "cents added one to every amount",
        files_changed: ["src/prices.js"],
        tests_run: [],
        reasoning: "the off-by-one in cents",
      }),
    ],
  },
  (run) => ({ repo, fix, results } = run),
);

describe("fix on a jest project, as a throwaway agent user", () => {
  it("runs the tests as that user and blames the two failures' one cause on cents", () => {
    expect(fix.stdout).toMatch(/run as the throwaway user fix-loop-agent-[0-9a-f]{8}/);
    expect(results?.groups).toHaveLength(1);
    expect(results?.groups[0]?.tests).toHaveLength(2);
    expect(results?.groups[0]?.triage?.culprit).toMatchObject({
      file: "src/prices.js",
      function: "cents",
      source: "coverage",
    });
  });

  it("verifies the agent's fix and leaves the checkout's node_modules as it was", () => {
    expect(results?.outcome, fix.stdout).toBe("fixed");
    expect(results?.attempts[0]).toMatchObject({ rejected: null, agreed: true });
    expect(readdirSync(path.join(repo.dir, "node_modules")).sort()).toEqual([
      ".bin",
      "jest",
      "jest-junit",
    ]);
  });
});
