import { describe, expect, it } from "vitest";
import { buildEvidence } from "../../src/evidence/build-evidence.js";
import { createRedactor } from "../../src/evidence/redact.js";
import { runProcess } from "../../src/process/run.js";
import { evidenceSchema } from "../../src/results/schema.js";

const SUMMARY = { matchLines: /^(?:PASS|FAIL|EVIDENCE):/ };

async function evidenceOf(
  command: string,
  options: { timeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
) {
  const env = { ...process.env, ...options.env };
  const outcome = await runProcess(command, {
    output: SUMMARY,
    timeoutMs: options.timeoutMs,
    env,
    graceMs: 200,
  });
  return evidenceSchema.parse(buildEvidence(outcome, { redact: createRedactor(env) }));
}

describe("buildEvidence", () => {
  it("takes the first FAIL line as the message", async () => {
    const evidence = await evidenceOf(
      "echo 'Error: noise'; echo 'FAIL: first'; echo 'FAIL: second'; exit 1",
    );
    expect(evidence.message).toBe("FAIL: first");
    expect(evidence.summary).toEqual(["FAIL: first", "FAIL: second"]);
  });

  it("finds the error line of a Python traceback", async () => {
    const evidence = await evidenceOf(
      `printf 'Traceback (most recent call last):\\n  File "t.py", line 3, in <module>\\n    main()\\nValueError: bad port\\n'; exit 1`,
    );
    expect(evidence.message).toBe("ValueError: bad port");
  });

  it("finds a Node error", async () => {
    const evidence = await evidenceOf(`node -e 'throw new Error("boom")'`);
    expect(evidence.exitCode).toBe(1);
    expect(evidence.message).toBe("Error: boom");
  });

  it("finds a command-line program's lowercase error line before a stack", async () => {
    // jest 29 running commander's suite in band: a test's program.parse() read jest's own argv.
    const lines = [
      "PASS tests/command.positionalOptions.test.js",
      "error: unknown option '--ci'",
      '  ●  process.exit called with "1"',
      "      at Command._exit (lib/command.js:1970:10)",
      "      at Object.<anonymous> (tests/command.parse.test.js:414:13)",
    ];
    const evidence = await evidenceOf(
      `printf '%s\\n' ${lines.map((l) => `'${l.replaceAll("'", "'\\''")}'`).join(" ")}; exit 1`,
    );
    expect(evidence.message).toBe("error: unknown option '--ci'");
  });

  it("finds connection refused", async () => {
    const evidence = await evidenceOf(
      "echo starting; echo 'curl: (7) Failed to connect to 127.0.0.1 port 9: Connection refused'; echo bye; exit 7",
    );
    expect(evidence.message).toBe(
      "curl: (7) Failed to connect to 127.0.0.1 port 9: Connection refused",
    );
  });

  it("falls back to the last line, then to the exit code", async () => {
    expect((await evidenceOf("echo one; echo two; echo; exit 2")).message).toBe("two");
    expect((await evidenceOf("exit 4")).message).toBe("exited with code 4");
  });

  it("says a hanging command timed out", async () => {
    const evidence = await evidenceOf("echo waiting; sleep 30", { timeoutMs: 300 });
    expect(evidence).toMatchObject({ timedOut: true, exitCode: null, signal: "SIGTERM" });
    expect(evidence.message).toBe("timed out after 300ms; the process tree was killed");
  });

  it("says which signal killed a command", async () => {
    expect((await evidenceOf("kill -KILL $$")).message).toBe("killed by SIGKILL");
  });

  it("has no message for a pass", async () => {
    expect((await evidenceOf("echo PASS: fine")).message).toBeNull();
  });

  it("redacts and strips the summary, the excerpt and the message", async () => {
    const evidence = await evidenceOf(
      `printf '\\033[31mFAIL:\\033[0m login with %s as ghp_0123456789abcdefghijklmnopqrstuvwxyz\\n' "$DB_PASSWORD"; exit 1`,
      { env: { DB_PASSWORD: "pa55word-xyz" } },
    );
    const expected = "FAIL: login with [REDACTED:DB_PASSWORD] as [REDACTED:github-token]";
    expect(evidence.summary).toEqual([expected]);
    expect(evidence.message).toBe(expected);
    expect(evidence.excerpt).toBe(`${expected}\n`);
  });

  it("bounds the evidence of 20 MB of output and still finds the FAIL line in the middle", async () => {
    const evidence = await evidenceOf(
      "yes 'x' | head -c 10000000; echo 'FAIL: in the middle'; yes 'y' | head -c 10000000; exit 1",
    );
    expect(evidence.outputBytes).toBe(20_000_020);
    expect(evidence.truncated).toBe(true);
    expect(evidence.excerpt.length).toBeLessThan(12_000);
    expect(evidence.excerpt).toMatch(/\.\.\. \[\d+ bytes \/ \d+ lines elided\] \.\.\./);
    expect(evidence.message).toBe("FAIL: in the middle");
  });

  it("summarises binary garbage", async () => {
    const evidence = await evidenceOf("head -c 300000 /dev/urandom; exit 1");
    expect(evidence.excerpt).toBe("[binary output, 300000 bytes]");
    expect(evidence.message).toBe("[binary output, 300000 bytes]");
  });

  it("reports a start failure as the message", async () => {
    const outcome = await runProcess({ file: "/nonexistent/fix-loop-test.sh" });
    const evidence = buildEvidence(outcome);
    expect(evidence.message).toBe(
      "/nonexistent/fix-loop-test.sh does not exist (looked for /nonexistent/fix-loop-test.sh)",
    );
    expect(evidence.exitCode).toBeNull();
  });
});
