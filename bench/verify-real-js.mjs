// `fix-loop verify` next to the plain runner on real JavaScript libraries from the corpus
// (test/corpus/seeds.mjs), each with one seeded bug: dayjs (jest 22), entities and commander (jest 29) and ufo
// (vitest, fix-loop's own); and on its Go library, uuid (go test through gotestsum, which needs
// go and gotestsum on PATH). Runs alternate, so a busy machine slows both alike. Needs dist/
// built, the clones (`--mirrors DIR`, default /work/.mirror) and the suites' dev dependencies
// in the corpus cache (`--cache DIR`, as test/corpus/build-corpus.mjs installs them). Minutes.
//
//   node bench/verify-real-js.mjs [--only dayjs] [--runs 3]
import { execSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PROJECTS } from "../test/corpus/seeds.mjs";
import { CLI, fmt, measured, median, ROOT } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    mirrors: { type: "string", default: "/work/.mirror" },
    cache: { type: "string", default: path.join(tmpdir(), "fix-loop-corpus-cache") },
    runs: { type: "string", default: "3" },
    only: { type: "string" },
  },
});

/** The case per project, and the target the issue set for verify / plain. */
const CASES = [
  { project: "dayjs", bug: "add-day-off-by-one", target: 1.3 },
  // Its failing tests compare values a describe body computed: two call no project function,
  // so triage runs their file once more with the describe bodies recorded to name encodeXML.
  { project: "entities", bug: "encode-xml-off-by-one", target: 1.3 },
  // Named from the coverage taken in the first run: fix-loop's own cost on a 1 s suite.
  { project: "entities", bug: "replace-code-point-branch", target: 1.3 },
  // 1,369 tests in 110 files, with its own istanbul coverage on (jest.config.js). Six message
  // shapes and no frame in the project: coverage taken on jest's own retries decides.
  { project: "commander", bug: "format-item-branch", target: 1.3 },
  // One message shape, no frame in the project: one group, named from the coverage taken on
  // the way (the passing tests after the first failure), no run of its own.
  { project: "commander", bug: "edit-distance-off-by-one", target: 1.3 },
  { project: "ufo", bug: "without-trailing-slash-off-by-one", target: 1.25 },
  // Six failures with six messages: triage takes coverage, one run per test of the test binary
  // the first run built and kept (go-first-run.ts). The issue sets no target for go; pytest's
  // is 1.10.
  { project: "uuid", bug: "encode-hex-off-by-one", target: null },
  // The panic names its function: no coverage, the first run and the retry only.
  { project: "uuid", bug: "validate-panic", target: null },
];

/**
 * gotestsum retrying the failures in its own run, for comparison: it starts one `go test` per
 * failed test (and none after a panic), where fix-loop's retry is one gotestsum run for all.
 */
const GOTESTSUM_RERUN =
  "gotestsum --junitfile fix-loop-corpus/rerun.xml --rerun-fails=1 --rerun-fails-max-failures=1000 --packages ./...";

for (const entry of CASES) {
  if (values.only && values.only !== entry.project) continue;
  benchCase(entry);
}

function benchCase({ project: name, bug: bugId, target }) {
  const project = PROJECTS.find((each) => each.name === name);
  const bug = project?.bugs.find((each) => each.id === bugId);
  if (!project || !bug) throw new Error(`test/corpus/seeds.mjs has no ${name} ${bugId}`);
  const gitDir = path.join(values.mirrors, project.mirror, "repo");
  const deps = path.join(values.cache, "deps", name, "node_modules");
  if (!existsSync(gitDir) || (project.install && !existsSync(deps))) {
    console.log(`${name}: skipped (no clone at ${gitDir}, or no dependencies at ${deps})`);
    return;
  }
  if (project.language === "go" && spawnSync("gotestsum", ["--version"]).status !== 0) {
    console.log(`${name}: skipped (no gotestsum on PATH: apt-get install gotestsum)`);
    return;
  }
  const root = mkdtempSync(path.join(tmpdir(), `fix-loop-bench-${name}-`));
  try {
    execSync(`git --git-dir='${gitDir}' archive ${project.commit} | tar -x -C '${root}'`);
    if (project.install) symlinkSync(deps, path.join(root, "node_modules"));
    const file = path.join(root, bug.file);
    const source = readFileSync(file, "utf8");
    if (!source.includes(bug.find)) throw new Error(`the seed of ${bug.id} does not apply`);
    writeFileSync(file, source.replace(bug.find, bug.replace));
    const command = project.command
      .replace("{report}", "fix-loop-corpus/junit.xml")
      .replace("{vitest}", path.join(ROOT, "node_modules/.bin/vitest"));
    mkdirSync(path.join(root, ".github"), { recursive: true });
    writeFileSync(
      path.join(root, ".github/fix-loop.yml"),
      `tiers:\n  - name: unit\n    command: ${JSON.stringify(command)}\n    junit: fix-loop-corpus/junit.xml\n    timeout: 900\n`,
    );
    // One unmeasured run each: jest's transform cache, vite's and go's build cache are warm
    // for both (go caches no result of a failing package).
    // Both in CI's environment, as a workflow runs them.
    const ci = { ...process.env, CI: "true" };
    measured("sh", ["-c", command], { cwd: root, env: ci });
    const plain = [];
    const verify = [];
    const groupings = new Set();
    const ownRetry = [];
    for (let run = 0; run < Number(values.runs); run++) {
      plain.push(measured("sh", ["-c", command], { cwd: root, env: ci }));
      verify.push(measured(process.execPath, [CLI, "verify", "--plain"], { cwd: root, env: ci }));
      groupings.add(groupingOf(root));
      if (project.language === "go")
        ownRetry.push(measured("sh", ["-c", GOTESTSUM_RERUN], { cwd: root }));
    }
    report(name, project, bug, root, plain, verify, target);
    console.log(
      groupings.size === 1
        ? `the same groups, test for test, in all ${values.runs} runs`
        : `the groups differ between runs: ${groupings.size} different groupings in ${values.runs} runs`,
    );
    if (ownRetry.length > 0) {
      const ratio = (
        median(ownRetry.map((run) => run.ms)) / median(plain.map((run) => run.ms))
      ).toFixed(2);
      console.log(
        `gotestsum's own retry (--rerun-fails=1)  ${ownRetry.map((run) => fmt(run.ms)).join(", ")}: ${ratio} x plain (a go test per failed test, none after a panic; fix-loop keeps its own retry)`,
      );
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Which tests each group holds, under its signature: one string per grouping. */
function groupingOf(root) {
  const results = JSON.parse(readFileSync(path.join(root, ".fix-loop/results.json"), "utf8"));
  return JSON.stringify(
    results.groups.map((group) => [group.signature, [...group.tests].sort()]).sort(),
  );
}

function report(name, project, bug, root, plain, verify, target) {
  const results = JSON.parse(readFileSync(path.join(root, ".fix-loop/results.json"), "utf8"));
  const failed = results.tests.filter((test) => test.status === "failed").length;
  const groups = results.groups
    .map((group) => `${group.triage?.culprit?.function ?? group.signature} [${group.tests.length}]`)
    .join("; ");
  console.log(
    `\n${name} ${project.commit} (${project.runner}), ${bug.id}: ${results.tests.length} tests, ${failed} failed, ${results.groups.length} group(s): ${groups}`,
  );
  const tier = results.tiers[0];
  const phases = results.phases
    ? Object.entries(results.phases)
        .map(([phase, ms]) => `${phase.replace(/Ms$/, "")} ${fmt(ms)}`)
        .join(", ")
    : `tier ${fmt(tier.durationMs)} (first run and retry)`;
  const last = verify.at(-1).ms;
  const outside = last - results.durationMs - (results.phases?.reportMs ?? 0);
  console.log(
    `verify's last run: ${phases}; whole run ${fmt(results.durationMs)}; outside it (start-up, config, writing results) ${fmt(outside)} of the process's ${fmt(last)}`,
  );
  const each = (runs) => runs.map((run) => fmt(run.ms)).join(", ");
  console.log(`plain runner      ${each(plain)}`);
  console.log(`fix-loop verify   ${each(verify)}`);
  const ratio = (of) => (median(verify.map(of)) / median(plain.map(of))).toFixed(2);
  console.log(
    `ratio verify / plain, medians: wall ${ratio((run) => run.ms)} x, CPU ${ratio((run) => run.cpuMs)} x (${target === null ? "no target set" : `target <= ${target}`})`,
  );
}
