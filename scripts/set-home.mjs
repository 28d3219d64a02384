#!/usr/bin/env node
// Re-homes fix-loop: `npm run set-home -- owner/name [--tag v1] [--no-build]` rewrites every
// reference to the repository fix-loop's workflows call (`OWNER/NAME@v1`,
// `OWNER/NAME/.github/workflows/pipeline.yml@v1`, `OWNER/NAME/app@v1`) in the tracked files
// (the shipped workflows, src/workflows/fix-loop-home.ts that init's written workflows come from, the
// docs and the tests), then rebuilds, so dist/ and the generated pipeline.yml agree. A fork that
// changed only its caller would otherwise still run the original's jobs.
import { execFileSync } from "node:child_process";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WHERE = "src/workflows/fix-loop-home.ts";
/** History names the home it had: left as written. */
const KEPT = new Set(["CHANGELOG.md", "package-lock.json"]);

function fail(message) {
  process.stderr.write(`set-home: ${message}\n`);
  process.exit(2);
}

function parseArguments(argv) {
  const options = { home: null, tag: null, build: true };
  for (let index = 0; index < argv.length; index++) {
    const word = argv[index];
    if (word === "--tag") options.tag = argv[++index] ?? fail("--tag needs a value, such as v1");
    else if (word.startsWith("--tag=")) options.tag = word.slice("--tag=".length);
    else if (word === "--no-build") options.build = false;
    else if (word.startsWith("-")) fail(`unknown option ${word}`);
    else if (options.home === null) options.home = word;
    else fail(`one home only, got ${options.home} and ${word}`);
  }
  if (!options.home) fail("usage: npm run set-home -- owner/name [--tag v1] [--no-build]");
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/.test(options.home))
    fail(`"${options.home}" is not a GitHub repository (owner/name)`);
  if (options.tag !== null && !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(options.tag))
    fail(`"${options.tag}" is not a tag name`);
  return options;
}

const HOME_LINE = /^export const HOME = "([^"]+)";$/m;
const TAG_LINE = /^export const TAG = "([^"]+)";$/m;

/** The home and tag fix-loop-home.ts names now: `export const HOME = "OWNER/NAME";`, `TAG = "v1"`. */
function currentHome() {
  const text = readFileSync(path.join(root, WHERE), "utf8");
  const home = HOME_LINE.exec(text)?.[1];
  const tag = TAG_LINE.exec(text)?.[1];
  if (!home || !tag) fail(`${WHERE} has no HOME and TAG lines to read the current home from`);
  return { home, tag };
}

function trackedFiles() {
  const listed = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" });
  return listed.split("\0").filter((file) => file && !KEPT.has(file) && !file.startsWith("dist/"));
}

/** The text with the old home (and, when asked, its tag where a reference pins it) replaced. */
function rehome(text, from, to) {
  // The home alone: not inside a longer name (a prefix of its owner, a suffix of its name).
  const old = new RegExp(`(?<![\\w.-])${escapeRegExp(from.home)}(?![\\w-])`, "g");
  let out = text.replace(old, to.home);
  if (to.tag !== from.tag) {
    const home = escapeRegExp(to.home);
    // OWNER/NAME@v1, OWNER/NAME/.github/workflows/pipeline.yml@v1, OWNER/NAME/app@v1, and the
    // runner's checkout folder _actions/owner/name/v1.
    const pinned = new RegExp(`(${home}(?:/[\\w./-]*)?@)${from.tag}\\b`, "g");
    const folder = new RegExp(`(_actions/${home}/)${from.tag}\\b`, "g");
    out = out.replace(pinned, `$1${to.tag}`).replace(folder, `$1${to.tag}`);
  }
  return out;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

const options = parseArguments(process.argv.slice(2));
const from = currentHome();
const to = { home: options.home, tag: options.tag ?? from.tag };
if (to.home === from.home && to.tag === from.tag) {
  process.stdout.write(`set-home: already ${to.home}@${to.tag}\n`);
  process.exit(0);
}
const changed = [];
for (const file of trackedFiles()) {
  const full = path.join(root, file);
  let info;
  try {
    info = statSync(full);
  } catch {
    continue;
  }
  if (!info.isFile() || info.size > 2 * 1024 * 1024) continue;
  const text = readFileSync(full, "utf8");
  if (!text.includes(from.home)) continue;
  let next = rehome(text, from, to);
  if (file === WHERE) next = next.replace(TAG_LINE, `export const TAG = "${to.tag}";`);
  if (next === text) continue;
  writeFileSync(full, next);
  changed.push(file);
}
process.stdout.write(
  `set-home: ${from.home}@${from.tag} -> ${to.home}@${to.tag} in ${changed.length} files:\n${changed.map((file) => `  ${file}\n`).join("")}`,
);
if (options.build) {
  process.stdout.write("set-home: rebuilding (npm run build)\n");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}
process.stdout.write(
  `set-home: done; commit the change, then tag the release: git tag ${to.tag} && git push origin ${to.tag}\n`,
);
