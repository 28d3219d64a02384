import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MOCHA_PRICES } from "../support/mocha-prices.js";
import { installedModules } from "../support/npm-install.js";
import { PRICES_VITEST } from "../support/prices-project.js";
import { runCli } from "../support/run-cli.js";
import { linkedProject, ourVitestProject, readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * `--tests` before any run of the session asks the runner which tests it has: of the wanted
 * tests' files alone, when the id names its file or the last run printed it. jshttp/cookie has a
 * generated file of 63,528 tests: listing it and then running every file to pick one test out
 * took 41 s where the printed `run:` line takes 2 s. Each project here has a second test file
 * that writes loaded.log when a runner loads it: a listing or run of the whole suite would.
 */
async function loadedLog(root: string): Promise<string> {
  return readFile(path.join(root, "loaded.log"), "utf8").catch(() => "");
}

describe("--tests lists the wanted tests' files only", () => {
  it("vitest: an id that names its file is listed and run from that file alone; an id not in it is still refused", async () => {
    const root = await ourVitestProject({
      ...PRICES_VITEST,
      "test/big.test.js": [
        'import { appendFileSync } from "node:fs";',
        'import { it } from "vitest";',
        'appendFileSync("loaded.log", "big\\n");',
        'it("one of many", () => {});',
      ].join("\n"),
    });

    const wanted = "test/prices.test.js > prices > tax";
    const run = await runCli(["verify", "-C", root, "--tests", wanted]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const results = await readResults(root);
    expect(results.tests.map((test) => test.id)).toEqual([wanted]);
    // The listing before the run is a phase of its own, said in the time line.
    expect(results.phases?.listingMs).toBeGreaterThan(0);
    expect(await loadedLog(root)).toBe("");

    // Not in its file's listing: the whole suite's listing decides, and has no such test.
    const wrong = await runCli(["verify", "-C", root, "--tests", "test/prices.test.js > cnets"]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('no test has the id "test/prices.test.js > cnets"');
  });

  it("vitest: an id the last run printed is run from its file without a listing", async () => {
    // destr: `vitest list` of the file took 6-7 s, its run 2 s.
    const root = await ourVitestProject({
      "package.json": JSON.stringify({ name: "counted", private: true, type: "module" }),
      "test/counted.test.js": [
        'import { appendFileSync } from "node:fs";',
        'import { describe, it } from "vitest";',
        'appendFileSync("loaded.log", "counted\\n");',
        'describe("counted", () => { it("once", () => {}); it("twice", () => {}); });',
      ].join("\n"),
    });
    expect((await runCli(["verify", "-C", root])).code).toBe(0);
    await rm(path.join(root, "loaded.log"));
    const wanted = "test/counted.test.js > counted > once";
    const run = await runCli(["verify", "-C", root, "--tests", wanted]);
    expect(run.code).toBe(0);
    expect((await readResults(root)).tests.map((test) => test.id)).toEqual([wanted]);
    expect(await loadedLog(root)).toBe("counted\n");
  });

  it("mocha: an id without a file is listed from the file the last run printed for it", async () => {
    const modules = await installedModules(["mocha@11.7.6", "mocha-junit-reporter@2.2.1"], "mocha");
    const root = await linkedProject(
      {
        ...MOCHA_PRICES,
        "test/big.test.js": [
          'require("node:fs").appendFileSync("loaded.log", "big\\n");',
          'it("one of many", () => {});',
        ].join("\n"),
      },
      modules,
    );
    const all = await runCli(["verify", "-C", root]);
    expect(all.code).toBe(0);
    expect(await loadedLog(root)).toBe("big\n");
    await rm(path.join(root, "loaded.log"));

    const wanted = "discounts takes a half";
    const run = await runCli(["verify", "-C", root, "--tests", wanted]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect((await readResults(root)).tests.map((test) => test.id)).toEqual([wanted]);
    expect(await loadedLog(root)).toBe("");
  }, 240_000);

  it("pytest: a node id is collected from its own file", async () => {
    const root = await createTempProject({
      "tests/test_prices.py": "def test_cents():\n    assert round(1.5 * 100) == 150\n",
      "tests/test_big.py": [
        "import pathlib",
        "with open(pathlib.Path(__file__).parent.parent / 'loaded.log', 'a') as log:",
        "    log.write('big\\n')",
        "def test_one_of_many():",
        "    pass",
      ].join("\n"),
      ".github/fix-loop.yml": [
        "tiers:",
        "  - name: unit",
        "    command: python3 -m pytest tests --junitxml=reports/junit.xml",
        "    junit: reports/junit.xml",
      ].join("\n"),
    });
    const run = await runCli(["verify", "-C", root, "--tests", "tests/test_prices.py::test_cents"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect((await readResults(root)).tests.map((test) => test.runnerId)).toEqual([
      "tests/test_prices.py::test_cents",
    ]);
    expect(await loadedLog(root)).toBe("");
  });
});
