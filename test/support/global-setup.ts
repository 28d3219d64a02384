import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error A build script in plain JavaScript, without types.
import { builtFromCurrentSources } from "../../scripts/build-stamp.mjs";

/**
 * Builds dist/ once, so tests run the bundled CLI, hook program, Action and app as users do.
 * The build is skipped when dist/.build-inputs says dist/ was built from the sources as they are
 * now (a clean clone: dist/ is committed, and CI checks it against a fresh build), or when
 * FIX_LOOP_SKIP_BUILD=1 says so.
 */
export default async function setup(): Promise<() => void> {
  // What the tests' runs remember between runs (src/results/remembered-tests.ts) stays theirs.
  const cache = mkdtempSync(path.join(tmpdir(), "fix-loop-test-cache-"));
  process.env.FIX_LOOP_CACHE = cache;
  const teardown = () => rmSync(cache, { recursive: true, force: true });
  if (process.env.FIX_LOOP_SKIP_BUILD) return teardown;
  if (await builtFromCurrentSources()) return teardown;
  execFileSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  return teardown;
}
