import path from "node:path";
import type { CoverageHooks } from "../../junit/coverage-hooks.js";
import {
  JEST_COVERAGE_SETUP,
  jestAddSetupFile,
  VITEST_COVERAGE_SETUP,
  vitestAddSetupFile,
} from "../../junit/coverage-setup.js";
import { MOCHA_COVERAGE_HOOKS } from "../../junit/mocha-coverage-hooks.js";
import { quoteShell } from "../../process/shell-words.js";
import type { OneRunHooks } from "./one-run-coverage.js";

/** vitest: a reporter's onInit adds the setup file to each project's config. */
export const VITEST_HOOKS: OneRunHooks = {
  files: {
    "coverage-reporter.mjs": `import path from "node:path";
import { fileURLToPath } from "node:url";
const setup = path.join(path.dirname(fileURLToPath(import.meta.url)), "coverage-setup.mjs");
export default class FixLoopCoverage {
  onInit(vitest) {
    ${vitestAddSetupFile("setup", { leaveOwnCoverage: false })}
  }
}
`,
    "coverage-setup.mjs": VITEST_COVERAGE_SETUP,
  },
  args: (folder) => quoteShell(`--reporter=${path.join(folder, "coverage-reporter.mjs")}`),
  recordsCollection: false,
};

/**
 * jest: a reporter adds the setup file to each test file's config as the file starts. Workers
 * run in parallel: each writes its tests' lines itself.
 */
export const JEST_HOOKS: OneRunHooks = {
  files: {
    "coverage-reporter.js": `const path = require("node:path");
module.exports = class FixLoopCoverage {
  onTestStart(test) {
    ${jestAddSetupFile(`path.join(__dirname, "coverage-setup.js")`)}
  }
};
`,
    "coverage-setup.js": JEST_COVERAGE_SETUP,
  },
  args: (folder) => quoteShell(`--reporters=${path.join(folder, "coverage-reporter.js")}`),
  recordsCollection: true,
};

/**
 * mocha: a root hook plugin, loaded with `--require` (mocha 8 and later) into the one process
 * that runs every test, where mocha-junit-reporter stays the run's reporter. The same words load
 * it into a retry that takes coverage on the way (runner.ts `hooks`).
 */
export const MOCHA_LOADS: CoverageHooks = {
  files: { "fix-loop-mocha-coverage.cjs": MOCHA_COVERAGE_HOOKS },
  words: (folder) => [`--require=${path.join(folder, "fix-loop-mocha-coverage.cjs")}`],
};

export const MOCHA_HOOKS: OneRunHooks = {
  files: MOCHA_LOADS.files,
  args: (folder) => MOCHA_LOADS.words(folder).map(quoteShell).join(" "),
  recordsCollection: false,
};
