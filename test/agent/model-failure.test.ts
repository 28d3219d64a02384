import { describe, expect, it } from "vitest";
import { describeModelFailure, modelFailureOf } from "../../src/agent/model-failure.js";

/**
 * The shapes Claude Code 2.1.330 reports (test/cli/model-failures.test.ts drives the real binary
 * through them): a result with is_error, api_error_status and api_error_type, and the code of its
 * synthetic error message. What no later attempt can get past stops the ladder; the rest does not.
 */
const failed = (apiError: { status?: number; type?: string; code?: string }, text: string) => ({
  isError: true,
  apiError: {
    status: apiError.status ?? null,
    type: apiError.type ?? null,
    code: apiError.code ?? null,
  },
  text,
});

describe("modelFailureOf", () => {
  it.each([
    [
      "not logged in",
      failed({ code: "authentication_failed" }, "Not logged in · Please run /login"),
      "auth",
    ],
    [
      "a refused key",
      failed(
        { status: 401, type: "authentication_error" },
        "Invalid API key · Fix external API key",
      ),
      "auth",
    ],
    [
      "a rate limit",
      failed(
        { status: 429, type: "rate_limit_error", code: "rate_limit" },
        "API Error: Request rejected (429)",
      ),
      "quota",
    ],
    [
      "an overloaded API",
      failed(
        { status: 529, type: "overloaded_error", code: "server_error" },
        "API Error: 529 Overloaded.",
      ),
      "quota",
    ],
    [
      "no credit",
      failed(
        { status: 400, type: "invalid_request_error", code: "billing_error" },
        "Credit balance is too low",
      ),
      "quota",
    ],
    [
      "an unknown model",
      failed(
        { status: 404, type: "not_found_error", code: "model_not_found" },
        "There's an issue with the selected model (x).",
      ),
      "model",
    ],
  ] as const)("%s is a model failure of kind %s", (_what, transcript, kind) => {
    expect(modelFailureOf(transcript)).toEqual({ kind, words: transcript.text });
  });

  it.each([
    [
      "a server error",
      failed({ status: 500, type: "api_error", code: "server_error" }, "API Error: 500 boom"),
    ],
    ["a turn limit", failed({}, "")],
  ])("%s is not: the next attempt may do better", (_what, transcript) => {
    expect(modelFailureOf(transcript)).toBeNull();
  });

  it("is nothing for a session that did not fail", () => {
    expect(
      modelFailureOf({ isError: false, apiError: null, text: "Invalid API key in the docs" }),
    ).toBeNull();
  });

  it("says what to change for each kind", () => {
    expect(describeModelFailure({ kind: "model", words: "no such model" })).toBe(
      'the model: unknown model name: "no such model"; fix the model name (fix.claude.model or a strategy\'s model in the config)',
    );
  });
});
