import { access, readFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config/schema.js";
import { addDevDependencyCommand, nodeInstallCommand } from "../files/node-package-manager.js";
import { programsOf } from "../process/command-programs.js";
import { runProcess } from "../process/run.js";
import type { PreflightResult } from "../results/schema.js";
import { frameworkOfCommand, RUNNERS, runnerNamed } from "../runners/registry.js";
import type { Runner } from "../runners/runner.js";
import { findExecutable } from "./preflight.js";

type Problem = PreflightResult["problems"][number];

export interface ToolCheckOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/**
 * The tools a JUnit tier's command needs before it can write a report: its runner (vitest,
 * jest, mocha, playwright, pytest, go) and its reporter (jest-junit, mocha-junit-reporter,
 * go-junit-report, gotestsum). One missing is a gate, found before any test runs, with the
 * command that installs it: run anyway, it would fail as a test, be grouped and be sent to the
 * model, though no code is wrong.
 */
export async function checkTierTools(
  tiers: Config["tiers"],
  options: ToolCheckOptions,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const tier of tiers) {
    if (!tier.command || !tier.junit) continue;
    for (const tool of await toolsOf(tier.command, options)) {
      if (seen.has(tool.name) || (await tool.present())) continue;
      seen.add(tool.name);
      problems.push({
        kind: "command",
        name: tool.name,
        message: `${tool.name} is not installed, and the ${tier.name} tier's command needs it ${tool.role}: ${await tool.install()}`,
      });
    }
  }
  return problems;
}

interface Tool {
  name: string;
  /** "to run its tests", "to write its JUnit report". */
  role: string;
  present(): Promise<boolean>;
  install(): Promise<string>;
}

const ROLES = { run: "to run its tests", report: "to write its JUnit report" } as const;

/** Programs found on PATH that a runner's command calls: what each is for, and how to install it. */
const PROGRAMS = new Map(
  Object.values(RUNNERS).flatMap((runner: Runner) =>
    Object.entries(runner.packages?.programs ?? {}).map(([name, program]) => [
      name,
      { role: ROLES[program.role], install: program.install },
    ]),
  ),
);

async function toolsOf(command: string, options: ToolCheckOptions): Promise<Tool[]> {
  const framework = frameworkOfCommand(command);
  const programs = programsOf(command);
  const tools: Tool[] = [];
  const nodeProject = await exists(path.join(options.cwd, "package.json"));
  // The packages a Node project installs the runner and its reporter as (src/runners/<runner>.ts).
  const packages = runnerNamed(framework)?.packages;
  const runnerPackage = packages?.runner;
  const reporter = packages?.reporter;
  if (nodeProject && runnerPackage) tools.push(nodePackage(runnerPackage, ROLES.run, options));
  const reporterNamed =
    reporter && (command.includes(reporter.name) || (await namedIn(reporter, options.cwd)));
  if (nodeProject && reporter && reporterNamed)
    tools.push(nodePackage(reporter.name, ROLES.report, options));
  for (const { program, args } of programs) {
    const known = PROGRAMS.get(program);
    if (known) {
      tools.push({
        name: program,
        role: known.role,
        present: async () => (await findExecutable(program, options)) !== null,
        install: async () => known.install,
      });
    }
    if (/^python[\d.]*$/.test(path.basename(program)) && args[0] === "-m" && args[1] === "pytest")
      tools.push(pythonModule(program, "pytest", options));
  }
  return tools;
}

/**
 * A package the project's package.json already lists is only not installed yet (a fresh clone):
 * adding it again would rewrite its version range, so the advice is the project's install.
 */
function nodePackage(name: string, role: string, options: ToolCheckOptions): Tool {
  return {
    name,
    role,
    present: () => resolvesFrom(options.cwd, name),
    install: async () =>
      (await listedInPackageJson(options.cwd, name))
        ? `${await nodeInstallCommand(options.cwd)} (package.json lists ${name}: the project's dependencies are not installed)`
        : `${await addDevDependencyCommand(options.cwd)} ${name}`,
  };
}

async function listedInPackageJson(cwd: string, name: string): Promise<boolean> {
  const text = await readFile(path.join(cwd, "package.json"), "utf8").catch(() => "");
  try {
    const manifest = JSON.parse(text) as Record<string, unknown>;
    return ["dependencies", "devDependencies", "optionalDependencies"].some((field) => {
      const listed = manifest[field];
      return typeof listed === "object" && listed !== null && name in listed;
    });
  } catch {
    return false;
  }
}

function pythonModule(python: string, module: string, options: ToolCheckOptions): Tool {
  return {
    name: module,
    role: "to run its tests",
    present: async () => {
      const outcome = await runProcess(
        // Found, not imported: importing pytest costs 0.1-0.25 s of every verify, finding it ~0.02 s.
        {
          file: python,
          args: [
            "-c",
            `import importlib.util, sys; sys.exit(0 if importlib.util.find_spec("${module}") else 1)`,
          ],
        },
        {
          cwd: options.cwd,
          env: options.env,
          timeoutMs: 30_000,
        },
      );
      // A python that cannot start says so when the tier runs; only a missing module is ours.
      return outcome.exitCode !== 1;
    },
    install: async () => `${python} -m pip install ${module}`,
  };
}

/** Whether Node would find the package from the project: node_modules/NAME here or above. */
async function resolvesFrom(cwd: string, name: string): Promise<boolean> {
  for (let folder = path.resolve(cwd); ; folder = path.dirname(folder)) {
    if (await exists(path.join(folder, "node_modules", name, "package.json"))) return true;
    if (path.dirname(folder) === folder) return false;
  }
}

/**
 * Whether the runner's own config names the reporter (jest's `reporters`, a .mocharc): in
 * package.json, only under the runner's key, not as a dependency.
 */
async function namedIn(
  reporter: { name: string; key: string; configs: readonly string[] },
  cwd: string,
): Promise<boolean> {
  for (const config of reporter.configs) {
    const text = await readFile(path.join(cwd, config), "utf8").catch(() => "");
    const named = config === "package.json" ? JSON.stringify(underKey(text, reporter.key)) : text;
    if (named?.includes(reporter.name)) return true;
  }
  return false;
}

function underKey(json: string, key: string): unknown {
  try {
    return (JSON.parse(json) as Record<string, unknown>)[key] ?? null;
  } catch {
    return null;
  }
}

function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
