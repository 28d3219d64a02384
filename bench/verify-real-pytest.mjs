// `fix-loop verify` (default retries: 1) next to plain pytest on a real suite: more-itertools at
// the corpus's commit (test/corpus/seeds.mjs) with one seeded bug, windowed() off by one, which
// fails 18 of its 736 tests. Runs alternate, so a busy machine slows both alike. Needs python3
// with pytest, dist/ built, and a clone of more-itertools (`--mirrors DIR`, default /work/.mirror,
// as test/corpus/build-corpus.mjs takes). Several minutes.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PROJECTS } from "../test/corpus/seeds.mjs";
import { CLI, fmt, measured, median } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    mirrors: { type: "string", default: "/work/.mirror" },
    runs: { type: "string", default: "3" },
  },
});
const PYTEST =
  "python3 -m pytest -q -p no:cacheprovider -p no:hypothesispytest --junitxml=reports/junit.xml";
const project = PROJECTS.find((entry) => entry.name === "more-itertools");
const bug = project?.bugs.find((entry) => entry.id === "windowed-off-by-one");
if (!project || !bug) throw new Error("test/corpus/seeds.mjs has no more-itertools windowed bug");
const gitDir = path.join(values.mirrors, project.mirror, "repo");
if (!existsSync(gitDir)) {
  console.log(`skipped: no clone of more-itertools at ${gitDir} (--mirrors DIR)`);
  process.exit(0);
}

const root = mkdtempSync(path.join(tmpdir(), "fix-loop-bench-real-"));
try {
  execSync(`git --git-dir='${gitDir}' archive ${project.commit} | tar -x -C '${root}'`);
  const file = path.join(root, bug.file);
  const source = readFileSync(file, "utf8");
  if (!source.includes(bug.find)) throw new Error(`the seed of ${bug.id} does not apply`);
  writeFileSync(file, source.replace(bug.find, bug.replace));
  mkdirSync(path.join(root, ".github"), { recursive: true });
  writeFileSync(
    path.join(root, ".github/fix-loop.yml"),
    `tiers:\n  - name: unit\n    command: ${PYTEST}\n    junit: reports/junit.xml\n    timeout: 900\n`,
  );
  const pytest = [];
  const verify = [];
  for (let run = 0; run < Number(values.runs); run++) {
    pytest.push(measured("sh", ["-c", PYTEST], { cwd: root }));
    verify.push(
      measured(process.execPath, [CLI, "verify", "--plain"], {
        cwd: root,
        env: { ...process.env, CI: "true" },
      }),
    );
  }
  const results = JSON.parse(readFileSync(path.join(root, ".fix-loop/results.json"), "utf8"));
  const failed = results.tests.filter((test) => test.status === "failed").length;
  const tier = results.tiers[0];
  const group = results.groups[0];
  console.log(
    `more-itertools ${project.commit}, ${bug.id}: ${results.tests.length} tests, ${failed} failed, ${results.groups.length} group(s)` +
      (group?.triage?.culprit
        ? ` (culprit ${group.triage.culprit.function}, by ${group.triage.culprit.source})`
        : ""),
  );
  console.log(
    `verify's last run: tier ${fmt(tier.durationMs)} (with the retry), whole run ${fmt(results.durationMs)}`,
  );
  const each = (runs) => runs.map((run) => fmt(run.ms)).join(", ");
  console.log(`plain pytest      ${each(pytest)}`);
  console.log(`fix-loop verify   ${each(verify)}`);
  const ratio = (of) => (median(verify.map(of)) / median(pytest.map(of))).toFixed(2);
  console.log(
    `ratio verify / pytest, medians: wall ${ratio((run) => run.ms)} x, CPU ${ratio((run) => run.cpuMs)} x (target <= 1.10)`,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
