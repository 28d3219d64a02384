import { execFileSync } from "node:child_process";

/**
 * Builds dist/ once, so tests run the bundled CLI, hook program, Action and app as users do.
 * FIX_LOOP_SKIP_BUILD=1 skips it when dist/ is known to be fresh.
 */
export default function setup(): void {
  if (process.env.FIX_LOOP_SKIP_BUILD) return;
  execFileSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
}
