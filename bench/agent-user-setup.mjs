// What the throwaway agent user (fix --agent-user auto) adds to a fix run: useradd, sharing the
// work tree with its group and giving it back, then killing its processes and userdel. Paid once
// per run (not per attempt), on a generated tree of tracked files plus a node_modules, which the
// hand-over walks as well. Needs root (or passwordless sudo) and Linux; prints why not otherwise.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { importBundled, median, tempProject } from "./lib.mjs";

if (process.platform !== "linux" || process.getuid?.() !== 0) {
  console.log("skipped: needs Linux and root (useradd)");
  process.exit(0);
}
const { createAgentUser, releaseAgentUser } = await importBundled("src/agent-user/agent-user.ts");
const { handTreeTo } = await importBundled("src/process/share-files.ts");
const { runProcess } = await importBundled("src/process/run.ts");

// Every test, service and claude start goes through setpriv and a umask shim: per process.
{
  const user = await createAgentUser();
  const env = { PATH: process.env.PATH };
  const spawnMs = async (runAs) => {
    const times = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await runProcess("true", { env, runAs });
      times.push(performance.now() - started);
    }
    return Math.round(median(times) * 10) / 10;
  };
  const self = await spawnMs(null);
  const other = await spawnMs(user);
  await releaseAgentUser(user);
  console.log(
    `one process (sh -c true): as ourselves ${self} ms, as the agent user ${other} ms (median of 20)`,
  );
}

const line = "export const value = 'some source text that fills a line of a typical file';\n";
for (const [tracked, installed] of [
  [500, 5_000],
  [5_000, 50_000],
]) {
  const files = { ".gitignore": "node_modules/\n" };
  for (let i = 0; i < tracked; i++) files[`src/${i % 50}/file-${i}.js`] = line.repeat(40);
  for (let i = 0; i < installed; i++) files[`node_modules/dep-${i % 500}/f-${i}.js`] = line;
  const root = tempProject(files);
  execFileSync("git", ["init", "-q"], { cwd: root });
  const phases = { useradd: [], share: [], giveBack: [], userdel: [], total: [] };
  for (let run = 0; run < 5; run++) {
    const t0 = performance.now();
    const user = await createAgentUser();
    const t1 = performance.now();
    const giveBack = await handTreeTo(root, user);
    const t2 = performance.now();
    await giveBack();
    const t3 = performance.now();
    await releaseAgentUser(user);
    const t4 = performance.now();
    phases.useradd.push(t1 - t0);
    phases.share.push(t2 - t1);
    phases.giveBack.push(t3 - t2);
    phases.userdel.push(t4 - t3);
    phases.total.push(t4 - t0);
  }
  const ms = (name) => `${name} ${Math.round(median(phases[name]))} ms`;
  console.log(
    `${tracked} tracked + ${installed} node_modules files: ` +
      `${["useradd", "share", "giveBack", "userdel", "total"].map(ms).join(", ")} (median of 5)`,
  );
  rmSync(root, { recursive: true, force: true });
}
