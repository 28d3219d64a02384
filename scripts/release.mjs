#!/usr/bin/env node
// `npm run release [-- --push [remote]]`: tags the commit as the package's version (v0.1.0) and
// moves the tag the workflows pin (TAG in src/workflows/fix-loop-home.ts, v1) to it, so callers of
// `owner/fix-loop@v1` get this release. Refuses a tree with uncommitted changes or a dist/ not
// built from the sources: the Action runs dist/ exactly as the tag holds it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { builtFromCurrentSources } from "./build-stamp.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

function fail(message) {
  process.stderr.write(`release: ${message}\n`);
  process.exit(2);
}

const argv = process.argv.slice(2);
const pushAt = argv.indexOf("--push");
const remote = pushAt === -1 ? null : (argv[pushAt + 1] ?? "origin");

if (git("status", "--porcelain") !== "")
  fail("the tree has uncommitted changes: commit them first");
if (!(await builtFromCurrentSources()))
  fail("dist/ was not built from these sources: run npm run build, commit dist/, then release");

const version = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).version;
const where = readFileSync(path.join(root, "src/workflows/fix-loop-home.ts"), "utf8");
const pinned = /^export const TAG = "([^"]+)";$/m.exec(where)?.[1];
if (!pinned) fail("src/workflows/fix-loop-home.ts names no TAG");
const head = git("rev-parse", "HEAD");
const release = `v${version}`;
const existing = execFileSync("git", ["tag", "--list", release], { cwd: root, encoding: "utf8" });
if (existing.trim() !== "" && git("rev-list", "-n", "1", release) !== head)
  fail(`${release} already tags another commit: raise the version in package.json`);

git("tag", "-f", release, head);
git("tag", "-f", pinned, head);
process.stdout.write(`release: ${release} and ${pinned} now tag ${head.slice(0, 12)}\n`);
if (remote) {
  git("push", remote, `refs/tags/${release}`);
  git("push", "--force", remote, `refs/tags/${pinned}`);
  process.stdout.write(`release: pushed ${release} and ${pinned} to ${remote}\n`);
} else {
  process.stdout.write(
    `release: push them with git push origin ${release} && git push --force origin ${pinned}\n`,
  );
}
