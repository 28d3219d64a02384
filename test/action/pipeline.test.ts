import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CLAUDE_VERSION } from "../../src/action/inputs.js";
import { resultsSchema } from "../../src/results/schema.js";
import { endAll } from "../support/end-all.js";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import { type ReachableInstall, reachableInstall } from "../support/reachable-install.js";
import {
  callTool,
  type ScriptedModel,
  type ScriptedReply,
  startScriptedModel,
  toolResultFor,
} from "../support/scripted-model/index.js";
import { fixTheAnswer } from "./support/answer-fix.js";
import { createProjectRepo, git, type ProjectRepo } from "./support/project.js";
import {
  type ActionRun,
  type InProcessRun,
  pushEvent,
  runAction,
  runActionInProcess,
} from "./support/run-action.js";
import { freshCheckout, policyFile, publishJobEnv } from "./support/runner-checkout.js";

/**
 * The four jobs of the shipped workflow, in order: verify, fix (the agent, no GitHub token),
 * check (a fresh clone, the bundle applied, then the tests), publish (a fresh clone, the only
 * step with a token). Artifacts travel as folders copied between them, as
 * upload-artifact/download-artifact would; the verdict travels as the check job's output.
 *
 * fix is the smoke test of dist/index.js in fix mode as the runner runs it, on a runner without
 * Claude Code: the Action as `uses: org/fix-loop@v1` gets it (dist/ and package.json, no
 * node_modules) and no claude on PATH, so it installs the pinned one with npm. The other jobs
 * call run() in-process.
 */
const REPO = "acme/widgets";
const API_KEY = "sk-ant-api03-scripted-model-key-0000000000";
const PLANTED = {
  githubToken: "ghs_plantedGithubToken0123456789abcdef",
  runtime: "planted-actions-runtime-token-0123456789",
};

/** The agent looks at its environment and the git config, reads the file, fixes it, claims it. */
function fixingScript(projectDir: string): ScriptedReply[] {
  const answer = path.join(projectDir, "src/answer.txt");
  return [
    callTool(
      "Bash",
      { command: "env; echo ---; cat .git/config", description: "look around" },
      "toolu_env",
    ),
    ...fixTheAnswer(answer),
  ];
}

let github: FakeGitHub;
let repo: ProjectRepo;
let model: ScriptedModel;
let scratch: string;
let serverUrl: string;
let checkout: ReachableInstall;
let verify: InProcessRun;
let fix: ActionRun;
let check: InProcessRun;
let publish: InProcessRun;
let group: string;
let modelCallsAfterFix: number;
let afterFix: { branches: string[]; apiCalls: number };

/** What download-artifact leaves: one folder per artifact, outside the checkout. */
function download(from: string, name: string): string {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  cpSync(from, path.join(dir, "fix-loop-bundle-x"), { recursive: true });
  return dir;
}

function bundleFolder(): string {
  return path.join(scratch, "fix-out", `fix-bundle-${group}`);
}

function runCheck(bundles: string): Promise<InProcessRun> {
  const workspace = freshCheckout(scratch, repo, `check-${path.basename(bundles)}`);
  const policy = policyFile(scratch, repo);
  return runActionInProcess({
    workspace,
    inputs: {
      mode: "check",
      bundles,
      "policy-config": policy,
      "group-tests": verify.outputs["group-tests"] ?? "",
      sha: repo.head,
      "verdict-output": "verdict-0",
    },
    event: pushEvent(),
  });
}

function runPublish(bundles: string, verdict: string, runId: string): Promise<InProcessRun> {
  return runActionInProcess({
    workspace: freshCheckout(scratch, repo, `publish-${runId}-${path.basename(bundles)}`),
    inputs: {
      mode: "publish",
      "github-token": PLANTED.githubToken,
      bundles,
      verdict,
      sha: repo.head,
      "policy-config": policyFile(scratch, repo),
      groups: verify.outputs.groups ?? "",
    },
    event: pushEvent(),
    env: publishJobEnv(github.url, serverUrl, runId),
  });
}

function fixBranches(): string[] {
  return git(repo.origin, "for-each-ref", "--format=%(refname:short)", "refs/heads")
    .split("\n")
    .filter((ref) => ref !== "main");
}

beforeAll(async () => {
  github = await startFakeGitHub();
  github.seedRepo({ owner: "acme", name: "widgets" });
  repo = createProjectRepo();
  scratch = mkdtempSync(path.join(os.tmpdir(), "fix-loop-pipeline-"));
  // GITHUB_SERVER_URL/GITHUB_REPOSITORY.git must name the bare origin: publish builds its push
  // URL from those two and nothing else.
  mkdirSync(path.join(scratch, "server", "acme"), { recursive: true });
  symlinkSync(repo.origin, path.join(scratch, "server", "acme", "widgets.git"));
  serverUrl = `file://${path.join(scratch, "server")}`;

  verify = await runActionInProcess({
    workspace: freshCheckout(scratch, repo, "verify"),
    inputs: { mode: "verify" },
    event: pushEvent(),
  });
  group = (JSON.parse(verify.outputs.groups ?? "[]") as string[])[0] ?? "";

  model = await startScriptedModel(fixingScript(repo.dir));
  checkout = reachableInstall({ claude: false });
  fix = await runAction({
    bundle: checkout.action,
    workspace: repo.dir,
    inputs: {
      mode: "fix",
      "anthropic-api-key": API_KEY,
      groups: verify.outputs.groups ?? "",
      bundles: path.join(scratch, "fix-out"),
    },
    event: pushEvent(),
    env: {
      ...model.env,
      ACTIONS_RUNTIME_TOKEN: PLANTED.runtime,
      PATH: [path.dirname(process.execPath), "/usr/local/bin", "/usr/bin", "/bin"].join(
        path.delimiter,
      ),
    },
    timeoutMs: 170_000,
  });
  modelCallsAfterFix = model.requests.length + model.sideRequests.length;
  afterFix = { branches: fixBranches(), apiCalls: github.requests.length };

  const downloaded = download(bundleFolder(), "bundles");
  check = await runCheck(downloaded);
  publish = await runPublish(
    downloaded,
    JSON.stringify({ "verdict-0": check.outputs["verdict-0"] ?? "", "verdict-1": "" }),
    "4242",
  );
}, 240_000);

afterAll(() => endAll(model, github, repo, checkout, scratch));

describe("the four-job pipeline: verify, fix, check, publish", () => {
  it("verify finds one failing group and hands its tests to check as an output", () => {
    expect(verify.exitCode).toBe(1);
    expect(group).toMatch(/^[0-9a-f]+$/);
    expect(JSON.parse(verify.outputs["group-tests"] ?? "{}")).toEqual({ [group]: ["BT-002"] });
  });

  it("fix, on a runner without Claude Code, installs the pinned claude into the runner's tool cache with npm and fixes with it", () => {
    expect(fix.stdout).toMatch(
      new RegExp(
        `Claude Code: \\S+/tool-cache/fix-loop-claude/${DEFAULT_CLAUDE_VERSION.replaceAll(".", "\\.")}/node_modules/\\.bin/claude \\(installed\\)`,
      ),
    );
    expect(fix.stderr).toBe("");
    expect(fix.exitCode, fix.stdout).toBe(0);
    expect(fix.outputs.outcome).toBe("fixed");
  });

  it("fix verifies the agent's change and bundles it, pushing nothing and opening no PR", () => {
    expect(fix.errors).toEqual([]);
    expect(fix.exitCode).toBe(0);
    expect(fix.outputs.outcome).toBe("fixed");
    expect(fix.outputs["trust-score"]).toBe("1");
    expect(JSON.parse(fix.outputs["bundled-groups"] ?? "[]")).toEqual([group]);
    const manifest = JSON.parse(readFileSync(path.join(bundleFolder(), "manifest.json"), "utf8"));
    expect(manifest).toMatchObject({
      group,
      baseSha: repo.head,
      files: [{ path: "src/answer.txt", change: "modified" }],
    });
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(fix.outputs.results ?? "", "utf8")),
    );
    expect(results.attempts[0]).toMatchObject({
      strategy: "local",
      agreed: true,
      filesChanged: ["src/answer.txt"],
    });
    // The fix job had no token: no push, no API call.
    expect(afterFix).toEqual({ branches: [], apiCalls: 0 });
    expect(fix.stdout).toMatch(/^::warning::.*was not uploaded/m);
  });

  it("never lets the agent see the runtime token or anything named like an input", () => {
    const later = model.requests.find((request) => toolResultFor(request, "toolu_env"));
    const seen = later ? (toolResultFor(later, "toolu_env")?.text ?? "") : "";
    expect(seen).toContain("ANTHROPIC_BASE_URL=");
    expect(seen).not.toContain(PLANTED.runtime);
    expect(seen).not.toMatch(/^(INPUT_[\w-]+|ACTIONS_RUNTIME_TOKEN|GITHUB_OUTPUT)=/m);
  });

  it("check applies the bundle to a fresh clone, runs the tests and names the bundle's sha256 last", () => {
    expect(check.failures).toEqual([]);
    const verdict = JSON.parse(check.outputs["verdict-0"] ?? "[]") as {
      group: string;
      sha256: string;
    }[];
    expect(verdict).toHaveLength(1);
    expect(verdict[0]?.group).toBe(group);
    expect(verdict[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(check.log.join("\n")).toContain(`${group}: passed check`);
  });

  it("publish opens exactly one draft PR from a fix-loop/ branch holding only the checked change", () => {
    expect(publish.failures).toEqual([]);
    const urls = JSON.parse(publish.outputs["pr-urls"] ?? "[]") as string[];
    expect(urls).toHaveLength(1);
    const branch = `fix-loop/${group}-4242`;
    expect(fixBranches()).toEqual([branch]);
    expect(git(repo.origin, "rev-parse", `${branch}^`)).toBe(repo.head);
    expect(git(repo.origin, "diff", "--name-only", repo.head, branch)).toBe("src/answer.txt");
    expect(git(repo.origin, "show", `${branch}:src/answer.txt`)).toBe("42");
    const pulls = [...github.repo(REPO).pulls.values()];
    expect(pulls).toHaveLength(1);
    const number = Number(urls[0]?.split("/").pop());
    expect(github.pull(REPO, number)).toMatchObject({
      headRef: branch,
      baseRef: "main",
      draft: true,
    });
    const body = github.issue(REPO, number).body ?? "";
    expect(body).toContain(`<!-- fix-loop:group=${group} -->`);
    expect(body).toContain("FAIL: answer is 41, expected 42");
    expect(github.labels(REPO, number)).toEqual(["fix-loop", "fix-loop:fixed"]);
    expect(publish.summary).toContain(`- \`${group}\`: [#${number}](${urls[0]})`);
  });

  it("asks the model nothing after fix: check and publish add no model call", () => {
    expect(modelCallsAfterFix).toBeGreaterThan(0);
    expect(model.requests.length + model.sideRequests.length).toBe(modelCallsAfterFix);
  });

  it("refuses a bundle edited between check and publish, and pushes nothing", async () => {
    const edited = path.join(scratch, "edited");
    cpSync(path.join(scratch, "bundles"), edited, { recursive: true });
    const results = path.join(edited, "fix-loop-bundle-x", "results.json");
    writeFileSync(
      results,
      readFileSync(results, "utf8").replace("41 instead of 42", "41 instead of 43"),
    );
    const before = github.requestsTo("POST").length;

    const run = await runPublish(
      edited,
      JSON.stringify({ "verdict-0": check.outputs["verdict-0"] }),
      "4250",
    );
    expect(run.exitCode).toBe(1);
    expect(run.failures.join("\n")).toMatch(/changed after check/);
    expect(fixBranches()).toEqual([`fix-loop/${group}-4242`]);
    expect(github.requestsTo("POST").length).toBe(before);
  });

  it("check refuses a bundle that touches a protected test, and its verdict names nothing", async () => {
    const forged = path.join(scratch, "forged-src");
    cpSync(bundleFolder(), forged, { recursive: true });
    const manifestFile = path.join(forged, "manifest.json");
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
    for (const file of manifest.files) file.path = ".fix-loop/tests/answer.sh";
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const run = await runCheck(download(forged, "forged"));
    expect(run.exitCode).toBe(1);
    expect(run.outputs["verdict-0"]).toBe("[]");
  });
});

describe("fix mode holds no GitHub credential", () => {
  const project = (): ProjectRepo => createProjectRepo();

  it("refuses to start, with exit 2, when the step carries a github-token input", async () => {
    const repoWithToken = project();
    try {
      const run = await runActionInProcess({
        workspace: repoWithToken.dir,
        inputs: { mode: "fix", "anthropic-api-key": API_KEY, "github-token": PLANTED.githubToken },
        event: pushEvent(),
      });
      expect(run.exitCode).toBe(2);
      expect(run.failures.join("\n")).toContain("remove `github-token:`");
      expect(existsSync(path.join(repoWithToken.dir, ".fix-loop/results.json"))).toBe(false);
    } finally {
      repoWithToken.remove();
    }
  });

  it("refuses to start, with exit 2, when the job has id-token: write", async () => {
    const repoWithOidc = project();
    try {
      const run = await runActionInProcess({
        workspace: repoWithOidc.dir,
        inputs: { mode: "fix", "anthropic-api-key": API_KEY },
        event: pushEvent(),
        env: {
          ACTIONS_ID_TOKEN_REQUEST_URL: "https://token.actions.example/oidc",
          ACTIONS_ID_TOKEN_REQUEST_TOKEN: "planted-oidc",
        },
      });
      expect(run.exitCode).toBe(2);
      expect(run.failures.join("\n")).toContain("remove `id-token: write`");
      expect(run.transcript).not.toContain("planted-oidc");
    } finally {
      repoWithOidc.remove();
    }
  });
});
