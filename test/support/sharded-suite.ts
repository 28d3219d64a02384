import { symlink } from "node:fs/promises";
import path from "node:path";
import { configSchema } from "../../src/config/schema.js";
import { createTempProject } from "./temp-project.js";

/** Test files of the suite, and tests in each: 300 vitest tests. */
export const SUITE_FILES = 20;
export const TESTS_PER_FILE = 15;

/** The files whose "large amount" test meets the one seeded bug: far apart, so in different legs. */
export const BUGGY_FILES = [2, 9, 13, 18];

/** The bug: cents() is one cent off from 100 on; every failure goes through it. */
const MONEY = [
  "export function cents(amount) {",
  "  const raw = Math.round(amount * 100);",
  "  return amount >= 100 ? raw + 1 : raw; // seeded: off by one on large amounts",
  "}",
  "export function total(items) {",
  "  return items.reduce((sum, item) => sum + cents(item), 0);",
  "}",
].join("\n");

function testFile(index: number): string {
  const lines = [
    'import { describe, expect, it } from "vitest";',
    'import { cents, total } from "../src/money.js";',
    `describe("suite ${index}", () => {`,
  ];
  for (let test = 1; test < TESTS_PER_FILE; test++) {
    // Some work, more in later files, so the files' times differ and a split has something to balance.
    const spin = 20_000 * ((index % 5) + 1);
    lines.push(
      `  it("small ${test}", () => { let x = 0; for (let i = 0; i < ${spin}; i++) x += i % 7; expect(x).toBeGreaterThan(-1); expect(cents(${test}.25)).toBe(${test * 100 + 25}); });`,
    );
  }
  const amount = BUGGY_FILES.includes(index) ? 100 + index : index;
  lines.push(
    `  it("large amount", () => { expect(total([${amount}, 1])).toBe(${amount * 100 + 100}); });`,
  );
  lines.push("});");
  return lines.join("\n");
}

/**
 * A vitest project of 300 tests in 20 files (four fail, from one bug, in files far apart), a
 * health script tier (on-failure: stop; it fails while the file `health-down` exists) and a
 * features tier of eight scripts, with node_modules linked to this repository's. `vitestTest`
 * adds to the project's own vitest `test` options.
 */
export async function createShardedSuite(
  modules = path.join(import.meta.dirname, "../../node_modules"),
  vitestTest: Record<string, unknown> = {},
): Promise<{
  root: string;
  config: ReturnType<typeof configSchema.parse>;
}> {
  const files: Record<string, string> = {
    "package.json": '{ "type": "module" }',
    "vitest.config.mjs": `export default { test: ${JSON.stringify({ include: ["test/**/*.test.js"], ...vitestTest })} };\n`,
    "src/money.js": MONEY,
    "checks/health.sh":
      '#!/bin/sh\n# TEST: BT-001 - the project answers\n# TIER: health\nif [ -e health-down ]; then echo "FAIL: health-down is there"; exit 1; fi\necho "PASS: up"\n',
  };
  for (let index = 1; index <= SUITE_FILES; index++)
    files[`test/suite-${String(index).padStart(2, "0")}.test.js`] = testFile(index);
  for (let index = 1; index <= 8; index++)
    files[`checks/feature-${index}.sh`] =
      `#!/bin/sh\n# TEST: FT-${String(index).padStart(3, "0")} - feature ${index}\n# TIER: features\necho "PASS: feature ${index}"\n`;
  const root = await createTempProject(files, "fix-loop-shards-");
  await symlink(modules, path.join(root, "node_modules"));
  const config = configSchema.parse({
    retries: 1,
    tests: ["checks/*.sh"],
    tiers: [
      { name: "health" },
      {
        name: "unit",
        command: "node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml",
        junit: "reports/junit.xml",
      },
      { name: "features" },
    ],
  });
  return { root, config };
}
