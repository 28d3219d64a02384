// `fix-loop fix` (the bundled CLI, the real claude binary, a scripted model) on a real pytest
// suite: more-itertools at the corpus's pinned commit with one seeded bug, windowed() off by
// one. The agent's first fix repairs windowed() but breaks ilen() (its group's tests pass, the
// regression run catches it); the second is the right one. A `python3` on PATH ahead of the real
// one logs every pytest the engine starts, so the bench counts whole-suite runs against the
// selective re-runs (pytest node ids). Bundled by bench/fix-pytest.mjs; not run directly.
import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { type CorpusProject, PROJECTS, type SeededBug } from "../test/corpus/seeds.mjs";
import {
  callTool,
  claim,
  type ScriptedReply,
  sessionScript,
  startScriptedModel,
} from "../test/support/scripted-model/index.js";

function seeded(): { project: CorpusProject; bug: SeededBug } {
  const project = PROJECTS.find((entry) => entry.name === "more-itertools");
  const bug = project?.bugs.find((entry) => entry.id === "windowed-off-by-one");
  if (!project || !bug) throw new Error("test/corpus/seeds.mjs has no more-itertools windowed bug");
  return { project, bug };
}

const { project: PROJECT, bug: BUG } = seeded();
const ILEN = "return sum(compress(repeat(1), zip(iterable)))";
const PYTEST = "python3 -m pytest -q -p no:cacheprovider --junitxml=reports/junit.xml";

export async function main(cli: string, mirrors: string): Promise<void> {
  const gitDir = join(mirrors, PROJECT.mirror, "repo");
  if (!existsSync(gitDir)) {
    console.log(
      `skipped: no clone of more-itertools at ${gitDir} (fetch github:more-itertools/more-itertools)`,
    );
    return;
  }
  if (spawnSync("python3", ["-m", "pytest", "--version"]).status !== 0) {
    console.log("skipped: python3 -m pytest is not installed here");
    return;
  }
  const work = mkdtempSync(join(tmpdir(), "fix-loop-bench-pytest-"));
  const root = join(work, "project");
  const log = join(work, "pytest-runs.log");
  try {
    seedProject(gitDir, root);
    const bin = countingPython(join(work, "bin"), log);
    const module = join(root, BUG.file);
    const model = await startScriptedModel(
      sessionScript([
        [
          callTool("Read", { file_path: module }),
          callTool("Edit", { file_path: module, old_string: BUG.replace, new_string: BUG.find }),
          // "While there": a tidy-up of ilen() that breaks it.
          callTool("Edit", {
            file_path: module,
            old_string: ILEN,
            new_string: "return len(list(iterable)) - 1",
          }),
          fixed("windowed skipped a window; also simplified ilen"),
        ],
        [
          callTool("Read", { file_path: module }),
          callTool("Edit", { file_path: module, old_string: BUG.replace, new_string: BUG.find }),
          fixed("windowed started its filler one step late"),
        ],
      ]),
    );
    const started = performance.now();
    // Not spawnSync: the scripted model answers from this process's event loop.
    const run = await execa(process.execPath, [cli, "fix", "-C", root], {
      env: {
        ...process.env,
        ...model.env,
        CI: "true",
        NO_COLOR: "1",
        PATH: `${bin}:${model.env.PATH}`,
      },
      reject: false,
    }).finally(() => model.close());
    const code = run.exitCode ?? null;
    if (code !== 0 && code !== 1) console.log(run.stdout, run.stderr);
    const wallMs = performance.now() - started;
    report(
      JSON.parse(readFileSync(join(root, ".fix-loop/results.json"), "utf8")),
      log,
      code,
      wallMs,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function fixed(rootCause: string): ScriptedReply {
  return claim({
    status: "fixed",
    root_cause: rootCause,
    files_changed: [BUG.file],
    tests_run: [],
    reasoning: "bench",
  });
}

/** The project at the corpus's commit, the bug seeded and committed, with a fix-loop config. */
function seedProject(gitDir: string, root: string): void {
  mkdirSync(root, { recursive: true });
  execFileSync("sh", [
    "-c",
    `git --git-dir='${gitDir}' archive ${PROJECT.commit} | tar -x -C '${root}'`,
  ]);
  const file = join(root, BUG.file);
  const source = readFileSync(file, "utf8");
  if (!source.includes(BUG.find)) throw new Error(`the seed of ${BUG.id} does not apply`);
  writeFileSync(file, source.replace(BUG.find, BUG.replace));
  mkdirSync(join(root, ".github"), { recursive: true });
  writeFileSync(
    join(root, ".github/fix-loop.yml"),
    [
      "tiers:",
      "  - name: unit",
      `    command: ${PYTEST}`,
      "    junit: reports/junit.xml",
      "    timeout: 900",
      "fix:",
      "  max-attempts: 3",
      "  protected: ['tests/**', '.github/**']",
      "",
    ].join("\n"),
  );
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "ignore" });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git(
    "-c",
    "user.name=bench",
    "-c",
    "user.email=bench@example.invalid",
    "commit",
    "-qm",
    "seeded bug",
  );
}

/**
 * A `python3` that logs each pytest it starts (whole suite, or how many node ids; with the
 * coverage plugin or not) and then runs the real one.
 */
function countingPython(bin: string, log: string): string {
  const real = execFileSync("sh", ["-c", "command -v python3"], { encoding: "utf8" }).trim();
  mkdirSync(bin, { recursive: true });
  const shim = join(bin, "python3");
  writeFileSync(
    shim,
    [
      "#!/bin/sh",
      'if [ "$1" = "-m" ] && [ "$2" = "pytest" ]; then',
      "  ids=0",
      '  for arg in "$@"; do case "$arg" in *::*) ids=$((ids + 1));; esac; done',
      '  case "$PYTEST_ADDOPTS" in *fixloop_coverage*) kind=coverage;; *) kind=tests;; esac',
      `  start=$(date +%s.%N)`,
      `  "${real}" "$@"`,
      "  code=$?",
      `  echo "$kind $ids $start $(date +%s.%N)" >> '${log}'`,
      "  exit $code",
      "fi",
      `exec "${real}" "$@"`,
      "",
    ].join("\n"),
  );
  chmodSync(shim, 0o755);
  return bin;
}

interface Results {
  outcome: string;
  attempts: { attempt: number; rejected: string | null; verified: { regressions: string[] } }[];
  groups: { id: string; signature: string; tests: string[] }[];
}

function report(results: Results, log: string, code: number | null, wallMs: number): void {
  const runs = existsSync(log)
    ? readFileSync(log, "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const [kind, ids, start, end] = line.split(" ");
          return { kind, ids: Number(ids), ms: (Number(end) - Number(start)) * 1000 };
        })
    : [];
  const full = runs.filter((run) => run.kind === "tests" && run.ids === 0);
  const selective = runs.filter((run) => run.kind === "tests" && run.ids > 0);
  const coverage = runs.filter((run) => run.kind === "coverage");
  const attempts = results.attempts.length;
  const sum = (list: typeof runs) =>
    `${(list.reduce((total, run) => total + run.ms, 0) / 1000).toFixed(1)} s`;
  console.log(
    `more-itertools ${PROJECT.commit}, seeded ${BUG.id}; fix-loop fix exit ${code}, outcome ${results.outcome}, ` +
      `${(wallMs / 1000).toFixed(0)} s wall`,
  );
  console.log(
    `groups: ${results.groups.map((group) => `${group.signature} [${group.tests.length}]`).join("; ")}`,
  );
  for (const attempt of results.attempts) {
    const regressions = attempt.verified.regressions.length;
    console.log(
      `attempt ${attempt.attempt}: ${attempt.rejected ?? "kept"}${regressions ? ` (${regressions} regressions)` : ""}`,
    );
  }
  console.log("pytest runs                      count  time");
  console.log(`whole suite                      ${String(full.length).padEnd(5)}  ${sum(full)}`);
  console.log(
    `selected tests (node ids)        ${String(selective.length).padEnd(5)}  ${sum(selective)}  (${selective.map((run) => run.ids).join(", ")} ids)`,
  );
  console.log(
    `coverage re-run (triage)         ${String(coverage.length).padEnd(5)}  ${sum(coverage)}`,
  );
  console.log(
    `whole-suite runs ${full.length} for ${attempts} attempts: at most attempts + 1 = ${attempts + 1} ` +
      `(${full.length <= attempts + 1 ? "met" : "NOT met"})`,
  );
}
