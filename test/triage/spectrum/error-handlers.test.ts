import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestResult } from "../../../src/results/schema.js";
import { localiseByCoverage } from "../../../src/triage/spectrum/localise.js";
import { failedTest } from "../failed-test.js";

/**
 * express (mocha 11 + supertest; MIT, expressjs/express a3714473): lib/application.js and
 * lib/view.js as they are at that commit (fixtures/express-error-logger.json). The view lookup getting its `.` check backwards
 * (issue 29) answers the failing requests with HTTP 500; only they reach the app's error
 * logger, `logerror(err)`, so its Ochiai score is 1.0, as high as the fault's. Coverage as
 * mocha's per-test coverage names the functions.
 */
const FIXTURE = path.join(import.meta.dirname, "fixtures/express-error-logger.json");
let ROOT: string;
beforeAll(async () => {
  ROOT = await mkdtemp(path.join(tmpdir(), "express-error-logger-"));
  const sources = JSON.parse(await readFile(FIXTURE, "utf8")) as Record<string, string>;
  for (const [file, text] of Object.entries(sources)) {
    await mkdir(path.dirname(path.join(ROOT, file)), { recursive: true });
    await writeFile(path.join(ROOT, file), text);
  }
});
afterAll(async () => {
  await rm(ROOT, { recursive: true, force: true });
});

const result = (id: string, status: TestResult["status"]) =>
  failedTest(id, ['Error: expected 200 "OK", got 500 "Internal Server Error"'], {
    tier: "tests",
    status,
  });

describe("an error logger only failing requests reach", () => {
  it("is not blamed while the failing tests ran another function", async () => {
    const handled = ["lib/application.js:handle", "lib/application.js:render"];
    const taken = new Map<string, Set<string>>([
      // Failing renders: the lookup broke, the error went to the logger.
      [
        "res.render should render a view",
        new Set([
          ...handled,
          "lib/view.js:lookup",
          "lib/view.js:View",
          "lib/application.js:logerror",
        ]),
      ],
      [
        "app.render should support absolute paths",
        new Set([
          ...handled,
          "lib/view.js:lookup",
          "lib/view.js:View",
          "lib/application.js:logerror",
        ]),
      ],
      [
        "res.render should expose app.locals",
        new Set([
          ...handled,
          "lib/view.js:lookup",
          "lib/view.js:View",
          "lib/application.js:logerror",
        ]),
      ],
      // Passing: a render whose view resolves by its full path elsewhere, and plain requests.
      [
        "app.render should support index.<engine>",
        new Set([...handled, "lib/view.js:View", "lib/view.js:resolve"]),
      ],
      [
        "app.render should render a view with lookup",
        new Set([...handled, "lib/view.js:View", "lib/view.js:lookup", "lib/view.js:resolve"]),
      ],
      ["app.get should respond", new Set(["lib/application.js:handle"])],
    ]);
    const failing = [...taken.keys()].slice(0, 3).map((id) => result(id, "failed"));
    const passing = [...taken.keys()].slice(3).map((id) => result(id, "passed"));
    const culprits = await localiseByCoverage(failing, passing, {
      runner: { run: async () => new Map() },
      root: ROOT,
      taken,
    });
    expect([...new Set([...culprits.values()].map((culprit) => culprit.key))]).toEqual([
      "lib/view.js:lookup",
    ]);
  });
});
