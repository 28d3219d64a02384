// What check's sandbox adds: each command of setup and the tests starts as the throwaway user in
// a PID namespace of its own (unshare + a root pid 1 + setpriv), against the same command as
// ourselves and as the user without a namespace. Paid per test script, service and probe; the
// user itself (useradd to userdel) is paid once per check step (see agent-user-setup.mjs).
// Needs Linux and root; prints why not otherwise.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { importBundled, median } from "./lib.mjs";

if (process.platform !== "linux" || process.getuid?.() !== 0) {
  console.log("skipped: needs Linux and root (useradd, unshare)");
  process.exit(0);
}
const { createAgentUser, releaseAgentUser } = await importBundled("src/agent-user/agent-user.ts");
const { runProcess } = await importBundled("src/process/run.ts");

const user = await createAgentUser();
const cwd = mkdtempSync(path.join(tmpdir(), "fix-loop-bench-ns-"));
const env = { PATH: process.env.PATH };
const spawnMs = async (runAs, command) => {
  const times = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await runProcess(command, { cwd, env, runAs });
    times.push(performance.now() - started);
  }
  return Math.round(median(times) * 10) / 10;
};
try {
  for (const command of ["true", "(setsid sleep 2 &); true"]) {
    const self = await spawnMs(null, command);
    const other = await spawnMs(user, command);
    const namespaced = await spawnMs({ ...user, pidNamespace: true }, command);
    console.log(
      `one process (sh -c '${command}'): as ourselves ${self} ms, as the user ${other} ms, as the user in a PID namespace ${namespaced} ms (median of 30)`,
    );
  }
} finally {
  await releaseAgentUser(user);
  rmSync(cwd, { recursive: true, force: true });
}
