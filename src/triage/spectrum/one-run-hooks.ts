import path from "node:path";
import { quoteShell } from "../../junit/shell-words.js";
import type { OneRunHooks } from "./one-run-coverage.js";

/**
 * The setup file's body for a runner with global beforeEach/afterEach (jest, vitest): start V8's
 * precise coverage in the worker through the inspector, take it before each test (what ran
 * before belongs to no test) and after it (what ran belongs to that test alone).
 */
function setupBody(nameOfTest: string): string {
  return `const out = process.env.FIX_LOOP_COVERAGE_OUT;
const root = process.cwd();
const session = new Session();
session.connect();
const post = (method, params) =>
  new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
let started = null;
// Plain syntax: an old jest runs this file through the project's own (old) Babel.
const start = () => {
  if (!started) started = post("Profiler.enable").then(() => post("Profiler.startPreciseCoverage", { callCount: true, detailed: false }));
  return started;
};
beforeEach(async () => { await start(); await post("Profiler.takePreciseCoverage"); });
// A rest parameter: jest reads a hook with a declared parameter as one taking a done callback.
afterEach(async (...context) => {
  const { result } = await post("Profiler.takePreciseCoverage");
  // Only the project's named functions that ran: the whole isolate's list, per test, would
  // cost more to write than the test took.
  const scripts = [];
  for (const script of result) {
    if (!script.url.includes(root) || script.url.includes("/node_modules/")) continue;
    const functions = script.functions.filter((fn) => fn.functionName && fn.ranges[0] && fn.ranges[0].count > 0);
    if (functions.length > 0) scripts.push({ url: script.url, functions });
  }
  const { file, name } = (${nameOfTest})(context[0]);
  appendFileSync(out, JSON.stringify({ file, name, scripts }) + "\\n");
});
`;
}

/**
 * vitest: a reporter's onInit sees the resolved config before any worker starts and adds the
 * setup file (vitest has no --setupFiles option, and the config's own must stay).
 */
export const VITEST_HOOKS: OneRunHooks = {
  files: {
    "coverage-reporter.mjs": `import path from "node:path";
import { fileURLToPath } from "node:url";
const setup = path.join(path.dirname(fileURLToPath(import.meta.url)), "coverage-setup.mjs");
export default class FixLoopCoverage {
  onInit(vitest) {
    for (const project of vitest.projects ?? [])
      project.config.setupFiles = [...(project.config.setupFiles ?? []), setup];
  }
}
`,
    "coverage-setup.mjs": `import { appendFileSync } from "node:fs";
import { Session } from "node:inspector";
import { afterEach, beforeEach } from "vitest";
${setupBody(`(context) => {
  const names = [];
  for (let at = context.task; at && at.type !== "file" && at.name; at = at.suite) names.unshift(at.name);
  return { file: context.task.file.filepath, name: names.join(" > ") };
}`)}`,
  },
  args: (folder) => quoteShell(`--reporter=${path.join(folder, "coverage-reporter.mjs")}`),
};

/**
 * jest: --setupFilesAfterEnv would replace the config's, so a reporter adds the setup file to
 * each test file's project config as the file starts (jest reads it then, in band or when it
 * hands the file to a worker). Workers run in parallel: each writes its tests' lines itself.
 */
export const JEST_HOOKS: OneRunHooks = {
  files: {
    "coverage-reporter.js": `const path = require("node:path");
const setup = path.join(__dirname, "coverage-setup.js");
module.exports = class FixLoopCoverage {
  onTestStart(test) {
    const config = test?.context?.config;
    if (!config) return;
    // jest 22 freezes the config: the test gets a copy that names the setup file.
    const added = Array.isArray(config.setupFilesAfterEnv)
      ? { setupFilesAfterEnv: [...config.setupFilesAfterEnv, setup] }
      : config.setupTestFrameworkScriptFile ? null : { setupTestFrameworkScriptFile: setup };
    try {
      if (added) test.context = { ...test.context, config: { ...config, ...added } };
    } catch {}
  }
};
`,
    "coverage-setup.js": `const { appendFileSync } = require("fs");
const { Session } = require("inspector");
${setupBody(`() => {
  const state = expect.getState();
  return { file: state.testPath, name: state.currentTestName };
}`)}`,
  },
  args: (folder) => quoteShell(`--reporters=${path.join(folder, "coverage-reporter.js")}`),
};
