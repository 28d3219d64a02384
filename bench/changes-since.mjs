// What reading the change since a base costs verify (src/triage/changes/changes-since.ts: git
// diff, then each changed line's function): a real library's clone, compared with the commit K
// first-parent steps back, for growing K. Runs once per verify, before any test.
//
//   node bench/changes-since.mjs [--repo GIT_DIR] [--rounds 5]
//
// The default repository is luxon's mirror (the fetch tool's /work/.mirror/moment+luxon).
//
// 2026-11-29, 2 cores, load 3: HEAD~1 (1 function) 0.14 s, HEAD~5 (2) 0.14 s, HEAD~20 (22)
// 0.18 s, HEAD~100 (109) 0.23 s: two git runs and reading the changed files.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { fmt, importBundled, loadLine, median } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    repo: { type: "string", default: "/work/.mirror/moment+luxon/repo" },
    rounds: { type: "string", default: "5" },
  },
});
const { changesSince } = await importBundled("src/triage/changes/changes-since.ts");
const clone = mkdtempSync(path.join(tmpdir(), "changes-since-"));
try {
  // Shared with the source repository's objects: nothing is copied, and it is never written.
  execFileSync("git", ["clone", "-q", "--shared", values.repo, clone]);
  console.log(
    `${values.repo} at ${execFileSync("git", ["-C", clone, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim()}; ${loadLine()}`,
  );
  for (const back of [1, 5, 20, 100]) {
    const times = [];
    let found = null;
    for (let round = 0; round < Number(values.rounds); round++) {
      const started = performance.now();
      found = await changesSince(clone, `HEAD~${back}`);
      times.push(performance.now() - started);
    }
    console.log(
      `HEAD~${back}: ${found.functions.size} functions changed, ${fmt(median(times))} (median of ${values.rounds})`,
    );
  }
} finally {
  rmSync(clone, { recursive: true, force: true });
}
