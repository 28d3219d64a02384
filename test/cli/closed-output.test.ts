import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { CLI } from "../support/run-cli.js";
import { createTempProject } from "../support/temp-project.js";

/** Four failing scripts, run one at a time, each printing its line a moment after the last. */
const FILES: Record<string, string> = {
  ".github/fix-loop.yml": "tiers:\n  - name: smoke\n    tests: tests/*.sh\n    concurrency: 1\n",
};
for (const name of ["a", "b", "c", "d"])
  FILES[`tests/${name}.sh`] = `#!/bin/sh\nsleep 0.2\necho "FAIL: case ${name} is wrong"\nexit 1\n`;

it("`verify | head -1`: the run goes on without its output, writes results.json and exits 1", async () => {
  const root = await createTempProject(FILES);
  const child = spawn(process.execPath, [CLI, "verify", "-C", root], {
    env: { ...process.env, CI: "true", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  // The reader takes the first line and goes, as head -1 does.
  child.stdout.once("data", () => child.stdout.destroy());
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));

  expect(stderr).not.toContain("EPIPE");
  expect(code).toBe(1);
  const results = JSON.parse(await readFile(path.join(root, ".fix-loop/results.json"), "utf8"));
  expect(results.tests.map((test: { status: string }) => test.status)).toEqual([
    "failed",
    "failed",
    "failed",
    "failed",
  ]);
});
