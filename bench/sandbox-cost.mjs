// What the sandbox (issues 18 and 28) adds to a fix run with an agent user: every command of the
// agent starts in a PID namespace (per process), and the agent works in its own copy of the tree,
// made once per run; after each attempt its change is read as data (the reader, as the agent
// user in a namespace of its own, lists what changed and reads it) and the copy is thrown away
// and made afresh from the checkout. Measured beside today's
// hand-over of the checkout itself, on generated trees of 5,500 and 55,000 files (tracked files
// plus a node_modules). Needs root and Linux; prints why not otherwise.
import { execFileSync } from "node:child_process";
import { appendFileSync, rmSync } from "node:fs";
import path from "node:path";
import { importBundled, median, tempProject } from "./lib.mjs";

if (process.platform !== "linux" || process.getuid?.() !== 0) {
  console.log("skipped: needs Linux and root (useradd, unshare)");
  process.exit(0);
}
const { createAgentUser, releaseAgentUser } = await importBundled("src/agent-user/agent-user.ts");
const { handTreeTo } = await importBundled("src/process/share-files.ts");
const { runProcess } = await importBundled("src/process/run.ts");
const { attachNamespace } = await importBundled("src/sandbox/attach.ts");
const { makeAgentCopy } = await importBundled("src/sandbox/agent-copy.ts");
const { CopyTree } = await importBundled("src/fix/copy-tree.ts");

const user = await createAgentUser();
const env = { PATH: process.env.PATH };
const ms = (values) => Math.round(median(values));
const spawnMs = async (runAs, cwd) => {
  const times = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await runProcess("true", { env, runAs, cwd });
    times.push(performance.now() - started);
  }
  return Math.round(median(times) * 10) / 10;
};
{
  const plain = await spawnMs({ ...user, namespace: null });
  const sandbox = await attachNamespace(user);
  if (sandbox.warning) console.log(`no namespace here: ${sandbox.note}`);
  const namespaced = await spawnMs(user);
  console.log(
    `one process (sh -c true) as the agent user: ${plain} ms, in its own PID namespace ${namespaced} ms (median of 20)`,
  );
}

const line = "export const value = 'some source text that fills a line of a typical file';\n";
for (const [tracked, installed] of [
  [500, 5_000],
  [5_000, 50_000],
  // Every file tracked (none in node_modules): the reader walks and stamps all of them.
  [55_000, 0],
]) {
  const files = { ".gitignore": "node_modules/\n" };
  for (let i = 0; i < tracked; i++) files[`src/${i % 50}/file-${i}.js`] = line.repeat(40);
  for (let i = 0; i < installed; i++) files[`node_modules/dep-${i % 500}/f-${i}.js`] = line;
  const root = tempProject(files);
  execFileSync("git", ["init", "-q"], { cwd: root });
  execFileSync("git", ["add", "-A"], { cwd: root });
  execFileSync("git", ["-c", "user.name=b", "-c", "user.email=b@b", "commit", "-qm", "b"], {
    cwd: root,
  });
  const today = [];
  const phases = { copy: [], open: [], attempt: [], record: [], fresh: [], remove: [], run: [] };
  let bound = 0;
  let command = 0;
  for (let round = 0; round < 5; round++) {
    const t0 = performance.now();
    const giveBack = await handTreeTo(root, user);
    await giveBack();
    today.push(performance.now() - t0);

    const t1 = performance.now();
    const made = await makeAgentCopy(root, user);
    const t2 = performance.now();
    const caps = { files: 200, fileBytes: 5 * 1024 * 1024, totalBytes: 20 * 1024 * 1024 };
    const tree = await CopyTree.open(made.copy, made.runAs, caps);
    const t3 = performance.now();
    bound = made.copy.dependencies;
    // One attempt's change record (one file edited) and the fresh copy made after it.
    appendFileSync(path.join(made.copy.tree, "src/3/file-3.js"), "// edited\n");
    const changes = await tree.changes([]);
    const t3b = performance.now();
    if (changes.files.join() !== "src/3/file-3.js") throw new Error(`read ${changes.files}`);
    await tree.undo(changes.files);
    const t4 = performance.now();
    // A command of an attempt, in its namespace with the copy (and its binds) laid over the checkout.
    if (round === 0) command = await spawnMs(made.runAs, root);
    const t4b = performance.now();
    await tree.close();
    await made.copy.remove();
    const t5 = performance.now();
    phases.copy.push(t2 - t1);
    phases.open.push(t3 - t2);
    phases.attempt.push(t4 - t3);
    phases.record.push(t3b - t3);
    phases.fresh.push(t4 - t3b);
    phases.remove.push(t5 - t4b);
    phases.run.push(t5 - t4b + (t3 - t1));
  }
  const total = tracked + installed + 1;
  console.log(
    `${total} files (${bound} dependency folder(s) bound read-only, not copied): ` +
      `copy ${ms(phases.copy)} ms + open ${ms(phases.open)} ms + remove ${ms(phases.remove)} ms = ${ms(phases.run)} ms once per run; ` +
      `per attempt ${ms(phases.attempt)} ms: the change record ${ms(phases.record)} ms + a fresh copy (with its stamps) ${ms(phases.fresh)} ms; ` +
      `one command in its namespace over the copy ${command} ms (median of 20); ` +
      `one run of one attempt adds ${ms(phases.run) + ms(phases.attempt)} ms plus ${command} ms a command; ` +
      `the fallback's hand-over and give-back ${ms(today)} ms (median of 5)`,
  );
  rmSync(root, { recursive: true, force: true });
}
await releaseAgentUser(user);
