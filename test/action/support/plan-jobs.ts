import { cpSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { createBundle } from "../../../src/bundle/create.js";
import type { Manifest } from "../../../src/bundle/manifest.js";
import type { Results } from "../../../src/results/schema.js";
import type { FakeGitHub } from "../../support/fake-github/index.js";
import type { ReachableInstall } from "../../support/reachable-install.js";
import type { ScriptedModel } from "../../support/scripted-model/index.js";
import type { ProjectRepo } from "./project.js";
import {
  type ActionRun,
  type InProcessRun,
  pushEvent,
  runAction,
  runActionInProcess,
} from "./run-action.js";
import {
  freshCheckout as checkoutOf,
  policyFile as policyOf,
  publishJobEnv,
} from "./runner-checkout.js";

/**
 * The plan leg's check and publish jobs as the runner runs them, each on a fresh clone of the
 * pinned commit in `scratch` (open to check's throwaway user), publishing to `github` through a
 * file:// server whose acme/widgets is the repository's origin.
 */
export interface PlanJobs {
  /**
   * The plan job: the bundled Action from `install` in the repository, mode plan on PLAN.md
   * with `model` and its claude, its bundle written to plan-out (read it with `downloaded`).
   */
  planJob(agent: {
    install: ReachableInstall;
    model: ScriptedModel;
    apiKey: string;
  }): Promise<ActionRun>;
  freshCheckout(name: string): string;
  /** What download-artifact leaves for the pattern fix-loop-bundle-plan, from `from`'s bundle. */
  downloaded(from: string, to: string): string;
  /** A plan bundle of `files` as they are in `dir`, packed with fix-loop's own createBundle. */
  packBundle(options: {
    dir: string;
    files: readonly string[];
    plan: NonNullable<Manifest["plan"]>;
    results: Results;
    out: string;
  }): Promise<string>;
  checkJob(name: string, bundles: string): Promise<InProcessRun>;
  /**
   * check, then publish on check's verdict, as the pipeline runs the two jobs: named check and
   * publish, with `suffix` after each name where one bundle is not the only one checked.
   */
  checkThenPublish(
    bundles: string,
    runId: string,
    suffix?: string,
  ): Promise<{ check: InProcessRun; publish: InProcessRun }>;
  publishJob(
    name: string,
    bundles: string,
    checked: InProcessRun,
    runId: string,
  ): Promise<InProcessRun>;
}

export function planJobs(options: {
  scratch: string;
  repo: ProjectRepo;
  github: FakeGitHub;
  port: number;
  /** More of the job's env for check (the tests' own variables). */
  checkEnv?: Record<string, string>;
}): PlanJobs {
  const { scratch, repo, port } = options;
  mkdirSync(path.join(scratch, "server", "acme"), { recursive: true });
  symlinkSync(repo.origin, path.join(scratch, "server", "acme", "widgets.git"));

  const freshCheckout = (name: string) => checkoutOf(scratch, repo, name);
  const policyFile = () => policyOf(scratch, repo);

  function downloaded(from: string, to: string): string {
    const dir = path.join(scratch, to);
    cpSync(path.join(scratch, from, "fix-bundle-plan"), path.join(dir, "fix-loop-bundle-plan"), {
      recursive: true,
    });
    return dir;
  }

  return {
    planJob: ({ install, model, apiKey }) =>
      runAction({
        bundle: install.action,
        workspace: repo.dir,
        inputs: {
          mode: "plan",
          plan: "PLAN.md",
          "anthropic-api-key": apiKey,
          bundles: path.join(scratch, "plan-out"),
        },
        event: pushEvent(),
        env: { ...model.env, PORT: String(port), FIX_LOOP_CLAUDE: install.claude },
      }),
    freshCheckout,
    downloaded,
    async packBundle({ dir, files, plan, results, out }) {
      await createBundle({
        cwd: dir,
        baseSha: repo.head,
        results,
        group: "plan",
        outDir: path.join(scratch, out),
        files: [...files],
        plan,
      });
      return downloaded(out, `${out}-downloaded`);
    },
    checkJob(name, bundles) {
      return runActionInProcess({
        workspace: freshCheckout(name),
        inputs: {
          mode: "check",
          bundles,
          "policy-config": policyFile(),
          "group-tests": "{}",
          sha: repo.head,
          "verdict-output": "verdict-0",
        },
        event: pushEvent(),
        // The job's env, as the workflow gives it to every job: the service reads its port there.
        env: { PORT: String(port), ...options.checkEnv },
      });
    },
    async checkThenPublish(bundles, runId, suffix = "") {
      const check = await this.checkJob(`check${suffix}`, bundles);
      return { check, publish: await this.publishJob(`publish${suffix}`, bundles, check, runId) };
    },
    publishJob(name, bundles, checked, runId) {
      return runActionInProcess({
        workspace: freshCheckout(name),
        inputs: {
          mode: "publish",
          "github-token": "ghs_plantedGithubToken0123456789abcdef",
          bundles,
          verdict: JSON.stringify({ "verdict-0": checked.outputs["verdict-0"] ?? "" }),
          sha: repo.head,
          "policy-config": policyFile(),
          groups: "plan",
        },
        event: pushEvent(),
        env: publishJobEnv(options.github.url, `file://${path.join(scratch, "server")}`, runId),
      });
    },
  };
}
