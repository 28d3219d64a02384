import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * jsdom/data-urls, walked as a newcomer: node --test's JUnit reporter takes the line breaks out
 * of a failure's message attribute ("Expected values to be strictly equal:+ actual - expected+
 * 'text/plain'- 'text/plain;charset=US-ASCII' ^"); the failure's text keeps them.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "mime", private: true }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml"
    junit: reports/junit.xml
`,
  "test/type.test.js": `const { test } = require("node:test");
const assert = require("node:assert");
test("essence", () => { assert.strictEqual("text/plain", "text/plain;charset=US-ASCII"); });
`,
};

describe("node --test's failure message", () => {
  it("keeps its lines, as the assertion made them, in the evidence and under the failure", async () => {
    const root = await createTempProject(PROJECT);
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const [test] = (await readResults(root)).tests;
    expect(test?.evidence?.reported?.message).toMatch(
      /^Expected values to be strictly equal:\n\+ actual - expected\n+\+ 'text\/plain'\n- 'text\/plain;charset=US-ASCII'/,
    );
    expect(run.stdout).toContain("\n  + 'text/plain'\n  - 'text/plain;charset=US-ASCII'\n");
  });
});
