import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { pushEvent, runAction } from "../action/support/run-action.js";
import { freePort, listen } from "../support/net.js";
import { runCli } from "../support/run-cli.js";
import {
  apiError,
  type ErrorReply,
  type ScriptedModel,
  startScriptedModel,
} from "../support/scripted-model/index.js";
import { createTempProject, scriptTest } from "../support/temp-project.js";
import { within } from "../support/timing.js";

/**
 * When the model itself refuses (no credential, a bad one, no quota, no such model), `fix`
 * says so in Claude Code's own words and stops: before the first attempt when claude reports
 * no credential at all (a gate, exit 3), after the first session that the API refused
 * otherwise (the ladder stops, the circuit breaker records why). The real claude binary
 * against the scripted Messages API server.
 */
const CLAUDE = path.resolve(import.meta.dirname, "../../node_modules/.bin/claude");
/** Claude Code retries a refused call with backoff (10 times by default); once is enough here. */
const NO_RETRIES = { CLAUDE_CODE_MAX_RETRIES: "0" };
/**
 * The model gate's waits between its five tries, shortened: the real schedule (1, 2, 4 and 8 s)
 * is test/agent/model-reachable.test.ts's, and bench/model-gate.mjs times it.
 */
const SHORT_PROBE = { FIX_LOOP_MODEL_PROBE_DELAYS_MS: "20,20,20,20" };

async function failingProject(model?: string): Promise<string> {
  const claude = model ? `  claude: { model: ${model} }\n` : "";
  const dir = await createTempProject(
    {
      ".github/fix-loop.yml": `tiers:\n  - name: smoke\n    tests: t/*.sh\nretries: 0\nfix:\n  max-attempts: 3\n${claude}`,
      "t/answer.sh": scriptTest({ id: "BT-001" }, 'echo "FAIL: the answer is 41"; exit 1'),
    },
    "fix-loop-model-",
  );
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "ignore" });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-qm", "project");
  return dir;
}

async function resultsOf(dir: string): Promise<Results> {
  const text = await readFile(path.join(dir, ".fix-loop/results.json"), "utf8");
  return resultsSchema.parse(JSON.parse(text));
}

const cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(cleanup.map((step) => step()));
});

async function modelAnswering(reply: ErrorReply): Promise<ScriptedModel> {
  const model = await startScriptedModel(() => reply);
  cleanup.push(() => model.close());
  return model;
}

/** The scripted model's environment with every credential Claude Code reads set empty. */
function withoutCredential(model: ScriptedModel): NodeJS.ProcessEnv {
  return {
    ...model.env,
    ANTHROPIC_API_KEY: "",
    ANTHROPIC_AUTH_TOKEN: "",
    CLAUDE_CODE_OAUTH_TOKEN: "",
    FIX_LOOP_CLAUDE: CLAUDE,
  };
}

async function project(model?: string): Promise<string> {
  const dir = await failingProject(model);
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe("fix with no model credential", () => {
  it("stops at the model gate before any test or attempt: exit 3, a line 'the model: ...'", async () => {
    const model = await modelAnswering(apiError(500, "never asked"));
    const dir = await project();
    const run = await runCli(["fix", "-C", dir], {
      env: withoutCredential(model),
    });
    expect(run.code, run.stdout + run.stderr).toBe(3);
    expect(run.stdout).toMatch(
      /^the model: Claude Code has no credential .*ANTHROPIC_API_KEY.*CLAUDE_CODE_OAUTH_TOKEN/m,
    );
    const results = await resultsOf(dir);
    expect(results.preflight.ok).toBe(false);
    expect(results.preflight.problems).toEqual([
      expect.objectContaining({ kind: "model", name: "claude" }),
    ]);
    expect(results.attempts).toEqual([]);
    expect(results.tests.map((test) => test.status)).toEqual(["blocked"]);
    expect(model.requests).toHaveLength(0);
  });
});

describe("plan with no model credential", () => {
  it("stops before any session: exit 3, the model named, nothing written", async () => {
    const model = await modelAnswering(apiError(500, "never asked"));
    const dir = await project();
    await writeFile(path.join(dir, "PLAN.md"), "## BT-9: greeting\nExpected: hello\n");
    const run = await runCli(["plan", "PLAN.md", "-C", dir], {
      env: withoutCredential(model),
    });
    expect(run.code, run.stdout + run.stderr).toBe(3);
    expect(run.stderr).toMatch(
      /^fix-loop: plan stopped before writing anything: the model's credential failed \(see above\)/m,
    );
    expect(run.stdout).toMatch(/^the model: Claude Code has no credential/m);
    expect(existsSync(path.join(dir, ".fix-loop/plan-review.md"))).toBe(false);
    expect(model.requests).toHaveLength(0);
  });
});

interface Refusal {
  what: string;
  reply: ErrorReply;
  model?: string;
  /** Claude Code's own words for it, as it prints them in its result. */
  words: RegExp;
  /** How fix-loop names it. */
  says: RegExp;
  /** Requests one session makes (claude asks twice about a model the API does not know). */
  requests?: number;
}

const REFUSALS: Refusal[] = [
  {
    what: "a key the API refuses (401)",
    reply: apiError(401, "invalid x-api-key", "authentication_error"),
    words: /Invalid API key · Fix external API key/,
    says: /the model: the API refused the credential/,
  },
  {
    what: "a rate limit (429)",
    reply: apiError(429, "Number of requests exceeds your rate limit", "rate_limit_error"),
    words: /Request rejected \(429\) · Number of requests exceeds your rate limit/,
    says: /the model: out of quota/,
  },
  {
    what: "an overloaded API (529)",
    reply: apiError(529, "Overloaded", "overloaded_error"),
    words: /529 Overloaded/,
    says: /the model: out of quota/,
  },
  {
    what: "no credit left (400)",
    reply: apiError(
      400,
      "Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.",
      "invalid_request_error",
    ),
    words: /Credit balance is too low/,
    says: /the model: out of quota/,
  },
  {
    what: "a model name the API does not know (404)",
    reply: apiError(404, "model: claude-nope", "not_found_error"),
    model: "claude-nope",
    words: /issue with the selected model \(claude-nope\)/,
    requests: 2,
    says: /the model: unknown model name.*fix\.claude\.model/,
  },
];

/** One session of the three the ladder allows, refused: what the results say of it. */
function expectStoppedAfterOne(results: Results, model: ScriptedModel, refusal: Refusal): void {
  // One session of the three the ladder allows, one request to the API.
  expect(results.attempts).toHaveLength(1);
  expect(model.requests).toHaveLength(refusal.requests ?? 1);
  expect(results.attempts[0]?.rejected).toBe("error");
  expect(results.attempts[0]?.detail).toMatch(refusal.words);
  expect(results.attempts[0]?.detail).not.toMatch(/ended with success/);
  expect(results.breaker.state).toBe("open");
  expect(results.breaker.reason).toMatch(refusal.says);
  expect(results.breaker.reason).toMatch(refusal.words);
  expect(results.groups[0]).toMatchObject({ status: "deferred" });
  expect(results.groups[0]?.reason).toMatch(/after 1 of 3 attempts/);
}

/**
 * The refused key goes through the Action's fix mode below (one claude session for both faces'
 * checks of it); the CLI prints each of the others as it would that one.
 */
const [REFUSED_KEY, ...OTHER_REFUSALS] = REFUSALS as [Refusal, ...Refusal[]];

describe.concurrent("fix when the API refuses the session", () => {
  it.each(OTHER_REFUSALS.map((refusal) => [refusal.what, refusal] as const))(
    "%s: one attempt, the ladder stops, claude's own words in the output and results",
    async (_what, refusal) => {
      const model = await modelAnswering(refusal.reply);
      const dir = await project(refusal.model);
      const run = await runCli(["fix", "-C", dir], {
        env: { ...model.env, ...NO_RETRIES, FIX_LOOP_CLAUDE: CLAUDE },
      });
      expect(run.code, run.stdout + run.stderr).toBe(1);
      expectStoppedAfterOne(await resultsOf(dir), model, refusal);
      expect(run.stdout).toMatch(refusal.words);
      expect(run.stdout).toMatch(refusal.says);
    },
  );
});

describe("the Action's fix mode when the API refuses the key (node dist/index.js)", () => {
  let run: Awaited<ReturnType<typeof runAction>>;
  let model: ScriptedModel;
  let dir: string;
  beforeAll(async () => {
    model = await modelAnswering(REFUSED_KEY.reply);
    dir = await project();
    run = await runAction({
      workspace: dir,
      inputs: { mode: "fix", "anthropic-api-key": "sk-ant-api03-refused-0000" },
      event: pushEvent(),
      env: { ...model.env, ...NO_RETRIES, FIX_LOOP_CLAUDE: CLAUDE },
    });
  }, 60_000);

  it("stops after one session and shows claude's words in the log, the summary and the results", async () => {
    expect(model.requests).toHaveLength(1);
    expect(run.stdout).toMatch(/Invalid API key · Fix external API key/);
    expect(run.summary).toMatch(/the model: the API refused the credential/);
    const results = await resultsOf(dir);
    expect(results.attempts).toHaveLength(1);
    expect(results.breaker.reason).toMatch(/Invalid API key · Fix external API key/);
    // The fix itself failed: the step fails as the CLI exits 1.
    expect(run.exitCode, run.stdout).toBe(1);
    expectStoppedAfterOne(results, model, REFUSED_KEY);
    expect(run.stdout).toMatch(REFUSED_KEY.says);
  });
});

/** A server that takes each connection and drops it: reachable, but no API answers. */
async function droppingServer(): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  const port = await listen(server);
  cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${port}`, connections: () => connections };
}

describe.concurrent("fix when the model's API cannot be reached", () => {
  it.each([
    ["a refused connection", async () => `http://127.0.0.1:${await freePort()}`, /ECONNREFUSED/],
    [
      "a name that does not resolve",
      async () => "http://no-such-host.invalid",
      /ENOTFOUND|EAI_AGAIN/,
    ],
  ])(
    "%s: a gate before any test or session, exit 3 within 30 s, no trust recorded",
    async (_what, baseUrl, code) => {
      const model = await modelAnswering(apiError(500, "never asked"));
      const dir = await project();
      const url = await baseUrl();
      const run = await runCli(["fix", "-C", dir], {
        env: { ...model.env, ...SHORT_PROBE, ANTHROPIC_BASE_URL: url, FIX_LOOP_CLAUDE: CLAUDE },
      });
      expect(run.code, run.stdout + run.stderr).toBe(3);
      expect(run.ms).toBeLessThan(within(30_000, 5_000));
      expect(run.stdout).toMatch(/the model: cannot reach the API at/);
      const results = await resultsOf(dir);
      expect(results.preflight.problems).toEqual([
        expect.objectContaining({ kind: "model", message: expect.stringMatching(code) }),
      ]);
      // Every try of the gate's schedule was made before it gave up.
      expect(results.preflight.problems[0]?.message).toMatch(/; 5 tries in /);
      expect(results.attempts).toEqual([]);
      expect(results.trust).toEqual({ score: null, agreed: 0, total: 0 });
      expect(results.tests.map((test) => test.status)).toEqual(["blocked"]);
    },
  );

  it("lost during a session: the ladder stops after that one, exit 3, trust counts no session", async () => {
    const dir = await project();
    const model = await modelAnswering(apiError(500, "never asked"));
    const api = await droppingServer();
    // One retry, not fix-loop's 5 (test/agent/claude-environment.test.ts; bench/model-gate.mjs
    // times those): the connections counted show claude retried as many times as it was told.
    const run = await runCli(["fix", "-C", dir], {
      env: {
        ...model.env,
        CLAUDE_CODE_MAX_RETRIES: "1",
        ANTHROPIC_BASE_URL: api.url,
        FIX_LOOP_CLAUDE: CLAUDE,
      },
    });
    expect(run.code, run.stdout + run.stderr).toBe(3);
    const results = await resultsOf(dir);
    expect(results.attempts).toHaveLength(1);
    expect(results.attempts[0]).toMatchObject({ rejected: "error", modelAnswered: false });
    expect(results.attempts[0]?.detail).toMatch(/ECONNRESET/);
    expect(results.trust).toEqual({ score: null, agreed: 0, total: 0 });
    expect(results.breaker.reason).toMatch(/the model: cannot reach the API/);
    expect(results.groups[0]).toMatchObject({ status: "deferred" });
    // The gate's probe opened one connection, the session's call and its one retry two more.
    expect(api.connections()).toBe(3);
    expect(results.attempts[0]?.agentMs).toBeLessThan(within(30_000, 2_000));
  });
});
