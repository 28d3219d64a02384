import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { goModulePath, goPackageDir } from "./go-module.js";

/** A go test whose output holds a panic: its package's run ended there. */
export interface GoPanic {
  /** The package's import path (the JUnit classname go's writers give). */
  pkg: string;
  /** The test as go names it ("TestValidate/Valid_UUID_with_Braces"). */
  test: string;
}

/**
 * go prints a panic that ends the test binary at the start of a line ("panic: ..."); a test's
 * own log lines are indented, and a panic the test recovered prints nothing.
 */
export function isGoPanic(details: string): boolean {
  return /^panic: /m.test(details);
}

/** Names at most this many of the test functions a panic hid. */
const NAMED = 5;

/**
 * go ends a package's test binary at the first panic, and the JUnit report (gotestsum,
 * go-junit-report) then holds the tests that ran before it and nothing of the rest: no
 * testcase, no count, so a run reads as smaller than the suite. One line per package that
 * panicked, naming the test functions declared after the one that panicked (in go's order:
 * its _test.go files by name, then the external test package's, each in declaration order)
 * that the report does not list. A file with a build constraint counts only when the report
 * shows it was built, so the figure is a lower bound. `reported` is every test of the report,
 * as go names them per package; `cut` how many tests of a package the panic stopped once
 * started (go-unfinished.ts), left out of the report's reading.
 */
export async function goPanicProblems(
  panics: readonly GoPanic[],
  reported: ReadonlyMap<string, ReadonlySet<string>>,
  root: string,
  cut: ReadonlyMap<string, number> = new Map(),
  /** The tests the command's `-run` selected (go-run-option.ts); null when it ran them all. */
  selected: ((name: string) => boolean) | null = null,
): Promise<string[]> {
  const module = await goModulePath(root);
  const languageVersion = await goLanguageVersion(root);
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const { pkg, test } of panics) {
    if (seen.has(pkg)) continue;
    seen.add(pkg);
    const ran = new Set([...(reported.get(pkg) ?? [])].map((name) => name.split("/")[0] ?? ""));
    const dir = module === null ? null : goPackageDir(pkg, module);
    const declared =
      dir === null ? null : await declaredTests(path.join(root, dir), ran, languageVersion);
    const top = test.split("/")[0] ?? test;
    // Without the test that panicked among the declared ones, go's order says nothing.
    const at = declared?.tests.indexOf(top) ?? -1;
    const wanted = (name: string) => !ran.has(name) && (selected?.(name) ?? true);
    const hidden =
      declared && at >= 0
        ? {
            tests: declared.tests.slice(at + 1).filter(wanted),
            // go runs the examples after every test.
            examples: declared.examples.filter(wanted),
          }
        : null;
    const cutShort = cut.get(pkg) ?? 0;
    // A run of chosen tests that the panic kept none of from running: nothing to say.
    if (selected && hidden && hidden.tests.length + hidden.examples.length + cutShort === 0)
      continue;
    lines.push(panicLine(pkg, test, top, hidden) + cutClause(cutShort));
  }
  return lines;
}

function panicLine(pkg: string, test: string, top: string, hidden: Declared | null): string {
  const head = `go stopped ${pkg} at the panic in ${test}: the tests after it did not run, and the report leaves them out`;
  const rest = test.includes("/") ? `, with the rest of ${top}'s subtests` : "";
  if (hidden === null) return `${head}${rest}`;
  const examples =
    hidden.examples.length === 0
      ? ""
      : `${hidden.tests.length === 0 ? ": " : ", and "}${hidden.examples.length} example${hidden.examples.length === 1 ? "" : "s"}`;
  if (hidden.tests.length === 0)
    return `${head} (no test function is declared after ${top}${rest})${examples}`;
  const names = hidden.tests.slice(0, NAMED).join(", ");
  const more = hidden.tests.length > NAMED ? ` and ${hidden.tests.length - NAMED} more` : "";
  const count = `${hidden.tests.length} test function${hidden.tests.length === 1 ? "" : "s"}`;
  return `${head}: ${count} (${names}${more}) and their subtests${rest}${examples}`;
}

function cutClause(count: number): string {
  if (count === 0) return "";
  const tests =
    count === 1
      ? "1 test it had started (paused, or running) is"
      : `${count} tests it had started (paused, or running) are`;
  return `; ${tests} left out too: go never finished ${count === 1 ? "it" : "them"}`;
}

/**
 * The package's top-level tests in the order go runs them, from the source: the package's own
 * _test.go files by name, then those of its external test package (`package x_test`).
 */
async function declaredTests(
  dir: string,
  ran: ReadonlySet<string>,
  languageVersion: number | null,
): Promise<Declared | null> {
  const files = await readdir(dir).catch(() => null);
  if (!files) return null;
  const internal: Declared = { tests: [], examples: [] };
  const external: Declared = { tests: [], examples: [] };
  for (const file of files.filter((name) => name.endsWith("_test.go")).sort()) {
    const text = await readFile(path.join(dir, file), "utf8").catch(() => "");
    const names = [...text.matchAll(/^func (Test\w*)\s*\(\s*\w+\s+\*testing\.T\s*\)/gm)].map(
      (match) => match[1] ?? "",
    );
    const examples = examplesRun(text);
    const built = builtFor(text, file, languageVersion);
    if (!built && !names.some((name) => ran.has(name))) continue;
    const into = /^package\s+\w+_test\b/m.test(text) ? external : internal;
    into.tests.push(...names);
    into.examples.push(...examples);
  }
  return {
    tests: [...internal.tests, ...external.tests],
    examples: [...internal.examples, ...external.examples],
  };
}

interface Declared {
  tests: string[];
  /** The examples go runs: those with an `// Output:` comment. */
  examples: string[];
}

/** The file's examples that go runs (with an output comment), in declaration order. */
function examplesRun(text: string): string[] {
  const starts = [...text.matchAll(/^func (Example\w*)\s*\(\s*\)/gm)];
  return starts.flatMap((match, at) => {
    const body = text.slice(match.index, starts[at + 1]?.index ?? text.length);
    return /^\s*\/\/ (?:Unordered output|Output):/im.test(body) ? [match[1] ?? ""] : [];
  });
}

/**
 * Whether go builds the file whatever the platform: no constraint, or one of go versions alone
 * (`//go:build go1.13`) that the module's language version (go.mod's `go` line, which a
 * toolchain that builds the module meets) satisfies.
 */
function builtFor(text: string, file: string, languageVersion: number | null): boolean {
  if (PLATFORM_FILE.test(file)) return false;
  const constraints = [...text.matchAll(/^\/\/(?:go:build| \+build) (.+)$/gm)].map(
    (match) => match[1]?.trim() ?? "",
  );
  if (constraints.length === 0) return true;
  if (languageVersion === null) return false;
  return constraints.every((line) => {
    const tags = line.split(/[\s,&|()]+/).filter(Boolean);
    return tags.every((tag) => {
      const minor = /^go1\.(\d+)$/.exec(tag)?.[1];
      return minor !== undefined && Number(minor) <= languageVersion;
    });
  });
}

/** go.mod's `go 1.N` as N, or null. */
async function goLanguageVersion(root: string): Promise<number | null> {
  const text = await readFile(path.join(root, "go.mod"), "utf8").catch(() => "");
  const minor = /^go\s+1\.(\d+)/m.exec(text)?.[1];
  return minor === undefined ? null : Number(minor);
}

/** `x_linux_test.go`, `x_windows_amd64_test.go`: built on one platform only. */
const PLATFORM_FILE =
  /_(?:aix|android|darwin|dragonfly|freebsd|illumos|ios|js|linux|netbsd|openbsd|plan9|solaris|wasip1|windows|386|amd64|arm|arm64|loong64|mips\w*|ppc64\w*|riscv64|s390x|wasm)_test\.go$/;
