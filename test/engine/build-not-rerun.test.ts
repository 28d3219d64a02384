import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

const TSC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../node_modules/.bin/tsc",
);

/**
 * yargs-parser, walked as a newcomer: its tier builds with tsc before mocha, and a type error
 * failed the whole command; fix-loop ran it again (first run 6.1 s, re-run 6.4 s), to the same
 * error. Each build here leaves a line in builds.log.
 */
const PROJECT = {
  "package.json": JSON.stringify({ name: "parser", private: true }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "echo build >> builds.log && ${TSC} --noEmit src/parse.ts && mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml"
    junit: reports/junit.xml
`,
  "src/parse.ts": "export const count: number = 'three';\n",
  "test/parse.test.js": 'require("node:test")("parses", () => {});\n',
};

describe("a tier whose tests do not build", () => {
  it("is not run again: the compiler says why, and would again", async () => {
    const root = await createTempProject(PROJECT);
    expect((await runCli(["verify", "-C", root])).code).toBe(1);
    expect((await readFile(path.join(root, "builds.log"), "utf8")).trim().split("\n")).toEqual([
      "build",
    ]);
    const [command] = (await readResults(root)).tests;
    expect(command?.reason).toContain("not re-run: its tests did not build");
    expect(command?.evidence?.excerpt).toContain("error TS2322");
  });
});
