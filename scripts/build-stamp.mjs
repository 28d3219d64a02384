// dist/ and schema/ are built from the sources; dist/.build-inputs holds a digest of those
// sources, so the tests' global setup can skip a build that is already up to date.
// `node scripts/build-stamp.mjs write` records the digest after a build; `check` exits 0 when
// the recorded digest still matches the sources, 1 when a build is needed.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { glob } from "tinyglobby";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const STAMP = path.join(ROOT, "dist", ".build-inputs");
const INPUTS = [
  "src/**",
  "app/**",
  "scripts/build.mjs",
  "scripts/export-schemas.mjs",
  "scripts/write-reusable-workflow.mjs",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];

export async function buildInputsDigest(root = ROOT) {
  const files = (await glob(INPUTS, { cwd: root, dot: true, onlyFiles: true })).sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export async function builtFromCurrentSources() {
  const recorded = await readFile(STAMP, "utf8").catch(() => "");
  return recorded.trim() === (await buildInputsDigest());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === "write") {
    await writeFile(STAMP, `${await buildInputsDigest()}\n`);
  } else if (command === "check") {
    process.exitCode = (await builtFromCurrentSources()) ? 0 : 1;
  } else {
    console.error("usage: node scripts/build-stamp.mjs write|check");
    process.exitCode = 2;
  }
}
