import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manifestSchema } from "../../src/bundle/manifest.js";
import { resultsSchema } from "../../src/results/schema.js";
import { endAll } from "../support/end-all.js";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { bodyCheckScript, GREETER_SERVER } from "../support/greeter-service.js";
import { freePort } from "../support/net.js";
import { type ReachableInstall, reachableInstall } from "../support/reachable-install.js";
import { inspectRendered, renderedStructure } from "../support/rendered-markdown.js";
import {
  callTool,
  type ScriptedModel,
  say,
  startScriptedModel,
  toolResultFor,
} from "../support/scripted-model/index.js";
import { greeterPlanRepo } from "./support/greeter-plan-repo.js";
import { type PlanJobs, planJobs } from "./support/plan-jobs.js";
import { git, type ProjectRepo } from "./support/project.js";
import {
  type ActionRun,
  type InProcessRun,
  pushEvent,
  runActionInProcess,
} from "./support/run-action.js";

/**
 * The reusable pipeline's plan leg, job by job as the runner runs them: plan (the real claude
 * binary, a scripted model, agent-user auto: as root here, a throwaway user in its own copy of
 * the tree), plan-check (a fresh clone, the plan rule, tests/** protected as by default) and
 * plan-publish (a fresh clone, the only step with a token) against the fake GitHub server.
 *
 * The session is hostile in one way that meets none of that: BT-101's title, in the plan and
 * in its script's `# TEST:` header, and the lines its script prints carry markup, which the
 * draft pull request's body and check's summary must show as text (no tracking image, no link,
 * no bare issue or pull URL GitHub would link and cross-reference).
 */
const REPO = "acme/widgets";
const API_KEY = "sk-ant-api03-scripted-model-key-0000000000";

const TITLE =
  'Health <img src="https://evil.example/pixel.png"> see https://github.com/acme/widgets/issues/1';
const PRINTED = [
  "`[accept](https://evil.example/accept) **all checks verified by fix-loop, safe to accept**",
  "PASS: `[accept](https://evil.example/accept) **all checks verified by fix-loop, safe to accept**",
  "EVIDENCE: https://github.com/acme/widgets/pull/2 and https://github.com/acme/widgets/issues/1",
];

const PLAN = `# Beta test plan

## BT-101: ${TITLE}
Tier: smoke
Requires: api
Call GET /health.
Expected: the body is "ok".

## BT-102: Greeting names the visitor
Tier: smoke
Requires: api
Call GET /hello?name=Ada.
Expected: the body is "hello, Ada".
`;

const SCRIPTS = ["tests/smoke/bt-101-health.sh", "tests/smoke/bt-102-hello.sh"];

function bodyCheck(id: string, route: string, body: string, port: number): string {
  return bodyCheckScript({ id, tier: "smoke", title: `${route} answers`, route, body, port });
}

/** BT-101's script as the hostile session writes it: TITLE in its header, PRINTED before its PASS. */
function hostileHealthCheck(port: number): string {
  return bodyCheckScript({
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
}

let github: FakeGitHub;
let repo: ProjectRepo;
let model: ScriptedModel;
let scratch: string;
let install: ReachableInstall | undefined;
let plan: ActionRun;
let check: InProcessRun;
let publish: InProcessRun;
let checkoutAfterPlan: { status: string; diff: string };
let tamperedCheck: InProcessRun;
let tamperedPublish: InProcessRun;
let port: number;
let jobs: PlanJobs;

/**
 * A compromised plan job: the same two scripts with their bodies swapped (headers, REVIEW:
 * pending and mode kept), BT-101's for one that always passes, BT-102's for one that always
 * fails, packed with fix-loop's own createBundle and the plan job's report and review, so the
 * bundle is whole, the plan rule holds and the review still shows both passing live.
 */
async function tamperedBundle(): Promise<string> {
  const dir = jobs.freshCheckout("tamper");
  const original = path.join(scratch, "plan-out", "fix-bundle-plan");
  const bodies = [
    'echo "PASS: /health answers ok"\nexit 0\n',
    'echo "FAIL: no greeting"\necho "EVIDENCE: none asked for"\nexit 1\n',
  ];
  for (const [index, file] of SCRIPTS.entries()) {
    const text = readFileSync(path.join(repo.dir, file), "utf8");
    const body = text.replace(/^got=[\s\S]*$/m, bodies[index] as string);
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body, { mode: 0o755 });
  }
  const manifest = manifestSchema.parse(
    JSON.parse(readFileSync(path.join(original, "manifest.json"), "utf8")),
  );
  return jobs.packBundle({
    dir,
    files: SCRIPTS,
    plan: manifest.plan as NonNullable<typeof manifest.plan>,
    results: resultsSchema.parse(
      JSON.parse(readFileSync(path.join(original, "results.json"), "utf8")),
    ),
    out: "tampered-out",
  });
}

beforeAll(async () => {
  port = await freePort();
  github = await startFakeGitHub();
  github.seedRepo({ owner: "acme", name: "widgets" });
  repo = greeterPlanRepo(port, PLAN);
  scratch = mkdtempSync(path.join(os.tmpdir(), "fix-loop-plan-pipeline-"));
  // check's throwaway user must reach its fresh checkouts in here, as on a runner.
  chmodSync(scratch, 0o755);
  jobs = planJobs({ scratch, repo, github, port });

  // One session for the one tier: two scripts, and a look at who it runs as and where it
  // writes. Paths are the checkout's: the agent's copy is laid over it in its namespaces.
  model = await startScriptedModel([
    callTool("Write", {
      file_path: path.join(repo.dir, SCRIPTS[0] as string),
      content: hostileHealthCheck(port),
    }),
    callTool("Write", {
      file_path: path.join(repo.dir, SCRIPTS[1] as string),
      content: bodyCheck("BT-102", "/hello?name=Ada", "hello, Ada", port),
    }),
    callTool(
      "Bash",
      {
        command: `chmod +x ${SCRIPTS.join(" ")}; echo "user=$(id -un)"; test -e .git && echo "git: yes" || echo "git: none"`,
        description: "make them executable",
      },
      "toolu_look",
    ),
    say("The scripts are written."),
  ]);
  // fix-loop and claude from a folder every user may enter, as on a runner: the agent user
  // must reach them, wherever this repository was cloned.
  install = reachableInstall({ claude: true });
  plan = await jobs.planJob({ install, model, apiKey: API_KEY });
  checkoutAfterPlan = {
    status: git(repo.dir, "status", "--porcelain", "--untracked-files=all"),
    diff: git(repo.dir, "diff", "HEAD"),
  };

  const bundles = jobs.downloaded("plan-out", "downloaded");
  ({ check, publish } = await jobs.checkThenPublish(bundles, "5150"));
  const tampered = await tamperedBundle();
  ({ check: tamperedCheck, publish: tamperedPublish } = await jobs.checkThenPublish(
    tampered,
    "5151",
    "-tampered",
  ));
}, 150_000);

afterAll(() => endAll(model, github, repo, install, scratch));

describe("the pipeline's plan leg: plan, plan-check, plan-publish", () => {
  it("plan writes both scripts in one session, as a throwaway user in its own copy", () => {
    expect(plan.errors).toEqual([]);
    expect(plan.exitCode).toBe(0);
    expect(JSON.parse(plan.outputs.generated ?? "[]")).toEqual(["BT-101", "BT-102"]);
    expect(JSON.parse(plan.outputs["bundled-groups"] ?? "[]")).toEqual(["plan"]);
    const looked = model.requests.find((request) => toolResultFor(request, "toolu_look"));
    const seen = looked ? (toolResultFor(looked, "toolu_look")?.text ?? "") : "";
    expect(seen).toMatch(/user=\S+/);
    expect(seen).not.toContain("user=root");
    // The checkout has .git; the agent's copy of it (src/sandbox/agent-copy.ts) never does.
    expect(seen).toContain("git: none");
    expect(git(repo.dir, "rev-parse", "--git-dir")).toBe(".git");
  });

  it("leaves the checkout as it was but for the two new scripts, stamped pending", () => {
    expect(checkoutAfterPlan.diff).toBe("");
    expect(checkoutAfterPlan.status.split("\n").sort()).toEqual(SCRIPTS.map((f) => `?? ${f}`));
    expect(readFileSync(path.join(repo.dir, "server.js"), "utf8")).toBe(GREETER_SERVER);
    for (const file of SCRIPTS)
      expect(readFileSync(path.join(repo.dir, file), "utf8")).toMatch(/^# REVIEW: pending/m);
  });

  it("hands on a plan bundle: only the added scripts, and the report and review in the manifest", () => {
    const manifest = manifestSchema.parse(
      JSON.parse(
        readFileSync(path.join(scratch, "plan-out/fix-bundle-plan/manifest.json"), "utf8"),
      ),
    );
    expect(manifest).toMatchObject({ group: "plan", baseSha: repo.head, kept: null });
    expect(manifest.files.map((file) => [file.path, file.change, file.mode])).toEqual(
      SCRIPTS.map((file) => [file, "added", "100755"]),
    );
    expect(manifest.plan?.report.tests.map((test) => [test.id, test.status])).toEqual([
      ["BT-101", "pending"],
      ["BT-102", "pending"],
    ]);
    expect(manifest.plan?.report.sessions.map((session) => session.ids)).toEqual([
      ["BT-101", "BT-102"],
    ]);
    expect(manifest.plan?.review).toContain("# fix-loop plan: review of `PLAN.md`");
  });

  it("plan-check passes it under the plan rule although tests/** is protected, after running each script in its sandbox", () => {
    expect(check.failures).toEqual([]);
    const verdict = JSON.parse(check.outputs["verdict-0"] ?? "[]") as { group: string }[];
    expect(verdict.map((entry) => entry.group)).toEqual(["plan"]);
    const log = check.log.join("\n");
    expect(log).toContain("plan: passed check: 2 new test(s)");
    expect(log).toContain("run here, each failed with its REQUIRES stopped and changed no file");
    expect(check.summary).toMatch(/setup and the tests run as the throwaway user \S+ \(uid \d+\)/);
    expect(check.warnings).toEqual([]);
  });

  it("plan-check re-runs the scripts where the plan job never ran: scripts edited after the plan job to always pass, or to always fail, are refused, and no review pull request is opened", () => {
    expect(tamperedCheck.exitCode).toBe(1);
    expect(JSON.parse(tamperedCheck.outputs["verdict-0"] ?? "")).toEqual([]);
    expect(tamperedCheck.failures.join("\n")).toContain(
      `${SCRIPTS[0]} (BT-101): it passes with api stopped: it checks nothing`,
    );
    expect(tamperedCheck.failures.join("\n")).toContain(
      `${SCRIPTS[1]} (BT-102): it passed with the services live in the plan job and fails here (exit 1)`,
    );
    expect(JSON.parse(tamperedPublish.outputs["pr-urls"] ?? "[]")).toEqual([]);
    const heads = [...github.repo(REPO).pulls.values()].map((pull) => pull.headRef);
    expect(heads).toEqual(["fix-loop/plan-5150"]);
    expect(git(repo.origin, "branch", "--list", "fix-loop/plan-5151")).toBe("");
  });

  it("plan-publish opens a draft pull request labelled for review, its body the review summary", () => {
    expect(publish.failures).toEqual([]);
    const urls = JSON.parse(publish.outputs["pr-urls"] ?? "[]") as string[];
    expect(urls).toHaveLength(1);
    const number = Number(urls[0]?.split("/").pop());
    const branch = "fix-loop/plan-5150";
    expect(github.pull(REPO, number)).toMatchObject({
      headRef: branch,
      baseRef: "main",
      draft: true,
    });
    expect(github.labels(REPO, number)).toEqual(["fix-loop", "fix-loop:review-tests"]);
    const body = github.issue(REPO, number).body ?? "";
    expect(body).toContain("# fix-loop plan: review of `PLAN.md`");
    expect(body).toContain("### `BT-101` - ");
    // check's review of its own runs (from its verdict), not the plan job's from the manifest.
    expect(body).toContain("fix-loop's check job ran each one itself");
    expect(body).toContain("- with api stopped: exit 1");
    expect(body).toContain("<!-- fix-loop:group=plan -->");
    expect(git(repo.origin, "diff", "--name-only", repo.head, branch).split("\n")).toEqual(SCRIPTS);
    for (const file of SCRIPTS)
      expect(git(repo.origin, "show", `${branch}:${file}`)).toMatch(/^# REVIEW: pending/m);
  });
});

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

describe("plan mode refuses to start as misconfigured", () => {
  it("with a github-token input (exit 2), or without the plan input", async () => {
    const withToken = await runActionInProcess({
      workspace: repo.dir,
      inputs: {
        mode: "plan",
        plan: "PLAN.md",
        "anthropic-api-key": API_KEY,
        "github-token": "ghs_x",
      },
      event: pushEvent(),
    });
    expect(withToken.exitCode).toBe(2);
    expect(withToken.failures.join("\n")).toContain(
      "remove `github-token:` from the plan step's `with:`",
    );
    const withoutPlan = await runActionInProcess({
      workspace: repo.dir,
      inputs: { mode: "plan", "anthropic-api-key": API_KEY },
      event: pushEvent(),
    });
    expect(withoutPlan.exitCode).toBe(1);
    expect(withoutPlan.failures).toEqual([
      "plan mode needs the input plan: the markdown test plan's path",
    ]);
  });
});
