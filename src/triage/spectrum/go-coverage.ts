import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { shareFolder } from "../../agent-user/share-files.js";
import { goRunPattern } from "../../junit/frameworks.js";
import { runProcess } from "../../process/run.js";
import type { RunAs } from "../../process/run-as.js";
import type { CoverageRunner } from "./coverage-runner.js";

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
 * it, but through the package's test binary: built once per package (`go test -c`), then one
 * run per test costs milliseconds instead of a `go test` process of half a second. -coverpkg=./...
 * counts a bug in another package of the module too. The profile names statement blocks, not
 * functions: each covered block goes to the function declared around it, named as Go's stacks
 * name it ("calc.Sum", "calc.(*Parser).Parse") so a panic's frame and coverage agree. Tests come
 * from the JUnit classname (the package's import path), not from the tier's command: gotestsum
 * and go-junit-report pipelines cannot take -coverprofile.
 */
export function goCoverageRunner(options: GoCoverageOptions): CoverageRunner {
  return {
    async run(tests, signal) {
      const found = new Map<string, Set<string>>();
      const module = await modulePath(options.cwd);
      if (!module) return found;
      const root = await mkdtemp(path.join(tmpdir(), "fix-loop-gocov-"));
      shareFolder(root, options.runAs);
      const run = (file: string, args: string[], cwd: string) =>
        runProcess({ file, args }, { cwd, env: options.env, runAs: options.runAs, signal });
      const binaries = new Map<string, string | null>();
      const functions = new Map<string, Promise<GoFunction[]>>();
      // A subtest runs alone (`-test.run=^TestX$/^case_1$`), with its parent's setup around it.
      const ran = new Map<string, Set<string> | null>();
      try {
        for (const test of tests) {
          if (signal?.aborted) break;
          const selected = goTestOf(test.runnerId, module);
          if (!selected) continue;
          if (!binaries.has(selected.pkg)) {
            const binary = path.join(root, `${binaries.size}.test`);
            const args = ["test", "-c", "-coverpkg=./...", "-o", binary, selected.pkg];
            const built = await run("go", args, options.cwd);
            binaries.set(selected.pkg, built.exitCode === 0 ? binary : null);
          }
          const binary = binaries.get(selected.pkg);
          const key = `${selected.pkg}.${selected.name}`;
          if (binary && !ran.has(key)) {
            const profile = path.join(root, `${ran.size}.out`);
            const args = [
              `-test.run=${goRunPattern([selected.name])}`,
              `-test.coverprofile=${profile}`,
            ];
            // go test runs a package's tests in its folder (testdata/ is found from there).
            const outcome = await run(binary, args, path.join(options.cwd, selected.dir));
            const text =
              outcome.aborted || outcome.spawnError
                ? null
                : await readFile(profile, "utf8").catch(() => null);
            ran.set(
              key,
              text === null ? null : await coveredFunctions(text, module, options.cwd, functions),
            );
          }
          const covered = ran.get(key);
          if (covered) found.set(test.id, covered);
        }
        return found;
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    },
  };
}

/**
 * "example.com/calc/stats.TestMean/empty" (the go runner id) -> package, its folder in the
 * module, and the test as go names it; null for a package of another module. The package ends
 * at the first dot after the module's path that starts a test function's name (a subtest's
 * name may hold dots and slashes of its own).
 */
export function goTestOf(
  runnerId: string | null | undefined,
  module: string,
): { pkg: string; dir: string; name: string } | null {
  if (!runnerId?.startsWith(module)) return null;
  const rest = /^((?:\/[^/]+?)*?)\.((?:Test|Fuzz|Example)[^./]*(?:\/.*)?)$/s.exec(
    runnerId.slice(module.length),
  );
  if (!rest?.[2]) return null;
  const dir = (rest[1] ?? "").slice(1);
  return { pkg: module + (rest[1] ?? ""), dir, name: rest[2] };
}

async function modulePath(root: string): Promise<string | null> {
  const text = await readFile(path.join(root, "go.mod"), "utf8").catch(() => "");
  return /^module\s+"?([^\s"]+)"?/m.exec(text)?.[1] ?? null;
}

interface GoFunction {
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
        (text) => declarations(text, packageOf(`${module}/${relative}`)),
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

/** The last element of the file's folder's import path, as goroutine dumps show it. */
function packageOf(importFile: string): string {
  const dir = importFile.slice(0, importFile.lastIndexOf("/"));
  return dir.slice(dir.lastIndexOf("/") + 1);
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
