import type { AgentTranscript, ModelFailure } from "./transcript.js";

const AUTH_CODES = new Set(["authentication_failed"]);
const QUOTA_CODES = new Set(["rate_limit", "billing_error"]);
const MODEL_CODES = new Set(["model_not_found"]);
const AUTH_TYPES = new Set(["authentication_error", "permission_error"]);
const QUOTA_TYPES = new Set(["rate_limit_error", "overloaded_error"]);

/**
 * Reads a failed session's result as Claude Code reports it (checked on 2.1.330): `is_error`,
 * the result's `api_error_status` and `api_error_type`, the synthetic error message's code, and
 * the result text ("Not logged in · Please run /login", "Credit balance is too low").
 */
export function modelFailureOf(
  transcript: Pick<AgentTranscript, "isError" | "apiError" | "text">,
): ModelFailure | null {
  if (!transcript.isError) return null;
  const { status, type, code } = transcript.apiError ?? { status: null, type: null, code: null };
  const text = transcript.text;
  const words = text.trim() || [status, type ?? code].filter(Boolean).join(" ");
  const is = (codes: Set<string>, types: Set<string>, statuses: number[], pattern: RegExp) =>
    (code !== null && codes.has(code)) ||
    (type !== null && types.has(type)) ||
    (status !== null && statuses.includes(status)) ||
    pattern.test(text);
  if (is(AUTH_CODES, AUTH_TYPES, [401, 403], /not logged in|invalid api key|oauth token/i))
    return { kind: "auth", words };
  if (is(QUOTA_CODES, QUOTA_TYPES, [402, 429, 529], /credit balance|usage limit|rate limit/i))
    return { kind: "quota", words };
  const unknownModel =
    (code !== null && MODEL_CODES.has(code)) ||
    (status === 404 && type === "not_found_error") ||
    /issue with the selected model/i.test(text);
  if (unknownModel) return { kind: "model", words };
  return code === "connection_failed" || UNREACHABLE.test(text)
    ? { kind: "unreachable", words }
    : null;
}

/**
 * How Claude Code words an API it could not reach, after its retries (checked on 2.1.330):
 * "API Error: Connection refused ... (ECONNREFUSED)", "Can't reach the API server ... (ENOTFOUND)",
 * "Request timed out. ...".
 */
const UNREACHABLE =
  /\((?:ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|ENETUNREACH)\)|can't reach the api server|connection refused|request timed out|connection error/i;

/** What the person must change, by kind. */
const REMEDY: Record<ModelFailure["kind"], string> = {
  auth: "check the credential Claude Code uses (ANTHROPIC_API_KEY, CLAUDE_CODE_OAUTH_TOKEN, or claude auth login)",
  quota: "wait for the limit to reset or add credit, then run again",
  model: "fix the model name (fix.claude.model or a strategy's model in the config)",
  unreachable:
    "check the network, DNS, a proxy or ANTHROPIC_BASE_URL where fix-loop runs, then run again",
};

const WHAT: Record<ModelFailure["kind"], string> = {
  auth: "the API refused the credential",
  quota: "out of quota",
  model: "unknown model name",
  unreachable: "cannot reach the API",
};

/** 'the model: the API refused the credential: "Invalid API key · Fix external API key"; check ...' */
export function describeModelFailure(failure: ModelFailure): string {
  return `the model: ${WHAT[failure.kind]}: "${failure.words}"; ${REMEDY[failure.kind]}`;
}
