import { beforeAll, describe, expect, it } from "vitest";
import { installedModules } from "../support/npm-install.js";
import { runCli } from "../support/run-cli.js";
import { linkedProject, readResults } from "../support/runner-project.js";

/**
 * supertest throws a plain Error with an assertion's words ("expected 200 "OK", got 201
 * "Created""): mocha reports its type as Error, and triage reads it as an assertion, so the
 * group is "AssertionError in lib/status.js:exports.status" (send's groups). The test's evidence line says
 * the report's type and what triage read, so the two words do not contradict each other.
 */
const supertestLike = (value: number) =>
  `it("answers ${value}", () => {
    const got = status(${value});
    if (got !== 200) throw new Error(\`expected 200 "OK", got \${got} "Created"\`);
  });`;
const PROJECT = {
  "package.json": JSON.stringify({ name: "reported-type", private: true }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: npx mocha --exit --reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml test/
    junit: reports/junit.xml
`,
  "lib/status.js": `exports.status = (value) => (value > 10 ? 200 : 201);
exports.name = (value) => \`n\${value}\`;
`,
  "test/status.test.js": `const assert = require("node:assert");
const { status, name } = require("../lib/status.js");
describe("status", () => {
  ${[1, 2, 3].map(supertestLike).join("\n  ")}
  it("answers big ones", () => assert.strictEqual(status(20), 200));
  it("names", () => assert.strictEqual(name(1), "n1"));
});
`,
};

describe("a failure reported as Error that triage reads as an assertion", () => {
  let modules: string;
  beforeAll(async () => {
    modules = await installedModules(["mocha@11.7.6", "mocha-junit-reporter@2.2.1"], "mocha");
  }, 240_000);

  it("its evidence says both the reported type and the one its group names", async () => {
    const root = await linkedProject(PROJECT, modules);
    const run = await runCli(["verify", "-C", root]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const results = await readResults(root);
    expect(results.groups.map((group) => [group.signature, group.tests.length])).toEqual([
      ["AssertionError in lib/status.js:exports.status", 3],
    ]);
    expect(run.stdout).toContain(
      `the test runner reported a failure (Error, read from its message as an AssertionError: the name its group goes by): expected 200 "OK", got 201 "Created" at test/status.test.js:`,
    );
  }, 90_000);
});
