import type { FakeResponse } from "./http.js";

/** A failure to answer the next matching requests with, instead of running the route. */
export interface FailureRule {
  /** Only this method (default: any). */
  method?: string;
  /** A route pattern ("/repos/:owner/:repo/issues"), an exact path, or a RegExp on the path. */
  path: string | RegExp;
  /** How many matching requests fail (default 1). */
  times?: number;
  /** A 5xx status, or GitHub's primary or secondary rate-limit answer (403). */
  status: 500 | 502 | 503 | "rate-limit" | "secondary-rate-limit";
  /** Seconds until the limit lifts (default 1), sent as x-ratelimit-reset or retry-after. */
  retryAfterSeconds?: number;
}

interface ActiveRule extends FailureRule {
  remaining: number;
}

export class FailureInjector {
  private rules: ActiveRule[] = [];

  add(rule: FailureRule): void {
    this.rules.push({ ...rule, remaining: rule.times ?? 1 });
  }

  clear(): void {
    this.rules = [];
  }

  /** The failure this request gets, consuming one use of the rule, or null. */
  take(method: string, path: string, pattern: string | null): FakeResponse | null {
    const rule = this.rules.find(
      (candidate) =>
        candidate.remaining > 0 &&
        (!candidate.method || candidate.method.toUpperCase() === method) &&
        (candidate.path instanceof RegExp
          ? candidate.path.test(path)
          : candidate.path === path || candidate.path === pattern),
    );
    if (!rule) return null;
    rule.remaining -= 1;
    return failureResponse(rule);
  }
}

function failureResponse(rule: FailureRule): FakeResponse {
  const seconds = rule.retryAfterSeconds ?? 1;
  if (rule.status === "rate-limit") {
    return {
      status: 403,
      headers: {
        "x-ratelimit-limit": "5000",
        "x-ratelimit-remaining": "0",
        "x-ratelimit-used": "5000",
        "x-ratelimit-reset": String(Math.ceil(Date.now() / 1000) + seconds),
        "x-ratelimit-resource": "core",
      },
      body: {
        message: "API rate limit exceeded for installation ID 1.",
        documentation_url:
          "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting",
      },
    };
  }
  if (rule.status === "secondary-rate-limit") {
    return {
      status: 403,
      headers: { "retry-after": String(seconds) },
      body: {
        message:
          "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
        documentation_url:
          "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits",
      },
    };
  }
  return { status: rule.status, body: { message: "Server Error" } };
}
