import { installedManifest } from "../files/installed-package.js";
import { ciNodeMajors } from "./ci-env.js";
import { type PackageJson, readText } from "./read-files.js";

/**
 * The oldest Node major GitHub's hosted Ubuntu images keep in their tool cache (20, 22 and 24
 * in 2026): below it setup-node downloads an end-of-life release, if it still can.
 */
export const OLDEST_HOSTED_NODE = 20;

/**
 * The lowest Node each runner's release line supports, from its own package.json `engines`, for
 * a project whose node_modules is not installed yet: runner package -> its major -> Node.
 */
const RUNNER_FLOORS: Readonly<Record<string, Readonly<Record<number, string>>>> = {
  jest: { 27: "10.13", 28: "12.13", 29: "14.15", 30: "18.14" },
  vitest: { 1: "18", 2: "18", 3: "18", 4: "20" },
  mocha: { 9: "12", 10: "14", 11: "18.18" },
  tap: { 16: "14", 18: "16", 19: "16", 21: "20" },
};

/**
 * The Node version the workflow sets up: `.nvmrc` or `.node-version` as written (the project's
 * own pin); else the major that satisfies both the project's `engines.node` floor and the test
 * runner's (its installed package.json's `engines`, else RUNNER_FLOORS), never older than what
 * GitHub's hosted runners keep, and raised to the oldest its own CI tests on when that is newer.
 * Null when neither the project nor its CI names a Node.
 */
export async function nodeVersionFor(
  root: string,
  pkg: PackageJson,
  runnerPackage: string | null,
): Promise<string | null> {
  for (const file of [".nvmrc", ".node-version"]) {
    const text = (await readText(root, file))?.trim().replace(/^v/, "");
    if (text) return text;
  }
  const project = lowestVersion(pkg.engines?.node);
  // A project that names no Node: the oldest its CI tests on that GitHub's runners keep (hookable
  // pins 20, ajv-formats tests 16 to 21), else none (the workflow's default, 24, is recent enough
  // for any runner).
  if (project === null) {
    const tested = (await ciNodeMajors(root)).find((ci) => ci >= OLDEST_HOSTED_NODE);
    return tested === undefined ? null : String(tested);
  }
  const runner = runnerPackage ? await runnerFloor(root, pkg, runnerPackage) : null;
  const major = Math.max(project[0], ceilingMajor(runner), OLDEST_HOSTED_NODE);
  // The oldest Node the project's own CI tests on, where that is newer: node-lru-cache's engines
  // allow 20, its CI runs 24 and 25, and its ttl tests fail on 20.
  const tested = (await ciNodeMajors(root)).find((ci) => ci >= major);
  return String(tested ?? major);
}

/** The lowest version a range allows, as [major, minor]: ">=12" [12, 0], "^14.15.0 || >=16" [14, 15]. */
function lowestVersion(range: string | undefined): [number, number] | null {
  const found = range?.match(/(\d+)(?:\.(\d+))?/);
  return found ? [Number(found[1]), Number(found[2] ?? 0)] : null;
}

/** The major whose latest release meets a floor: 14.15 needs 14 (setup-node's "14" is the latest 14.x). */
function ceilingMajor(floor: [number, number] | null): number {
  return floor?.[0] ?? 0;
}

async function runnerFloor(
  root: string,
  pkg: PackageJson,
  name: string,
): Promise<[number, number] | null> {
  const installed = await installedManifest(root, name);
  if (installed) return lowestVersion(installed.engines?.node);
  const declared = { ...pkg.dependencies, ...pkg.devDependencies }[name];
  const major = lowestVersion(declared)?.[0];
  const floor = major === undefined ? undefined : RUNNER_FLOORS[name]?.[major];
  return floor ? lowestVersion(floor) : null;
}

/** The first Node whose `node --test` expands a glob itself (21), as an even, long-kept major. */
const NODE_TEST_GLOBS = 22;

/**
 * The version, raised to one whose `node --test` expands a quoted glob itself, where the tier
 * passes one (hosted-git-info: `node --test './test/**\/*.js'`; on Node 20, "Could not find"
 * and no test run, which its CI avoids with a script of its own for 20).
 */
export function nodeForTestGlobs(command: string, version: string): string {
  const quotedGlob = /\bnode\b[^|;&]*\s--test\b[^|;&]*(['"])[^'"]*\*[^'"]*\1/.test(command);
  const major = Number(/^v?(\d+)/.exec(version)?.[1]);
  return quotedGlob && major < NODE_TEST_GLOBS ? String(NODE_TEST_GLOBS) : version;
}
