import { execFileSync } from "node:child_process";
import { realpathSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { createTempProject, scriptTest } from "../support/temp-project.js";

/**
 * A newcomer in a subfolder of a set-up repository (toolz's toolz/tests, router's test/): verify
 * said "file not found: run `fix-loop init`", and init then refused because the root's workflow
 * exists, "pass --force to overwrite", which would rewrite it. Both now name the folder whose
 * config it is, and how to run there.
 */
async function repository(): Promise<{ root: string; sub: string }> {
  const root = realpathSync(
    await createTempProject({
      ".github/fix-loop.yml": "tiers:\n  - name: smoke\n    tests: t/*.sh\n",
      ".github/workflows/fix-loop.yml": "on: push\n",
      "t/a.sh": scriptTest({ id: "BT-001" }, "exit 0"),
      "lib/deep/.keep": "",
    }),
  );
  execFileSync("git", ["init", "-q"], { cwd: root });
  return { root, sub: path.join(root, "lib/deep") };
}

describe("fix-loop run from a subfolder of a repository whose root holds the config", () => {
  it("verify names the folder with the config and the -C that reaches it", async () => {
    const { root, sub } = await repository();
    const run = await runCli(["verify", "-C", sub]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      `the repository has one in ${root}: run fix-loop there, or pass -C ../..`,
    );
    expect(run.stderr).not.toContain("fix-loop init");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("init says whose config the workflow belongs to before it offers --force", async () => {
    const { root, sub } = await repository();
    const run = await runCli(["init", "-C", sub]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`this repository's config is in ${root}, so run fix-loop there`);
    expect(run.stderr).toContain("pass --force, which rewrites the workflow");
  });

  it("a repository with no config anywhere still gets init's advice", async () => {
    const root = realpathSync(await createTempProject({ "lib/deep/.keep": "" }));
    execFileSync("git", ["init", "-q"], { cwd: root });
    const run = await runCli(["verify", "-C", path.join(root, "lib/deep")]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("file not found: run `fix-loop init`");
  });
});
