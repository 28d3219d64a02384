import { COVERAGE_OFF_AFTER_FILE } from "./coverage-between-files.js";
import { jestDescribeTime } from "./describe-coverage.js";
import { JEST_SETUP_HELPERS } from "./jest-setup-helpers.js";

/**
 * The setup file that records, per test, the functions it called: V8 precise coverage through
 * the inspector, taken after a test (what ran since the last take belongs to that test), one
 * JSON line per test appended to $FIX_LOOP_COVERAGE_OUT. A take costs milliseconds where the
 * worker holds a compiler (ts-jest), so one is taken before a test only when the one before it
 * was not recorded; a describe block's beforeAll then counts for the test after it. Coverage
 * stays on through a file once started: stopping it between tests throws the worker's
 * optimised code away each time (on entities, jest 29 with ts-jest, the run's CPU went from
 * 1.08 to 1.20 x with a stop). One session serves every test file a process runs (jest and
 * vitest give each file its own module registry, but Node's own modules are shared), so
 * coverage starts once a process, or, recording from a failure, once a failing file
 * (coverage-between-files.ts).
 * Without that variable it does nothing, so a reporter may add it to every run.
 *
 * $FIX_LOOP_COVERAGE_FROM=failure starts recording after the file's first failed attempt: a
 * suite that passes pays nothing, and a failing one pays for the tests after it (the passing
 * ones among them are the contrast triage ranks with)
 * and for the runner's own retries of the failures (vitest's retryCount, jest-circus's
 * invocations), recorded unless the failed attempt itself was: they are the failures
 * themselves, and a second record of the same calls cost a take each (on entities, a quarter of
 * all takes). The passing contrast is the first $FIX_LOOP_COVERAGE_LIMIT passing tests of a
 * file after its first failure, then one in two, one in four, and so on: a file of many tests
 * gives tests from all over it (path-to-regexp's first 11 were all `stringify` cases, which
 * left the suspects tied and cost a second runner start for 20 more), about limit / 2 more
 * for each doubling of its length, at a take or two each; so is the test after a failure (the
 * take that ends a failure's record is the reset the next test's needs: a run of failures costs
 * a take each). A failed attempt the runner retries at once (vitest, mocha, jest 29.7 and later;
 * an older jest retries after the block's last test) is recorded with its retry, one take for
 * both: on ms (jest 30, ts-jest) that halved the takes of 112 failures. An older jest retries a describe
 * block's failures after its last test, so starting at the retry would leave no contrast where
 * the failures end their block. The contrast stops once recording has cost the process as much
 * time as it has run: a bound on the tier's own time that a run of ordinary tests never
 * reaches, so the same tree records the same tests every run (a bound on each file's time cut
 * fast files short at a different test each run, and their groups changed with it).
 * Otherwise every test is recorded.
 */
/**
 * Failures of one file that fail alike recorded densely before they are sampled (alikeWanted):
 * ms (jest, ts-jest) fails 112 tests at one throw, at a take of about 20 ms each.
 */
export const ALIKE_DENSE = 10;

export function setupBody(
  imports: string,
  nameOfTest: string,
  isRetry: string,
  hasFailed: string,
  describeTime = "",
  retriesAtOnce = "() => false",
  errorOf = "() => null",
): string {
  return `${imports}
const out = process.env.FIX_LOOP_COVERAGE_OUT;
const fromFailure = process.env.FIX_LOOP_COVERAGE_FROM === "failure";
const limit = Number(process.env.FIX_LOOP_COVERAGE_LIMIT || Infinity);
const root = process.cwd();
const nameOf = ${nameOfTest};
const isRetry = ${isRetry};
const hasFailed = ${hasFailed};
const retriesAtOnce = ${retriesAtOnce};
const errorOf = ${errorOf};
// What this process shares between its test files: the session, and what recording has cost.
const shared = inspector[Symbol.for("fix-loop.coverage")] || (inspector[Symbol.for("fix-loop.coverage")] = { session: null, spent: 0 });
// What writing the records has cost, apart: \`spent\` bounds the contrast, and a record's size
// must not move that bound. The id tells this process's (or thread's) records from another's.
shared.written = shared.written || 0;
shared.id = shared.id || Math.random().toString(36).slice(2);
let on = !fromFailure;
let taking = false;
// Passing tests seen since recording began: the contrast is the first \`limit\` of them, then
// one in two, one in four, and so on, so a long file gives tests from all over it.
let passingSeen = 0;
const sampled = (index, dense) => index < dense || index % Math.pow(2, Math.floor(Math.log2(index / dense)) + 1) === 0;
const contrastWanted = (index) => sampled(index, limit);
// Failures of a file that fail alike (one message but for its values, thrown or asserted at one
// line of the project) are sampled after the first ${ALIKE_DENSE}: a table of cases that all break at
// one line tells no more with each further case, and each costs a take.
const alike = new Map();
const likeness = (error) => {
  const text = String(error.message === undefined ? error : error.message).split("\\n")[0].slice(0, 300);
  const message = text.replace(/"(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*'|\\d+(?:\\.\\d+)?/g, "_");
  const frame = String(error.stack || "").split("\\n").find((line) => line.includes(root) && !line.includes("/node_modules/"));
  return message + "\\u0000" + (frame ? frame.trim().replace(/:\\d+\\)?$/, "") : "");
};
const alikeWanted = (error) => {
  // A failure whose error the runner does not say is never taken for another's.
  if (!error) return true;
  const key = likeness(error);
  const seen = alike.get(key) || 0;
  alike.set(key, seen + 1);
  // Two in a row at each doubling (the 11th and 12th, the 21st and 22nd, the 41st and 42nd): a
  // failure after a skipped one costs two takes, the one after it one.
  return seen < ${ALIKE_DENSE} || seen - ${ALIKE_DENSE} * Math.pow(2, Math.floor(Math.log2(seen / ${ALIKE_DENSE}))) < 2;
};
// The last take reset the counts, and no test ran since.
let clean = false;
// Whether the last first attempt failed: failures come in runs, and the take that ends one
// failure's record is the reset the next one's needs, so the test after a failure is taken too.
let lastFailed = false;
// Whether that failure was left out as one of many alike: the next test is then not taken. Its
// take would not be free (the failure took none), and it is most likely one more of them; a
// failure of another kind is recorded at its retry.
let lastThinned = false;
// A failed attempt the runner retries at once (vitest, mocha) waits for its retry: both are the
// same test's calls, so one take records them, not one each. { file, name, key } or null.
let pending = null;
const post = (method, params) => {
  const at = performance.now();
  return new Promise((resolve, reject) => shared.session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))))
    .finally(() => { shared.spent += performance.now() - at; });
};
// Plain syntax: an old jest runs this file through the project's own (old) Babel. Synchronous:
// a session on this thread answers before post returns, and a describe body (describe-coverage.ts)
// must not return a promise.
const startNow = () => {
  if (shared.session) return;
  const at = performance.now();
  shared.session = new inspector.Session();
  shared.session.connect();
  shared.session.post("Profiler.enable");
  shared.session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
  shared.spent += performance.now() - at;
};
// Only the project's named functions that ran: the whole isolate's list, per test, would
// cost more to write than the test took.
const projectScripts = (result) => {
  const scripts = [];
  for (const script of result) {
    if (!script.url.includes(root) || script.url.includes("/node_modules/")) continue;
    const functions = script.functions.filter((fn) => fn.functionName && fn.ranges[0] && fn.ranges[0].count > 0);
    if (functions.length > 0) scripts.push({ url: script.url, functions });
  }
  return scripts;
};
${describeTime}
// Without hooks to register (a runner that offers none) the file does nothing, rather than
// break every test file.
const registered = typeof hooks.beforeEach === "function" && typeof hooks.afterEach === "function";
// A rest parameter: jest reads a hook with a declared parameter as one taking a done callback.
// The tests whose failed attempt was recorded: their retries would record the same calls again.
const recordedFailures = new Set();
const keyOf = (context) => {
  const { file, name } = nameOf(context);
  return file + "\\u0000" + name;
};
const record = async (file, name) => {
  const { result } = await post("Profiler.takePreciseCoverage");
  clean = true;
  const at = performance.now();
  // What recording has cost this process so far: the last record of each says it all.
  const cost = { of: shared.id, ms: Math.round(shared.spent + shared.written) };
  appendFileSync(out, JSON.stringify({ file, name, scripts: projectScripts(result), cost }) + "\\n");
  shared.written += performance.now() - at;
};
// A failed attempt whose retry did not come next is recorded as it stands.
const settlePending = async () => {
  if (!pending) return;
  const { file, name } = pending;
  pending = null;
  await record(file, name);
};
if (registered) hooks.beforeEach(async (...context) => {
  if (!out) return;
  const again = isRetry(context[0]);
  if (again && pending && pending.key === keyOf(context[0])) {
    taking = true;
    return;
  }
  await settlePending();
  const affordable = !fromFailure || shared.spent < performance.now() - shared.spent;
  taking = again
    ? !recordedFailures.has(keyOf(context[0]))
    : on && !lastThinned && (contrastWanted(passingSeen) || lastFailed) && affordable;
  if (!taking) {
    clean = false;
    return;
  }
  startNow();
  if (!clean) await post("Profiler.takePreciseCoverage");
});
if (registered) hooks.afterEach(async (...context) => {
  const failed = Boolean(out) && hasFailed(context[0]);
  const again = isRetry(context[0]);
  if (on && !failed && !again) passingSeen++;
  const thinned = failed && !again && fromFailure && !alikeWanted(errorOf(context[0])) && on;
  if (!again) {
    lastFailed = failed;
    lastThinned = thinned;
  }
  if (failed) on = true;
  if (thinned) {
    // Nor is its retry recorded: the failures before it that failed alike speak for it.
    recordedFailures.add(keyOf(context[0]));
    if (taking) clean = false;
    taking = false;
    return;
  }
  if (!taking) return;
  taking = false;
  const { file, name } = nameOf(context[0]);
  if (failed && !again) recordedFailures.add(keyOf(context[0]));
  if (failed && !again && retriesAtOnce(context[0])) {
    pending = { file, name, key: keyOf(context[0]) };
    return;
  }
  pending = null;
  await record(file, name);
});
${COVERAGE_OFF_AFTER_FILE}`;
}

export const VITEST_COVERAGE_SETUP = setupBody(
  `import { appendFileSync } from "node:fs";
import inspector from "node:inspector";
import { performance } from "node:perf_hooks";
import { afterAll, afterEach, beforeEach } from "vitest";
const hooks = { afterAll, afterEach, beforeEach };`,
  `(context) => {
  const names = [];
  for (let at = context.task; at && at.type !== "file" && at.name; at = at.suite) names.unshift(at.name);
  return { file: context.task.file.filepath, name: names.join(" > ") };
}`,
  "(context) => (context.task.result?.retryCount ?? 0) > 0",
  '(context) => context.task.result?.state === "fail"',
  "",
  // vitest retries a failed attempt at once, up to its retry count (vitest 4: { count }).
  `(context) => {
  const retry = context.task.retry;
  const count = typeof retry === "number" ? retry : (retry && retry.count) || 0;
  return count > (context.task.result?.retryCount ?? 0);
}`,
  "(context) => (context.task.result?.errors ?? [])[0] ?? null",
);

export const JEST_COVERAGE_SETUP = setupBody(
  // An old jest's test environment has no global performance.
  `const { appendFileSync } = require("fs");
const inspector = require("inspector");
const { performance } = require("perf_hooks");
// Globals, or, where the project injects none (injectGlobals: false), jest's own module for them.
const hooks = typeof beforeEach === "function" ? { afterAll, afterEach, beforeEach, expect } : jestGlobals();
${JEST_SETUP_HELPERS}`,
  `() => {
  const state = hooks.expect.getState();
  return { file: state.testPath, name: state.currentTestName };
}`,
  // jest-circus keeps its state under a symbol of its own; jest 22's jasmine retries nothing.
  `() => {
  const test = circusTest();
  return Boolean(test && test.invocations > 1);
}`,
  `() => {
  const test = circusTest();
  return Boolean(test && test.errors && test.errors.length > 0);
}`,
  jestDescribeTime("() => hooks.expect.getState().testPath"),
  // jest 29.7 and later retry a failed attempt at once when fix-loop's retryTimes asks them to
  // (retryImmediately), while the test has retries left; before, after the block's last test.
  `() => {
  const test = circusTest();
  if (!test || !globalThis[Symbol.for("RETRY_IMMEDIATELY")]) return false;
  return test.invocations <= (Number.parseInt(globalThis[Symbol.for("RETRY_TIMES")], 10) || 0);
}`,
  // jest-circus keeps an error with the stack of the test's call: [error, asyncError].
  `() => {
  const test = circusTest();
  const error = test && test.errors && test.errors[0];
  return (Array.isArray(error) ? error[0] : error) || null;
}`,
);
/**
 * The reporter's part that adds a setup file to a jest test file's config as the file starts
 * (a --setupFilesAfterEnv would replace the config's own): jest reads it then, in band or when
 * it hands the file to a worker. jest 22 freezes the config: the test gets a copy naming it.
 * `setup` is the expression for the file's path; returns the statements of `onTestStart(test)`.
 */
export function jestAddSetupFile(setup: string): string {
  return `const config = test?.context?.config;
    if (!config) return;
    const setup = ${setup};
    if (Array.isArray(config.setupFilesAfterEnv)) {
      if (!config.setupFilesAfterEnv.includes(setup))
        try { config.setupFilesAfterEnv.push(setup); } catch {
          test.context = { ...test.context, config: { ...config, setupFilesAfterEnv: [...config.setupFilesAfterEnv, setup] } };
        }
    } else if (!config.setupTestFrameworkScriptFile) {
      test.context = { ...test.context, config: { ...config, setupTestFrameworkScriptFile: setup } };
    }`;
}

/**
 * The reporter's part that adds a setup file to every vitest project, in `onInit(vitest)`: it
 * sees the resolved config before any worker starts (vitest has no --setupFiles option, and the
 * config's own must stay). A project whose tests run in a browser is left alone: the setup file
 * needs Node's inspector. So is a run that takes its own V8 coverage (`--coverage`, vitest's
 * default provider): each of our takes would reset the counts its report is made of; a run
 * of fix-loop's own, only for coverage, need not. `setup` is the expression for the file's path.
 */
export function vitestAddSetupFile(setup: string, options = { leaveOwnCoverage: true }): string {
  const leave = `const own = vitest.config?.coverage;
    if (own?.enabled && (own.provider ?? "v8") === "v8") return;
    `;
  return `${options.leaveOwnCoverage ? leave : ""}for (const project of vitest.projects ?? []) {
      if (project.config.browser?.enabled) continue;
      project.config.setupFiles = [...(project.config.setupFiles ?? []), ${setup}];
    }`;
}

/**
 * The jest reporter's constructor statements that give up coverage when the run takes its own
 * V8 coverage (`--coverage --coverageProvider=v8`): each of our takes would reset the counts
 * its report is made of. Its workers start after the reporters, with this environment.
 */
export function jestLeaveOwnCoverage(globalConfig: string): string {
  return `if (${globalConfig}?.collectCoverage && ${globalConfig}.coverageProvider === "v8")
      delete process.env.FIX_LOOP_COVERAGE_OUT;`;
}
