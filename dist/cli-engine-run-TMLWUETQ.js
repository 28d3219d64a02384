import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  parseQuarantineList
} from "./cli-chunk-6FLEAX6B.js";
import {
  DEFAULT_RESULTS_PATH,
  writeResults
} from "./cli-chunk-6PHKATC7.js";
import {
  createTerminalReporter,
  defuseWorkflowCommands,
  renderFinalSummary,
  terminalOptionsFor
} from "./cli-chunk-H3UMK2TR.js";
import {
  flakyTargetGroups
} from "./cli-chunk-B25RRNVT.js";
import {
  buildResults,
  changedSinceBase,
  coverageAndTriageMs,
  coverageForTiers,
  coverageLimitsFor,
  knownGroupFor,
  nameOf,
  openSession,
  refuseUnknownIds,
  roundedPhases,
  testsToTriage,
  tiersForCoverage,
  timedCoverage,
  triageFailures
} from "./cli-chunk-X75OOVZ5.js";
import "./cli-chunk-EBXRPYV6.js";
import "./cli-chunk-QGHDR4GR.js";
import {
  ensureDirectory
} from "./cli-chunk-HTK4JMDN.js";
import {
  groupSchema
} from "./cli-chunk-5WQFVKAQ.js";
import {
  UsageError,
  givenIds
} from "./cli-chunk-RN5MXAFM.js";
import "./cli-chunk-UWZEYOYF.js";
import {
  EXIT_INTERRUPTED,
  exitCodeFor
} from "./cli-chunk-WY6TZE2W.js";
import "./cli-chunk-KUUEXE4X.js";
import "./cli-chunk-JFX3ZYDB.js";
import "./cli-chunk-F4DRHIDZ.js";
import "./cli-chunk-W62CTSZ5.js";
import "./cli-chunk-J3ZY42EI.js";
import "./cli-chunk-TIJRPXKD.js";
import {
  UserError,
  messageOf
} from "./cli-chunk-IR6XB55K.js";
import "./cli-chunk-7R7BV2GB.js";
import "./cli-chunk-T23RE6E6.js";

// src/cli/engine-run.ts
import { access, constants } from "node:fs/promises";
import path4 from "node:path";

// src/triage/seen-groups.ts
function continueSeenGroups(found, seen) {
  if (seen.length === 0) return [...found];
  const continued = /* @__PURE__ */ new Map();
  const takers = /* @__PURE__ */ new Map();
  for (const group of found) {
    const earlier = knownGroupFor(seen, group);
    if (!earlier || !continues(group, earlier)) continue;
    continued.set(group, earlier);
    takers.set(earlier, (takers.get(earlier) ?? 0) + 1);
  }
  return found.map((group) => {
    const earlier = continued.get(group);
    if (!earlier || takers.get(earlier) !== 1) return group;
    const triage = group.triage ?? { merged: [], signatures: [], keptApart: null, culprit: null };
    const signatures = /* @__PURE__ */ new Set([...triage.signatures, ...earlier.triage?.signatures ?? []]);
    if (group.id !== earlier.id) signatures.add(group.id);
    signatures.delete(earlier.id);
    return {
      ...group,
      id: earlier.id,
      signature: earlier.signature,
      triage: {
        ...triage,
        culprit: earlier.triage?.culprit ?? triage.culprit,
        signatures: [...signatures].sort(),
        ...earlier.triage?.signatureFrom ? { signatureFrom: earlier.triage.signatureFrom } : {}
      }
    };
  });
}
function continues(group, earlier) {
  if (group.tier !== earlier.tier) return false;
  const tests = new Set(earlier.tests);
  if (!group.tests.every((id) => tests.has(id))) return false;
  const now = group.triage?.culprit;
  const then = earlier.triage?.culprit;
  return !now || then?.file === now.file && then.function === now.function;
}

// src/triage/triage-record.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
async function triageRecorded(tests, tierOrder, options, env = process.env) {
  const folder = env.FIX_LOOP_TRIAGE_RECORD;
  if (!folder) return triageFailures(tests, tierOrder, options);
  const runs = [];
  let collects = false;
  const inner = options.coverage;
  const coverage = inner ? {
    run: async (chosen, signal) => {
      const answered = await inner.run(chosen, signal);
      runs.push({
        asked: chosen.map((test) => test.id),
        answered: [...answered].map(([id, fns]) => [id, [...fns]])
      });
      return answered;
    },
    recordsCollection: (chosen) => {
      const records = inner.recordsCollection?.(chosen) ?? false;
      collects ||= records;
      return records;
    }
  } : null;
  const groups = await triageFailures(tests, tierOrder, { ...options, coverage });
  const record = {
    tests,
    tierOrder: [...tierOrder],
    root: options.root,
    coverageLimits: options.coverageLimits,
    taken: options.taken ? [...options.taken].map(([id, fns]) => [id, [...fns]]) : null,
    runs,
    hasCoverage: inner !== null && inner !== void 0,
    recordsCollection: collects,
    ...options.changed ? { changed: [...options.changed] } : {}
  };
  mkdirSync(folder, { recursive: true });
  const name = `${Date.now()}-${path.basename(options.root ?? "tree")}.json`;
  writeFileSync(path.join(folder, name), JSON.stringify(record));
  return groups;
}

// src/engine/verify.ts
async function runVerify(options) {
  const startedAt = /* @__PURE__ */ new Date();
  const changed = await changedSinceBase(options);
  const session = await openSession(options);
  try {
    options.reporter?.phase?.("tests");
    const run = await session.runTiers(options.selection, {
      takeCoverage: true,
      coverageToName: (changed?.size ?? 0) > 0
    });
    refuseUnknownIds(run, session.plan, options.signal);
    const coverage = timedCoverage(
      coverageForTiers(tiersForCoverage(session.plan), {
        cwd: options.cwd,
        env: options.env ?? process.env
      })
    );
    const triageStarted = performance.now();
    const named = options.selection?.ids ?? [];
    const flaky = flakyTargetGroups(run.tests, named, options.flakes);
    const failing = await triageRecorded(
      testsToTriage(run.tests, named, flaky),
      session.plan.map((tier) => tier.name),
      {
        root: options.cwd,
        coverage: coverage.runner,
        taken: run.coverage,
        changed,
        coverageLimits: coverageLimitsFor(session.plan, run.tiers, run.phases?.firstRunMs)
      }
    );
    const groups = [
      ...continueSeenGroups(failing, named.length > 0 ? options.selection?.seenGroups ?? [] : []),
      ...flaky
    ];
    const phases = {
      ...roundedPhases(run.phases),
      ...coverageAndTriageMs(coverage, triageStarted)
    };
    const reportStarted = performance.now();
    if (groups.length > 0) options.reporter?.groupsFound?.(groups);
    const results = buildResults({
      mode: "verify",
      configPath: options.configPath,
      startedAt,
      gates: session.gates,
      run,
      groups,
      phases
    });
    if (results.phases) results.phases.reportMs = Math.round(performance.now() - reportStarted);
    return results;
  } finally {
    await session.close();
    options.reporter?.phase?.("done");
  }
}

// src/flaky/quarantine-file.ts
import { readFile } from "node:fs/promises";
import path2 from "node:path";
var QuarantineFileError = class extends UserError {
  name = "QuarantineFileError";
};
async function readQuarantineFile(file, cwd) {
  const where = path2.resolve(cwd, file);
  let text;
  try {
    text = await readFile(where, "utf8");
  } catch (error) {
    throw new QuarantineFileError(
      `cannot read the quarantine file ${where} (${messageOf(error)}): give --quarantine the path of a quarantine.json`,
      { cause: error }
    );
  }
  try {
    return parseQuarantineList(text, where);
  } catch (error) {
    throw new QuarantineFileError(messageOf(error), { cause: error });
  }
}

// src/results/printed-ids.ts
import { readFile as readFile2 } from "node:fs/promises";
async function printedTests(file) {
  return await readPrintedList(file) ?? [];
}
async function printedGroups(file) {
  const list = (await readJson(file))?.groups;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = groupSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
async function readJson(file) {
  try {
    const data = JSON.parse(await readFile2(file, "utf8"));
    return data && typeof data === "object" ? data : null;
  } catch {
    return null;
  }
}
async function readPrintedList(file) {
  const list = (await readJson(file))?.tests;
  if (!Array.isArray(list)) return null;
  return list.flatMap((entry) => {
    const { id, runnerId, file: file2 } = entry ?? {};
    if (typeof id !== "string") return [];
    return [
      {
        id,
        runnerId: typeof runnerId === "string" ? runnerId : null,
        file: typeof file2 === "string" && file2 !== "" ? file2 : null
      }
    ];
  });
}
function printedFiles(tests) {
  const files = {};
  for (const test of tests) {
    if (!test.file) continue;
    files[test.id] = test.file;
    if (test.runnerId) files[test.runnerId] = test.file;
  }
  return files;
}

// src/results/remembered-tests.ts
import { createHash } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import path3 from "node:path";
var MOST_TESTS = 1e5;
async function rememberedTests(resultsPath) {
  const kept = await readPrintedList(fileOf(resultsPath));
  return kept ?? printedTests(resultsPath);
}
async function rememberTests(resultsPath, ran, everything) {
  const byId = /* @__PURE__ */ new Map();
  if (!everything) for (const test of await rememberedTests(resultsPath)) byId.set(test.id, test);
  for (const test of ran)
    byId.set(test.id, { id: test.id, runnerId: test.runnerId ?? null, file: test.file || null });
  const file = fileOf(resultsPath);
  const partial = `${file}.${process.pid}.tmp`;
  try {
    await mkdir(path3.dirname(file), { recursive: true });
    await writeFile(partial, JSON.stringify({ tests: [...byId.values()].slice(-MOST_TESTS) }));
    await rename(partial, file);
  } catch {
  }
}
function fileOf(resultsPath) {
  const cache = process.env.FIX_LOOP_CACHE || path3.join(process.env.XDG_CACHE_HOME || path3.join(homedir(), ".cache"), "fix-loop");
  const key = createHash("sha256").update(path3.resolve(resultsPath)).digest("hex").slice(0, 16);
  return path3.join(cache, `printed-tests-${key}.json`);
}

// src/cli/engine-run.ts
async function runEngineWith(args, start) {
  const { config, configPath, abort, probesAhead } = start;
  const terminal = terminalOptionsFor(process.stdout, args.plain, args.verbose);
  const options = {
    cwd: path4.resolve(args.cwd),
    config,
    configPath,
    reporter: createTerminalReporter(terminal),
    signal: abort.signal,
    quarantine: args.quarantine ? await readQuarantineFile(args.quarantine, args.cwd) : null,
    base: args.base,
    probesAhead
  };
  const resultsPath = path4.resolve(args.cwd, args.json ?? DEFAULT_RESULTS_PATH);
  await prepareResultsFolder(resultsPath, args.json !== null);
  const printed = args.tests.length > 0 ? await printedTests(resultsPath) : [];
  const remembered = args.tests.length > 0 ? await rememberedTests(resultsPath) : [];
  const seenIds = [...new Set([...printed, ...remembered].map((test) => test.id))];
  const ids = givenIds(args.testValues, /* @__PURE__ */ new Set([...seenIds, ...seenIds.map(nameOf)]));
  const seenFiles = printedFiles([...remembered, ...printed]);
  const seenGroups = ids.length > 0 ? await printedGroups(resultsPath) : [];
  const selection = { ids, tiers: args.tiers, seenIds, seenFiles, seenGroups };
  const results = args.command === "fix" ? await (await import("./cli-fix-command-C5DR4MJY.js")).runFixCommand(args, { ...options, selection }) : await runVerify({ ...options, selection });
  await rememberTests(resultsPath, results.tests, ids.length === 0 && args.tiers.length === 0);
  await writeResults(resultsPath, results);
  console.log(defuseWorkflowCommands(renderFinalSummary(results, terminal.color)));
  const shown = path4.relative(process.cwd(), resultsPath);
  console.log(`
results: ${shown.startsWith("..") ? resultsPath : shown}`);
  return abort.signal.aborted ? EXIT_INTERRUPTED : exitCodeFor(results);
}
async function prepareResultsFolder(resultsPath, fromFlag) {
  const folder = path4.dirname(resultsPath);
  try {
    await ensureDirectory(folder);
    await access(folder, constants.W_OK);
  } catch (error) {
    const fix = fromFlag ? "give --json a path in a writable folder" : "run in a writable project folder";
    throw new UsageError(`cannot write results to ${resultsPath} (${messageOf(error)}): ${fix}`, {
      cause: error
    });
  }
}
export {
  runEngineWith
};
