import { execFileSync } from "node:child_process";
// @ts-expect-error A build script in plain JavaScript, without types.
import { builtFromCurrentSources } from "../../scripts/build-stamp.mjs";

/**
 * Builds dist/ once, so tests run the bundled CLI, hook program, Action and app as users do.
 * The build is skipped when dist/.build-inputs says dist/ was built from the sources as they are
 * now (a clean clone: dist/ is committed, and CI checks it against a fresh build), or when
 * FIX_LOOP_SKIP_BUILD=1 says so.
 */
export default async function setup(): Promise<void> {
  if (process.env.FIX_LOOP_SKIP_BUILD) return;
  if (await builtFromCurrentSources()) return;
  execFileSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
}
