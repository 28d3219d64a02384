// Real bugs from BugsJS (bugsjs.json), as the benchmark's mutants are: each bug is its project's
// tree at the tag Bug-N-test (the buggy code with the test that exposes it), and "the mutated
// function" is each function the fix changes (the diff Bug-N-test -> Bug-N-full, outside the
// tests). The tier runs the test files the fix commit touched (Bug-N-fix -> Bug-N-full): the
// whole suites of these old versions have failures of their own on Node 20 (express 4.10:
// 21 of 741, on the fixed tree as on the buggy one), which would stand for bugs no one seeded.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { importBundled } from "../lib.mjs";
import { gitDirOf } from "./libraries.mjs";

export const DEFAULT_BUGSJS_SCRATCH = "/tmp/flr-bugsjs";
export const PREPARED = "bugsjs-prepared.json";

/** The projects and bugs of a bugsjs.json list. */
export function bugsjsList(listFile) {
  const { projects, bugs } = JSON.parse(readFileSync(listFile, "utf8"));
  return bugs.map((entry) => {
    const project = projects[entry.project];
    if (!project) throw new Error(`${listFile}: no project ${entry.project}`);
    return { ...entry, name: `${entry.project}-${entry.bug}`, project: entry.project, ...project };
  });
}

/** A bug's tags through git, from the project's bare mirror. */
export function bugGit(bug, mirrors) {
  const gitDir = gitDirOf({ repo: bug.repo }, mirrors);
  return (...args) =>
    execFileSync("git", ["--git-dir", gitDir, ...args], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
}

/** Files the fix changes (Bug-N-test -> Bug-N-full) that are the project's JavaScript sources. */
export function fixedSourceFiles(git, bug) {
  return git("diff", "--name-only", `Bug-${bug.bug}-test`, `Bug-${bug.bug}-full`)
    .split("\n")
    .filter((file) => file.endsWith(".js") && !isTestPath(file));
}

/** The test files the fix commit added or changed (Bug-N-fix -> Bug-N-full), fixtures left out. */
export function exposingTestFiles(git, bug) {
  return git("diff", "--name-only", `Bug-${bug.bug}-fix`, `Bug-${bug.bug}-full`)
    .split("\n")
    .filter((file) => file.endsWith(".js") && isTestPath(file) && !/fixtures?\//.test(file));
}

function isTestPath(file) {
  return /^(test|tests|spec)\//.test(file);
}

/**
 * The functions the fix changes: for each hunk of the diff, on the buggy side, the innermost
 * named function (src/mutation's findFunction) whose lines hold it; `<module>` for a change
 * outside every function, and nothing for lines added outside every function (a new helper).
 */
export async function fixedFunctions(git, bug, root) {
  const { definedNames, findFunction } = await importBundled("src/mutation/index.ts");
  const fixed = [];
  for (const file of fixedSourceFiles(git, bug)) {
    const source = readFileSync(path.join(root, file), "utf8");
    const lineAt = (offset) => source.slice(0, offset).split("\n").length;
    const spans = definedNames(source, "javascript")
      .map((name) => findFunction(source, name, "javascript"))
      .filter(Boolean)
      .map((span) => ({ name: span.name, from: span.line, to: lineAt(span.bodyEnd) }));
    const diff = git("diff", "-U0", `Bug-${bug.bug}-test`, `Bug-${bug.bug}-full`, "--", file);
    for (const [, start, count] of diff.matchAll(/^@@ -(\d+)(?:,(\d+))? \+/gm)) {
      const first = Number(start);
      const last = count === "0" ? first : first + Number(count ?? 1) - 1;
      // A function added whole (a new helper) is not one the bug was in.
      const inner = spans
        .filter((span) => span.from <= last && span.to >= Math.max(first, 1))
        .sort((a, b) => a.to - a.from - (b.to - b.from))[0];
      if (!inner && count === "0") continue;
      const name = inner?.name ?? "<module>";
      if (!fixed.some((each) => each.file === file && each.function === name))
        fixed.push({ file, function: name, line: inner?.from ?? first });
    }
  }
  return fixed;
}

/** The plain runner's command and fix-loop's tier for a bug's exposing test files. */
export function commandsOf(bug, tests) {
  const files = tests.join(" ");
  return {
    test: `node_modules/.bin/mocha ${bug.options} --reporter spec ${files}`,
    tier: {
      command: `npx mocha ${bug.options} --reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml ${files}`,
      junit: "reports/junit.xml",
    },
  };
}

/**
 * The prepared bugs as run.mjs's libraries (one tree each, at <scratch>/<name>), and the
 * provider that gives each its one "mutant": the tree as it is, judged against the fixed
 * functions.
 */
export function bugsjsLibraries(scratch, listFile) {
  const file = path.join(scratch, PREPARED);
  if (!existsSync(file))
    throw new Error(`no ${file}: run bench/real-projects/bugsjs-prepare.mjs first`);
  const prepared = JSON.parse(readFileSync(file, "utf8"));
  const listed = listFile ? new Set(bugsjsList(listFile).map((bug) => bug.name)) : null;
  return Object.values(prepared)
    .filter((bug) => bug.usable && (!listed || listed.has(bug.name)))
    .map((bug) => ({
      name: bug.name,
      runner: bug.runner,
      project: bug.project,
      language: "javascript",
      test: bug.test,
      tier: bug.tier,
      env: bug.env ?? {},
      bugsjs: bug,
    }));
}

export async function bugsjsMutants(library, root) {
  const { fixed, bug } = library.bugsjs;
  const first = fixed[0];
  return [
    {
      file: first.file,
      function: first.function,
      fixed,
      line: first.line,
      operator: "bugsjs",
      description: `BugsJS ${library.bugsjs.project} Bug-${bug}`,
      mutatedSource: readFileSync(path.join(root, first.file), "utf8"),
    },
  ];
}
