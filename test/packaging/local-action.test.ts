import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/results/schema.js";
import { createProjectRepo, type ProjectRepo } from "../action/support/project.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LOCAL_ACTION = path.join(ROOT, "node_modules/@github/local-action/bin/local-action.js");

interface LocalRun {
  code: number | null;
  out: string;
}

/**
 * GitHub's own local runner, @github/local-action, imports an entrypoint and calls its run():
 * src/action/main.ts from source (with @actions/core stood in for), dist/main.js as built.
 */
function localAction(entrypoint: string, envFile: string): Promise<LocalRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LOCAL_ACTION, "run", ".", entrypoint, envFile], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out }));
  });
}

const repos: ProjectRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.remove();
});

const ENTRYPOINTS = [
  // local-action's stand-in for @actions/core prints the outputs as a table.
  { how: "from source", entrypoint: "src/action/main.ts", output: /│ 'outcome' +│ 'passed' +│/ },
  // The bundle carries its own @actions/core: outputs as workflow commands.
  { how: "from dist", entrypoint: "dist/main.js", output: /::set-output name=outcome::passed/ },
];

describe.concurrent("@github/local-action runs the Action", () => {
  it.each(ENTRYPOINTS)(
    "$how ($entrypoint)",
    { timeout: 120_000 },
    async ({ entrypoint, output }) => {
      const repo = createProjectRepo({ "src/answer.txt": "42\n" });
      repos.push(repo);
      const envFile = path.join(repo.dir, "..", "local-action.env");
      writeFileSync(
        envFile,
        [
          "INPUT_MODE=verify",
          `GITHUB_WORKSPACE=${repo.dir}`,
          "GITHUB_REPOSITORY=acme/widgets",
          "GITHUB_EVENT_NAME=push",
          "GITHUB_REF=refs/heads/main",
          "GITHUB_RUN_ID=31",
          "",
        ].join("\n"),
      );
      const run = await localAction(entrypoint, envFile);
      expect(run.out).not.toContain("does not export a run() function");
      expect(run.out).toMatch(/tier smoke: passed \(2 passed\) in /);
      expect(run.code, run.out).toBe(0);
      expect(run.out).toMatch(output);
      const results = resultsSchema.parse(
        JSON.parse(readFileSync(path.join(repo.dir, ".fix-loop/results.json"), "utf8")),
      );
      expect(results.outcome).toBe("passed");
      expect(results.run).toMatchObject({ repository: "acme/widgets", runId: "31" });
    },
  );
});
