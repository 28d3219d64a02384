import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { linkedProject, readResults } from "../support/runner-project.js";

/**
 * A DOM environment (zustand's jsdom) has vite serve the test files' imports, and vite serves no
 * file outside the project: fix-loop's setup files, in the temp folder, failed every test file at
 * start ("Cannot find module '/@fs/tmp/fix-loop-hooks-…'"), and the report held one failure a
 * file in place of the tests. A custom environment of the client kind does what jsdom does here,
 * without installing jsdom.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "cart", private: true, type: "module" }),
  ".github/fix-loop.yml": `tiers:
  - name: unit
    command: node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml
    junit: reports/junit.xml
`,
  "vitest.config.js": 'export default { test: { environment: "./browserish.js" } };\n',
  "browserish.js": `export default {
  name: "browserish",
  viteEnvironment: "client",
  setup() { return { teardown() {} }; },
};
`,
  "src/cart.js":
    "export const sum = (prices) => prices.reduce((total, price) => total + price, 1);\n",
  "test/cart.test.js": `import { expect, it } from "vitest";
import { sum } from "../src/cart.js";
it("sums two prices", () => { expect(sum([2, 2])).toBe(4); });
it("sums nothing", () => { expect(sum([])).toBe(0); });
it("has a name", () => { expect("cart").toBe("cart"); });
`,
};

describe("vitest in a DOM environment, which vite serves no file outside the project", () => {
  it("runs the tier without fix-loop's setup files, reads its tests and says so", async () => {
    const modules = path.resolve(import.meta.dirname, "../../node_modules");
    const root = await linkedProject(PROJECT, modules);
    const run = await runCli(["verify", "-C", root]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toContain("would not load fix-loop's files");
    expect(run.stdout).not.toContain("Cannot find module");
    const results = await readResults(root);
    expect(results.tests.map((test) => [test.id, test.status]).sort()).toEqual([
      ["test/cart.test.js > has a name", "passed"],
      ["test/cart.test.js > sums nothing", "failed"],
      ["test/cart.test.js > sums two prices", "failed"],
    ]);
  }, 120_000);
});
