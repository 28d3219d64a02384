import childProcess from "node:child_process";
import { syncBuiltinESMExports } from "node:module";

// The unit project is for tests that run in this process only: starting a program there is a
// mistake in where the test file is listed (vitest.config.ts), so it fails loudly.
for (const name of [
  "spawn",
  "spawnSync",
  "exec",
  "execSync",
  "execFile",
  "execFileSync",
  "fork",
] as const) {
  Object.assign(childProcess, {
    [name]: () => {
      throw new Error(
        `child_process.${name} in a unit test: list this file under the integration project in vitest.config.ts`,
      );
    },
  });
}
syncBuiltinESMExports();
