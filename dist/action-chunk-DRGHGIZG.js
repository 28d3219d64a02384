import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);

// src/evidence/secret-patterns.ts
var SECRET_PATTERNS = [
  {
    name: "private-key",
    // An unterminated block (cut by an excerpt) is redacted to the end of the text.
    pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|$)/g
  },
  { name: "github-token", pattern: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,255}\b/g },
  { name: "github-token", pattern: /\bgithub_pat_[A-Za-z0-9_]{22,255}\b/g },
  { name: "anthropic-key", pattern: /\bsk-ant-[A-Za-z0-9_-]{16,}/g },
  { name: "openai-key", pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g },
  { name: "aws-access-key-id", pattern: /\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b/g },
  {
    name: "aws-secret-access-key",
    pattern: /(?<keep>(?:aws_?)?secret_?access_?key["']?\s*[:=]\s*["']?)[A-Za-z0-9/+=]{40}(?![A-Za-z0-9/+=])/gi
  },
  { name: "jwt", pattern: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  {
    name: "authorization",
    pattern: /(?<keep>\bauthorization["']?\s*[:=]\s*["']?(?:(?:bearer|basic|token)\s+)?)[A-Za-z0-9._~+/=-]{8,}/gi
  },
  { name: "bearer-token", pattern: /(?<keep>\bBearer\s+)[A-Za-z0-9._~+/=-]{8,}/g },
  {
    name: "url-password",
    pattern: /(?<keep>\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@'"]+:)[^\s@/'"]+(?<after>@)/gi
  },
  { name: "slack-token", pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { name: "google-api-key", pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { name: "npm-token", pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { name: "stripe-key", pattern: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}/g },
  {
    name: "password",
    pattern: /(?<keep>\b(?:password|passwd)(?:["']?\s*[:=]\s*["']?))[^\s"'&;,]{4,}/gi
  }
];
function redactSecretShapes(text) {
  let result = text;
  for (const { name, pattern } of SECRET_PATTERNS) {
    result = result.replace(pattern, (...args) => {
      const groups = args[args.length - 1];
      return `${groups?.keep ?? ""}[REDACTED:${name}]${groups?.after ?? ""}`;
    });
  }
  return result;
}

// src/evidence/redact.ts
var SECRET_NAME_PARTS = /* @__PURE__ */ new Set([
  "TOKEN",
  "TOKENS",
  "KEY",
  "KEYS",
  "APIKEY",
  "SECRET",
  "SECRETS",
  "PASSWORD",
  "PASSWORDS",
  "PASSWD",
  "PASS",
  "PASSPHRASE",
  "CREDENTIAL",
  "CREDENTIALS",
  "CREDS",
  "AUTH",
  "PRIVATE",
  "SESSION",
  "COOKIE",
  "COOKIES",
  "SIGNATURE",
  "SALT",
  "DSN"
]);
var NOT_SECRET_LAST_PARTS = /* @__PURE__ */ new Set([
  "PATH",
  "FILE",
  "DIR",
  "DIRECTORY",
  "URL",
  "HOST",
  "NAME",
  "TYPE",
  "ID"
]);
var MIN_SECRET_LENGTH = 6;
function isSecretName(name) {
  const parts = name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase().split(/[^A-Z0-9]+/).filter(Boolean);
  const last = parts[parts.length - 1];
  if (parts.length > 1 && last && NOT_SECRET_LAST_PARTS.has(last) && !name.toUpperCase().includes("ACCESS_KEY_ID")) {
    return false;
  }
  return parts.some((part) => SECRET_NAME_PARTS.has(part));
}
function createRedactor(env = process.env, options = {}) {
  const minLength = options.minLength ?? MIN_SECRET_LENGTH;
  const names = /* @__PURE__ */ new Map();
  for (const [name, value] of Object.entries(env)) {
    if (!value || value.trim().length < minLength || !isSecretName(name)) continue;
    if (!names.has(value)) names.set(value, name);
  }
  const values = [...names.keys()].sort((a, b) => b.length - a.length);
  const matcher = values.length > 0 ? new RegExp(values.map(escapeRegExp).join("|"), "g") : null;
  return (text) => {
    const named = matcher ? text.replace(matcher, (value) => `[REDACTED:${names.get(value)}]`) : text;
    return redactSecretShapes(named);
  };
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export {
  redactSecretShapes,
  createRedactor
};
