import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { ourVitestProject } from "../support/runner-project.js";

const PROJECT = {
  "package.json": JSON.stringify({ name: "cart", private: true, type: "module" }),
  "test/cart.test.js": `import { expect, it } from "vitest";
it("sums", () => { expect(1 + 1).toBe(2); });
it("rounds", (context) => { context.skip(); expect(1.005.toFixed(2)).toBe("1.01"); });
`,
};

/** A test the runner lists but skips as it runs: as a name filter that matches nothing leaves one. */
describe("verify --tests naming a test the runner skips", () => {
  it("is no pass: nothing was verified, and it says why", async () => {
    const root = await ourVitestProject(PROJECT);
    const run = await runCli(["verify", "-C", root, "--tests", "test/cart.test.js > rounds"]);
    expect(run.code).toBe(2);
    expect(run.stdout).not.toContain("PASSED");
    expect(run.stderr).toContain(
      '"test/cart.test.js > rounds" did not run: the runner reported it skipped',
    );
    // With a test that ran beside it, the skipped one still says so.
    const both = await runCli([
      "verify",
      "-C",
      root,
      "--tests",
      "test/cart.test.js > sums",
      "--tests",
      "test/cart.test.js > rounds",
    ]);
    expect(both.code).toBe(2);
    // A skipped test the selection did not name changes nothing.
    const sums = await runCli(["verify", "-C", root, "--tests", "test/cart.test.js > sums"]);
    expect(sums.code).toBe(0);
  });
});
