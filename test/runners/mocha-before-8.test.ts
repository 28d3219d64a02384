import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { MOCHA_PRICES } from "../support/mocha-prices.js";
import { installedModules } from "../support/npm-install.js";
import { runCli } from "../support/run-cli.js";
import { linkedProject, readResults } from "../support/runner-project.js";

/**
 * mocha before 8 loads no root hook plugin, so the coverage hooks fix-loop `--require`s did
 * nothing there: validator.js (mocha 6.2.3) got no culprit for any bug and one group per
 * failing test, 35 for one bug, and a coverage phase as long as its tier that found nothing.
 * The hooks now put themselves on mocha 6's root suite.
 */
describe("mocha 6", () => {
  let modules: string;
  beforeAll(async () => {
    modules = await installedModules(["mocha@6.2.3", "mocha-junit-reporter@2.2.1"], "mocha");
  }, 240_000);

  it("blames the failures' one cause by the coverage its own run took, in one mocha process", async () => {
    const root = await linkedProject(
      {
        ...MOCHA_PRICES,
        "lib/prices.js": MOCHA_PRICES["lib/prices.js"].replace("/ 100", "/ 10"),
      },
      modules,
    );
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = await readResults(root);
    expect(results.groups).toHaveLength(1);
    expect(results.groups[0]?.triage?.culprit).toMatchObject({
      file: "lib/prices.js",
      function: "discount",
      source: "coverage",
    });
    expect(results.phases?.coverageMs).toBe(0);
  }, 240_000);

  it("runs no test twice to list them: mocha 6 knows no --dry-run", async () => {
    // js-yaml's mocha 8 ran every test and hook of a file to list it, for `verify --tests`.
    const root = await linkedProject(
      {
        ".github/fix-loop.yml": [
          "tiers:",
          "  - name: unit",
          "    command: npx mocha test/ --reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml",
          "    junit: reports/junit.xml",
          "",
        ].join("\n"),
        "test/cart.test.js": [
          'const { appendFileSync } = require("node:fs");',
          'describe("cart", () => {',
          '  it("sums", () => appendFileSync("ran.log", "sums\\n"));',
          '  it("empties", () => appendFileSync("ran.log", "empties\\n"));',
          "});",
          "",
        ].join("\n"),
      },
      modules,
    );
    const run = await runCli(["verify", "-C", root, "--tests", "cart sums"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect((await readResults(root)).tests.map((test) => test.id)).toEqual(["cart sums"]);
    // No listing, so the tier runs whole and its results keep the test asked for: each test ran
    // once. A --dry-run listing mocha 6 ignored ran both first ("sums, empties, sums").
    expect(readFileSync(path.join(root, "ran.log"), "utf8")).toBe("sums\nempties\n");
  }, 240_000);
});
