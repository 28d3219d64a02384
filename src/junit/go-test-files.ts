import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { TestResult } from "../results/schema.js";
import type { JunitTestRef } from "./command-line.js";
import { goModulePath, goPackageDir } from "./go-module.js";
import { realFileInsideRoot } from "./resolve-test-file.js";

/** Names at most this many failed subtests in a parent's evidence. */
const NAMED = 5;

/** go's own lines around a test's output: `=== RUN`, `=== PAUSE`, `=== CONT`, `--- FAIL: TestX (0.00s)`. */
const GO_FRAMING = /^\s*(?:=== (?:RUN|PAUSE|CONT|NAME)\b.*|--- FAIL: .*)$/;

/**
 * Go tests as gotestsum and go-junit-report write them, made to say where they are, and a failed
 * one why it failed, when the report does not. Neither report names a file: a test whose text
 * shows no location (a passing one, a parent of failed subtests, whose own text is go's
 * `--- FAIL: TestX`) gets the _test.go file that declares it, not the report's; one whose text
 * names a file as go does, by its name in the package's folder, gets that file's path from the
 * root, the form its parent's and every other test's file has. A parent whose own text is only
 * go's framing says which of its subtests failed, the failure they stand for
 * (src/triage/subtests.ts groups it with them).
 */
export async function describeGoTests(
  tests: readonly TestResult[],
  refs: readonly JunitTestRef[],
  root: string,
): Promise<void> {
  const failed = tests.flatMap((test, at) => {
    const ref = refs[at];
    return test.status === "failed" && ref ? [{ test, ref }] : [];
  });
  const below = failedBelow(failed.map(({ ref }) => ref));
  for (const { test, ref } of failed) {
    const subtests = below.get(key(ref.classname, ref.name));
    if (subtests && onlyFraming(test)) saySubtestsFailed(test, subtests);
  }
  const module = await goModulePath(root);
  if (module === null) return;
  const packages = new Map<string, Promise<GoPackageFiles>>();
  const filesOf = (dir: string) => {
    let files = packages.get(dir);
    if (!files) {
      files = packageFiles(root, dir);
      packages.set(dir, files);
    }
    return files;
  };
  for (const [at, test] of tests.entries()) {
    const ref = refs[at];
    if (!ref) continue;
    const dir = goPackageDir(ref.classname, module);
    if (dir === null) continue;
    if (ref.file !== null && !ref.file.endsWith("_test.go")) {
      placeOutsideTests(test, ref, await filesOf(dir));
      continue;
    }
    if (ref.file !== null && (dir === "" || ref.file.includes("/"))) continue;
    const found = placeIn(await filesOf(dir), ref);
    if (!found) continue;
    ref.file = found.file;
    test.file = found.file;
    if (test.status === "failed" && test.evidence) test.evidence.location = found;
  }
}

/**
 * Where a failed test is: a file go named as it names them, by its name in the package's
 * folder, is that folder's (`scale_test.go:12` of example.com/calc/scale is
 * scale/scale_test.go), unless the root has one of that name too; a test whose text named none
 * is where its function is declared.
 */
function placeIn(
  files: GoPackageFiles,
  ref: JunitTestRef,
): { file: string; line: number | null } | null {
  if (ref.file === null) return files.declared.get(ref.name.split("/")[0] ?? ref.name) ?? null;
  if (!files.names.has(ref.file) || files.atRoot.has(ref.file)) return null;
  return { file: `${files.dir}/${ref.file}`, line: ref.line };
}

/**
 * A failure whose text names a line outside the tests (a panic's frame in the code under test,
 * btree's `btree_generic.go:448`): that line is where it failed, and the test is still in the
 * _test.go file that declares it (the file had been the panic's).
 */
function placeOutsideTests(test: TestResult, ref: JunitTestRef, files: GoPackageFiles): void {
  const declared = files.declared.get(ref.name.split("/")[0] ?? ref.name);
  if (!declared) return;
  const failedAt =
    ref.file !== null && !ref.file.includes("/") && files.dir !== ""
      ? placeIn(files, ref)
      : { file: ref.file ?? declared.file, line: ref.line };
  ref.file = declared.file;
  test.file = declared.file;
  if (test.status === "failed" && test.evidence && failedAt) test.evidence.location = failedAt;
}

function key(pkg: string, name: string): string {
  return `${pkg}\u0000${name}`;
}

/** Each failed test's name under every test above it (`a` and `a/b` of `a/b/c`), in one pass. */
function failedBelow(failed: readonly JunitTestRef[]): Map<string, string[]> {
  const below = new Map<string, string[]>();
  for (const ref of failed) {
    for (let at = ref.name.indexOf("/"); at >= 0; at = ref.name.indexOf("/", at + 1)) {
      const parent = key(ref.classname, ref.name.slice(0, at));
      const names = below.get(parent) ?? [];
      names.push(ref.name);
      below.set(parent, names);
    }
  }
  return below;
}

/** Whether the test's own failure text is go's framing lines and nothing else. */
function onlyFraming(test: TestResult): boolean {
  const lines = (test.evidence?.excerpt ?? "").split("\n").filter((line) => line.trim() !== "");
  return lines.every((line) => GO_FRAMING.test(line));
}

function saySubtestsFailed(test: TestResult, subtests: readonly string[]): void {
  const evidence = test.evidence;
  if (!evidence) return;
  const more = subtests.length > NAMED ? ` and ${subtests.length - NAMED} more` : "";
  const count = subtests.length === 1 ? "its subtest" : `${subtests.length} of its subtests`;
  const message = `failed because ${count} failed: ${subtests.slice(0, NAMED).join(", ")}${more}`;
  evidence.message = message;
  evidence.summary = [message];
  evidence.excerpt = [
    evidence.excerpt,
    "--- its failed subtests ---",
    ...subtests.map((name) => `    ${name}`),
  ]
    .filter((part) => part !== "")
    .join("\n");
}

interface Declared {
  file: string;
  line: number;
}

interface GoPackageFiles {
  dir: string;
  /** The names of the package folder's files, and of the root's (where the folder is not the root). */
  names: Set<string>;
  atRoot: Set<string>;
  /** Each top-level test function of its _test.go files: the file (from the root) and line that declare it. */
  declared: Map<string, Declared>;
}

async function packageFiles(root: string, dir: string): Promise<GoPackageFiles> {
  const list = (folder: string) => readdir(folder).catch(() => [] as string[]);
  const names = await list(path.join(root, dir));
  const declared = new Map<string, Declared>();
  for (const name of names.filter((file) => file.endsWith("_test.go")).sort()) {
    const file = dir === "" ? name : `${dir}/${name}`;
    // The report is the tests' output, and the tree the change's: a link out of it is not read.
    const real = await realFileInsideRoot(root, file);
    const text = real ? await readFile(real, "utf8").catch(() => "") : "";
    for (const match of text.matchAll(/^func ((?:Test|Example|Fuzz)\w*)\s*\(/gm)) {
      if (!match[1] || declared.has(match[1])) continue;
      const line = text.slice(0, match.index).split("\n").length;
      declared.set(match[1], { file, line });
    }
  }
  const atRoot = dir === "" ? new Set<string>() : new Set(await list(root));
  return { dir, names: new Set(names), atRoot, declared };
}
