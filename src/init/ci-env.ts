import { readdir } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import { refusedTierVariable } from "../config/tier-env.js";
import { readText } from "./read-files.js";

/** A step that runs the project's tests: its package manager's test script, or the runner itself. */
const RUNS_TESTS =
  /\b(?:npm|yarn|pnpm|bun)\s+(?:run\s+)?(?:test|t)\b|\b(?:pytest|py\.test|jest|vitest|mocha|go\s+test|tox)\b/;

type Mapping = Record<string, unknown>;

const isMapping = (value: unknown): value is Mapping =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * The environment the project's own CI gives its tests (luxon's `TZ: America/New_York`): the
 * workflow's, job's and step's `env:` around the first step of .github/workflows that runs
 * them. Values an expression fills (`${{ ... }}`) and variables a tier may not set are left out.
 */
export async function ciTestEnv(root: string): Promise<Record<string, string>> {
  const found = await firstStepRunning(root, RUNS_TESTS);
  if (!found) return {};
  const { workflow, job, step } = found;
  return { ...plainEnv(workflow.env), ...plainEnv(job.env), ...plainEnv(step.env) };
}

/** The `run:` text of the first step of the project's CI that runs what `runs` matches, or null. */
export async function ciStepRun(root: string, runs: RegExp): Promise<string | null> {
  const found = await firstStepRunning(root, runs);
  return found ? String(found.step.run) : null;
}

/** A command that installs a package, whose name may be a runner's (`pip install -U tox`). */
const INSTALLS =
  /\b(?:pip3?|npm|yarn|pnpm|bun|apt-get|apt|brew|go|pipx|uv)\s+(?:\S+\s+)?(?:install|i|add|get)\b/;

async function firstStepRunning(
  root: string,
  runs: RegExp,
): Promise<{ workflow: Mapping; job: Mapping & { steps: unknown[] }; step: Mapping } | null> {
  const running = (text: string) =>
    text.split(/\n|&&|;/).some((command) => runs.test(command) && !INSTALLS.test(command));
  for await (const { workflow, job } of ciJobs(root)) {
    const step = job.steps.find(
      (candidate): candidate is Mapping =>
        isMapping(candidate) && typeof candidate.run === "string" && running(candidate.run),
    );
    if (step) return { workflow, job, step };
  }
  return null;
}

/**
 * The Node majors the project's CI runs its tests on: actions/setup-node's `node-version` in
 * the job whose step runs them, a matrix's values where it names one (node-lru-cache:
 * `[24.x, 25.x]`). Names that are no number (`lts/*`, `current`) are left out.
 */
export async function ciNodeMajors(root: string): Promise<number[]> {
  const majors = (await ciSetupVersions(root, "node"))
    .map((value) => /^v?(\d+)(?:\.|$)/.exec(value)?.[1])
    .filter((major): major is string => major !== undefined)
    .map(Number);
  return [...new Set(majors)].sort((a, b) => a - b);
}

/**
 * The Go versions the project's CI runs its tests on, as [major, minor], oldest first:
 * actions/setup-go's `go-version` (go-humanize: 1.19, where its go.mod says 1.16 and a fuzz test
 * needs 1.18). `stable`, `oldstable` and a version file are left out.
 */
export async function ciGoVersions(root: string): Promise<[number, number][]> {
  const versions = (await ciSetupVersions(root, "go"))
    .map((value) => /^v?(\d+)\.(\d+)(?:\.|$|\.x$)/.exec(value))
    .filter((found) => found !== null)
    .map((found): [number, number] => [Number(found[1]), Number(found[2])]);
  return versions.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/**
 * What actions/setup-<tool> is given (`<tool>-version`) in the job whose step runs the tests:
 * the matrix's values where it names one of them, each as text.
 */
async function ciSetupVersions(root: string, tool: "node" | "go"): Promise<string[]> {
  const found = await firstStepRunning(root, RUNS_TESTS);
  if (!found) return [];
  const uses = new RegExp(`^actions/setup-${tool}@`);
  const setup = found.job.steps.find(
    (step): step is Mapping =>
      isMapping(step) && typeof step.uses === "string" && uses.test(step.uses),
  );
  const given = isMapping(setup?.with) ? setup.with[`${tool}-version`] : undefined;
  const matrix = isMapping(found.job.strategy) ? found.job.strategy.matrix : undefined;
  const named = /^\$\{\{\s*matrix\.([\w-]+)\s*\}\}$/.exec(String(given ?? ""))?.[1];
  const values = named && isMapping(matrix) ? matrix[named] : given;
  return (Array.isArray(values) ? values : [values])
    .filter((value) => value !== undefined && value !== null)
    .map(String);
}

/** A line of CI's that installs what the workflow's `setup:` installs, or only prints or checks. */
const SETUP_OR_NOISE =
  /^(?:echo|printf|cat|ls|pwd|env|which|git\s+config)\b|--version\b|\$\{\{|\b(?:pip3?|python3?\s+-m\s+pip|uv\s+pip|pipx)\s+install\b|\b(?:npm\s+(?:ci|install|i)|(?:pnpm|bun)\s+(?:install|i)|yarn(?:\s+install)?)\b(?!\s+(?:run|build|test))|\bgo\s+(?:mod\s+download|get|install)\b|\bnpm\s+config\b|\bnpm\s+(?:-\w+\s+)*ls\b|::set-output\b|\$GITHUB_(?:OUTPUT|ENV)\b|\b(?:lint|eslint|prettier|ruff|flake8|mypy|black|isort|pre-commit|golangci-lint|go\s+vet|bandit|codespell|cspell|pylint|pyright)\b|\.mypy_cache/;
const PREPARATION_SHOWN = 4;

/**
 * What the project's CI runs before its tests in their job, beyond installing what the workflow's
 * `setup:` installs: humanize's `scripts/generate-translation-binaries.sh` (after an apt install
 * of gettext), without which 69 of its tests skip. Each command line once, four at most.
 */
export async function ciStepsBeforeTests(root: string): Promise<string[]> {
  const found = await firstStepRunning(root, RUNS_TESTS);
  if (!found) return [];
  const before = found.job.steps.slice(0, found.job.steps.indexOf(found.step));
  const lines = before
    .filter((step): step is Mapping => isMapping(step) && typeof step.run === "string")
    .flatMap(preparationOf);
  return [...new Set(lines)].slice(0, PREPARATION_SHOWN);
}

/** A shell script's words that make its lines one whole: a branch, a loop, a continued line. */
const SCRIPT_LINE = /^(?:if|then|elif|else|fi|for|while|until|do|done|case|esac)\b|^[;)]|\\$/;

/**
 * A step's commands a person would add to `setup:`: each line, or, where the lines are one
 * script (expressjs/cors' `if [[ ... ]]; then`, `else`, `fi`), the step as a whole, by its name.
 */
function preparationOf(step: Mapping): string[] {
  const lines = String(step.run)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  const script = lines.filter((line) => SCRIPT_LINE.test(line));
  const commands = lines.filter((line) => !SCRIPT_LINE.test(line) && !SETUP_OR_NOISE.test(line));
  if (script.length === 0 || commands.length === 0) return commands;
  const named = typeof step.name === "string" && step.name.trim() !== "" ? step.name.trim() : null;
  return [named ? `${STEP}"${named}"` : `${lines[0]} … (a script of ${lines.length} lines)`];
}

const STEP = "the step ";

/** A preparation item as a person reads it: a command as code, a step by its name as words. */
export function preparationWords(item: string): string {
  return item.startsWith(`${STEP}"`) ? item : `\`${item}\``;
}

/** npm's install flags the project's CI cannot install without, on its own `npm ci`/`npm install`. */
const NPM_INSTALL = /\bnpm\s+(?:ci|install|i)\b[^\n&|;]*/g;
const NEEDED_FLAGS = ["--legacy-peer-deps", "--force"];

/**
 * The flags the project's CI gives npm's install that an install without them fails for
 * (validator.js: `npm install --legacy-peer-deps`; without it npm stops at ERESOLVE, a peer
 * dependency conflict), so the setup and the install advice init writes use them too.
 */
export async function ciNpmInstallFlags(root: string): Promise<string[]> {
  for await (const { job } of ciJobs(root))
    for (const step of job.steps) {
      if (!isMapping(step) || typeof step.run !== "string") continue;
      for (const install of step.run.match(NPM_INSTALL) ?? []) {
        const flags = NEEDED_FLAGS.filter((flag) => install.split(/\s+/).includes(flag));
        if (flags.length > 0) return flags;
      }
    }
  return [];
}

/** Each job with steps of the project's own workflows (not fix-loop's), in file order. */
async function* ciJobs(
  root: string,
): AsyncGenerator<{ workflow: Mapping; job: Mapping & { steps: unknown[] } }> {
  const folder = path.join(root, ".github", "workflows");
  const files = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => /\.ya?ml$/.test(name) && !name.startsWith("fix-loop"))
    .sort();
  for (const name of files) {
    let workflow: unknown;
    try {
      workflow = parse((await readText(folder, name)) ?? "");
    } catch {
      continue;
    }
    if (!isMapping(workflow) || !isMapping(workflow.jobs)) continue;
    for (const job of Object.values(workflow.jobs))
      if (isMapping(job) && Array.isArray(job.steps))
        yield { workflow, job: job as Mapping & { steps: unknown[] } };
  }
}

function plainEnv(env: unknown): Record<string, string> {
  if (!isMapping(env)) return {};
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (!["string", "number", "boolean"].includes(typeof value)) continue;
    const text = String(value);
    if (text.includes("${{") || refusedTierVariable(name)) continue;
    kept[name] = text;
  }
  return kept;
}
