import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { appendFile, chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type CreatedBundle, createBundle } from "../../src/bundle/create.js";
import { MANIFEST_FILE, PATCH_FILE, sha256Hex } from "../../src/bundle/layout.js";
import type { Manifest } from "../../src/bundle/manifest.js";
import type { Results } from "../../src/results/schema.js";
import { attempt, failedResults, failingTest, passingTest } from "../report/results-fixture.js";
import { tempFolder } from "../support/temp-project.js";

export const GROUP = "a1b2c3d4e5f6";

const made: string[] = [];

export async function tempDir(prefix = "fix-loop-bundle-test-"): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder made through tempDir; call from afterEach. */
export async function removeTempDirs(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

const run = promisify(execFile);

/** git's stdout, trailing line break dropped; node's execFile costs less per start than execa. */
export async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await run("git", args, { cwd, encoding: "utf8", maxBuffer: 100_000_000 });
  return stdout.replace(/\r?\n$/, "");
}

/** Writes files (a content starting with "#!" is made executable). */
export async function writeFiles(root: string, files: Record<string, string | Buffer>) {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    if (typeof content === "string" && content.startsWith("#!")) await chmod(file, 0o755);
  }
}

/**
 * A set of files asked for again is committed once more, as an original kept with the test
 * file's other temp folders; the repositories after it are copies of that: no git process.
 * (A set asked for once is committed where it is used, with nothing copied.)
 */
const committed = new Map<string, { dir: string; base: string } | "once">();

/** A repository with the files committed: the pinned commit a run is for (a copy of its own). */
export async function repositoryWith(
  files: Record<string, string | Buffer>,
): Promise<{ dir: string; base: string }> {
  const key = JSON.stringify(
    Object.entries(files).map(([name, content]) => [name, Buffer.from(content).toString("base64")]),
  );
  const known = committed.get(key);
  if (known === undefined) {
    committed.set(key, "once");
    return commitFiles(await tempDir("fix-loop-bundle-repo-"), files);
  }
  let original = known;
  if (original === "once" || !existsSync(original.dir)) {
    original = await commitFiles(tempFolder("fix-loop-bundle-committed-"), files);
    committed.set(key, original);
  }
  const dir = await tempDir("fix-loop-bundle-repo-");
  await cp(original.dir, dir, {
    recursive: true,
    preserveTimestamps: true,
    verbatimSymlinks: true,
  });
  return { dir, base: original.base };
}

async function commitFiles(
  dir: string,
  files: Record<string, string | Buffer>,
): Promise<{ dir: string; base: string }> {
  await git(dir, "init", "-q", "-b", "main");
  // What `git config user.email` and `user.name` would write, without two more git processes.
  await appendFile(
    path.join(dir, ".git/config"),
    "[user]\n\temail = test@example.com\n\tname = Test\n",
  );
  await writeFiles(dir, files);
  await git(dir, "add", "-A");
  await git(dir, "commit", "-q", "-m", "start");
  // main's ref file, as the first commit writes it: what `rev-parse HEAD` would say.
  return { dir, base: (await readFile(path.join(dir, ".git/refs/heads/main"), "utf8")).trim() };
}

/** A fresh clone at `sha`, as a job that never saw the fix job would check it out. */
export async function freshCheckout(origin: string, sha: string): Promise<string> {
  const dir = await tempDir("fix-loop-bundle-checkout-");
  await git(dir, "clone", "-q", "--no-checkout", origin, ".");
  await git(dir, "checkout", "-q", "--detach", sha);
  return dir;
}

/** Results of a fix run in which `group` was fixed by attempt 2, changing `files`. */
export function fixedResults(files: string[], group = GROUP): Results {
  return failedResults({
    mode: "fix",
    outcome: "fixed",
    tests: [passingTest("BT-001"), failingTest("BT-002", { status: "fixed" })],
    groups: [
      {
        id: group,
        signature: "expected <n>, got <n>",
        tier: "features",
        tests: ["BT-002"],
        status: "fixed",
        reason: "fixed on attempt 2 (web)",
      },
    ],
    attempts: [
      attempt(group, 1, {
        verified: { passed: false, tests: { "BT-002": "failed" }, regressions: [] },
        agreed: false,
        filesChanged: ["src/other.js"],
      }),
      attempt(group, 2, { filesChanged: files }),
    ],
    trust: { score: 0.5, agreed: 1, total: 2 },
  });
}

/**
 * What an attacker holding the fix job's artifact token can do: rewrite the bundle's files at
 * will, keeping the manifest's patch digest consistent so only the rules can catch it.
 */
export async function forgeBundle(
  dir: string,
  edit: (parts: { manifest: Manifest; patch: string }) => { manifest: Manifest; patch: string },
): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), "utf8")) as Manifest;
  const patch = await readFile(path.join(dir, PATCH_FILE), "latin1");
  const forged = edit({ manifest, patch });
  const bytes = Buffer.from(forged.patch, "latin1");
  forged.manifest.patch = { bytes: bytes.byteLength, sha256: sha256Hex(bytes) };
  await writeFile(path.join(dir, PATCH_FILE), bytes);
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(forged.manifest, null, 2)}\n`);
}

/** The bundle the fix job would make for GROUP, the kept attempt having changed `files`. */
export async function bundleFrom(
  repo: { dir: string; base: string },
  files: string[],
  cwd = repo.dir,
): Promise<CreatedBundle> {
  return createBundle({
    cwd,
    baseSha: repo.base,
    results: fixedResults(files),
    group: GROUP,
    outDir: await tempDir(),
  });
}
