import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedactor } from "../../src/evidence/redact.js";
import { runScript } from "../../src/script-tests/run-script.js";
import type { ScriptTest } from "../../src/script-tests/script-test.js";
import { makeScriptFolder, type ScriptFolder } from "../fixtures/scripts/temp-scripts.js";
import { within } from "../support/timing.js";

let folder: ScriptFolder;
beforeAll(async () => {
  folder = await makeScriptFolder();
});
afterAll(async () => {
  await folder.remove();
});

async function script(
  name: string,
  text: string,
  options?: { executable?: boolean },
): Promise<ScriptTest> {
  const absolutePath = await folder.write(`tests/${name}`, text, options);
  return {
    kind: "script",
    id: name,
    title: name,
    tier: "health",
    file: `tests/${name}`,
    absolutePath,
    requires: [],
    timeoutMs: null,
  };
}

describe("runScript", () => {
  it("passes on exit 0 and keeps the summary lines", async () => {
    const test = await script(
      "ok.sh",
      "#!/usr/bin/env bash\necho 'PASS: health is 200'\necho noise\n",
    );
    const run = await runScript(test, { cwd: folder.root, timeoutMs: 5000 });
    expect(run.passed).toBe(true);
    expect(run.evidence).toMatchObject({
      exitCode: 0,
      summary: ["PASS: health is 200"],
      message: null,
      timedOut: false,
    });
  });

  it("fails with the FAIL line as the message, redacted", async () => {
    const test = await script(
      "fail.sh",
      `#!/usr/bin/env bash
echo "EVIDENCE: token is $API_TOKEN"
echo "FAIL: GET /health returned 500 with $API_TOKEN" >&2
exit 1
`,
    );
    const env = { ...process.env, API_TOKEN: "s3cr3t-value-123" };
    const run = await runScript(test, {
      cwd: folder.root,
      env,
      timeoutMs: 5000,
      redact: createRedactor(env),
    });
    expect(run.passed).toBe(false);
    expect(run.evidence.exitCode).toBe(1);
    expect(run.evidence.summary).toEqual([
      "EVIDENCE: token is [REDACTED:API_TOKEN]",
      "FAIL: GET /health returned 500 with [REDACTED:API_TOKEN]",
    ]);
    expect(run.evidence.message).toBe("FAIL: GET /health returned 500 with [REDACTED:API_TOKEN]");
    expect(run.evidence.excerpt).not.toContain("s3cr3t");
  });

  it("runs the file itself so its shebang chooses the interpreter", async () => {
    const test = await script(
      "check.js",
      "#!/usr/bin/env node\nconsole.log('PASS: node ran', typeof process.versions.node);\n",
    );
    const run = await runScript(test, { cwd: folder.root, timeoutMs: 5000 });
    expect(run.evidence.summary).toEqual(["PASS: node ran string"]);
  });

  it("runs from the project root", async () => {
    const test = await script(
      "where.sh",
      '#!/bin/sh\n[ -d tests ] || { echo "FAIL: not in root: $(pwd)"; exit 1; }\n',
    );
    expect((await runScript(test, { cwd: folder.root, timeoutMs: 5000 })).passed).toBe(true);
  });

  it("fails a hanging script after the timeout, saying so", async () => {
    const test = await script(
      "hang.sh",
      "#!/usr/bin/env bash\necho waiting for server\nsleep 300 &\nwait\n",
    );
    const run = await runScript(test, { cwd: folder.root, timeoutMs: 400, graceMs: 200 });
    expect(run.passed).toBe(false);
    expect(run.evidence.timedOut).toBe(true);
    expect(run.evidence.message).toBe("timed out after 400ms; the process tree was killed");
    expect(run.durationMs).toBeLessThan(within(400 + 200, 1900));
  });

  it("explains a script that cannot start", async () => {
    const test = await script("plain.sh", "#!/bin/sh\nexit 0\n", { executable: false });
    const run = await runScript(test, { cwd: folder.root, timeoutMs: 5000 });
    expect(run.passed).toBe(false);
    expect(run.evidence.message).toBe(
      "tests/plain.sh is not executable: run chmod +x tests/plain.sh",
    );
  });

  it("points at the script's own line when bash names it", async () => {
    const test = await script("broken.sh", "#!/usr/bin/env bash\ntrue\nno_such_command_here\n");
    const run = await runScript(test, { cwd: folder.root, timeoutMs: 5000 });
    expect(run.evidence.exitCode).toBe(127);
    expect(run.evidence.message).toMatch(
      /broken\.sh: line 3: no_such_command_here: command not found/,
    );
    expect(run.evidence.location).toEqual({ file: "tests/broken.sh", line: 3 });
  });

  it("gives a passing script no place, though bash named a line of it on the way", async () => {
    const test = await script("tolerant.sh", "#!/usr/bin/env bash\nno_such_command_here || true\n");
    const run = await runScript(test, { cwd: folder.root, timeoutMs: 5000 });
    expect(run.passed).toBe(true);
    expect(run.evidence.excerpt).toContain("tolerant.sh: line 2");
    expect(run.evidence.location).toBeNull();
  });
});

describe("summary lines", () => {
  it("accepts indented PASS/FAIL/EVIDENCE lines and shows them trimmed", async () => {
    const test = await script(
      "indented.sh",
      "#!/bin/sh\necho '  EVIDENCE: got 500'\necho '    FAIL: wanted 200'\nexit 1\n",
    );
    const run = await runScript(test, { cwd: folder.root, timeoutMs: 5000 });
    expect(run.evidence.summary).toEqual(["EVIDENCE: got 500", "FAIL: wanted 200"]);
    expect(run.evidence.message).toBe("FAIL: wanted 200");
  });
});
