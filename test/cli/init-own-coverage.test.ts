import { readFile, symlink } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { jestModules } from "../support/jest-install.js";
import { runCli } from "../support/run-cli.js";
import { createTempProject } from "../support/temp-project.js";

// dayjs's shape: jest's config collects coverage on every run, and the test script holds it to
// 100 % of the lines. The whole suite meets it; a run of one test never does.

const THRESHOLD = '{"global":{"lines":100}}';

async function results(root: string): Promise<Results> {
  const text = await readFile(path.join(root, ".fix-loop/results.json"), "utf8");
  return resultsSchema.parse(JSON.parse(text));
}

describe("init on a jest project whose config collects coverage, held to a threshold", () => {
  let root: string;
  let config: string;
  beforeAll(async () => {
    root = await createTempProject({
      "package.json": JSON.stringify({
        scripts: { test: `jest --coverageThreshold='${THRESHOLD}'` },
        devDependencies: { jest: "^30.0.0", "jest-junit": "^17.0.0" },
        jest: { collectCoverage: true },
      }),
      "math.js": [
        "exports.add = (a, b) => {",
        "  return a + b;",
        "};",
        "exports.sub = (a, b) => {",
        "  return a - b;",
        "};",
        "",
      ].join("\n"),
      "math.test.js": [
        'const { add, sub } = require("./math");',
        'test("adds", () => expect(add(1, 2)).toBe(3));',
        'test("subtracts", () => expect(sub(3, 2)).toBe(1));',
        "",
      ].join("\n"),
    });
    await symlink(await jestModules(), path.join(root, "node_modules"), "dir");
    const init = await runCli(["init", "-C", root]);
    expect(init.stderr).toBe("");
    config = await readFile(path.join(root, ".github/fix-loop.yml"), "utf8");
  }, 240_000);

  it("writes a tier that turns the project's coverage off and keeps no threshold", () => {
    const command = /^\s*command: (.*)$/m.exec(config)?.[1] ?? "";
    expect(command).toMatch(/ --coverage=false\b/);
    expect(command).not.toContain("coverageThreshold");
  });

  it("so a run of one test passes when its test does (it failed on the threshold)", async () => {
    const one = await runCli(["verify", "-C", root, "--tests", "adds"]);
    expect(one.stdout).not.toMatch(/threshold|no failed test/);
    expect(one.code).toBe(0);
    expect((await results(root)).tests.map((test) => [test.id, test.status])).toEqual([
      ["adds", "passed"],
    ]);
  });
});
