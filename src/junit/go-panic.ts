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
): Promise<string[]> {
  const module = await goModulePath(root);
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const { pkg, test } of panics) {
    if (seen.has(pkg)) continue;
    seen.add(pkg);
    const ran = new Set([...(reported.get(pkg) ?? [])].map((name) => name.split("/")[0] ?? ""));
    const dir = module === null ? null : goPackageDir(pkg, module);
    const declared = dir === null ? null : await declaredTests(path.join(root, dir), ran);
    const top = test.split("/")[0] ?? test;
    // Without the test that panicked among the declared ones, go's order says nothing.
    const at = declared?.indexOf(top) ?? -1;
    const hidden = declared && at >= 0 ? declared.slice(at + 1).filter((n) => !ran.has(n)) : null;
    lines.push(panicLine(pkg, test, top, hidden) + cutClause(cut.get(pkg) ?? 0));
  }
  return lines;
}

function panicLine(pkg: string, test: string, top: string, hidden: string[] | null): string {
  const head = `go stopped ${pkg} at the panic in ${test}: the tests after it did not run, and the report leaves them out`;
  const rest = test.includes("/") ? `, with the rest of ${top}'s subtests` : "";
  if (hidden === null) return `${head}${rest}`;
  if (hidden.length === 0) return `${head} (no test function is declared after ${top}${rest})`;
  const names = hidden.slice(0, NAMED).join(", ");
  const more = hidden.length > NAMED ? ` and ${hidden.length - NAMED} more` : "";
  const count = `${hidden.length} test function${hidden.length === 1 ? "" : "s"}`;
  return `${head}: ${count} (${names}${more}) and their subtests${rest}`;
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
async function declaredTests(dir: string, ran: ReadonlySet<string>): Promise<string[] | null> {
  const files = await readdir(dir).catch(() => null);
  if (!files) return null;
  const internal: string[] = [];
  const external: string[] = [];
  for (const file of files.filter((name) => name.endsWith("_test.go")).sort()) {
    const text = await readFile(path.join(dir, file), "utf8").catch(() => "");
    const names = [...text.matchAll(/^func (Test\w*)\s*\(\s*\w+\s+\*testing\.T\s*\)/gm)].map(
      (match) => match[1] ?? "",
    );
    const constrained = /^\/\/(?:go:build | \+build )/m.test(text) || PLATFORM_FILE.test(file);
    if (constrained && !names.some((name) => ran.has(name))) continue;
    (/^package\s+\w+_test\b/m.test(text) ? external : internal).push(...names);
  }
  return [...internal, ...external];
}

/** `x_linux_test.go`, `x_windows_amd64_test.go`: built on one platform only. */
const PLATFORM_FILE =
  /_(?:aix|android|darwin|dragonfly|freebsd|illumos|ios|js|linux|netbsd|openbsd|plan9|solaris|wasip1|windows|386|amd64|arm|arm64|loong64|mips\w*|ppc64\w*|riscv64|s390x|wasm)_test\.go$/;
