import { spawnSync } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { installedModules } from "../support/npm-install.js";
import { runCli } from "../support/run-cli.js";
import { linkedProject, readResults } from "../support/runner-project.js";

/**
 * vitest 1 matches `-t` against a test's full name after its file suite's empty name and a
 * space: a pattern anchored at the full name selected no test (unjs/scule, vitest 1.6: every
 * `run:` line ran nothing). A test whose name ends in another's must not run with it.
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
  "test/cart.test.js": `import { describe, expect, it } from "vitest";
import { sum } from "../src/cart.js";
describe("cart", () => {
  it("sums two prices", () => { expect(sum([2, 2])).toBe(4); });
  it("also sums two prices", () => { expect(sum([1, 1])).toBe(2); });
  it("has a name", () => { expect("cart").toBe("cart"); });
});
`,
};

describe("vitest 1's run: lines", () => {
  let modules: string;
  beforeAll(async () => {
    modules = await installedModules(["vitest@1.6.1"], "vitest");
  }, 240_000);

  it("run the one failing test they name", async () => {
    const root = await linkedProject(PROJECT, modules);
    const run = await runCli(["verify", "-C", root]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const results = await readResults(root);
    const failing = results.tests.find(
      (test) => test.id === "test/cart.test.js > cart > sums two prices",
    );
    expect(failing?.status).toBe("failed");
    const pasted = spawnSync("sh", ["-c", failing?.run ?? "false"], {
      cwd: root,
      encoding: "utf8",
    });
    const summary = stripVTControlCharacters(pasted.stdout);
    expect(summary, summary).toMatch(/Tests\s+1 failed \| 2 skipped/);
  }, 240_000);
});
