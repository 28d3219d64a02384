import { readdir } from "node:fs/promises";
import path from "node:path";
import { existsIn } from "../files/exists-in.js";
import {
  addDevDependencyCommand,
  nodeInstallCommand,
  runScriptCommand,
} from "../files/node-package-manager.js";
import { quoteShell } from "../process/shell-words.js";
import { RUNNERS } from "../runners/registry.js";
import type { Runner, RunnerInit } from "../runners/runner.js";
import { scriptWrapper } from "../runners/script-arguments.js";
import { DEFAULT_NODE_VERSION } from "../workflows/project-workflows.js";
import { buildBeforeTests, builds } from "./build-before-tests.js";
import { ciGoVersions, ciStepsBeforeTests, ciTestEnv } from "./ci-env.js";
import { goVersionFor } from "./go-version.js";
import { nodeForTestGlobs, nodeVersionFor } from "./node-version.js";
import { coversItself } from "./own-coverage.js";
import { ciPytestSelection } from "./pytest-paths.js";
import { usesUnittest } from "./python-unittest.js";
import { type PackageJson, readPackageJson, readText } from "./read-files.js";
import { runnerScript, stepsLeftOut } from "./runner-script.js";
import { type JunitTier, junitTier, type TestRunner } from "./test-runner.js";
import { toxSetenv } from "./tox-setenv.js";
import { toxTestenvEntries } from "./tox-testenv.js";
import { type UnreadRunner, unreadRunner } from "./unread-runners.js";

/** What `fix-loop init` found in a project: enough to write its tier and its workflow. */
export interface ProjectFacts {
  /** The JUnit tier for the runner found, or null (then init writes an example script tier). */
  tier: JunitTier | null;
  /** How the project installs in CI, or null when it needs nothing. */
  setup: string | null;
  /** How this project adds a dev dependency (npm install --save-dev, pnpm add -D, yarn add -D). */
  addDevDependency: string | null;
  nodeVersion: string | null;
  pythonVersion: string | null;
  goVersion: string | null;
  /** With no tier: a runner the project uses that fix-loop reads no report of (ava). */
  unread?: UnreadRunner;
  /** What the project's CI runs before its tests that `setup` does not (ci-env.ts). */
  preparation?: string[];
}

export async function detectProject(root: string): Promise<ProjectFacts> {
  const facts = await detectToolchain(root);
  const preparation = facts.tier ? await ciStepsBeforeTests(root) : [];
  return preparation.length > 0 ? { ...facts, preparation } : facts;
}

async function detectToolchain(root: string): Promise<ProjectFacts> {
  const pkg = await readPackageJson(root);
  if (pkg) return detectNode(root, pkg);
  const goMod = await readText(root, "go.mod");
  if (goMod !== null) return detectGo(goMod, await ciGoVersions(root));
  const python = await detectPython(root);
  if (python) return python;
  return {
    tier: null,
    setup: null,
    addDevDependency: null,
    nodeVersion: null,
    pythonVersion: null,
    goVersion: null,
  };
}

// --- Node -----------------------------------------------------------------------------------

/** The runners of Node projects, in the order init prefers them. */
const NODE_RUNNERS = (Object.entries(RUNNERS) as [TestRunner, { init?: RunnerInit }][]).filter(
  ([, runner]) => runner.init?.language === "node",
);

/** What `npm init` writes as the test script: no test script at all. */
const NPM_PLACEHOLDER = /^echo "Error: no test specified"/;

async function detectNode(root: string, pkg: PackageJson): Promise<ProjectFacts> {
  const dependencies = { ...pkg.dependencies, ...pkg.devDependencies };
  const declared = (name: string) => dependencies[name] ?? null;
  const has = (name: string) => declared(name) !== null;
  // The test script (or a script it runs by name) says which runner the project uses; its
  // dependencies, when it does not.
  const namesRunner = (text: string) =>
    NODE_RUNNERS.some(([, runner]) => runner.init?.inScript?.(text));
  const script = runnerScript(pkg.scripts ?? {}, namesRunner);
  const named = NODE_RUNNERS.find(([, runner]) => runner.init?.inScript?.(script));
  const listed = NODE_RUNNERS.find(([, runner]) => has(runner.init?.dependency ?? "\0"));
  const runner = (named ?? listed)?.[0] ?? null;
  const init: RunnerInit | null = runner ? RUNNERS[runner].init : null;
  const covers = await coversItself(root, init?.ownCoverage);
  const tier = runner ? junitTier(runner, declared, named ? script : "", covers) : null;
  if (tier) tier.env = { ...(await ciTestEnv(root)), ...tier.env };
  const pretest = buildBeforeTests(pkg.scripts ?? {}, await runScriptCommand(root));
  // The test script's own steps that run no tests: a build goes before the tier's tests as
  // pretest's does; a check (lint, types) is named in the next steps, left to the project's CI.
  const steps = named ? stepsLeftOut(pkg.scripts ?? {}, namesRunner) : [];
  const scripts = pkg.scripts ?? {};
  const build = [...(pretest ? [pretest] : []), ...steps.filter((step) => builds(step, scripts))];
  if (tier && build.length > 0) {
    tier.command = [...build, tier.command].join(" && ");
    tier.builtFirst = build;
  }
  if (tier) {
    const unbuilt = pkg.scripts?.pretest && !pretest ? [`pretest: ${pkg.scripts.pretest}`] : [];
    tier.leftOut = [...unbuilt, ...steps.filter((step) => !builds(step, scripts))];
    const own = scripts.test?.trim();
    if (!named && own && !NPM_PLACEHOLDER.test(own)) tier.behind = own;
    const wrapper = named ? scriptWrapper(script, RUNNERS[tier.runner].commandLine) : null;
    if (wrapper) tier.leftOut.push(`${wrapper} (around ${tier.runner})`);
  }
  const unread = tier ? null : unreadRunner(pkg.scripts?.test ?? "", dependencies);
  return {
    tier,
    ...(unread ? { unread } : {}),
    setup: await nodeInstallCommand(root),
    addDevDependency: await addDevDependencyCommand(root),
    // Like Python's 3.x and Go's stable: a Node project that pins no version still sets up Node.
    nodeVersion: nodeForTestGlobs(
      tier?.command ?? "",
      (await nodeVersionFor(root, pkg, runnerPackageOf(runner))) ?? DEFAULT_NODE_VERSION,
    ),
    pythonVersion: null,
    goVersion: null,
  };
}

/** The package a Node runner is installed as (mocha, jest), whose engines say the Node it needs. */
function runnerPackageOf(runner: TestRunner | null): string | null {
  const found: Runner | null = runner ? RUNNERS[runner] : null;
  return found?.packages?.runner ?? found?.init?.dependency ?? null;
}

// --- Python ---------------------------------------------------------------------------------

async function detectPython(root: string): Promise<ProjectFacts | null> {
  const pyproject = await readText(root, "pyproject.toml");
  const setupCfg = await readText(root, "setup.cfg");
  const tox = await readText(root, "tox.ini");
  const usesPytest =
    (await existsIn(root, "pytest.ini")) ||
    (await existsIn(root, "conftest.py")) ||
    /\[tool\.pytest|["'\s]pytest\b/.test(pyproject ?? "") ||
    /\[tool:pytest\]/.test(setupCfg ?? "") ||
    // tox's [pytest] section, or an environment that installs or runs it (`deps = pytest`,
    // `commands = py.test ...`), as cachetools' tox.ini is the only file to name pytest.
    /\bpy\.?test\b/.test(tox ?? "");
  const requirements = await firstExisting(root, ["requirements-dev.txt", "requirements.txt"]);
  const installable =
    /^\[project\]/m.test(pyproject ?? "") ||
    (await existsIn(root, "setup.py")) ||
    setupCfg !== null;
  const packages = ["pytest"];
  if (requirements) packages.push(`-r ${requirements}`);
  if (installable) packages.push(editableInstall(tox));
  const configs = [pyproject, setupCfg, tox, await readText(root, "pytest.ini")];
  // pytest runs a unittest suite too, and writes its JUnit report.
  const runsTests = usesPytest || (await usesUnittest(root, configs));
  if (!runsTests && !requirements && !installable && pyproject === null) return null;
  const tier = runsTests ? junitTier("pytest", () => "*") : null;
  // What the project's CI has pytest collect, where it names a part of the tree.
  const chosen = tier ? await ciPytestSelection(root, tox) : { paths: [], options: [] };
  const collect = [...chosen.options, ...chosen.paths.map(quoteShell)];
  if (tier && collect.length > 0)
    tier.command = tier.command.replace(/\bpytest\b/, `pytest ${collect.join(" ")}`);
  // A src layout imports its own tree only with src on the path: without it pytest collects the
  // installed copy, or fails with "import file mismatch". pytest's own `pythonpath` does it too.
  // tox's test environment's variables, then what CI's workflow sets, which runs tox or pytest.
  if (tier) tier.env = { ...toxSetenv(tox), ...(await ciTestEnv(root)) };
  if (
    tier &&
    (await hasSrcLayout(root)) &&
    !configs.some((text) => /^\s*pythonpath\s*=/m.test(text ?? ""))
  )
    tier.env = { ...tier.env, PYTHONPATH: "src" };
  return {
    tier,
    setup: `python3 -m pip install ${packages.join(" ")}`,
    addDevDependency: null,
    nodeVersion: null,
    pythonVersion: await pythonVersion(root, pyproject),
    goVersion: null,
  };
}

/**
 * The project installed in place, with the extras tox's test environment asks for (humanize:
 * `extras = tests`, its tests' freezegun among them), quoted for the shell's brackets.
 */
function editableInstall(tox: string | null): string {
  const extras = toxTestenvEntries(tox, "extras")
    .flatMap((entry) => entry.split(/[\s,]+/))
    .filter((name) => /^[A-Za-z0-9][\w.-]*$/.test(name));
  return extras.length > 0 ? `-e '.[${[...new Set(extras)].join(",")}]'` : "-e .";
}

/** A package under src/ (src/<name>/__init__.py), the layout that is not importable as it stands. */
async function hasSrcLayout(root: string): Promise<boolean> {
  const entries = await readdir(path.join(root, "src"), { withFileTypes: true }).catch(() => []);
  for (const entry of entries)
    if (entry.isDirectory() && (await existsIn(root, `src/${entry.name}/__init__.py`))) return true;
  return false;
}

async function firstExisting(root: string, names: string[]): Promise<string | null> {
  for (const name of names) if (await existsIn(root, name)) return name;
  return null;
}

/** The oldest Python 3 minor setup-python offers on GitHub's ubuntu-24.04 images. */
const OLDEST_HOSTED_PYTHON_MINOR = 9;

/** .python-version as written; else the lowest version requires-python allows (3.9 at least); else 3.x. */
async function pythonVersion(root: string, pyproject: string | null): Promise<string> {
  const pinned = (await readText(root, ".python-version"))?.trim();
  if (pinned) return pinned;
  const requires = pyproject?.match(/requires-python\s*=\s*["'][^"'\d]*(\d+)\.(\d+)/);
  if (!requires) return "3.x";
  // ">=3.2" is a floor, not a wish: setup-python has nothing that old on GitHub's images.
  const minor = Math.max(Number(requires[2]), OLDEST_HOSTED_PYTHON_MINOR);
  return requires[1] === "3" ? `3.${minor}` : `${requires[1]}.${requires[2]}`;
}

// --- Go -------------------------------------------------------------------------------------

function detectGo(goMod: string, tested: [number, number][]): ProjectFacts {
  return {
    tier: junitTier("go", () => "*"),
    setup: "go mod download",
    addDevDependency: null,
    nodeVersion: null,
    pythonVersion: null,
    goVersion: goVersionFor(goMod, tested),
  };
}
