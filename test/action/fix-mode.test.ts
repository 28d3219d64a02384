import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/results/schema.js";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github/index.js";
import {
  callTool,
  claim,
  type ScriptedModel,
  type ScriptedReply,
  startScriptedModel,
  toolResultFor,
} from "../support/scripted-model/index.js";
import { createProjectRepo, git, type ProjectRepo } from "./support/project.js";
import { type InProcessRun, pushEvent, runActionInProcess } from "./support/run-action.js";

const REPO = "acme/widgets";
const PLANTED = {
  githubToken: "ghs_plantedGithubToken0123456789abcdef",
  oidc: "planted-oidc-request-token-0123456789",
  runtime: "planted-actions-runtime-token-0123456789",
  checkoutHeader: "AUTHORIZATION: basic cGxhbnRlZC1jaGVja291dC1oZWFkZXI=",
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
    callTool("Read", { file_path: answer }),
    callTool("Edit", { file_path: answer, old_string: "41", new_string: "42" }),
    claim({
      status: "fixed",
      root_cause: "src/answer.txt held 41 instead of 42",
      files_changed: ["src/answer.txt"],
      tests_run: [],
      reasoning:
        "The evidence shows the file holds 41; the test expects 42, so the data is wrong, not the test.",
    }),
  ];
}

let github: FakeGitHub;
let repo: ProjectRepo;
let model: ScriptedModel;
let first: InProcessRun;

function runFixMode(runId: string): Promise<InProcessRun> {
  return runActionInProcess({
    workspace: repo.dir,
    inputs: {
      mode: "fix",
      "anthropic-api-key": "sk-ant-api03-scripted-model-key-0000000000",
      "github-token": PLANTED.githubToken,
    },
    event: pushEvent(),
    env: {
      ...model.env,
      GITHUB_API_URL: github.url,
      FIX_LOOP_WRITE_INTERVAL_MS: "0",
      GITHUB_RUN_ID: runId,
      GITHUB_TOKEN: PLANTED.githubToken,
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: PLANTED.oidc,
      ACTIONS_ID_TOKEN_REQUEST_URL: "https://token.actions.example/oidc",
      ACTIONS_RUNTIME_TOKEN: PLANTED.runtime,
    },
  });
}

beforeAll(async () => {
  github = await startFakeGitHub();
  github.seedRepo({ owner: "acme", name: "widgets" });
  repo = createProjectRepo();
  // What actions/checkout leaves behind unless persist-credentials is false.
  git(
    repo.dir,
    "config",
    "--local",
    "http.https://github.com/.extraheader",
    PLANTED.checkoutHeader,
  );
  model = await startScriptedModel(fixingScript(repo.dir));
  first = await runFixMode("4242");
}, 60_000);

afterAll(async () => {
  await model?.close();
  await github?.close();
  repo?.remove();
});

describe("the Action in fix mode", () => {
  it("fixes the group, verifies it and reports fixed through outputs and summary", () => {
    expect(first.failures).toEqual([]);
    expect(first.outputs.outcome).toBe("fixed");
    expect(first.outputs.groups).toBe("[]");
    expect(first.outputs["trust-score"]).toBe("1");
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(first.outputs.results ?? "", "utf8")),
    );
    expect(results.attempts).toHaveLength(1);
    expect(results.attempts[0]).toMatchObject({
      strategy: "local",
      agreed: true,
      filesChanged: ["src/answer.txt"],
    });
    expect(first.summary).toMatch(/^## fix-loop fix: 🔧 fixed/);
    expect(first.summary).toContain("### Fix pull requests");
    expect(first.groups).toContainEqual(
      expect.stringMatching(/^Fix [0-9a-f]+: attempt 1 \(local\)$/),
    );
    expect(first.log).toContainEqual(
      expect.stringMatching(/^attempt 1 \(local\): verified fixed · claims fixed · agreed/),
    );
  });

  it("pushes a branch with one commit holding the verified change to the bare origin", () => {
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(first.outputs.results ?? "", "utf8")),
    );
    const group = results.groups[0]?.id ?? "";
    const branch = `fix-loop/${group}-4242`;
    expect(git(repo.origin, "rev-parse", `${branch}^`)).toBe(repo.head);
    expect(git(repo.origin, "diff", "--name-only", repo.head, branch)).toBe("src/answer.txt");
    expect(git(repo.origin, "show", `${branch}:src/answer.txt`)).toBe("42");
    expect(results.attempts[0]?.commit).toBe(git(repo.origin, "rev-parse", branch));
  });

  it("opens a draft PR through the API with the group marker, labels and the run's evidence", () => {
    const urls = JSON.parse(first.outputs["pr-urls"] ?? "[]") as string[];
    expect(urls).toHaveLength(1);
    const number = Number(urls[0]?.split("/").pop());
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(first.outputs.results ?? "", "utf8")),
    );
    const group = results.groups[0]?.id ?? "";
    expect(results.run?.fixPullRequests).toEqual([{ group, url: urls[0], number }]);
    expect(github.pull(REPO, number)).toMatchObject({
      headRef: `fix-loop/${group}-4242`,
      baseRef: "main",
      draft: true,
    });
    const body = github.issue(REPO, number).body ?? "";
    expect(body).toContain(`<!-- fix-loop:group=${group} -->`);
    expect(body).toContain("FAIL: answer is 41, expected 42");
    expect(body).toContain("The evidence shows the file holds 41");
    expect(github.labels(REPO, number)).toEqual(["fix-loop", "fix-loop:fixed"]);
    expect(first.summary).toContain(`[#${number}](${urls[0]})`);
    // What a run with one fixed group costs in GitHub API calls.
    expect(github.requests.map((r) => `${r.method} ${r.route}`)).toEqual([
      "GET /repos/:owner/:repo/pulls",
      "POST /repos/:owner/:repo/pulls",
      "POST /repos/:owner/:repo/issues/:number/labels",
    ]);
  });

  it("never lets the agent see the GitHub token, OIDC or runtime tokens, or checkout's credentials", () => {
    const later = model.requests.find((request) => toolResultFor(request, "toolu_env"));
    const seen = later ? (toolResultFor(later, "toolu_env")?.text ?? "") : "";
    expect(seen).toContain("ANTHROPIC_BASE_URL=");
    expect(seen).toContain("[core]");
    for (const secret of Object.values(PLANTED)) expect(seen).not.toContain(secret);
    expect(seen).not.toMatch(
      /^(GITHUB_TOKEN|GH_TOKEN|INPUT_[\w-]+|ACTIONS_ID_TOKEN_REQUEST_\w+|ACTIONS_RUNTIME_TOKEN)=/m,
    );
    expect(seen).not.toContain("extraheader");
    // And checkout's credentials are back once the agent is done.
    expect(
      git(repo.dir, "config", "--local", "--get", "http.https://github.com/.extraheader"),
    ).toBe(PLANTED.checkoutHeader);
  });

  it("updates the same PR on a second run instead of opening another", async () => {
    const firstUrls = first.outputs["pr-urls"];
    git(repo.dir, "checkout", "--", "src/answer.txt");
    await model.close();
    model = await startScriptedModel(fixingScript(repo.dir));
    github.clearRequests();

    const second = await runFixMode("4243");
    expect(second.failures).toEqual([]);
    expect(second.outputs["pr-urls"]).toBe(firstUrls);
    expect(github.requestsTo("POST", "/repos/:owner/:repo/pulls")).toHaveLength(0);
    expect(github.requestsTo("PATCH", "/repos/:owner/:repo/pulls/:number")).toHaveLength(1);
    expect(github.state && [...github.repo(REPO).pulls.values()]).toHaveLength(1);
    const branches = git(
      repo.origin,
      "for-each-ref",
      "--format=%(refname:short)",
      "refs/heads/fix-loop",
    );
    expect(branches.split("\n")).toHaveLength(1);
    expect(branches).toMatch(/-4242$/);
  }, 60_000);
});
