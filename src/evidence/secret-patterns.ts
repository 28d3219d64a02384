/**
 * Token shapes that are secrets wherever they appear. The engine, the Action and the app all
 * redact with this one list. A pattern's named groups `keep` (before) and `after` survive
 * (a header name, a key name, the "@" of a URL); the rest of the match becomes `[REDACTED:name]`.
 */
export interface SecretPattern {
  name: string;
  pattern: RegExp;
}

export const SECRET_PATTERNS: readonly SecretPattern[] = [
  {
    name: "private-key",
    // An unterminated block (cut by an excerpt) is redacted to the end of the text.
    pattern:
      /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|$)/g,
  },
  { name: "github-token", pattern: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,255}\b/g },
  { name: "github-token", pattern: /\bgithub_pat_[A-Za-z0-9_]{22,255}\b/g },
  { name: "anthropic-key", pattern: /\bsk-ant-[A-Za-z0-9_-]{16,}/g },
  { name: "openai-key", pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g },
  { name: "aws-access-key-id", pattern: /\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b/g },
  {
    name: "aws-secret-access-key",
    pattern:
      /(?<keep>(?:aws_?)?secret_?access_?key["']?\s*[:=]\s*["']?)[A-Za-z0-9/+=]{40}(?![A-Za-z0-9/+=])/gi,
  },
  { name: "jwt", pattern: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  {
    name: "authorization",
    pattern:
      /(?<keep>\bauthorization["']?\s*[:=]\s*["']?(?:(?:bearer|basic|token)\s+)?)[A-Za-z0-9._~+/=-]{8,}/gi,
  },
  { name: "bearer-token", pattern: /(?<keep>\bBearer\s+)[A-Za-z0-9._~+/=-]{8,}/g },
  {
    name: "url-password",
    pattern: /(?<keep>\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@'"]+:)[^\s@/'"]+(?<after>@)/gi,
  },
  { name: "slack-token", pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { name: "google-api-key", pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { name: "npm-token", pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { name: "stripe-key", pattern: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}/g },
  {
    name: "password",
    pattern: /(?<keep>\b(?:password|passwd)(?:["']?\s*[:=]\s*["']?))[^\s"'&;,]{4,}/gi,
  },
];

/** Replaces every well-known secret shape in the text. */
export function redactSecretShapes(text: string): string {
  let result = text;
  for (const { name, pattern } of SECRET_PATTERNS) {
    result = result.replace(pattern, (...args: unknown[]) => {
      const groups = args[args.length - 1] as Record<string, string | undefined> | undefined;
      return `${groups?.keep ?? ""}[REDACTED:${name}]${groups?.after ?? ""}`;
    });
  }
  return result;
}
