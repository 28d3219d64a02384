import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { ourVitestProject, readResults } from "../support/runner-project.js";

/**
 * jshttp/cookie's `it.each` titles hold what XML cannot: "sub.example.com\u0000" and
 * "/path/with\nnewline". vitest's JUnit report drops the one and writes the other as a space,
 * while vitest's own record of its in-run retry keeps both: the three failures went unread as
 * retried, and the engine ran their 63,528-test file again (30 s).
 */
describe("test names with characters a JUnit report cannot hold", () => {
  it("vitest's in-run retry and coverage are read back for them: no re-run of the engine's", async () => {
    const root = await ourVitestProject(
      {
        "package.json": '{ "type": "module" }',
        "src/domain.js":
          "export function checkDomain(domain) {\n  return domain.length > 0; // seeded: accepts anything\n}\n",
        "test/domain.test.js": [
          'import { expect, it } from "vitest";',
          'import { checkDomain } from "../src/domain.js";',
          'it.each(["sub.example.com\\u0000", "with\\nnewline", "tab\\there"])("refuses %s", (domain) => {',
          "  expect(checkDomain(domain)).toBe(false);",
          "});",
          'it("accepts a plain one", () => expect(checkDomain("example.com")).toBe(true));',
        ].join("\n"),
      },
      ["retries: 1"],
    );

    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    const failed = results.tests.filter((test) => test.status === "failed");
    expect(failed).toHaveLength(3);
    // Both attempts ran in vitest's one run, and fix-loop read them there.
    expect(failed.map((test) => test.runs)).toEqual([2, 2, 2]);
    expect(results.phases?.retryMs).toBe(0);
    // The coverage vitest recorded on the way is theirs too: no run of its own names the culprit.
    expect(results.phases?.coverageMs).toBe(0);
    expect(results.groups.map((group) => group.triage?.culprit?.function)).toEqual(["checkDomain"]);
  });
});
