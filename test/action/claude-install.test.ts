import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CLAUDE_VERSION } from "../../src/action/inputs.js";
import { type ReachableInstall, reachableInstall } from "../support/reachable-install.js";
import { type ScriptedModel, startScriptedModel } from "../support/scripted-model/index.js";
import { fixTheAnswer } from "./support/answer-fix.js";
import { createProjectRepo, type ProjectRepo } from "./support/project.js";
import { pushEvent, runAction } from "./support/run-action.js";

const _ROOT = path.resolve(import.meta.dirname, "../..");

let checkout: ReachableInstall;
let repo: ProjectRepo;
let model: ScriptedModel;
beforeAll(async () => {
  // The Action as `uses: org/fix-loop@v1` gets it: dist/ and package.json, no node_modules.
  checkout = reachableInstall({ claude: false });
  repo = createProjectRepo();
  const answer = path.join(repo.dir, "src/answer.txt");
  model = await startScriptedModel(fixTheAnswer(answer));
});
afterAll(async () => {
  await model?.close();
  repo?.remove();
  checkout?.remove();
});

// The smoke test of dist/index.js in fix mode, as the runner runs it.
describe("the Action on a runner without Claude Code", () => {
  it("installs the pinned claude into the runner's tool cache with npm and fixes with it", async () => {
    const run = await runAction({
      bundle: checkout.action,
      workspace: repo.dir,
      inputs: {
        mode: "fix",
        "anthropic-api-key": "sk-ant-api03-scripted-0000000000",
      },
      event: pushEvent(),
      env: {
        ...model.env,
        PATH: [path.dirname(process.execPath), "/usr/local/bin", "/usr/bin", "/bin"].join(
          path.delimiter,
        ),
      },
      timeoutMs: 170_000,
    });
    expect(run.stdout).toMatch(
      new RegExp(
        `Claude Code: \\S+/tool-cache/fix-loop-claude/${DEFAULT_CLAUDE_VERSION.replaceAll(".", "\\.")}/node_modules/\\.bin/claude \\(installed\\)`,
      ),
    );
    expect(run.stderr).toBe("");
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.outcome).toBe("fixed");
  }, 180_000);
});
