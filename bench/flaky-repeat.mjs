// What judging a flaky test's fix by repetition costs in check, and what it is worth. Cost: a
// script test (bash, then node) run fix.flaky.repeat times in a row as check runs it, as a
// throwaway user with each run in a PID namespace of its own, against one run. Worth: the chance
// a test still flaking at rate r passes K runs by luck, (1 - r)^K. Needs Linux and root for the
// cost; prints the worth anywhere.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { importBundled } from "./lib.mjs";

const { chanceOfLuckyPasses } = await importBundled("src/flaky/luck.ts");
for (const times of [10, 20, 50]) {
  const row = [0.01, 0.05, 0.1, 0.2, 0.5]
    .map((rate) => `${rate * 100}%: ${(chanceOfLuckyPasses(rate, times) * 100).toPrecision(2)}%`)
    .join(", ");
  console.log(`passes ${times} runs in a row by luck, by flake rate: ${row}`);
}

if (process.platform !== "linux" || process.getuid?.() !== 0) {
  console.log("cost skipped: needs Linux and root (useradd, unshare)");
  process.exit(0);
}
const { createAgentUser, releaseAgentUser } = await importBundled("src/agent-user/agent-user.ts");
const { attachNamespace } = await importBundled("src/sandbox/attach.ts");
const { repeatFlakyTest } = await importBundled("src/action/modes/check/repeat-flaky.ts");

const cwd = mkdtempSync(path.join(tmpdir(), "fix-loop-bench-repeat-"));
chmodSync(cwd, 0o755);
const script = path.join(cwd, "quick.sh");
writeFileSync(script, "#!/usr/bin/env bash\nnode -e 'setTimeout(() => {}, 1)'\n");
chmodSync(script, 0o755);
const user = await createAgentUser();
const sandbox = await attachNamespace(user);
const test = {
  id: "BT-001",
  title: "quick",
  tier: "smoke",
  status: "passed",
  durationMs: 1,
  kind: "script",
  file: "quick.sh",
  requires: [],
  run: "./quick.sh",
  runs: 1,
  reason: null,
  evidence: null,
};
const flake = { id: "BT-001", alias: "T-0000", rate: 0.1, lowerBound: 0.05, runs: 40, flakes: 4 };
try {
  for (const times of [1, 20]) {
    const started = performance.now();
    const repetition = await repeatFlakyTest(test, flake, {
      cwd,
      env: { PATH: process.env.PATH },
      runAs: user,
      times,
      timeoutMs: () => 60_000,
    });
    const ms = Math.round(performance.now() - started);
    console.log(
      `a script test (bash + node) run ${times} time(s) in a row as check's user (${sandbox.note.split(",")[0]}): ${ms} ms (${repetition.passed ? "all passed" : "failed"})`,
    );
  }
} finally {
  await releaseAgentUser(user);
  rmSync(cwd, { recursive: true, force: true });
}
