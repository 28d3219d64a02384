#!/usr/bin/env node
/**
 * Regenerates test/corpus/ from the projects' published sources.
 *
 *   node test/corpus/build-corpus.mjs [--mirrors /work/.mirror] [--only more-itertools] [--cache DIR]
 *
 * For each project in seeds.mjs: export the pinned commit from its bare clone (the `fetch` tool
 * puts one at <mirrors>/<owner>+<name>/repo), check that the clean suite passes, then for each
 * seeded bug (and once with all bugs but the environment one together) apply the edit, run the
 * project's own suite with a JUnit reporter through fix-loop's JUnit tier, and triage the result
 * with the real coverage runner. What is kept under test/corpus/<project>/<case>/:
 *   junit.xml     the report trimmed to the failing testcases and the passing ones coverage read
 *   coverage.json the functions each re-run test called (only when some failure had no culprit frame)
 *   taken.json    (jest, vitest) the functions each test called that verify's first run recorded on the way
 *   truth.json    the seeded bug(s) and, per failing test, which bug made it fail
 *   outline.json  for the JavaScript files the report's stacks, coverage.json and taken.json name, the
 *                 outline culprit names are read from (declarations and braces, no code)
 * Raw reports are cached (default /tmp/fix-loop-corpus-cache) so a second run skips the suites.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import { PROJECTS } from "./seeds.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../..");
const vitestBin = path.join(repoRoot, "node_modules/.bin/vitest");

const { values: args } = parseArgs({
  options: {
    mirrors: { type: "string", default: "/work/.mirror" },
    only: { type: "string" },
    cache: { type: "string", default: path.join(tmpdir(), "fix-loop-corpus-cache") },
    /** Only run each single-bug case's `run:` lines again (truth.json's runLines), no triage. */
    "run-lines": { type: "boolean", default: false },
    /** Only this single-bug case of the project (a bug id): no together case. */
    case: { type: "string" },
    /** Only write each existing case's outline.json again from the pinned source, no suite run. */
    outline: { type: "boolean", default: false },
  },
});

const lib = await loadLibrary();
/** Stands for the exported source's folder in cached reports. */
const SOURCE = "@@SOURCE@@";

for (const project of PROJECTS) {
  if (args.only && args.only !== project.name) continue;
  await buildProject(project);
}

async function buildProject(project) {
  const gitDir = path.join(args.mirrors, project.mirror, "repo");
  if (!existsSync(gitDir)) {
    throw new Error(
      `no clone of ${project.name} at ${gitDir}: fetch github:${project.mirror.replace("+", "/")} first, or pass --mirrors`,
    );
  }
  const out = path.join(here, project.name);
  await mkdir(out, { recursive: true });
  const source = await mkdtemp(path.join(tmpdir(), `corpus-${project.name}-`));
  try {
    execFileSync("sh", [
      "-c",
      `git --git-dir='${gitDir}' archive ${project.commit} | tar -x -C '${source}'`,
    ]);
    await copyFile(path.join(source, project.license), path.join(out, "LICENSE"));
    if (args.outline) {
      for (const entry of await readdir(out, { withFileTypes: true })) {
        if (!entry.isDirectory() || (args.case && args.case !== entry.name)) continue;
        const truth = JSON.parse(await readFile(path.join(out, entry.name, "truth.json"), "utf8"));
        await writeOutline(source, path.join(out, entry.name), truth.bugs, truth.sourceRoot);
      }
      return;
    }
    if (project.install)
      await symlink(await installedDeps(project), path.join(source, "node_modules"));

    const clean = await runSuite(project, source, "clean", []);
    const cleanFailures = clean.tests.filter((t) => t.status === "failed").map((t) => t.id);
    if (cleanFailures.length > 0)
      throw new Error(`${project.name} fails without a seeded bug: ${cleanFailures.join(", ")}`);

    const singles = new Map();
    for (const bug of project.bugs) {
      if (args.case && args.case !== bug.id) continue;
      const run = await runSuite(project, source, bug.id, [bug]);
      singles.set(bug.id, new Set(run.tests.filter((t) => t.status === "failed").map((t) => t.id)));
      if (project.runner.startsWith("jest") || project.language === "go")
        await recordRunLines(project, source, path.join(out, bug.id), run, bug);
      if (args["run-lines"]) continue;
      await writeCase(project, source, out, bug.id, run, [bug], (id) =>
        singles.get(bug.id).has(id) ? [bug.id] : [],
      );
    }
    if (args["run-lines"] || project.together === false) return;
    if (args.case) return;
    const together = project.bugs.filter((bug) => !bug.kind.startsWith("environment"));
    const run = await runSuite(project, source, "together", together);
    await writeCase(project, source, out, "together", run, together, (id) =>
      together.filter((bug) => singles.get(bug.id).has(id)).map((bug) => bug.id),
    );
  } finally {
    await rm(source, { recursive: true, force: true });
  }
}

/**
 * The suite's dev dependencies, installed once from the npm registry into the cache (never into
 * this repository): the node_modules folder to link into the exported source.
 */
async function installedDeps(project) {
  const dir = path.join(args.cache, "deps", project.name);
  const modules = path.join(dir, "node_modules");
  if (existsSync(modules)) return modules;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "package.json"), '{"name":"corpus-deps","private":true}\n');
  execFileSync("npm", ["install", "--no-audit", "--no-fund", ...project.install], {
    cwd: dir,
    stdio: "inherit",
  });
  return modules;
}

/**
 * Runs the `run:` line fix-loop gives the first failing tests of a case (the tier's command
 * narrowed to the test, its report options dropped) with the bug applied, and records in
 * truth.json how many tests jest ran and which files it left in the tree: the corpus test
 * checks one and none.
 */
async function recordRunLines(project, source, dir, run, bug) {
  const command = project.command.replace("{report}", "fix-loop-corpus/junit.xml");
  // jest selects by full name: a name two tests share cannot be run alone, so those are left out.
  const base = (id) => id.replace(/ \(\d+\)$/, "");
  const names = new Map();
  for (const t of run.tests) names.set(base(t.id), (names.get(base(t.id)) ?? 0) + 1);
  const failing = run.tests
    .filter((t) => t.status === "failed" && names.get(t.id) === 1)
    .slice(0, 2);
  const original = await readFile(path.join(source, bug.file), "utf8");
  await writeFile(path.join(source, bug.file), original.replace(bug.find, bug.replace));
  const runLines = [];
  try {
    await rm(path.join(source, "fix-loop-corpus"), { recursive: true, force: true });
    const before = listTree(source);
    for (const test of failing) {
      const line = lib.runLineOf(run, command, test.id);
      const ran =
        project.language === "go"
          ? goTestsRun(line, source, run.refs.get(test.id).name)
          : jestTestsRun(line, source);
      const after = listTree(source);
      runLines.push({
        id: test.id,
        command: line,
        ran,
        leftBehind: notIgnored(
          source,
          after.filter((file) => !before.includes(file)),
        ),
      });
    }
  } finally {
    await writeFile(path.join(source, bug.file), original);
  }
  const truthFile = path.join(dir, "truth.json");
  const truth = existsSync(truthFile) ? JSON.parse(await readFile(truthFile, "utf8")) : {};
  await mkdir(dir, { recursive: true });
  await writeFile(truthFile, `${JSON.stringify({ ...truth, runLines }, null, 1)}\n`);
  console.log(
    `${project.name}/${bug.id}: run lines ${runLines.map((r) => `${r.ran} ran, ${r.leftBehind.length} left`).join("; ")}`,
  );
}

/** How many tests jest says the line ran (its `Tests:` summary). */
function jestTestsRun(line, cwd) {
  const out = spawnSync("sh", ["-c", line], { cwd, encoding: "utf8" });
  const summary = /^Tests:\s+(.*)$/m.exec(`${out.stdout}\n${out.stderr}`)?.[1] ?? "";
  const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(summary)?.[1] ?? 0);
  return count("failed") + count("passed");
}

/**
 * How many tests go says the line ran (`=== RUN` lines, printed by gotestsum's standard-verbose
 * format, which changes what is shown, not what runs), counting the chosen test once: a
 * subtest's parents run around it, and a test's own subtests are part of it.
 */
function goTestsRun(line, cwd, name) {
  const env = { ...process.env, GOTESTSUM_FORMAT: "standard-verbose", GOPROXY: "off" };
  const out = spawnSync("sh", ["-c", line], { cwd, env, encoding: "utf8" });
  const started = new Set(
    [...`${out.stdout}\n${out.stderr}`.matchAll(/^=== RUN\s+(\S+)$/gm)].map((m) => m[1]),
  );
  const others = [...started].filter(
    (run) => run !== name && !name.startsWith(`${run}/`) && !run.startsWith(`${name}/`),
  );
  return (started.has(name) ? 1 : 0) + others.length;
}

/**
 * The files the project's .gitignore does not list: what `git status` would show. The export
 * is no repository; an empty one of our own reads the ignore files (commander's own jest
 * coverage writes `coverage/`, which it ignores, on whichever run comes first).
 */
function notIgnored(root, files) {
  if (files.length === 0) return files;
  const gitDir = path.join(tmpdir(), `corpus-ignore-${process.pid}.git`);
  if (!existsSync(gitDir)) execFileSync("git", ["init", "-q", "--bare", gitDir]);
  const git = spawnSync(
    "git",
    [`--git-dir=${gitDir}`, `--work-tree=${root}`, "check-ignore", "--no-index", "--stdin"],
    { input: files.map((file) => file.replace(/^\.\//, "")).join("\n"), encoding: "utf8" },
  );
  const ignored = new Set(git.stdout.split("\n").filter(Boolean));
  return files.filter((file) => !ignored.has(file.replace(/^\.\//, "")));
}

/** The files under root (node_modules left out), relative. */
function listTree(root) {
  const out = execFileSync(
    "find",
    [".", "-path", "./node_modules", "-prune", "-o", "-type", "f", "-print"],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  return out.split("\n").filter(Boolean);
}

/** The coverage verify's first run takes on the way, by test id (the bugs are applied). */
async function takenInFirstRun(source, command) {
  const config = lib.configSchema.parse({
    tiers: [{ name: "tests", command, junit: "fix-loop-corpus/junit.xml", timeout: 900 }],
  });
  const session = await lib.openSession({ cwd: source, config, configPath: "fix-loop.yml" });
  try {
    const run = await session.runTiers({}, { takeCoverage: true });
    return run.coverage ?? new Map();
  } finally {
    await session.close();
  }
}

/** Applies the bugs to a fresh copy, runs the suite through fix-loop's JUnit tier, reverts. */
async function runSuite(project, source, caseName, bugs) {
  const originals = new Map();
  for (const bug of bugs) {
    const file = path.join(source, bug.file);
    const text = originals.get(file) ?? (await readFile(file, "utf8"));
    if (!originals.has(file)) originals.set(file, text);
    const current = await readFile(file, "utf8");
    if (current.split(bug.find).length !== 2)
      throw new Error(
        `${project.name}/${bug.id}: the text to replace is not in ${bug.file} exactly once`,
      );
    await writeFile(file, current.replace(bug.find, bug.replace));
  }
  try {
    const cached = path.join(args.cache, project.name, `${caseName}.xml`);
    const report = "fix-loop-corpus/junit.xml";
    // Reports name files by absolute path (jest's stacks): cached with the folder as SOURCE.
    const command = existsSync(cached)
      ? `mkdir -p fix-loop-corpus && sed 's#${SOURCE}#${source}#g' '${cached}' > ${report}`
      : `${project.command.replace("{report}", report).replace("{vitest}", vitestBin)}`;
    const started = Date.now();
    const run = await lib.runJunitCommand(
      { tier: "tests", requires: [], command, reports: [report] },
      {
        identify: lib.identifyRunner,
        cwd: source,
        env: process.env,
        timeoutMs: 600_000,
        redact: (text) => text,
      },
    );
    if (run.reports.length === 0) throw new Error(`${project.name}/${caseName}: ${run.problem}`);
    await mkdir(path.dirname(cached), { recursive: true });
    if (!existsSync(cached)) {
      const raw = await readFile(path.join(source, report), "utf8");
      await writeFile(cached, raw.replaceAll(source, SOURCE));
    }
    const failed = run.tests.filter((t) => t.status === "failed").length;
    console.log(
      `${project.name}/${caseName}: ${run.tests.length} tests, ${failed} failed (${Date.now() - started} ms)`,
    );
    // Read now: the coverage re-runs write their own report to the same path.
    return { ...run, xml: await readFile(path.join(source, report), "utf8") };
  } finally {
    for (const [file, text] of originals) await writeFile(file, text);
  }
}

/** Triage with the real coverage runner (bugs applied again), then keep what the corpus test needs. */
async function writeCase(project, source, out, caseName, run, bugs, causesOf) {
  const dir = path.join(out, caseName);
  await mkdir(dir, { recursive: true });
  const recorded = {};
  const takenRecorded = {};
  const originals = new Map();
  for (const bug of bugs) {
    const file = path.join(source, bug.file);
    if (!originals.has(file)) originals.set(file, await readFile(file, "utf8"));
    await writeFile(file, (await readFile(file, "utf8")).replace(bug.find, bug.replace));
  }
  try {
    // The coverage re-runs use the tier command narrowed by the runner's own selection, as
    // the engine's rerunCommandFor does.
    const tierCommand = project.command
      .replace("{report}", "fix-loop-corpus/junit.xml")
      .replace("{vitest}", vitestBin);
    const real = run.runner?.coverage?.runner({
      cwd: source,
      env: process.env,
      commandFor: lib.selectiveCommandOf(run, tierCommand),
    });
    // jest and vitest take coverage inside verify's first run (their own retries, the tests
    // after a failure): the same run, through the engine, gives what a live triage starts from.
    const taken = /^(jest|vitest)/.test(project.runner)
      ? await takenInFirstRun(source, tierCommand)
      : undefined;
    for (const [id, functions] of taken ?? []) takenRecorded[id] = [...functions].sort();
    const recording = {
      recordsCollection: real.recordsCollection?.bind(real),
      async run(tests) {
        const found = await real.run(tests);
        for (const [id, functions] of found) recorded[id] = [...functions].sort();
        return found;
      },
    };
    // No time cut while building: what is stored must not depend on how busy this machine was.
    await lib.triageFailures(run.tests, ["tests"], {
      root: source,
      coverage: recording,
      taken,
      coverageLimits: { timeLimitMs: 1_800_000 },
    });
  } finally {
    for (const [file, text] of originals) await writeFile(file, text);
  }

  const keep = new Set([
    ...run.tests.filter((t) => t.status === "failed").map((t) => t.id),
    ...Object.keys(recorded),
    ...Object.keys(takenRecorded),
  ]);
  // The stacks' absolute paths name a folder of this machine: a fixed one stands for it.
  const sourceRoot = `/fix-loop-corpus/${project.name}`;
  const trimmed = lib.trimJunitReport(run.xml, run.tests, keep);
  await writeFile(path.join(dir, "junit.xml"), trimmed.replaceAll(source, sourceRoot));
  for (const [name, functions] of [
    ["coverage.json", recorded],
    ["taken.json", takenRecorded],
  ]) {
    if (Object.keys(functions).length > 0)
      await writeFile(path.join(dir, name), `${JSON.stringify(functions, null, 1)}\n`);
    else await rm(path.join(dir, name), { force: true });
  }
  const failing = run.tests.filter((t) => t.status === "failed");
  const truth = {
    project: project.name,
    language: project.language,
    runner: project.runner,
    bugs: bugs.map(({ id, kind, culprit, file, find, replace }) => ({
      id,
      kind,
      culprit,
      file,
      find,
      replace,
    })),
    causes: Object.fromEntries(failing.map((t) => [t.id, causesOf(t.id)])),
    sourceRoot,
    // The JUnit tier finds a pytest test's file on disk; the corpus test creates these empty.
    testFiles: [...new Set(run.tests.filter((t) => keep.has(t.id)).map((t) => t.file))]
      .filter((f) => f.endsWith(".py"))
      .sort(),
  };
  // The run: lines were recorded before triage (recordRunLines): they stay.
  const truthFile = path.join(dir, "truth.json");
  const runLines = existsSync(truthFile)
    ? JSON.parse(await readFile(truthFile, "utf8")).runLines
    : undefined;
  await writeFile(truthFile, `${JSON.stringify({ ...truth, runLines }, null, 1)}\n`);
  await writeOutline(source, dir, bugs, sourceRoot);
}

/**
 * Culprit names are read from the source (the function enclosing a frame's line, the name a
 * file declares): the corpus keeps, for each JavaScript source file (not a test) that the kept
 * report's stacks, coverage.json or taken.json name, its outline (src/triage/frames/source-function.ts:
 * declared names, braces and semicolons, line for line, no code), with the case's edits
 * applied. corpus.test.ts writes it where the report says the project was.
 */
async function writeOutline(source, dir, bugs, sourceRoot) {
  const junit = await readFile(path.join(dir, "junit.xml"), "utf8");
  const coverageFile = path.join(dir, "coverage.json");
  const takenFile = path.join(dir, "taken.json");
  const recorded = [coverageFile, takenFile].filter((file) => existsSync(file));
  const functions = [];
  for (const file of recorded)
    functions.push(...Object.values(JSON.parse(await readFile(file, "utf8"))));
  const named = new Set(
    functions.flatMap((ids) => ids.map((id) => id.slice(0, id.lastIndexOf(":")))),
  );
  const prefix = `${sourceRoot}/`;
  for (const match of junit.matchAll(/[^\s()'"&;:]+(?=:\d+)/g))
    if (match[0].startsWith(prefix)) named.add(match[0].slice(prefix.length));
  const outline = {};
  for (const file of [...named].sort()) {
    if (!/\.[cm]?[jt]sx?$/.test(file) || lib.isTestPath(file)) continue;
    if (!existsSync(path.join(source, file))) continue;
    let text = await readFile(path.join(source, file), "utf8");
    for (const bug of bugs) if (bug.file === file) text = text.replace(bug.find, bug.replace);
    const lines = lib.sourceOutline(text.split(/\r?\n/));
    outline[file] = {
      lines: lines.length,
      outline: Object.fromEntries(
        lines.flatMap((line, index) => (line === "" ? [] : [[String(index + 1), line]])),
      ),
    };
  }
  const out = path.join(dir, "outline.json");
  if (Object.keys(outline).length === 0) await rm(out, { force: true });
  else await writeFile(out, `${JSON.stringify(outline, null, 1)}\n`);
}

/** Bundles the TypeScript the script needs, so it runs on plain Node. */
async function loadLibrary() {
  const dir = path.join(repoRoot, "node_modules/.cache/fix-loop-corpus");
  await mkdir(dir, { recursive: true });
  const entry = path.join(dir, "entry.ts");
  await writeFile(
    entry,
    [
      `export { runJunitCommand } from ${JSON.stringify(path.join(repoRoot, "src/junit/run-junit-command.ts"))};`,
      `export { selectiveCommandOf, runLineOf } from ${JSON.stringify(path.join(here, "selective-command.ts"))};`,
      `export { triageFailures } from ${JSON.stringify(path.join(repoRoot, "src/triage/triage.ts"))};`,
      `export { identifyRunner } from ${JSON.stringify(path.join(repoRoot, "src/runners/registry.ts"))};`,
      `export { trimJunitReport } from ${JSON.stringify(path.join(here, "trim-report.ts"))};`,
      `export { isTestPath } from ${JSON.stringify(path.join(repoRoot, "src/files/test-paths.ts"))};`,
      `export { sourceOutline } from ${JSON.stringify(path.join(repoRoot, "src/triage/frames/source-function.ts"))};`,
      `export { openSession } from ${JSON.stringify(path.join(repoRoot, "src/engine/session.ts"))};`,
      `export { configSchema } from ${JSON.stringify(path.join(repoRoot, "src/config/schema.ts"))};`,
    ].join("\n"),
  );
  const outfile = path.join(dir, "lib.mjs");
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    logLevel: "silent",
    packages: "external",
    absWorkingDir: repoRoot,
  });
  return import(outfile);
}
