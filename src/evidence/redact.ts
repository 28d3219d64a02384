import { redactSecretShapes } from "./secret-patterns.js";

/** Parts of a variable name that mark its value as secret. */
const SECRET_NAME_PARTS = new Set([
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
  "DSN",
]);
/** A name ending like this holds where a secret is, not the secret (SSH_KEY_PATH, AUTH_URL). */
const NOT_SECRET_LAST_PARTS = new Set([
  "PATH",
  "FILE",
  "DIR",
  "DIRECTORY",
  "URL",
  "HOST",
  "NAME",
  "TYPE",
  "ID",
]);
const MIN_SECRET_LENGTH = 6;

/** True when an environment variable's name says its value is a secret (GITHUB_TOKEN, DB_PASSWORD). */
export function isSecretName(name: string): boolean {
  const parts = name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  const last = parts[parts.length - 1];
  if (
    parts.length > 1 &&
    last &&
    NOT_SECRET_LAST_PARTS.has(last) &&
    !name.toUpperCase().includes("ACCESS_KEY_ID")
  ) {
    return false;
  }
  return parts.some((part) => SECRET_NAME_PARTS.has(part));
}

export interface RedactorOptions {
  /** Values shorter than this are left alone (default 6), so "1" or "true" is not redacted everywhere. */
  minLength?: number;
}

/**
 * Returns `redact(text)`: the values of secret-looking environment variables become
 * `[REDACTED:NAME]`, then well-known token shapes become `[REDACTED:kind]`.
 */
export function createRedactor(
  env: NodeJS.ProcessEnv = process.env,
  options: RedactorOptions = {},
): (text: string) => string {
  const minLength = options.minLength ?? MIN_SECRET_LENGTH;
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(env)) {
    if (!value || value.trim().length < minLength || !isSecretName(name)) continue;
    if (!names.has(value)) names.set(value, name);
  }
  // Longest first so a value containing another is replaced whole.
  const values = [...names.keys()].sort((a, b) => b.length - a.length);
  const matcher = values.length > 0 ? new RegExp(values.map(escapeRegExp).join("|"), "g") : null;
  return (text) => {
    const named = matcher
      ? text.replace(matcher, (value) => `[REDACTED:${names.get(value)}]`)
      : text;
    return redactSecretShapes(named);
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
