import { insertAfter } from "../flaky/repeat-command.js";
import { afterProgram, escapeRegExp, filesOf, fullName, set } from "./command-words.js";
import { JS_TEST_FILES } from "./js-test-paths.js";
import type { Runner } from "./runner.js";
import { fileUnit, shardOptionAfter } from "./shard-parts.js";

/** playwright test, `file:line` (or `--grep` with the title) to select. */
export const playwright = {
  name: "playwright",
  wroteReport: (head) => /<testsuites\s+id=""\s+name=""/.test(head),
  commandLine: {
    start: (words) => afterProgram(words, "playwright", "test"),
    valueOptions: set(
      "-c",
      "--config",
      "--reporter",
      "--project",
      "-j",
      "--workers",
      "--output",
      "--retries",
      "--timeout",
      "--shard",
      "--grep-invert",
    ),
    listOptions: set(),
    replacedOptions: set("-g", "--grep", "--shard"),
    replacesPaths: true,
    pathsFirst: true,
    runnerId: (test) => (test.file && test.line ? `${test.file}:${test.line}` : null),
    select(tests) {
      const located = tests.map((test) => this.runnerId(test));
      if (located.every((id) => id !== null)) return { options: [], paths: located as string[] };
      const titles = tests.map((test) => escapeRegExp(fullName(test)));
      const options = ["--grep", `(?:${[...new Set(titles)].join("|")})$`];
      return { options, paths: filesOf(tests) ?? [] };
    },
  },
  report: {},
  shard: { withOption: shardOptionAfter(/\bplaywright\s+test\b/), unitOf: fileUnit },
  packages: { runner: "@playwright/test" },
  plan: {
    testFiles: JS_TEST_FILES,
    comment: "//",
    fileExample: "bt-001-health.spec.ts",
    testExample: 'test("BT-001 health answers ok", async ({ page }) => { ... })',
  },
  repeat: {
    withOption: (command, times) =>
      insertAfter(command, /\bplaywright\s+test\b/, `--repeat-each=${times}`),
    option: "playwright's --repeat-each",
  },
} satisfies Runner;
