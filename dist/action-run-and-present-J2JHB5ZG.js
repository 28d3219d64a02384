import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  runEngine
} from "./action-chunk-QPVW73DE.js";
import {
  renderMarkdown
} from "./action-chunk-3HQDDJWN.js";
import {
  ensureDirectory
} from "./action-chunk-US4X5UHY.js";
import "./action-chunk-IATUB3UR.js";
import {
  readHistoryLists
} from "./action-chunk-VXLC4XJX.js";
import {
  agentEnvironment,
  createLogReporter,
  runSetup
} from "./action-chunk-CUX5RSPH.js";
import "./action-chunk-YFYI6MFD.js";
import "./action-chunk-HSFL4P7M.js";
import "./action-chunk-FZODLTNS.js";
import "./action-chunk-3OD4VVDY.js";
import "./action-chunk-BVDXIVB5.js";
import "./action-chunk-TF5LRJH7.js";
import "./action-chunk-I5SA34UK.js";
import "./action-chunk-V52JLOPO.js";
import "./action-chunk-M7GGYWWG.js";
import "./action-chunk-LG4XIEGI.js";
import {
  failsTheRun
} from "./action-chunk-SS2VXKTL.js";
import {
  uploadResults
} from "./action-chunk-L2DGLJC4.js";
import "./action-chunk-IWEHKMLI.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import {
  resultsSchema
} from "./action-chunk-KIINKITQ.js";
import {
  runContextOf
} from "./action-chunk-4MHNC636.js";
import "./action-chunk-L3ZJB5CU.js";
import "./action-chunk-44OODCMK.js";
import "./action-chunk-DRGHGIZG.js";
import "./action-chunk-JXTGLSA4.js";
import "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import "./action-chunk-YZVDHCKG.js";
import "./action-chunk-TIVQHBMC.js";
import "./action-chunk-ZFOPFNEN.js";
import "./action-chunk-O2P565NO.js";
import "./action-chunk-A35VVUAW.js";
import "./action-chunk-5PABDTWW.js";
import "./action-chunk-NSKS7F4O.js";

// src/action/modes/run-and-present.ts
import path3 from "node:path";

// src/results/write.ts
import { randomBytes } from "node:crypto";
import { open, rename, rm } from "node:fs/promises";
import path from "node:path";
var DEFAULT_RESULTS_PATH = ".fix-loop/results.json";
async function writeResults(file, results) {
  const valid = resultsSchema.parse(results);
  await ensureDirectory(path.dirname(file));
  const temporary = `${file}.${randomBytes(12).toString("hex")}.tmp`;
  const handle = await open(temporary, "wx", 420);
  try {
    await handle.writeFile(`${JSON.stringify(valid, null, 2)}
`);
    await handle.close();
    await rename(temporary, file);
  } catch (error) {
    await handle.close().catch(() => void 0);
    await rm(temporary, { force: true });
    throw error;
  }
}

// src/action/matrix-groups.ts
var MAX_MATRIX_GROUPS = 8;
function capMatrixGroups(results) {
  const failing = results.groups.filter((g) => g.status === "open" || g.status === "deferred");
  const left = failing.slice(MAX_MATRIX_GROUPS);
  for (const group of left) {
    group.status = "skipped";
    group.reason = `not attempted this run: a run hands at most ${MAX_MATRIX_GROUPS} root causes to fix (the check job's ${MAX_MATRIX_GROUPS} verdict outputs); it comes up again once those are fixed`;
  }
  return left.map((group) => group.id);
}

// src/action/annotations.ts
import path2 from "node:path";
var ERROR_ANNOTATION_LIMIT = 10;
function annotationsFor(results, options) {
  const limit = options.limit ?? ERROR_ANNOTATION_LIMIT;
  const all = [...gateAnnotations(results, options), ...testAnnotations(results, options)];
  if (all.length <= limit) return all;
  const shown = all.slice(0, limit - 1);
  const rest = all.slice(limit - 1);
  shown.push({
    title: `fix-loop: ${rest.length} more failures`,
    message: `${rest.map((a) => a.title.replace(/^fix-loop: /, "")).join(", ")}. The job summary lists every failure with its evidence.`
  });
  return shown;
}
function gateAnnotations(results, options) {
  const config = repositoryPath(results.config, options);
  const preflight = results.preflight.problems.map((problem) => ({
    title: `fix-loop: preflight ${problem.kind} ${problem.name}`,
    message: options.redact(problem.message),
    ...config ? { file: config } : {}
  }));
  const services = results.services.filter((service) => !service.healthy).map((service) => ({
    title: `fix-loop: service ${service.name} is down`,
    message: options.redact(`${service.probe}: ${service.error ?? "no healthy answer"}`),
    ...config ? { file: config } : {}
  }));
  return [...preflight, ...services];
}
function testAnnotations(results, options) {
  return results.tests.filter(failsTheRun).map((test) => {
    const location = test.evidence?.location;
    const file = repositoryPath(location?.file ?? test.file, options);
    const line = location?.line ?? void 0;
    return {
      title: `fix-loop: ${test.id} ${test.status}`,
      message: options.redact(messageOf(test)),
      ...file ? { file } : {},
      ...file && line ? { startLine: line } : {}
    };
  });
}
function messageOf(test) {
  const lines = [`${test.id} ${test.title}`];
  const evidence = test.evidence;
  if (evidence?.message) lines.push(evidence.message);
  for (const line of evidence?.summary.slice(0, 5) ?? [])
    if (line !== evidence?.message) lines.push(line);
  if (evidence?.timedOut) lines.push("timed out");
  return lines.join("\n");
}
function repositoryPath(file, options) {
  const absolute = path2.resolve(options.projectRoot, file);
  const relative = path2.relative(options.workspace, absolute);
  if (relative.startsWith("..") || path2.isAbsolute(relative)) return null;
  return relative.split(path2.sep).join("/");
}

// src/action/present-results.ts
function failingGroupIds(results) {
  return results.groups.filter((g) => g.status === "open" || g.status === "deferred").map((g) => g.id);
}
function failingGroupTests(results) {
  const failing = new Set(failingGroupIds(results));
  return Object.fromEntries(
    results.groups.filter((g) => failing.has(g.id)).map((g) => [g.id, g.tests])
  );
}
async function presentResults(results, io, options) {
  await io.appendSummary(
    renderMarkdown(results, {
      redact: options.redact,
      notes: options.notes,
      problems: options.problems
    })
  );
  const annotations = annotationsFor(results, {
    projectRoot: options.projectRoot,
    workspace: options.workspace,
    redact: options.redact
  });
  for (const annotation of annotations) io.annotate(annotation);
  const upload = await uploadResults(options.resultsFile, options.artifactName, options.env);
  if (upload.uploaded) io.info(`uploaded results.json as the artifact ${options.artifactName}`);
  else
    io.warning(
      `results.json was not uploaded as an artifact: ${upload.reason}. It is at ${options.resultsFile}.`
    );
  setOutputs(results, options.resultsFile, io);
}
function setOutputs(results, resultsFile, io) {
  io.setOutput("outcome", results.outcome);
  io.setOutput("results", resultsFile);
  io.setOutput("trust-score", results.trust.score === null ? "" : String(results.trust.score));
  io.setOutput("pr-urls", JSON.stringify(results.run?.fixPullRequests.map((pr) => pr.url) ?? []));
  io.setOutput("groups", JSON.stringify(failingGroupIds(results)));
  io.setOutput("group-tests", JSON.stringify(failingGroupTests(results)));
}

// src/action/modes/run-and-present.ts
async function runAndPresent(prepared, io, env, options) {
  const log = (text) => io.info(text);
  const history = await readHistoryLists(prepared, io, env);
  await runSetup(prepared.inputs.setup, prepared.cwd, agentEnvironment(env), log, prepared.redact);
  const reporter = createLogReporter(io, prepared.redact, { verbose: prepared.inputs.verbose });
  const results = await runEngine(prepared, reporter, io, env, history).finally(
    () => reporter.close()
  );
  results.run = runContextOf(prepared.context, prepared.head);
  const notAttempted = options.capGroups ? capMatrixGroups(results) : [];
  if (notAttempted.length > 0) {
    io.warning(
      `${notAttempted.length} more root causes than the ${MAX_MATRIX_GROUPS} a run hands to fix: not attempted this run (${notAttempted.join(", ")})`
    );
  }
  const resultsFile = path3.join(prepared.cwd, DEFAULT_RESULTS_PATH);
  await writeResults(resultsFile, results);
  const bundled = options.bundle ? await (await import("./action-fix-bundles-5CLG2IGR.js")).bundleFixes(results, prepared, io, env) : null;
  await presentResults(results, io, {
    resultsFile,
    artifactName: prepared.inputs.artifactName,
    projectRoot: prepared.cwd,
    workspace: prepared.context.workspace,
    redact: prepared.redact,
    notes: prepared.notes,
    problems: bundled?.problems ?? [],
    env
  });
  if (bundled) {
    io.setOutput("bundles", bundled.folder);
    io.setOutput("bundled-groups", JSON.stringify(bundled.groups));
  }
  if (bundled && bundled.problems.length > 0) io.setFailed(bundled.problems.join("\n"));
  else if (results.outcome !== "passed" && results.outcome !== "fixed") {
    io.setFailed(
      `fix-loop ${results.mode}: ${results.outcome}: ${prepared.redact(results.headline)}`
    );
  }
}
export {
  runAndPresent
};
