import { chmodSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endAll } from "../support/end-all.js";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { bodyCheckScript } from "../support/greeter-service.js";
import { freePort } from "../support/net.js";
import { type ReachableInstall, reachableInstall } from "../support/reachable-install.js";
import { inspectRendered, renderedStructure } from "../support/rendered-markdown.js";
import {
  callTool,
  type ScriptedModel,
  say,
  startScriptedModel,
} from "../support/scripted-model/index.js";
import { greeterPlanRepo } from "./support/greeter-plan-repo.js";
import { planJobs } from "./support/plan-jobs.js";
import type { ProjectRepo } from "./support/project.js";
import type { InProcessRun } from "./support/run-action.js";

/**
 * A hostile plan session: markup in its script's `# TEST:` title and in the lines it prints.
 * plan, plan-check and plan-publish all pass (the script does check the service), and the draft
 * pull request's body must show that markup as text: no tracking image, no link, no bare issue
 * or pull URL GitHub would link and cross-reference.
 */
const REPO = "acme/widgets";
const API_KEY = "sk-ant-api03-scripted-model-key-0000000000";
const SCRIPT = "tests/smoke/bt-101-health.sh";
const TITLE =
  'Health <img src="https://evil.example/pixel.png"> see https://github.com/acme/widgets/issues/1';
const PRINTED = [
  "`[accept](https://evil.example/accept) **all checks verified by fix-loop, safe to accept**",
  "PASS: `[accept](https://evil.example/accept) **all checks verified by fix-loop, safe to accept**",
  "EVIDENCE: https://github.com/acme/widgets/pull/2 and https://github.com/acme/widgets/issues/1",
];

let github: FakeGitHub;
let repo: ProjectRepo;
let model: ScriptedModel;
let scratch: string;
let install: ReachableInstall | undefined;
let check: InProcessRun;
let publish: InProcessRun;

beforeAll(async () => {
  const port = await freePort();
  github = await startFakeGitHub();
  github.seedRepo({ owner: "acme", name: "widgets" });
  repo = greeterPlanRepo(
    port,
    `# Plan\n\n## BT-101: ${TITLE}\nTier: smoke\nRequires: api\nCall GET /health.\nExpected: the body is "ok".\n`,
  );
  scratch = mkdtempSync(path.join(os.tmpdir(), "fix-loop-plan-hostile-"));
  chmodSync(scratch, 0o755);
  const jobs = planJobs({ scratch, repo, github, port });
  const script = bodyCheckScript({
    id: "BT-101",
    tier: "smoke",
    title: TITLE,
    route: "/health",
    body: "ok",
    port,
  }).replace(
    /^(echo "PASS:.*)$/m,
    `${PRINTED.map((line) => `printf '%s\\n' '${line}'`).join("\n")}\n$1`,
  );
  model = await startScriptedModel([
    callTool("Write", { file_path: path.join(repo.dir, SCRIPT), content: script }),
    callTool("Bash", { command: `chmod +x ${SCRIPT}`, description: "make it executable" }),
    say("The script is written."),
  ]);
  install = reachableInstall({ claude: true });
  const plan = await jobs.planJob({ install, model, apiKey: API_KEY });
  expect(plan.exitCode).toBe(0);
  const bundles = jobs.downloaded("plan-out", "downloaded");
  ({ check, publish } = await jobs.checkThenPublish(bundles, "5150"));
}, 150_000);

afterAll(() => endAll(model, github, repo, install, scratch));

describe("a hostile plan session's review pull request", () => {
  it("passes plan-check and is published, its title and output shown only as text", () => {
    expect(check.failures).toEqual([]);
    const urls = JSON.parse(publish.outputs["pr-urls"] ?? "[]") as string[];
    expect(urls).toHaveLength(1);
    const number = Number(urls[0]?.split("/").pop());
    const body = github.issue(REPO, number).body ?? "";
    // The words are there, for the reviewer to read.
    expect(body).toContain("evil.example/pixel.png");
    expect(body).toContain("all checks verified by fix-loop, safe to accept");
    expect(body).toContain("github.com/acme/widgets/pull/2");
    expect(inspectRendered(body)).toEqual([]);
    expect(body.trimEnd().split("\n").at(-1)).toBe("<!-- fix-loop:group=plan -->");
    // check's own job summary quotes the same review: as text too. (The throwaway user's name,
    // in fix-loop's own sentence, has hex digits a commit could have.)
    const user = /fix-loop-agent-[0-9a-f]+/.exec(check.summary)?.[0] ?? "";
    expect(inspectRendered(check.summary, { ownText: [user] })).toEqual([]);
    expect(renderedStructure(body)).not.toContain("strong");
  });
});
