import { describe, expect, it } from "vitest";
import { createRedactor, isSecretName } from "../../src/evidence/redact.js";
import { redactSecretShapes, SECRET_PATTERNS } from "../../src/evidence/secret-patterns.js";

describe("isSecretName", () => {
  it.each([
    "GITHUB_TOKEN",
    "ANTHROPIC_API_KEY",
    "DB_PASSWORD",
    "MYSQL_PASSWD",
    "AWS_SECRET_ACCESS_KEY",
    "GOOGLE_APPLICATION_CREDENTIALS",
    "NPM_AUTH",
    "SSH_PRIVATE",
    "SESSION_SECRET",
    "COOKIE_SIGNING",
    "stripeApiKey",
    "SENTRY_DSN",
  ])("%s looks secret", (name) => expect(isSecretName(name)).toBe(true));

  it.each([
    "PATH",
    "HOME",
    "PWD",
    "KEYBOARD",
    "MONKEY_COUNT",
    "AUTHOR",
    "TOKENIZER_MODE",
    "SSH_KEY_PATH",
    "AUTH_URL",
    "CI",
  ])("%s does not", (name) => expect(isSecretName(name)).toBe(false));
});

describe("createRedactor", () => {
  it("replaces the values of secret-named variables with their name", () => {
    const redact = createRedactor({
      GITHUB_TOKEN: "abcdef123456",
      DB_PASSWORD: "hunter2hunter2",
      PORT: "8000000",
      DEBUG_KEY: "1",
      HOME: "/home/dev",
    });
    expect(redact("token=abcdef123456 pass=hunter2hunter2 port=8000000 key=1 home=/home/dev")).toBe(
      "token=[REDACTED:GITHUB_TOKEN] pass=[REDACTED:DB_PASSWORD] port=8000000 key=1 home=/home/dev",
    );
  });

  it("replaces the longest value first when one contains another", () => {
    const redact = createRedactor({ SHORT_TOKEN: "abcdefgh", LONG_TOKEN: "abcdefgh-and-more" });
    expect(redact("x abcdefgh-and-more y abcdefgh")).toBe(
      "x [REDACTED:LONG_TOKEN] y [REDACTED:SHORT_TOKEN]",
    );
  });

  it("escapes values that look like regular expressions", () => {
    const redact = createRedactor({ API_SECRET: "a.b*c+(d)" });
    expect(redact("v=a.b*c+(d) w=aXbbbc+(d)")).toBe("v=[REDACTED:API_SECRET] w=aXbbbc+(d)");
  });

  it("also removes well-known token shapes", () => {
    expect(createRedactor({})("ghp_0123456789abcdefghijklmnopqrstuvwxyz")).toBe(
      "[REDACTED:github-token]",
    );
  });
});

describe("secret shapes", () => {
  const cases: [string, string, string][] = [
    [
      "GitHub classic",
      "t=ghp_0123456789abcdefghijklmnopqrstuvwxyz end",
      "t=[REDACTED:github-token] end",
    ],
    ["GitHub oauth", "gho_0123456789abcdefghijklmnopqrstuvwxyz", "[REDACTED:github-token]"],
    [
      "GitHub user-to-server",
      "ghu_0123456789abcdefghijklmnopqrstuvwxyz",
      "[REDACTED:github-token]",
    ],
    ["GitHub server", "ghs_0123456789abcdefghijklmnopqrstuvwxyz", "[REDACTED:github-token]"],
    ["GitHub refresh", "ghr_0123456789abcdefghijklmnopqrstuvwxyz", "[REDACTED:github-token]"],
    [
      "GitHub fine-grained",
      "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz012345",
      "[REDACTED:github-token]",
    ],
    [
      "Anthropic",
      "key sk-ant-api03-AbCdEf0123456789_-xyzXYZ0123456789",
      "key [REDACTED:anthropic-key]",
    ],
    ["OpenAI", "sk-proj-AbCdEf0123456789abcdefghij", "[REDACTED:openai-key]"],
    ["OpenAI legacy", "sk-AbCdEf0123456789abcdefghijKLMN", "[REDACTED:openai-key]"],
    ["AWS key id", "id AKIAIOSFODNN7EXAMPLE here", "id [REDACTED:aws-access-key-id] here"],
    ["AWS session key id", "ASIAIOSFODNN7EXAMPLE", "[REDACTED:aws-access-key-id]"],
    [
      "AWS secret after its key name",
      "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      "aws_secret_access_key = [REDACTED:aws-secret-access-key]",
    ],
    [
      "AWS secret in JSON",
      '"SecretAccessKey": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"',
      '"SecretAccessKey": "[REDACTED:aws-secret-access-key]"',
    ],
    [
      "JWT",
      "jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U ok",
      "jwt [REDACTED:jwt] ok",
    ],
    [
      "Bearer header",
      "Authorization: Bearer abc.def-ghi_jkl",
      "Authorization: Bearer [REDACTED:authorization]",
    ],
    [
      "Basic header",
      "authorization: Basic dXNlcjpwYXNzd29yZA==",
      "authorization: Basic [REDACTED:authorization]",
    ],
    [
      "GitHub token header",
      "Authorization: token 0123456789abcdef",
      "Authorization: token [REDACTED:authorization]",
    ],
    [
      "Bearer in curl verbose",
      "> bearer-less Bearer abcdefgh12345678",
      "> bearer-less Bearer [REDACTED:bearer-token]",
    ],
    [
      "URL password",
      "postgres://app:s3cret-pw@db.internal:5432/app",
      "postgres://app:[REDACTED:url-password]@db.internal:5432/app",
    ],
    [
      "URL password in https",
      "fetch https://bot:tok@example.com/x",
      "fetch https://bot:[REDACTED:url-password]@example.com/x",
    ],
    [
      "password assignment",
      "PASSWORD=correct-horse battery",
      "PASSWORD=[REDACTED:password] battery",
    ],
    ["Slack", "xoxb-1234567890-abcdefghij", "[REDACTED:slack-token]"],
    ["Google API key", "AIzaSyA-0123456789abcdefghijklmnopqrstu", "[REDACTED:google-api-key]"],
    ["npm", "npm_0123456789abcdefghijklmnopqrstuvwxyz", "[REDACTED:npm-token]"],
    ["Stripe", "sk_live_0123456789abcdefABCD", "[REDACTED:stripe-key]"],
  ];
  it.each(cases)("redacts %s", (_name, input, expected) => {
    expect(redactSecretShapes(input)).toBe(expected);
  });

  it("redacts a PEM private key block, also when it is cut off", () => {
    const key =
      "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\nabc\n-----END RSA PRIVATE KEY-----";
    expect(redactSecretShapes(`before\n${key}\nafter`)).toBe(
      "before\n[REDACTED:private-key]\nafter",
    );
    expect(redactSecretShapes("x\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEA")).toBe(
      "x\n[REDACTED:private-key]",
    );
    expect(redactSecretShapes("-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----")).toBe(
      "[REDACTED:private-key]",
    );
  });

  it("leaves ordinary output alone", () => {
    const text = [
      "PASS: GET /health returned 200",
      "Error: connect ECONNREFUSED 127.0.0.1:8000",
      "https://example.com/path?q=1",
      "task-ant-farm sk-short",
      "commit 3f2a9b1c4d5e6f708192a3b4c5d6e7f809112233",
      "the token expired",
      "at Object.<anonymous> (/app/test.js:10:5)",
    ].join("\n");
    expect(redactSecretShapes(text)).toBe(text);
  });

  it("exports one list of named patterns for every face", () => {
    expect(SECRET_PATTERNS.length).toBeGreaterThan(10);
    for (const { name, pattern } of SECRET_PATTERNS) {
      expect(name).toMatch(/^[a-z-]+$/);
      expect(pattern.global).toBe(true);
    }
  });
});
