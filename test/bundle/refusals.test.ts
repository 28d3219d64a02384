import { cp, mkdir, symlink } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  applyBundle,
  BundleRefusedError,
  type CheckOptions,
  checkBundle,
  readBundle,
} from "../../src/bundle/index.js";
import { sha256Hex } from "../../src/bundle/layout.js";
import {
  bundleFrom,
  forgeBundle,
  freshCheckout,
  git,
  removeTempDirs,
  repositoryWith,
  writeFiles,
} from "./support.js";

afterEach(removeTempDirs);

const PROTECTED = ["tests/**", ".fix-loop/**", ".github/**"];
const START = {
  "src/a.js": "export const a = 1;\n",
  "src/b.js": "export const b = 1;\n",
  "tests/t.sh": '#!/bin/sh\ntest "$(node -p 1)" = 2\n',
  ".github/workflows/ci.yml": "on: push\n",
};

/** A bundle made honestly (createBundle) from whatever the agent left in `files`. */
async function bundleOf(
  edits: Record<string, string>,
  files = Object.keys(edits),
  prepare?: (dir: string) => Promise<void>,
) {
  const repo = await repositoryWith(START);
  await writeFiles(repo.dir, edits);
  await prepare?.(repo.dir);
  const created = await bundleFrom(repo, files);
  const checkout = await freshCheckout(repo.dir, repo.base);
  const options: CheckOptions = { checkout, baseSha: repo.base, protectedGlobs: PROTECTED };
  return { repo, dir: created.dir, options };
}

async function reasonsFor(dir: string, options: CheckOptions): Promise<string[]> {
  return checkBundle(await readBundle(dir), options);
}

async function refusal(work: Promise<unknown>): Promise<string[]> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BundleRefusedError);
  return [...(error as BundleRefusedError).reasons];
}

describe("check refuses a bundle", () => {
  it("that edits a workflow under .github/", async () => {
    const { dir, options } = await bundleOf({
      ".github/workflows/ci.yml":
        "on: push\njobs: { x: { runs-on: ubuntu-latest, steps: [ { run: env } ] } }\n",
    });
    const reasons = await reasonsFor(dir, { ...options, protectedGlobs: [] });
    expect(reasons).toEqual([
      '".github/workflows/ci.yml" is under .github/ (workflows and fix-loop\'s own config)',
    ]);
    expect(await git(options.checkout, "status", "--porcelain")).toBe("");
  });

  it("that adds a symlink to /etc/passwd", async () => {
    const { dir, options } = await bundleOf({}, ["src/passwd"], async (repo) => {
      await symlink("/etc/passwd", path.join(repo, "src/passwd"));
    });
    expect(await reasonsFor(dir, options)).toEqual(['"src/passwd" is a symlink (mode 120000)']);
  });

  it("that adds a submodule", async () => {
    const { dir, options } = await bundleOf({}, ["vendor/lib"], async (repo) => {
      const nested = path.join(repo, "vendor/lib");
      await mkdir(nested, { recursive: true });
      await git(nested, "init", "-q");
      await writeFiles(nested, { "x.js": "x\n" });
      await git(nested, "add", "x.js");
      await git(nested, "-c", "user.name=a", "-c", "user.email=a@b", "commit", "-qm", "x");
    });
    expect(await reasonsFor(dir, options)).toEqual(['"vendor/lib" is a submodule (mode 160000)']);
  });

  it("that edits a protected test, or .gitattributes and .gitmodules", async () => {
    const { dir, options } = await bundleOf({
      "tests/t.sh": "#!/bin/sh\nexit 0\n",
      ".gitattributes": "* -text\n",
      "lib/.gitmodules": "[submodule]\n",
    });
    expect(await reasonsFor(dir, options)).toEqual([
      '".gitattributes" has a .git* component (".gitattributes"), which only git may write',
      '"lib/.gitmodules" has a .git* component (".gitmodules"), which only git may write',
      '"tests/t.sh" is protected (fix.protected "tests/**")',
    ]);
  });

  it("with names Windows would read as another path", async () => {
    const { dir, options } = await bundleOf({ "tests./t.sh": "exit 0\n", "src/a.js:x": "x\n" });
    expect(await reasonsFor(dir, options)).toEqual([
      '"src/a.js:x" holds a colon (a drive or stream name on Windows)',
      '"tests./t.sh" has a name ending in a dot or space',
    ]);
  });

  it("that makes an existing file executable", async () => {
    const { dir, options } = await bundleOf({}, ["src/a.js"], async (repo) => {
      await git(repo, "update-index", "--chmod=+x", "src/a.js");
      const { chmod } = await import("node:fs/promises");
      await chmod(path.join(repo, "src/a.js"), 0o755);
    });
    expect(await reasonsFor(dir, options)).toEqual([
      '"src/a.js" changes mode from 100644 to 100755: a fix changes content, not permissions',
    ]);
  });

  it("whose patch escapes the repository with ..", async () => {
    const { dir, options } = await bundleOf({ "src/a.js": "export const a = 2;\n" });
    await forgeBundle(dir, ({ manifest, patch }) => ({
      manifest: { ...manifest, files: manifest.files.map((f) => ({ ...f, path: "../escape.js" })) },
      patch: patch.replaceAll("src/a.js", "../escape.js"),
    }));
    const reasons = await reasonsFor(dir, options);
    expect(reasons).toEqual(['"../escape.js" escapes the repository (..)']);
  });

  it("whose patch touches a file its manifest does not list", async () => {
    const { dir, options } = await bundleOf({
      "src/a.js": "export const a = 2;\n",
      "src/b.js": "export const b = 2;\n",
    });
    await forgeBundle(dir, ({ manifest, patch }) => ({
      manifest: { ...manifest, files: manifest.files.filter((f) => f.path === "src/a.js") },
      patch,
    }));
    expect(await reasonsFor(dir, options)).toEqual([
      'the patch touches "src/b.js", which is not in its manifest',
    ]);
  });

  it("with a traditional diff smuggled after its git sections", async () => {
    const { dir, options } = await bundleOf({ "src/a.js": "export const a = 2;\n" });
    const smuggled =
      '--- a/tests/t.sh\n+++ b/tests/t.sh\n@@ -1,2 +1,2 @@\n #!/bin/sh\n-test "$(node -p 1)" = 2\n+exit 0\n';
    await forgeBundle(dir, ({ manifest, patch }) => ({ manifest, patch: patch + smuggled }));
    // git on its own would read the smuggled edit as part of the patch...
    const gitSees = await git(options.checkout, "apply", "--numstat", path.join(dir, "patch.diff"));
    expect(gitSees).toContain("tests/t.sh");
    // ...the strict reading refuses the patch at that line.
    const reasons = await reasonsFor(dir, options);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(
      /^patch line \d+: expected a "diff --git" line, found "--- a\/tests\/t.sh"$/,
    );
  });

  it("with a rename", async () => {
    const { dir, options } = await bundleOf({ "src/a.js": "export const a = 2;\n" });
    await forgeBundle(dir, ({ manifest }) => ({
      manifest,
      patch:
        "diff --git a/src/a.js b/src/c.js\nsimilarity index 100%\nrename from src/a.js\nrename to src/c.js\n",
    }));
    const reasons = await reasonsFor(dir, options);
    expect(reasons[0]).toMatch(/cannot read one path .*renames and copies are refused/);
  });

  it("over the size caps", async () => {
    const { dir, options } = await bundleOf({
      "src/a.js": `export const a = "${"x".repeat(5000)}";\n`,
      "src/b.js": "export const b = 2;\n",
    });
    expect(
      await reasonsFor(dir, { ...options, limits: { maxPatchBytes: 4000, maxFiles: 1 } }),
    ).toEqual([
      expect.stringMatching(/^the patch is \d+ bytes, over the cap of 4000$/),
      "the bundle changes 2 files, over the cap of 1",
    ]);
    // readBundle enforces the patch cap before reading the file at all.
    await expect(refusal(readBundle(dir, { maxPatchBytes: 4000 }))).resolves.toEqual([
      expect.stringMatching(/^patch.diff is \d+ bytes, over the cap of 4000$/),
    ]);
  });

  it("made against another commit, or checked on one", async () => {
    const { repo, dir, options } = await bundleOf({ "src/a.js": "export const a = 2;\n" });
    await writeFiles(repo.dir, { "src/b.js": "export const b = 3;\n" });
    await git(repo.dir, "commit", "-qam", "moved on");
    const later = (await git(repo.dir, "rev-parse", "HEAD")).trim();
    expect(await reasonsFor(dir, { ...options, baseSha: later })).toEqual([
      `the bundle was made against ${options.baseSha}, but this run is for ${later}`,
      `the checkout is at ${options.baseSha}, not at ${later}: check out the pinned commit`,
    ]);
    const laterCheckout = await freshCheckout(repo.dir, later);
    expect(await reasonsFor(dir, { ...options, checkout: laterCheckout })).toEqual([
      `the checkout is at ${later}, not at ${options.baseSha}: check out the pinned commit`,
    ]);
  });

  it("on a checkout that is not clean, such as one the bundle was downloaded into", async () => {
    const { dir, options } = await bundleOf({ "src/a.js": "export const a = 2;\n" });
    await cp(dir, path.join(options.checkout, "bundle"), { recursive: true });
    expect(await reasonsFor(dir, options)).toEqual([
      'the checkout is not clean ("?? bundle/manifest.json"…): apply bundles to a fresh checkout, and download them outside it (for example to runner.temp)',
    ]);
  });

  it("whose parent folder is a symlink in the checkout", async () => {
    const repo = await repositoryWith({ "src/a.js": "1\n" });
    await symlink("/tmp", path.join(repo.dir, "out"));
    await git(repo.dir, "add", "out");
    await git(repo.dir, "commit", "-qm", "link");
    const base = (await git(repo.dir, "rev-parse", "HEAD")).trim();
    await writeFiles(repo.dir, { "src/a.js": "2\n" });
    const created = await bundleFrom({ dir: repo.dir, base }, ["src/a.js"]);
    await forgeBundle(created.dir, ({ manifest, patch }) => ({
      manifest: {
        ...manifest,
        files: manifest.files.map((f) => ({ ...f, path: "out/a.js", change: "added" })),
      },
      patch: patch
        .replaceAll("src/a.js", "out/a.js")
        .replace(
          /index [0-9a-f]+\.\.([0-9a-f]+) 100644/,
          "new file mode 100644\nindex 0000000000000000000000000000000000000000..$1",
        )
        .replace("--- a/out/a.js", "--- /dev/null")
        .replace("@@ -1 +1 @@\n-1\n", "@@ -0,0 +1 @@\n"),
    }));
    const checkout = await freshCheckout(repo.dir, base);
    expect(await reasonsFor(created.dir, { checkout, baseSha: base, protectedGlobs: [] })).toEqual([
      '"out/a.js" goes through "out", which is not a folder in the checkout',
    ]);
  });
});

describe("apply refuses a bundle", () => {
  it("whose manifest hash does not match what the patch produces", async () => {
    const { dir, options } = await bundleOf({ "src/a.js": "export const a = 2;\n" });
    await forgeBundle(dir, ({ manifest, patch }) => ({
      manifest: {
        ...manifest,
        files: manifest.files.map((f) => ({ ...f, sha256: sha256Hex("something else") })),
      },
      patch,
    }));
    const bundle = await readBundle(dir);
    expect(await checkBundle(bundle, options)).toEqual([]);
    expect(await refusal(applyBundle(bundle, options))).toEqual([
      `after applying, "src/a.js" has sha256 ${sha256Hex("export const a = 2;\n")}, the manifest says ${sha256Hex("something else")}`,
    ]);
  });

  it("whose patch was edited without its manifest", async () => {
    const { dir } = await bundleOf({ "src/a.js": "export const a = 2;\n" });
    const { appendFile } = await import("node:fs/promises");
    await appendFile(path.join(dir, "patch.diff"), " ");
    const reasons = await refusal(readBundle(dir));
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(
      /^patch.diff \(\d+ bytes, sha256 [0-9a-f]{64}\) is not the patch the manifest names/,
    );
  });

  it("with every reason at once, and applies nothing", async () => {
    const { dir, options } = await bundleOf({
      "tests/t.sh": "#!/bin/sh\nexit 0\n",
      ".github/workflows/ci.yml": "on: pull_request_target\n",
    });
    expect(await refusal(applyBundle(await readBundle(dir), options))).toEqual([
      '".github/workflows/ci.yml" is under .github/ (workflows and fix-loop\'s own config)',
      '".github/workflows/ci.yml" is protected (fix.protected ".github/**")',
      '"tests/t.sh" is protected (fix.protected "tests/**")',
    ]);
    expect(await git(options.checkout, "status", "--porcelain")).toBe("");
  });
});
