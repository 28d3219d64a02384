import { randomBytes } from "node:crypto";
import { access, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { applyBundle, checkBundle, createBundle, readBundle } from "../../src/bundle/index.js";
import { sha256Hex } from "../../src/bundle/layout.js";
import {
  bundleFrom,
  fixedResults,
  freshCheckout,
  GROUP,
  git,
  removeTempDirs,
  repositoryWith,
  tempDir,
  writeFiles,
} from "./support.js";

afterEach(removeTempDirs);

const PROTECTED = ["tests/**", ".fix-loop/**", ".github/**"];

describe("a fix bundle from the fix job to a fresh checkout", () => {
  it("carries edits, a new binary file, a new script and a deletion byte for byte", async () => {
    const logo = randomBytes(3000);
    const repo = await repositoryWith({
      "src/sum.js": "export const sum = (a, b) => a - b;\n",
      "src/old.js": "export const old = 1;\n",
      "assets/logo.png": randomBytes(2000),
      "tests/t.sh": "#!/bin/sh\nexit 0\n",
    });
    await writeFiles(repo.dir, {
      "src/sum.js": "export const sum = (a, b) => a + b;\n",
      "assets/logo.png": logo,
      "bin/run.sh": "#!/bin/sh\necho run\n",
    });
    await rm(path.join(repo.dir, "src/old.js"));
    const files = ["assets/logo.png", "bin/run.sh", "src/old.js", "src/sum.js"];

    const created = await bundleFrom(repo, files);
    expect(path.basename(created.dir)).toBe(`fix-bundle-${GROUP}`);
    expect(created.manifest.files).toEqual([
      { path: "assets/logo.png", change: "modified", mode: "100644", sha256: sha256Hex(logo) },
      {
        path: "bin/run.sh",
        change: "added",
        mode: "100755",
        sha256: sha256Hex("#!/bin/sh\necho run\n"),
      },
      { path: "src/old.js", change: "deleted", mode: null, sha256: null },
      {
        path: "src/sum.js",
        change: "modified",
        mode: "100644",
        sha256: sha256Hex("export const sum = (a, b) => a + b;\n"),
      },
    ]);
    expect(created.manifest).toMatchObject({
      group: GROUP,
      baseSha: repo.base,
      kept: 2,
      agreed: true,
    });
    expect(created.manifest.attempts.map((a) => [a.attempt, a.passed])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(created.manifest.trust).toEqual({ score: 0.5, agreed: 1, total: 2 });
    expect(await readFile(path.join(created.dir, "patch.diff"), "latin1")).toContain(
      "GIT binary patch",
    );

    const bundle = await readBundle(created.dir);
    expect(bundle.sha256).toBe(created.sha256);
    const checkout = await freshCheckout(repo.dir, repo.base);
    const options = { checkout, baseSha: repo.base, protectedGlobs: PROTECTED };
    expect(await checkBundle(bundle, options)).toEqual([]);
    expect(await git(checkout, "status", "--porcelain")).toBe("");

    const applied = await applyBundle(bundle, options);
    expect(await readFile(path.join(checkout, "assets/logo.png"))).toEqual(logo);
    expect(await readFile(path.join(checkout, "src/sum.js"), "utf8")).toContain("a + b");
    expect((await stat(path.join(checkout, "bin/run.sh"))).mode & 0o111).not.toBe(0);
    await expect(access(path.join(checkout, "src/old.js"))).rejects.toThrow();
    // The tree publish commits is the fix job's tree for those files.
    await git(repo.dir, "add", "-A");
    expect(applied.tree).toBe((await git(repo.dir, "write-tree")).trim());
  });

  it("gives the same sha256 for the same fix, and another for another fix", async () => {
    const repo = await repositoryWith({ "src/a.js": "1\n" });
    await writeFiles(repo.dir, { "src/a.js": "2\n" });
    const make = async () => bundleFrom(repo, ["src/a.js"]);
    const first = await make();
    expect((await make()).sha256).toBe(first.sha256);
    await writeFiles(repo.dir, { "src/a.js": "3\n" });
    expect((await make()).sha256).not.toBe(first.sha256);
  });

  it("holds the fix job's files, not what the agent made its repository report", async () => {
    const repo = await repositoryWith({
      "src/a.js": "broken\n",
      "tests/t.sh": "#!/bin/sh\nexit 1\n",
    });
    const marker = path.join(repo.dir, "..", `${path.basename(repo.dir)}-ran`);
    // The agent hides a test edit from the real index and plants programs git would run.
    await git(repo.dir, "update-index", "--skip-worktree", "tests/t.sh");
    await writeFiles(repo.dir, { "tests/t.sh": "#!/bin/sh\nexit 0\n", "src/a.js": "fixed\n" });
    await writeFiles(repo.dir, { ".git/info/attributes": "* filter=evil diff=evil\n" });
    await git(repo.dir, "config", "filter.evil.clean", `touch ${marker}; cat`);
    await git(repo.dir, "config", "diff.evil.textconv", `touch ${marker}; cat`);
    await git(repo.dir, "config", "core.fsmonitor", `touch ${marker}; false`);
    await git(repo.dir, "config", "diff.noprefix", "true");
    await git(
      repo.dir,
      "replace",
      repo.base,
      (await git(repo.dir, "commit-tree", `${repo.base}^{tree}`, "-m", "x")).trim(),
    );

    const created = await bundleFrom(repo, ["src/a.js", "tests/t.sh"]);
    await expect(access(marker)).rejects.toThrow();
    expect(created.manifest.files.map((file) => file.path)).toEqual(["src/a.js", "tests/t.sh"]);
    const patch = await readFile(path.join(created.dir, "patch.diff"), "utf8");
    expect(patch).toContain("diff --git a/tests/t.sh b/tests/t.sh");
    // ...and check sees the protected test edit the index hid.
    const checkout = await freshCheckout(repo.dir, repo.base);
    const reasons = await checkBundle(await readBundle(created.dir), {
      checkout,
      baseSha: repo.base,
      protectedGlobs: ["tests/**"],
    });
    expect(reasons).toEqual(['"tests/t.sh" is protected (fix.protected "tests/**")']);
  });

  it("works from a project in a subfolder, with project-relative files and globs", async () => {
    const repo = await repositoryWith({ "app/src/a.js": "1\n", "app/tests/t.sh": "#!/bin/sh\n" });
    await writeFiles(repo.dir, { "app/src/a.js": "2\n" });
    const created = await bundleFrom(repo, ["src/a.js"], path.join(repo.dir, "app"));
    expect(created.manifest.files.map((file) => file.path)).toEqual(["app/src/a.js"]);
    const checkout = await freshCheckout(repo.dir, repo.base);
    const bundle = await readBundle(created.dir);
    const options = {
      checkout,
      baseSha: repo.base,
      protectedGlobs: ["tests/**"],
      projectDir: "app",
    };
    await applyBundle(bundle, options);
    expect(await readFile(path.join(checkout, "app/src/a.js"), "utf8")).toBe("2\n");
  });

  it("redacts the free text it adds to the manifest", async () => {
    const repo = await repositoryWith({ "src/a.js": "1\n" });
    await writeFiles(repo.dir, { "src/a.js": "2\n" });
    const token = `ghp_${"x1".repeat(18)}`;
    const results = fixedResults(["src/a.js"]);
    for (const attempt of results.attempts) attempt.strategy = `web ${token}`;
    const created = await createBundle({
      cwd: repo.dir,
      baseSha: repo.base,
      results,
      group: GROUP,
      outDir: await tempDir(),
    });
    expect(created.manifest.attempts.map((a) => a.strategy)).toEqual([
      "web [REDACTED:github-token]",
      "web [REDACTED:github-token]",
    ]);
    expect(await readFile(path.join(created.dir, "manifest.json"), "utf8")).not.toContain(token);
  });

  it("says why when there is nothing to bundle", async () => {
    const repo = await repositoryWith({ "src/a.js": "1\n" });
    const results = fixedResults(["src/a.js"]);
    const outDir = await tempDir();
    await expect(
      createBundle({ cwd: repo.dir, baseSha: repo.base, results, group: GROUP, outDir }),
    ).rejects.toThrow(/do not differ from/);
    await expect(
      createBundle({ cwd: repo.dir, baseSha: repo.base, results, group: "ffffffffffff", outDir }),
    ).rejects.toThrow(/no verified, kept attempt/);
    await writeFile(path.join(repo.dir, "src/a.js"), "2\n");
    await expect(
      createBundle({ cwd: repo.dir, baseSha: "HEAD", results, group: GROUP, outDir }),
    ).rejects.toThrow(/full 40-digit commit id/);
  });
});
