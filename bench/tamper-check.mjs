// The tamper check's cost per attempt: takeSnapshot before the agent and changesSince after
// it, on a generated repository (tracked files, ignored files the guard copies, and a
// node_modules it leaves alone). The fresh index hashes every file each time: this shows what
// that costs as the tree grows.
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { importBundled, median, tempProject } from "./lib.mjs";

const { takeSnapshot, changesSince } = await importBundled("src/fix/snapshot.ts");

const line = "export const value = 'some source text that fills a line of a typical file';\n";
for (const tracked of [500, 5_000]) {
  const files = { ".gitignore": "node_modules/\nlocal/\n" };
  for (let i = 0; i < tracked; i++) files[`src/${i % 50}/file-${i}.js`] = line.repeat(40);
  for (let i = 0; i < 200; i++) files[`local/generated-${i}.js`] = line.repeat(40);
  for (let i = 0; i < 5_000; i++) files[`node_modules/dep-${i % 100}/f-${i}.js`] = line.repeat(10);
  const root = tempProject(files);
  execFileSync("git", ["init", "-q"], { cwd: root });
  execFileSync("git", ["add", "-A"], { cwd: root });
  execFileSync("git", ["-c", "user.name=b", "-c", "user.email=b@b", "commit", "-qm", "b"], {
    cwd: root,
  });
  const before = [];
  const after = [];
  for (let run = 0; run < 5; run++) {
    let started = performance.now();
    const snapshot = await takeSnapshot(root);
    before.push(performance.now() - started);
    writeFileSync(path.join(root, "src/0/file-0.js"), `${line}// changed ${run}\n`);
    started = performance.now();
    await changesSince(snapshot);
    after.push(performance.now() - started);
  }
  console.log(
    `${tracked} tracked files (${Math.round((tracked * line.length * 40) / 1024)} KiB), 200 ignored, 5000 in node_modules: ` +
      `snapshot ${Math.round(median(before))} ms, check ${Math.round(median(after))} ms (median of 5)`,
  );
  rmSync(root, { recursive: true, force: true });
}
