import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { withLocalBin } from "../../src/junit/local-bin.js";
import { createTempProject } from "../support/temp-project.js";

let root: string;
beforeAll(async () => {
  root = await createTempProject({ "package.json": "{}" });
  await mkdir(path.join(root, "node_modules/.bin"), { recursive: true });
  await writeFile(path.join(root, "node_modules/.bin/jest"), "#!/bin/sh\n", { mode: 0o755 });
});

describe("npx in a tier's command", () => {
  it("calls the project's installed program itself, not through npm's CLI", () => {
    expect(withLocalBin("npx jest --ci --reporters=jest-junit", root)).toBe(
      "node_modules/.bin/jest --ci --reporters=jest-junit",
    );
    expect(withLocalBin("JEST_JUNIT_OUTPUT_FILE=reports/junit.xml npx jest --ci", root)).toBe(
      "JEST_JUNIT_OUTPUT_FILE=reports/junit.xml node_modules/.bin/jest --ci",
    );
    expect(withLocalBin("mkdir -p reports && npx jest", root)).toBe(
      "mkdir -p reports && node_modules/.bin/jest",
    );
  });

  it("leaves what npx would fetch, its options and what it cannot read as written", () => {
    for (const command of [
      "npx vitest run",
      "npx jest@29 --ci",
      "npx --yes jest",
      "echo npx jest",
      "npx $(echo jest)",
    ])
      expect(withLocalBin(command, root)).toBe(command);
  });
});
