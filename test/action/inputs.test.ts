import { describe, expect, it } from "vitest";
import { agentEnvironment } from "../../src/action/agent-env.js";
import { InputError, parseActionInputs } from "../../src/action/inputs.js";

describe("parseActionInputs", () => {
  it("gives the documented defaults when the runner passes empty inputs", () => {
    expect(parseActionInputs({})).toEqual({
      config: ".github/fix-loop.yml",
      agentUser: "auto",
      mode: "verify",
      plan: null,
      tests: [],
      groups: [],
      maxAttempts: null,
      strategy: null,
      anthropicApiKey: null,
      claudeVersion: "2.1.330",
      githubToken: null,
      draft: true,
      sha: null,
      budgetUsd: null,
      workingDirectory: ".",
      artifactName: "fix-loop-results",
      setup: null,
      bundles: null,
      policyConfig: null,
      groupTests: null,
      verdict: null,
      verdictOutput: "verdict",
      verbose: false,
      historyFolder: null,
      shard: null,
      timings: null,
      partials: null,
      base: "auto",
    });
  });

  it("takes a leg as i/N and refuses anything else, naming the input", () => {
    expect(parseActionInputs({ INPUT_SHARD: "2/4" }).shard).toBe("2/4");
    expect(() => parseActionInputs({ INPUT_SHARD: "second" })).toThrow(/input shard: is not i\/N/);
  });

  it("reads lists as commas, spaces, lines or a JSON array from a job output", () => {
    const inputs = parseActionInputs({
      INPUT_TESTS: "BT-001, BT-002\nBT-003",
      INPUT_GROUPS: '["9de6e62709de", "a1b2c3d4e5f6"]',
      "INPUT_MAX-ATTEMPTS": "2",
      "INPUT_BUDGET-USD": "2.50",
      INPUT_DRAFT: "false",
      INPUT_MODE: "FIX",
      INPUT_SHA: "ABCDEF1".padEnd(40, "0"),
      INPUT_VERBOSE: "true",
    });
    expect(inputs).toMatchObject({
      verbose: true,
      tests: ["BT-001", "BT-002", "BT-003"],
      groups: ["9de6e62709de", "a1b2c3d4e5f6"],
      maxAttempts: 2,
      budgetUsd: 2.5,
      draft: false,
      mode: "fix",
      sha: "abcdef1".padEnd(40, "0"),
    });
  });

  it("keeps a runner's id whole: spaces and > belong to it, a JSON array is taken as it is", () => {
    expect(
      parseActionInputs({ INPUT_TESTS: "test/prices.test.js > prices > cents\nBT-001" }).tests,
    ).toEqual(["test/prices.test.js > prices > cents", "BT-001"]);
    expect(parseActionInputs({ INPUT_TESTS: '["a > rounds 1.5, 2.5", "b c"]' }).tests).toEqual([
      "a > rounds 1.5, 2.5",
      "b c",
    ]);
  });

  it("names every wrong input in one message", () => {
    const parse = () =>
      parseActionInputs({
        INPUT_DRAFT: "maybe",
        INPUT_SHA: "main",
        "INPUT_BUDGET-USD": "-1",
        INPUT_GROUPS: "[1,2",
      });
    expect(parse).toThrow(InputError);
    expect(parse).toThrow(
      [
        'input groups: "[1,2" is not a JSON array of strings; or list ids separated by commas',
        'input draft: "maybe" is not a boolean; use true or false',
        'input sha: "main" is not a commit id; give all 40 hexadecimal characters (github.sha, or the sha /fix dispatched)',
        'input budget-usd: "-1" is not an amount above 0 (for example 2.50)',
      ].join("\n"),
    );
  });
});

describe("agentEnvironment", () => {
  it("drops every runner credential and action input, keeps what the agent and tests need", () => {
    const env = agentEnvironment(
      {
        PATH: "/usr/bin",
        HOME: "/home/runner",
        GITHUB_TOKEN: "ghs_x",
        GH_TOKEN: "ghs_y",
        "INPUT_GITHUB-TOKEN": "ghs_z",
        "INPUT_ANTHROPIC-API-KEY": "sk-ant-input",
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: "oidc",
        ACTIONS_ID_TOKEN_REQUEST_URL: "https://oidc",
        ACTIONS_RUNTIME_TOKEN: "runtime",
        ACTIONS_RESULTS_URL: "https://results",
        GITHUB_ENV: "/tmp/env",
        GITHUB_OUTPUT: "/tmp/output",
        NPM_TOKEN: "npm_secret",
        DEPLOY_PRIVATE_KEY: "-----BEGIN",
        GITHUB_REPOSITORY: "acme/widgets",
        DATABASE_URL: "postgres://localhost/test",
        ANTHROPIC_BASE_URL: "http://127.0.0.1:9999",
        CLAUDE_CODE_OAUTH_TOKEN: "oauth",
      },
      { anthropicApiKey: "sk-ant-from-input" },
    );
    expect(Object.keys(env).sort()).toEqual([
      "ANTHROPIC_API_KEY",
      "ANTHROPIC_BASE_URL",
      "CLAUDE_CODE_OAUTH_TOKEN",
      "DATABASE_URL",
      "GITHUB_REPOSITORY",
      "GIT_TERMINAL_PROMPT",
      "HOME",
      "PATH",
    ]);
    expect(env.ANTHROPIC_API_KEY).toBe("sk-ant-from-input");
  });
});
