import { beforeAll, describe, expect, it } from "vitest";
import { installedModules } from "../support/npm-install.js";
import { runCli } from "../support/run-cli.js";
import { linkedProject, readResults } from "../support/runner-project.js";

/**
 * vitest 3 loads reporters and setup files through vite, and vite 6.4 serves it no file outside
 * the project (its `server.fs.allow`): fix-loop's retry reporter, in the temp folder, made every
 * run of immer's tests (vitest 3.2, vite 6.4) fail at start with "Failed to load custom
 * Reporter", one `tests:command` failure and no test read. The tier now runs without them.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "cart", private: true, type: "module" }),
  ".github/fix-loop.yml": `tiers:
  - name: unit
    command: node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml
    junit: reports/junit.xml
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

describe("vitest 3 on vite 6.4", () => {
  let modules: string;
  beforeAll(async () => {
    modules = await installedModules(["vitest@3.2.6", "vite@6.4.3"], "vitest");
  }, 240_000);

  it("runs the tier without fix-loop's reporter when vite will not load it, and says so", async () => {
    const root = await linkedProject(PROJECT, modules);
    const run = await runCli(["verify", "-C", root]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toContain("would not load fix-loop's files");
    expect(run.stdout).toContain("nor to vitest 3 on vite 6");
    const results = await readResults(root);
    expect(results.tests.map((test) => [test.id, test.status]).sort()).toEqual([
      ["test/cart.test.js > has a name", "passed"],
      ["test/cart.test.js > sums nothing", "failed"],
      ["test/cart.test.js > sums two prices", "failed"],
    ]);
  }, 240_000);
});
