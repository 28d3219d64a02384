import { mkdtemp, readFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { COVERAGE_MOST_BYTES, readRunOutput } from "../../files/read-run-output.js";
import { type GoTest, goModulePath, goTestOf } from "../../junit/go-module.js";
import { goRunPattern } from "../../junit/go-run-pattern.js";
import { runProcess } from "../../process/run.js";
import type { RunAs } from "../../process/run-as.js";
import { removeSharedFolder, shareFolder } from "../../process/share-files.js";
import { goPackageName } from "../frames/go-package-name.js";
import type { CoverageRunner } from "./coverage-runner.js";
import { takeKeptBinaries } from "./go-first-run.js";

export interface GoCoverageOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Run the tests as this user (`fix --agent-user`). */
  runAs?: RunAs | null;
}

/** `example.com/calc/calc.go:4.24,6.33 2 1`: file, block start line, ..., hit count. */
const PROFILE_LINE = /^(.+\.go):(\d+)\.\d+,\d+\.\d+ \d+ (\d+)$/;
/** `func Sum(`, `func (s Series) Mean(`, `func (p *Parser[T]) Parse[`. */
const FUNC_DECL = /^func\s+(?:\(\s*(?:\w+\s+)?(\*?)\s*(\w+)[^)]*\)\s*)?(\w+)\s*[([]/;

/**
 * Each chosen test alone with -coverprofile, as `go test -run '^Name$' -coverprofile` would run
 * it, but through the package's test binary: the one the tier's first run kept
 * (go-first-run.ts), else built once per package (`go test -c`), then run once per test. The runs go through one shell loop, not a process of ours each: a run of the
 * binary takes milliseconds, and so would starting it from here. -coverpkg=./... counts a bug
 * in another package of the module too. The profile names statement blocks, not functions:
 * each covered block goes to the function declared around it, named as Go's stacks name it
 * ("calc.Sum", "calc.(*Parser).Parse") so a panic's frame and coverage agree. Tests come from
 * the JUnit classname (the package's import path), not from the tier's command: gotestsum and
 * go-junit-report pipelines cannot take -coverprofile. When the signal aborts, the tests that
 * finished by then keep their coverage.
 */
export function goCoverageRunner(options: GoCoverageOptions): CoverageRunner {
  return {
    async run(tests, signal) {
      const found = new Map<string, Set<string>>();
      const module = await goModulePath(options.cwd);
      if (!module) return found;
      // A subtest runs alone (`-test.run=^TestX$/^case_1$`), with its parent's setup around it.
      const runs = new Map<string, GoTest & { ids: string[] }>();
      for (const test of tests) {
        const selected = goTestOf(test.runnerId, module);
        if (!selected) continue;
        const key = `${selected.pkg}.${selected.name}`;
        const known = runs.get(key) ?? { ...selected, ids: [] };
        known.ids.push(test.id);
        runs.set(key, known);
      }
      if (runs.size === 0) return found;
      const root = await mkdtemp(path.join(tmpdir(), "fix-loop-gocov-"));
      shareFolder(root, options.runAs);
      const run = (file: string, args: string[], cwd: string) =>
        runProcess({ file, args }, { cwd, env: options.env, runAs: options.runAs, signal });
      try {
        const binaries = new Map<string, string | null>();
        const kept = takeKeptBinaries(options.cwd);
        for (const { pkg, dir } of runs.values()) {
          const firstRun = kept.get(path.join(options.cwd, dir));
          if (firstRun && !binaries.has(pkg)) binaries.set(pkg, firstRun);
          if (binaries.has(pkg) || signal?.aborted) continue;
          const binary = path.join(root, `${binaries.size}.test`);
          const built = await run("go", buildArgs(binary, pkg, options.env), options.cwd);
          binaries.set(pkg, built.exitCode === 0 ? binary : null);
        }
        const planned = [...runs.values()].flatMap((each) => {
          const binary = binaries.get(each.pkg);
          return binary ? [{ ...each, binary }] : [];
        });
        if (planned.length === 0) return found;
        // go test runs a package's tests in its folder (testdata/ is found from there).
        const words = planned.flatMap((each) => [
          each.binary,
          path.join(options.cwd, each.dir),
          `-test.run=${goRunPattern([each.name])}`,
        ]);
        const lanes = String(Math.max(1, Math.min(planned.length, availableParallelism())));
        await run("sh", ["-c", EACH_TEST, "sh", root, lanes, ...words], options.cwd);
        const done = new Set(
          (await readRunOutput(path.join(root, "done"))).split("\n").filter(Boolean),
        );
        const functions = new Map<string, Promise<GoFunction[]>>();
        for (const [index, each] of planned.entries()) {
          if (!done.has(String(index))) continue;
          const text = await readRunOutput(path.join(root, `${index}.out`), COVERAGE_MOST_BYTES);
          if (text === "") continue;
          const covered = await coveredFunctions(text, module, options.cwd, functions);
          for (const id of each.ids) found.set(id, covered);
        }
        return found;
      } finally {
        await removeSharedFolder(root);
      }
    },
  };
}

/**
 * `sh -c EACH_TEST sh OUT LANES BINARY DIR RUN ...`: each test's binary in its folder, its
 * profile to OUT/<n>.out, and <n> added to OUT/done once the binary has exited: a run cut short
 * leaves a half profile that is never read. The shell's own `echo` marks it: a `mv` per test cost
 * a process start each (2-4 ms, against about 10 ms for the test's run on spf13/pflag). LANES
 * loops (one a core) take every LANES-th test each: a test's run is one binary on one core
 * mostly, and a sample of 20 passing tests and the failures ran one after the other.
 */
const EACH_TEST = `out=$1; lanes=$2; shift 2
lane() {
  k=$1; n=0; shift
  while [ $# -ge 3 ]; do
    if [ $((n % lanes)) -eq "$k" ]; then
      (cd "$2" && exec "$1" "$3" "-test.coverprofile=$out/$n.out") >/dev/null 2>&1
      [ -f "$out/$n.out" ] && echo "$n" >> "$out/done"
    fi
    n=$((n + 1)); shift 3
  done
}
k=0
while [ "$k" -lt "$lanes" ]; do lane "$k" "$@" & k=$((k + 1)); done
wait`;

/**
 * `go test -c` for coverage only, as cheap as it can be: with go's build cache warm from the
 * tier's run, building the binary is mostly linking it, and the run it stands for (the tier's
 * own `go test`) also ran go vet. So no vet (the tier did), and no symbol table or DWARF
 * (stacks keep their function names), unless GOFLAGS sets -ldflags of its own: that build
 * then links as the tier's did. On google/uuid that takes the build from about 0.40 s to 0.21 s,
 * where the whole first run of gotestsum takes about 0.33 s.
 */
function buildArgs(binary: string, pkg: string, env: NodeJS.ProcessEnv): string[] {
  const ldflags = /(?:^|\s)-ldflags[=\s]/.test(env.GOFLAGS ?? "") ? [] : ["-ldflags=-s -w"];
  return ["test", "-c", "-vet=off", "-coverpkg=./...", ...ldflags, "-o", binary, pkg];
}

export interface GoFunction {
  name: string;
  start: number;
  end: number;
}

/** "calc/calc.go:calc.Sum" for every function of the module's own non-test code a block ran in. */
async function coveredFunctions(
  profile: string,
  module: string,
  root: string,
  cache: Map<string, Promise<GoFunction[]>>,
): Promise<Set<string>> {
  const covered = new Set<string>();
  for (const line of profile.split("\n")) {
    const block = PROFILE_LINE.exec(line.trim());
    if (!block?.[1] || block[3] === "0" || !block[1].startsWith(`${module}/`)) continue;
    const relative = block[1].slice(module.length + 1);
    if (relative.endsWith("_test.go")) continue;
    let declared = cache.get(relative);
    if (!declared) {
      declared = readFile(path.join(root, relative), "utf8").then(
        (text) => goFunctionsOf(text, `${module}/${relative}`),
        () => [],
      );
      cache.set(relative, declared);
    }
    const startLine = Number(block[2]);
    const fn = (await declared).find((f) => f.start <= startLine && startLine <= f.end);
    if (fn) covered.add(`${relative}:${fn.name}`);
  }
  return covered;
}

/** A Go file's functions as coverage names them; `importFile` is the module's path and the file's. */
export function goFunctionsOf(text: string, importFile: string): GoFunction[] {
  return declarations(text, packageOf(importFile));
}

/** The package of the file's folder's import path, as go-frames.ts names it. */
function packageOf(importFile: string): string {
  return goPackageName(importFile.slice(0, importFile.lastIndexOf("/")));
}

/** Top-level functions and methods: from `func` at the start of a line to the next `}` there (gofmt's layout). */
function declarations(text: string, pkg: string): GoFunction[] {
  const lines = text.split("\n");
  const found: GoFunction[] = [];
  for (let index = 0; index < lines.length; index++) {
    const decl = FUNC_DECL.exec(lines[index] ?? "");
    if (!decl?.[3]) continue;
    const [, pointer, receiver, name] = decl;
    let end = index;
    if (!/}\s*$/.test(lines[index] ?? "")) {
      while (end < lines.length && !/^}/.test(lines[end] ?? "")) end++;
    }
    const owner = receiver ? (pointer ? `(*${receiver}).` : `${receiver}.`) : "";
    found.push({ name: `${pkg}.${owner}${name}`, start: index + 1, end: end + 1 });
    index = end;
  }
  return found;
}
