import { chmodSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type Results, resultsSchema } from "../../../src/results/schema.js";
import { createProjectRepo, type ProjectRepo } from "../../action/support/project.js";
import { type ActionRun, pushEvent, runAction } from "../../action/support/run-action.js";
import type { HostedRunner } from "../../support/hosted-runner.js";
import { type ReachableInstall, reachableInstall } from "../../support/reachable-install.js";
import {
  type Script,
  type ScriptedModel,
  startScriptedModel,
} from "../../support/scripted-model/index.js";

/**
 * The Action's fix mode as a runner runs it, with `agent-user: auto`: as the hosted runner's user
 * through its sudo when `runner` is given (the checkout then its own), else as root; the bundled
 * Action and claude from a folder the throwaway user can reach, the model scripted. Returns the
 * run and the results.json it left, when it left one.
 */
export async function runFixAsAgent(options: {
  install: ReachableInstall;
  repo: ProjectRepo;
  model: ScriptedModel;
  env?: Record<string, string>;
  /** More inputs of the Action (e.g. bundles, to keep the bundles in the workspace). */
  inputs?: Record<string, string>;
  runner?: HostedRunner;
  /** The anthropic-api-key input. */
  apiKey?: string;
  /** A bound on a hung run (110 s unless given). */
  timeoutMs?: number;
}): Promise<{ fix: ActionRun; results: Results | undefined }> {
  const { install, repo, model, runner } = options;
  runner?.own(repo.dir);
  const fix = await runAction({
    bundle: install.action,
    workspace: repo.dir,
    inputs: {
      mode: "fix",
      "anthropic-api-key": options.apiKey ?? "sk-ant-api03-scripted-0000",
      "agent-user": "auto",
      ...options.inputs,
    },
    event: pushEvent(),
    env: { ...model.env, FIX_LOOP_CLAUDE: install.claude, ...options.env },
    timeoutMs: options.timeoutMs ?? 110_000,
    runner,
  });
  const resultsFile = path.join(repo.dir, ".fix-loop/results.json");
  const results = existsSync(resultsFile)
    ? resultsSchema.parse(JSON.parse(readFileSync(resultsFile, "utf8")))
    : undefined;
  return { fix, results };
}

export interface FixAsAgent {
  repo: ProjectRepo;
  install: ReachableInstall;
  model: ScriptedModel;
  fix: ActionRun;
  results: Results | undefined;
}

/**
 * runFixAsAgent once before the file's tests, as root, on a fresh project (createProjectRepo
 * with `files`, then `prepare`d) whose model answers `script`; the model, the project and the
 * install are removed after the tests. `got` receives the run to read in them.
 */
export function useFixAsAgent(
  setup: {
    /** The project's files over createProjectRepo's, or a function giving them when it runs. */
    files?: Record<string, string> | (() => Record<string, string>);
    prepare?: (repo: ProjectRepo) => Promise<void> | void;
    script: (repo: ProjectRepo) => Script;
    env?: Record<string, string>;
    /** The anthropic-api-key input, when not the default. */
    apiKey?: string;
  },
  got: (run: FixAsAgent) => void,
): void {
  let repo: ProjectRepo | undefined;
  let install: ReachableInstall | undefined;
  let model: ScriptedModel | undefined;
  beforeAll(async () => {
    repo = createProjectRepo(typeof setup.files === "function" ? setup.files() : setup.files);
    install = reachableInstall({ claude: true });
    chmodSync(path.dirname(repo.dir), 0o755);
    await setup.prepare?.(repo);
    model = await startScriptedModel(setup.script(repo));
    const { fix, results } = await runFixAsAgent({
      install,
      repo,
      model,
      env: setup.env,
      ...(setup.apiKey ? { apiKey: setup.apiKey } : {}),
    });
    got({ repo, install, model, fix, results });
  }, 120_000);
  afterAll(async () => {
    await model?.close();
    repo?.remove();
    install?.remove();
  });
}
