import { chmodSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Results } from "../../src/results/schema.js";
import { createProjectRepo, type ProjectRepo } from "../action/support/project.js";
import type { ActionRun } from "../action/support/run-action.js";
import {
  canLayOutRunner,
  type HostedRunner,
  layOutHostedRunner,
} from "../support/hosted-runner.js";
import { type ReachableInstall, reachableInstall } from "../support/reachable-install.js";
import {
  bash,
  gaveUp,
  type ScriptedModel,
  startScriptedModel,
  toolOutput,
} from "../support/scripted-model/index.js";
import { runFixAsAgent } from "./support/fix-as-agent.js";

// The runner put the project's bin/ on PATH, as a step that adds $GITHUB_WORKSPACE/bin to
// GITHUB_PATH does: in the agent's namespace that folder is its copy. The agent plants a `tr`
// there that records the uid it ran as (beside itself, in the copy), and leaves a process
// behind, so the namespace's first process, root, lists what it ends as the session exits.
// fix-loop runs as a hosted runner lays it out (sudo), where that can be made here.

const LEFTOVER = "sleep 2929.75";
const PLANT = [
  "mkdir -p bin",
  `printf '#!/bin/sh\\n: > "$(dirname "$0")/ran-as-$(id -u)"\\nexec /usr/bin/tr "$@"\\n' > bin/tr`,
  "chmod 755 bin/tr",
  `(setsid ${LEFTOVER} > /dev/null 2>&1 &)`,
  'echo "planted; PATH=$PATH"',
].join(" && ");

let install: ReachableInstall;
let repo: ProjectRepo;
let model: ScriptedModel;
let runner: HostedRunner | null = null;
let fix: ActionRun;
let results: Results | undefined;

beforeAll(async () => {
  install = reachableInstall({ claude: true });
  repo = createProjectRepo();
  chmodSync(path.dirname(repo.dir), 0o755);
  model = await startScriptedModel([bash("toolu_plant", PLANT), gaveUp("planted a tr")]);
  runner = canLayOutRunner ? layOutHostedRunner() : null;
  ({ fix, results } = await runFixAsAgent({
    install,
    repo,
    model,
    env: { PATH: `${path.join(repo.dir, "bin")}:${process.env.PATH ?? "/usr/bin:/bin"}` },
    ...(runner ? { runner } : {}),
  }));
}, 120_000);

afterAll(async () => {
  await model?.close();
  repo?.remove();
  install?.remove();
  runner?.remove();
});

describe("an agent that plants a program on the runner's PATH", () => {
  it("planted it where its PATH looks first, and its leftover was ended and named", () => {
    expect(fix.stdout).toMatch(/each of its commands in a PID namespace/);
    expect(toolOutput(model, "toolu_plant")).toContain(`planted; PATH=${repo.dir}/bin:`);
    const attempt = results?.attempts[0];
    expect(attempt?.filesChanged).toContain("bin/tr");
    const killed = (attempt?.killedProcesses ?? []).map((process) => process.command);
    expect(killed.some((command) => command.includes(LEFTOVER))).toBe(true);
  });

  it("never has it run as root: no ran-as-0 in what the attempt changed", () => {
    const changed = (results?.attempts ?? []).flatMap((attempt) => attempt.filesChanged);
    expect(changed.filter((file) => file.startsWith("bin/ran-as-"))).not.toContain("bin/ran-as-0");
  });
});
