// What issue 28's confinement adds to each command of the agent (one namespace per command):
// the private /tmp, /var/tmp and /dev/shm (a tmpfs each, with what the agent may reach bound
// back in: one mount per such folder at the top of /tmp) and the cgroups joined for the limits.
// Measured as the agent user, `true` in its namespace, with no limits and no private temp (as
// before), then as now, with 0, 20 and 200 reachable folders at the top of /tmp. Needs root and
// Linux; prints why not otherwise.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { importBundled, median } from "./lib.mjs";

if (process.platform !== "linux" || process.getuid?.() !== 0) {
  console.log("skipped: needs Linux and root (useradd, unshare)");
  process.exit(0);
}
const { createAgentUser, releaseAgentUser } = await importBundled("src/agent-user/agent-user.ts");
const { attachNamespace } = await importBundled("src/sandbox/attach.ts");
const { runAsUser } = await importBundled("src/process/run-as.ts");

const user = await createAgentUser();
const env = { PATH: process.env.PATH };
/** `true` as the agent in its namespace; `confined: false` blanks the private temp and cgroups. */
const medianMs = (runAs, confined) => {
  const { target } = runAsUser({ file: "true", args: [] }, env, runAs, { report: false });
  const args = [...target.args];
  if (!confined) {
    // After the script's name: report, copy, over, private temp, cgroups.
    const at = args.indexOf("fix-loop-pid-one");
    args[at + 4] = "";
    args[at + 5] = "";
  }
  const times = [];
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    const outcome = spawnSync(target.file, args, { env, stdio: "ignore" });
    if (outcome.status !== 0) throw new Error(`exit ${outcome.status}`);
    times.push(performance.now() - started);
  }
  return Math.round(median(times) * 10) / 10;
};
const made = [];
try {
  const sandbox = await attachNamespace(user);
  console.log(`the agent user: ${sandbox.note}`);
  // As before issue 28: the namespace only (private temp and cgroups left out).
  const before = medianMs(user, false);
  console.log(`a command in its namespace, no private temp: ${before} ms (median of 15)`);
  for (const folders of [0, 20, 200]) {
    while (made.length < folders) {
      const folder = mkdtempSync(path.join(tmpdir(), "fix-loop-bench-reach-"));
      chmodSync(folder, 0o755);
      made.push(folder);
    }
    const now = medianMs(user, true);
    console.log(
      `with private temp and limits, ${folders} more folders the agent may enter in /tmp: ${now} ms (+${Math.round((now - before) * 10) / 10} ms)`,
    );
  }
} finally {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
  await releaseAgentUser(user);
}
