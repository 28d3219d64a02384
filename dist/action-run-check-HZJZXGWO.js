import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  checkFrameworkDead,
  checkFrameworkLive,
  checkedReview,
  commandTestPaths,
  frameworkOfEntry,
  frameworkTierOf,
  heldTest,
  inspectScriptFile,
  parsePlan,
  pathsTakeIn,
  refuse,
  tryGenerated
} from "./action-chunk-R537CPXM.js";
import {
  checkoutTop,
  requireForMode,
  resetCheckout,
  scriptGlobs
} from "./action-chunk-XLTKMHGS.js";
import {
  isFrameworkTestFile,
  isWritableFramework
} from "./action-chunk-ZPEF6LW5.js";
import {
  unreachableForUser
} from "./action-chunk-CXC7LVYG.js";
import {
  applyForCheck,
  findBundleFolders,
  formatVerdict
} from "./action-chunk-TL5577HI.js";
import {
  BundleRefusedError
} from "./action-chunk-YO45D3B2.js";
import {
  AgentUserError,
  chooseAgentUser,
  releaseAgentUser
} from "./action-chunk-IATUB3UR.js";
import {
  readHistoryLists
} from "./action-chunk-VXLC4XJX.js";
import {
  agentEnvironment,
  createLogReporter,
  runSetup
} from "./action-chunk-CUX5RSPH.js";
import "./action-chunk-YFYI6MFD.js";
import {
  STATUS_ICON,
  cell,
  code,
  codeBlock,
  codeCell,
  details,
  table
} from "./action-chunk-HSFL4P7M.js";
import {
  flakesOf,
  killUserProcesses,
  limitsNote
} from "./action-chunk-3OD4VVDY.js";
import {
  openSession
} from "./action-chunk-BVDXIVB5.js";
import "./action-chunk-TF5LRJH7.js";
import "./action-chunk-M7GGYWWG.js";
import {
  discoverScripts
} from "./action-chunk-LG4XIEGI.js";
import {
  frameworkOfCommand,
  handTreeTo,
  repeatPlan,
  runnerOf
} from "./action-chunk-SS2VXKTL.js";
import "./action-chunk-IWEHKMLI.js";
import {
  PENDING_SUFFIX,
  collectedPathOf,
  pendingFrameworkTests,
  readFrameworkStamp
} from "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import "./action-chunk-KIINKITQ.js";
import "./action-chunk-L3ZJB5CU.js";
import {
  loadConfig
} from "./action-chunk-44OODCMK.js";
import "./action-chunk-DRGHGIZG.js";
import {
  hardenedGit
} from "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-YZVDHCKG.js";
import {
  SESSION_MARKER,
  killMarkedProcesses,
  runProcess
} from "./action-chunk-TIVQHBMC.js";
import {
  messageOf
} from "./action-chunk-O2P565NO.js";
import "./action-chunk-A35VVUAW.js";
import "./action-chunk-5PABDTWW.js";
import "./action-chunk-NSKS7F4O.js";

// src/action/modes/check/run-check.ts
import { randomBytes } from "node:crypto";
import path5 from "node:path";

// src/action/modes/check/check-sandbox.ts
import { chmodSync, statSync } from "node:fs";
async function openCheckSandbox(setting, top) {
  const choice = await chooseAgentUser(setting);
  const user = choice.user;
  if (!user)
    return unsandboxed(
      `setup and the tests run as this user, not a throwaway one (${choice.note})`
    );
  const unreachable = await unreachableForUser(user, {
    writable: [],
    executable: [],
    readable: [top]
  });
  if (unreachable.length > 0) {
    await releaseAgentUser(user);
    const why = `the agent user ${user.user} cannot reach ${unreachable.join(", ")} (a folder above it is closed to other users)`;
    if (!user.created)
      throw new AgentUserError(`${why}: open that folder to it, or use agent-user auto`);
    return unsandboxed(`setup and the tests run as this user: ${why}`);
  }
  const noNamespace = user.namespace ? null : "none can be made here";
  const runAs = user;
  const who = `the throwaway user ${user.user} (uid ${user.uid})`;
  const killed = [];
  return {
    runAs,
    note: noNamespace ? `setup and the tests run as ${who}, without a PID namespace (${noNamespace}): what they leave running is found by uid and killed after each bundle` : `setup and the tests run as ${who}, each command in a PID namespace of its own with a private /tmp, ${limitsNote(runAs) ?? "no limits"}`,
    isolated: noNamespace === null,
    lendTree: (checkout) => lendTree(checkout, runAs),
    killLeftovers: async () => {
      killed.push(...await killUserProcesses(runAs));
    },
    killed,
    close: () => releaseAgentUser(user)
  };
}
async function lendTree(top, runAs) {
  const giveBack = await handTreeTo(top, runAs);
  chmodSync(top, statSync(top).mode & 4095 | STICKY);
  return giveBack;
}
var STICKY = 512;
function checkEnvironment(env) {
  const kept = {};
  for (const [name, value] of Object.entries(agentEnvironment(env)))
    if (!RUNTIME_VARIABLE.test(name) || name === "GITHUB_ACTIONS") kept[name] = value;
  return kept;
}
var RUNTIME_VARIABLE = /^(ACTIONS_|RUNNER_|GITHUB_)/i;
function unsandboxed(note) {
  return {
    runAs: null,
    note,
    isolated: false,
    lendTree: async () => async () => {
    },
    killLeftovers: async () => {
    },
    killed: [],
    close: async () => null
  };
}

// src/action/modes/check/check-summary.ts
var OUTCOME_MARK = { passed: "\u2705 passed", failed: "\u274C failed", refused: "\u26D4 refused" };
function renderCheckSummary(summary) {
  const passed = summary.bundles.filter((bundle) => bundle.outcome === "passed").length;
  const lines = [
    `## fix-loop check: ${passed} of ${summary.bundles.length} bundle(s) passed`,
    "",
    summary.isolated ? summary.sandbox : `\u26A0\uFE0F ${cell(summary.sandbox)}`,
    ""
  ];
  if (summary.bundles.length > 0) {
    lines.push(
      table(
        ["Bundle", "Group", "sha256", "Outcome"],
        summary.bundles.map((bundle) => [
          codeCell(bundle.folder),
          bundle.group ? codeCell(bundle.group) : "-",
          bundle.sha256 ? codeCell(bundle.sha256) : "-",
          OUTCOME_MARK[bundle.outcome]
        ])
      ),
      ""
    );
  }
  for (const bundle of summary.bundles) lines.push(...bundleDetail(bundle));
  lines.push(
    `Verdict (${code(summary.verdictOutput)}, written after every process of the tests ended): ${code(JSON.stringify(summary.verdict.map(({ group, sha256 }) => ({ group, sha256 }))))}${summary.verdict.some((entry) => entry.review) ? ", with the review of check's runs above for the pull request" : ""}`,
    ""
  );
  if (summary.killed > 0)
    lines.push(`${summary.killed} process(es) the tests left behind were killed.`, "");
  return lines.join("\n");
}
function bundleDetail(bundle) {
  const lines = [`### Tests re-run on ${code(bundle.group ?? bundle.folder)}`, ""];
  if (bundle.problem) lines.push("Why:", "", codeBlock(bundle.problem), "");
  if (bundle.tests.length > 0) {
    lines.push(
      table(
        ["Test", "Outcome"],
        bundle.tests.map((test) => [
          codeCell(test.id),
          `${STATUS_ICON[test.status]} ${test.status}`
        ])
      ),
      ""
    );
  } else {
    lines.push("No test ran.", "");
  }
  if (bundle.repetitions && bundle.repetitions.length > 0)
    lines.push("Flaky tests, repeated:", "", codeBlock(bundle.repetitions.join("\n")), "");
  if (bundle.review)
    lines.push(
      details(
        "The review pull request's body: check's review of its runs",
        codeBlock(bundle.review, "markdown")
      ),
      ""
    );
  return lines;
}

// src/flaky/luck.ts
function chanceOfLuckyPasses(rate, times) {
  const clamped = Math.min(1, Math.max(0, rate));
  return (1 - clamped) ** Math.max(0, Math.floor(times));
}
function luckWords(rate, times) {
  const chance = chanceOfLuckyPasses(rate, times);
  const odds = chance <= 0 ? "never" : chance >= 1 ? "every time" : `about 1 in ${oneIn(chance)}`;
  return `a test still flaking at the observed ${percentOf(rate)} would pass ${times} run${times === 1 ? "" : "s"} in a row by luck ${percentOf(chance)} of the time (${odds})`;
}
function oneIn(chance) {
  const n = Math.round(1 / chance);
  return n >= 1e6 ? `${(n / 1e6).toPrecision(2)} million` : n.toLocaleString("en-US");
}
function percentOf(chance) {
  const percent = chance * 100;
  if (percent === 0 || percent >= 1) return `${percent.toFixed(1)}%`;
  return `${percent.toPrecision(2)}%`;
}

// src/action/modes/check/repeat-flaky.ts
async function repeatFlakyTest(test, flake, options) {
  const { times } = options;
  const luck = luckWords(flake.rate, times);
  const refused = (why) => ({
    test: test.id,
    passed: false,
    times,
    verdict: `${test.id} flakes (${(flake.rate * 100).toFixed(1)}% over ${flake.runs} runs) and ${why}; ${luck}`
  });
  if (test.status !== "passed")
    return refused(`was ${test.status} in check's run of every test, before any repetition`);
  if (!test.run) return refused("fix-loop has no command that runs it alone to repeat it");
  const framework = test.kind === "script" ? null : frameworkOfCommand(test.run);
  let plan = repeatPlan(
    framework ? runnerOf(framework).repeat : void 0,
    test.run,
    times
  );
  for (let run = 1; run <= plan.runs; run++) {
    const outcome = await runProcess(
      { file: "bash", args: ["-o", "pipefail", "-c", plan.command] },
      {
        cwd: options.cwd,
        env: options.env,
        runAs: options.runAs,
        timeoutMs: options.timeoutMs(test) * (plan.runs === 1 ? times : 1)
      }
    );
    if (run === 1 && plan.fallback && outcome.exitCode === plan.fallback.onExitCode) {
      plan = plan.fallback.plan;
      run = 0;
      continue;
    }
    if (outcome.exitCode !== 0) {
      const why = outcome.timedOut ? "timed out" : `exited ${outcome.exitCode ?? outcome.signal ?? "without a code"}`;
      const which = plan.runs === 1 ? `its ${times} runs (${plan.how})` : `run ${run} of ${times}`;
      return refused(`failed again in check: ${which} ${why}`);
    }
  }
  return {
    test: test.id,
    passed: true,
    times,
    verdict: `${test.id} passed ${times} runs in a row in check (${plan.how}); before the fix it flaked in ${flake.flakes} of ${flake.runs} runs (${(flake.rate * 100).toFixed(1)}%), and ${luck}`
  };
}

// src/action/modes/check/judge-bundle.ts
async function judgeBundle(options) {
  const groupTests = options.groupTests[options.group];
  if (!groupTests || groupTests.length === 0) {
    return {
      passed: false,
      reasons: [
        `verify reported no failing group ${options.group}: nothing for this bundle to fix`
      ],
      tests: []
    };
  }
  const knownFailing = new Set(
    Object.entries(options.groupTests).filter(([group]) => group !== options.group).flatMap(([, tests]) => tests)
  );
  const session = await openSession({
    cwd: options.cwd,
    config: options.config,
    configPath: options.configPath,
    env: options.env,
    reporter: options.reporter,
    reportsInTree: false,
    runAs: options.runAs,
    quarantine: options.history?.quarantine ?? null
  });
  try {
    if (!session.gates.passed)
      return { passed: false, reasons: ["a gate before the tests failed"], tests: [] };
    const run = await session.runTiers();
    const status = new Map(run.tests.map((test) => [test.id, test.status]));
    const mine = run.tests.filter((test) => groupTests.includes(test.id));
    const flaky = flakesOf(mine, options.history?.flakes);
    const reasons = groupTests.filter((id) => status.get(id) !== "passed" && !flaky.has(id)).map((id) => `${id} (the group's test) is ${status.get(id) ?? "not run"}`);
    for (const test of run.tests) {
      if (test.status !== "passed" && test.status !== "skipped" && !groupTests.includes(test.id) && !knownFailing.has(test.id) && !test.quarantined) {
        reasons.push(
          `${test.id} regressed: it was not failing in verify and is ${test.status} now`
        );
      }
    }
    const blocked = run.tiers.filter((tier) => tier.status === "blocked").map((t) => t.name);
    if (blocked.length > 0) reasons.push(`tiers blocked: ${blocked.join(", ")}`);
    const repetitions = await repeatFlakyGroupTests(mine, flaky, session, options, {
      repeat: reasons.length === 0
    });
    for (const repetition of repetitions) if (!repetition.passed) reasons.push(repetition.verdict);
    const tests = run.tests.map((test) => ({ id: test.id, status: test.status }));
    return {
      passed: reasons.length === 0,
      reasons,
      tests,
      repetitions: repetitions.map((repetition) => repetition.verdict)
    };
  } finally {
    await session.close();
  }
}
async function repeatFlakyGroupTests(mine, flaky, session, options, how) {
  const repetitions = [];
  for (const test of mine) {
    const flake = flaky.get(test.id);
    if (!flake || test.status === "passed" && !how.repeat) continue;
    repetitions.push(
      await repeatFlakyTest(test, flake, {
        cwd: options.cwd,
        env: { ...options.env, ...session.plan.find((tier) => tier.name === test.tier)?.env },
        runAs: options.runAs,
        times: options.config.fix.flaky.repeat,
        timeoutMs: (one) => session.plan.find((tier) => tier.name === one.tier)?.timeoutMs ?? DEFAULT_TIMEOUT_MS
      })
    );
  }
  return repetitions;
}
var DEFAULT_TIMEOUT_MS = 6e4;

// src/action/modes/check/judge-plan-scripts.ts
import { readFile as readFile2 } from "node:fs/promises";
import path2 from "node:path";

// src/action/modes/check/plan-framework-tests.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
function holdBundleFrameworkTests(files, report, config, plan) {
  const held = [];
  const refused = [];
  for (const file of files) {
    const named = report.tests.find((test) => test.file === file)?.tier ?? null;
    const tier = config.tiers.find((candidate) => candidate.name === named);
    const runs = tier?.command ? frameworkOfCommand(tier.command) : null;
    if (!tier || !isWritableFramework(runs)) {
      refused.push(
        refusedTest(
          file,
          named,
          runs,
          `the plan job's report puts it in tier ${named ?? "(none)"}, which the config of the pinned commit does not have run a framework fix-loop writes (pytest, vitest, jest, playwright)`
        )
      );
      continue;
    }
    const of = frameworkTierOf(config, tier.name, runs);
    const collected = collectedPathOf(file);
    const paths = commandTestPaths(of.command, runs);
    if (!isFrameworkTestFile(runs, collected) || !pathsTakeIn(paths, collected, runs)) {
      refused.push(
        refusedTest(
          file,
          named,
          runs,
          `tier ${tier.name}'s command (${of.command}) would not run ${collected} as a ${runs} test`
        )
      );
      continue;
    }
    const entries = plan.entries.filter(
      (entry) => entryTier(entry, config, plan.name) === tier.name
    );
    held.push({ test: heldTest(file, of), tier: of, entries });
  }
  return { held, refused };
}
async function holdToWhatCheckDerived(held, report, cwd) {
  for (const { test } of held) {
    if (test.status === "refused") continue;
    const text = await readFile(path.join(cwd, test.file), "utf8");
    const stamp = readFrameworkStamp(text);
    if (stamp.id !== test.id)
      refuse(test, `its PLAN-TEST line says ${stamp.id ?? "nothing"}, its run's report ${test.id}`);
    if (stamp.planHash !== test.planHash)
      refuse(
        test,
        `its PLAN-HASH (${stamp.planHash ?? "none"}) is not the hash of ${test.id}'s entry in the plan at the pinned commit`
      );
    const reported = report.tests.find((entry) => entry.file === test.file);
    const said = [...reported?.requires ?? []].sort().join(", ");
    const derived = [...test.requires].sort().join(", ");
    if (reported && said !== derived)
      refuse(
        test,
        `the plan job's report says it requires ${said || "nothing"}, but its plan entry (or tier) names ${derived || "nothing"}`
      );
  }
}
function refusedTest(file, tier, framework, reason) {
  const test = heldTest(file, { tier, framework: framework ?? "unknown", timeoutMs: null });
  refuse(test, reason);
  return test;
}
function entryTier(entry, config, planName) {
  try {
    return frameworkOfEntry(entry, config, planName)?.tier ?? null;
  } catch {
    return null;
  }
}

// src/action/modes/check/judge-plan-scripts.ts
async function judgePlanScripts(options) {
  const { cwd, env, config, runAs, report, plan } = options;
  const tests = [];
  for (const file of options.files.filter((name) => !name.endsWith(PENDING_SUFFIX))) {
    const text = await readFile2(path2.join(cwd, file), "utf8");
    tests.push(withItsEntry(await inspectScriptFile(file, text, config, cwd), plan));
  }
  const framework = holdBundleFrameworkTests(
    options.files.filter((name) => name.endsWith(PENDING_SUFFIX)),
    report,
    config,
    plan
  );
  const session = await openSession({
    cwd,
    config,
    configPath: options.configPath,
    env,
    // Its one note says the scripts wait for review and do not run: here they are expected to.
    reporter: { ...options.reporter, note: void 0 },
    reportsInTree: false,
    emptyGlobsAllowed: true,
    runAs
  });
  try {
    if (!session.gates.passed)
      return {
        passed: false,
        reasons: ["a gate before the tests failed"],
        tests: [],
        review: null
      };
    const context = { cwd, env, config, runAs, session };
    await tryGenerated(tests, context);
    await checkFrameworkLive(framework.held, plan.entries, context);
    await checkFrameworkDead(framework.held, context);
  } finally {
    await session.close();
  }
  await holdToWhatCheckDerived(framework.held, report, cwd);
  tests.push(...framework.held.map((one) => one.test), ...framework.refused);
  for (const test of tests) holdToTheReport(test, report);
  const reasons = tests.filter((test) => test.status === "refused").map((test) => `${test.file} (${test.id}): ${test.reasons.join("; ")}`);
  reasons.push(...unbundled(report, options.files));
  return {
    passed: reasons.length === 0,
    reasons,
    tests: tests.map((test) => ({
      id: test.id,
      status: test.status === "refused" ? "failed" : "passed"
    })),
    review: reasons.length === 0 ? checkedReview(report.plan, tests) : null
  };
}
function withItsEntry(test, plan) {
  const entry = plan.entries.find((candidate) => candidate.id === test.id);
  if (!entry)
    refuse(test, `invented: the plan ${plan.name} at the pinned commit has no test ${test.id}`);
  test.planHash = entry?.hash ?? null;
  test.expected = entry?.expected ?? null;
  return test;
}
function unbundled(report, files) {
  return report.tests.filter((test) => test.status === "pending" && !files.includes(test.file)).map(
    (test) => `the plan job's report lists ${test.id} (${test.file}) as pending, but the bundle does not hold it`
  );
}
function holdToTheReport(test, report) {
  const reported = report.tests.find((entry) => entry.file === test.file);
  if (!reported) {
    refuse(test, "the plan job's report does not list it");
    return;
  }
  if (reported.id !== test.id)
    refuse(test, `the plan job's report lists it as ${reported.id}, its header says ${test.id}`);
  if (reported.live?.exitCode === 0 && test.live && test.live.exitCode !== 0)
    refuse(
      test,
      `it passed with the services live in the plan job and fails here (exit ${test.live.exitCode})`
    );
}

// src/action/modes/check/plan-at-head.ts
import path3 from "node:path";
async function readPlanAtHead(top, head, projectDir, plan) {
  const inProject = path3.posix.normalize(plan.replaceAll("\\", "/"));
  if (path3.posix.isAbsolute(inProject) || inProject === ".." || inProject.startsWith("../"))
    return fail(`the plan ${JSON.stringify(plan)} is outside the project root`);
  const file = projectDir === "" ? inProject : `${projectDir}/${inProject}`;
  let text;
  try {
    text = await hardenedGit(top, ["cat-file", "blob", `${head}:${file}`]);
  } catch {
    return fail(
      `the plan ${file} is not in the pinned commit ${head.slice(0, 12)}: commit the plan the tests are written from`
    );
  }
  try {
    return { entries: parsePlan(text, inProject), problem: null };
  } catch (error) {
    return fail(`the plan does not parse at the pinned commit: ${messageOf(error)}`);
  }
}
function fail(problem) {
  return { entries: [], problem };
}

// src/action/modes/check/plan-check.ts
import path4 from "node:path";
async function judgePlanBundle(top, cwd, config, repositoryFiles) {
  const files = projectFiles(top, cwd, repositoryFiles);
  let inReview = [];
  let found;
  try {
    const scripts = await discoverScripts({
      cwd,
      config,
      emptyGlobsAllowed: true,
      onInReview: (skipped) => {
        inReview = skipped;
      }
    });
    found = scripts.map((script) => script.file);
  } catch (error) {
    return [`the test scripts do not load with the bundle applied: ${messageOf(error)}`];
  }
  inReview.push(...await pendingFrameworkTests(cwd));
  const reasons = [];
  for (const file of files) {
    if (found.includes(file))
      reasons.push(`${file} would run in verify: it is not held for review`);
    else if (!inReview.includes(file))
      reasons.push(`${file} is not found by the tiers of this commit's config`);
  }
  return reasons;
}
function projectFiles(top, cwd, repositoryFiles) {
  return repositoryFiles.map(
    (file) => path4.relative(cwd, path4.join(top, file)).split(path4.sep).join("/")
  );
}

// src/action/modes/check/run-check.ts
async function runCheck(run, io, env) {
  const { inputs } = run;
  const head = requireForMode(run, "check", [
    {
      given: Boolean(inputs.bundles),
      what: "the input bundles (the folder the fix-loop-bundle-* artifacts were downloaded to)"
    },
    {
      given: Boolean(inputs.groupTests),
      what: "the input group-tests (the verify job's group-tests output)"
    }
  ]);
  const policy = await loadConfig(inputs.policyConfig, run.context.workspace);
  const top = await checkoutTop(run.cwd);
  const marker = `check-${randomBytes(12).toString("hex")}`;
  const folders = await findBundleFolders(
    path5.resolve(run.context.workspace, inputs.bundles)
  );
  io.info(`check: ${folders.length} fix bundle(s) on ${head}`);
  const history = await readHistoryLists(run, io, env);
  const sandbox = await openCheckSandbox(inputs.agentUser, top);
  if (sandbox.isolated) io.info(`check: ${sandbox.note}`);
  else io.warning(`check: ${sandbox.note}`);
  const target = {
    top,
    head,
    projectDir: path5.relative(top, run.cwd).split(path5.sep).join("/"),
    protectedGlobs: policy.fix.protected,
    scriptGlobs: scriptGlobs(policy),
    marker,
    testEnv: { ...checkEnvironment(env), [SESSION_MARKER]: marker },
    sandbox,
    history
  };
  const reports = [];
  let killed = 0;
  try {
    for (const folder of folders) {
      io.startGroup(`Check ${path5.basename(folder)}`);
      try {
        reports.push(await checkBundle(run, io, folder, target));
      } finally {
        killed += (await killMarkedProcesses(marker)).length;
        await resetCheckout(top, head);
        io.endGroup();
      }
    }
  } finally {
    const leftUser = await sandbox.close();
    if (leftUser) io.warning(leftUser);
  }
  await reportCheck(run, io, sandbox, reports, killed + sandbox.killed.length);
}
async function checkBundle(run, io, folder, target) {
  const name = path5.basename(folder);
  let bundle;
  try {
    ({ bundle } = await applyForCheck(folder, {
      checkout: target.top,
      baseSha: target.head,
      protectedGlobs: target.protectedGlobs,
      scriptGlobs: target.scriptGlobs,
      projectDir: target.projectDir
    }));
  } catch (error) {
    if (!(error instanceof BundleRefusedError)) throw error;
    const problem = run.redact(error.message);
    return { folder: name, group: null, sha256: null, outcome: "refused", tests: [], problem };
  }
  const group = bundle.manifest.group;
  const report = { folder: name, group, sha256: bundle.sha256 };
  const plan = bundle.manifest.plan;
  const files = bundle.manifest.files.map((file) => file.path);
  let planRead = null;
  if (plan) {
    planRead = await readPlanAtHead(target.top, target.head, target.projectDir, plan.report.plan);
    const reasons = [
      ...planRead.problem ? [planRead.problem] : [],
      ...await judgePlanBundle(target.top, run.cwd, run.config, files)
    ];
    if (reasons.length > 0)
      return {
        ...report,
        outcome: "failed",
        tests: [],
        problem: `failed check: ${run.redact(reasons.join("; "))}`
      };
  }
  const giveBack = await target.sandbox.lendTree(target.top);
  try {
    const judgement = await installAndJudge(
      run,
      io,
      target,
      (options) => plan && planRead ? judgePlanScripts({
        ...options,
        files: projectFiles(target.top, run.cwd, files),
        report: plan.report,
        plan: { name: plan.report.plan, entries: planRead.entries }
      }) : judgeBundle({
        ...options,
        group,
        groupTests: run.inputs.groupTests,
        history: target.history
      })
    );
    const repetitions = judgement.repetitions?.map(run.redact) ?? [];
    if (!judgement.passed) {
      const problem = `failed check: ${judgement.reasons.map(run.redact).join("; ")}`;
      return { ...report, outcome: "failed", tests: judgement.tests, problem, repetitions };
    }
    for (const repetition of repetitions) io.info(`${group}: ${repetition}`);
    io.info(
      plan ? `${group}: passed check: ${files.length} new test(s) under the tiers' globs, each held for review and skipped by verify, nothing else changed; run here, each failed with its REQUIRES stopped and changed no file (sha256 ${bundle.sha256})` : `${group}: passed check (sha256 ${bundle.sha256})`
    );
    const review = judgement.review ? run.redact(judgement.review) : void 0;
    return {
      ...report,
      outcome: "passed",
      tests: judgement.tests,
      problem: null,
      review,
      repetitions
    };
  } finally {
    await target.sandbox.killLeftovers();
    await giveBack();
  }
}
async function installAndJudge(run, io, target, judge) {
  const { inputs } = run;
  const { testEnv, sandbox } = target;
  await runSetup(
    inputs.setup,
    run.cwd,
    testEnv,
    (text) => io.info(text),
    run.redact,
    sandbox.runAs
  );
  const reporter = createLogReporter(io, run.redact, { verbose: inputs.verbose });
  return judge({
    cwd: run.cwd,
    config: run.config,
    configPath: inputs.config,
    env: testEnv,
    reporter,
    runAs: sandbox.runAs
  }).finally(() => reporter.close());
}
async function reportCheck(run, io, sandbox, reports, killed) {
  if (killed > 0) io.warning(`killed ${killed} process(es) the tests left behind`);
  const problems = reports.flatMap(
    (report) => report.problem ? [`${report.group ?? report.folder}: ${report.problem}`] : []
  );
  for (const problem of problems) io.warning(problem);
  const verdict = reports.flatMap(
    (report) => report.outcome === "passed" && report.group && report.sha256 ? [
      {
        group: report.group,
        sha256: report.sha256,
        ...report.review ? { review: report.review } : {}
      }
    ] : []
  );
  await io.appendSummary(
    renderCheckSummary({
      sandbox: sandbox.note,
      isolated: sandbox.isolated,
      bundles: reports,
      verdictOutput: run.inputs.verdictOutput,
      verdict,
      killed
    })
  );
  io.setOutput("outcome", problems.length === 0 ? "passed" : "failed");
  io.setOutput(run.inputs.verdictOutput, formatVerdict(verdict));
  if (problems.length > 0)
    io.setFailed(
      `fix-loop check: ${problems.length} bundle(s) did not pass:
${problems.join("\n")}`
    );
}
export {
  runCheck
};
