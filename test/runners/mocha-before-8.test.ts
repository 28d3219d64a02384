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
});
