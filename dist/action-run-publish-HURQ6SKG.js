import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  checkoutTop,
  requireForMode,
  resetCheckout,
  scriptGlobs
} from "./action-chunk-XLTKMHGS.js";
import "./action-chunk-ZPEF6LW5.js";
import {
  VerdictError,
  applyForPublish,
  findBundleFolders,
  parseVerdict
} from "./action-chunk-TL5577HI.js";
import {
  BundleRefusedError
} from "./action-chunk-YO45D3B2.js";
import {
  renderAgentNetwork,
  renderAttemptTable
} from "./action-chunk-3HQDDJWN.js";
import {
  parseRepository
} from "./action-chunk-YFYI6MFD.js";
import {
  STATUS_ICON,
  cell,
  code,
  codeBlock,
  codeCell,
  cutMarkdown,
  details,
  inertText,
  table,
  untrustedText
} from "./action-chunk-HSFL4P7M.js";
import {
  howTestEnded,
  trimMiddle
} from "./action-chunk-TF5LRJH7.js";
import "./action-chunk-SS2VXKTL.js";
import {
  isKeptAttempt,
  keptAttempt
} from "./action-chunk-IWEHKMLI.js";
import "./action-chunk-BPJEQ3KB.js";
import "./action-chunk-SLG3UUXN.js";
import {
  resultsSchema
} from "./action-chunk-KIINKITQ.js";
import {
  loadConfig
} from "./action-chunk-44OODCMK.js";
import "./action-chunk-DRGHGIZG.js";
import {
  hardenedGit
} from "./action-chunk-JXTGLSA4.js";
import {
  _enum
} from "./action-chunk-BM5MFDKU.js";
import "./action-chunk-SH4BXFB7.js";
import {
  createGitHubClient
} from "./action-chunk-PU4OL3DE.js";
import {
  formatDuration,
  formatPercent
} from "./action-chunk-YZVDHCKG.js";
import "./action-chunk-TIVQHBMC.js";
import {
  UserError,
  messageOf
} from "./action-chunk-O2P565NO.js";
import "./action-chunk-A35VVUAW.js";
import "./action-chunk-5PABDTWW.js";
import "./action-chunk-NSKS7F4O.js";

// src/action/modes/publish/run-publish.ts
import path2 from "node:path";

// src/github/statuses.ts
var groupStatusSchema = _enum(["failing", "deferred", "flaky", "fix-proposed", "fixed"]);
var GROUP_STATUSES = groupStatusSchema.options;
var RUN_OUTCOMES = resultsSchema.shape.outcome.options;

// src/github/labels.ts
var FIX_LOOP_LABEL = "fix-loop";
var PREFIX = `${FIX_LOOP_LABEL}:`;
var statusLabel = (status) => `${PREFIX}${status}`;
var DASHBOARD_LABEL = `${PREFIX}dashboard`;
var FIXED_LABEL = statusLabel("fixed");
async function addLabels(octokit, repository, issueNumber, labels) {
  if (labels.length === 0) return [];
  const answer = await octokit.rest.issues.addLabels({
    ...repository,
    issue_number: issueNumber,
    labels
  });
  const data = answer?.data;
  return Array.isArray(data) ? data : [];
}

// src/github/markers.ts
var PREFIX2 = "<!-- fix-loop:";
var SUFFIX = " -->";
var SUMMARY_MARKER = `${PREFIX2}summary${SUFFIX}`;
var DASHBOARD_MARKER = `${PREFIX2}dashboard${SUFFIX}`;
var EVIDENCE_START = `${PREFIX2}evidence${SUFFIX}`;
var markerId = (id) => id.replace(/[^\w.-]/g, "");
function groupMarker(groupId) {
  return `${PREFIX2}group=${markerId(groupId)}${SUFFIX}`;
}
function withMarkers(body, markers) {
  const text = body.replace(/\s+$/, "");
  return text === "" ? markers.join("") : `${text}

${markers.join("")}`;
}
var NONE = {
  group: null,
  summary: false,
  dashboard: false,
  delivery: null,
  refused: null,
  dispatch: null,
  state: null
};
var ONE_MARKER = /<!-- fix-loop:([a-z]+)(?:([= ])((?:(?!-->).)*))? -->/y;
function readMarkers(body, authorship = {}) {
  if (authorship.trusted && !authorship.trusted(authorship.author)) return NONE;
  const lines = (body ?? "").trim().split(/\r?\n/);
  const found = markersOn(lines.at(-1) ?? "");
  if (!found || lines.length < 2) return found ?? NONE;
  const legacy = markersOn(lines[0] ?? "");
  if (legacy && legacy.state === null && legacy.delivery === null && legacy.dispatch === null) {
    found.group ??= legacy.group;
    found.summary ||= legacy.summary;
    found.dashboard ||= legacy.dashboard;
  }
  return found;
}
function markersOn(rawLine) {
  const line = rawLine.trim();
  if (line === "") return null;
  const found = { ...NONE };
  ONE_MARKER.lastIndex = 0;
  while (ONE_MARKER.lastIndex < line.length) {
    const match = ONE_MARKER.exec(line);
    if (!match) return null;
    if (!record(found, match[1] ?? "", match[2] ?? "", match[3] ?? "")) return null;
  }
  return found;
}
function record(found, name, separator, value) {
  switch (`${name}${separator}`) {
    case "group=":
      found.group = value || null;
      return Boolean(value);
    case "summary":
      found.summary = true;
      return true;
    case "dashboard":
      found.dashboard = true;
      return true;
    case "delivery=":
      found.delivery = value || null;
      return Boolean(value);
    case "refused=":
      found.refused = value || null;
      return Boolean(value);
    case "state ":
      found.state = value;
      return true;
    case "dispatch ":
      found.dispatch = parseDispatch(value);
      return found.dispatch !== null;
    default:
      return false;
  }
}
function parseDispatch(value) {
  const match = /^sha=([0-9a-f]+) tests=(\S*) at=(\S+)$/.exec(value);
  if (!match?.[1] || match[2] === void 0 || !match[3]) return null;
  return { sha: match[1], tests: match[2].split(",").filter(Boolean), at: match[3] };
}
function readGroupMarker(body, authorship) {
  return readMarkers(body, authorship).group;
}

// src/report/fix-pull-request-body.ts
var PULL_REQUEST_BODY_LIMIT = 65e3;
var EXCERPT_LEVELS = [6e3, 2e3, 500, 0];
var REASONING_LEVELS = [12e3, 4e3, 1e3, 300];
function renderFixPullRequestBody(results, groupId, options = {}) {
  const maxChars = options.maxChars ?? PULL_REQUEST_BODY_LIMIT;
  let body = "";
  for (const [level, excerptChars] of EXCERPT_LEVELS.entries()) {
    body = renderBody(results, groupId, options, excerptChars, REASONING_LEVELS[level] ?? 0);
    if (body.length <= maxChars) return body;
  }
  const marker = groupMarker(groupId);
  const cut = cutMarkdown(
    body,
    maxChars - marker.length - 4,
    "\n\u2026 cut to fit GitHub's limit; see results.json."
  );
  return `${withMarkers(cut, [marker])}
`;
}
function renderBody(results, groupId, options, excerptChars, reasoningChars) {
  const r = untrustedText(options.redact);
  const group = results.groups.find((g) => g.id === groupId);
  if (!group) throw new Error(`results have no group ${groupId}`);
  const attempts = results.attempts.filter((a) => a.group === groupId);
  const kept = attempts.find(isKeptAttempt) ?? attempts.at(-1) ?? null;
  const tests = results.tests.filter((t) => group.tests.includes(t.id));
  const sections = [
    `## \u{1F527} fix-loop: verified fix for ${code(groupId)}`,
    [
      `**Root cause signature:** ${code(trimMiddle(r(group.signature), 500))}`,
      `**Tests fixed:** ${group.tests.map(code).join(", ")} (tier ${code(group.tier)})`,
      `**Trust:** this attempt's claim ${kept?.agreed ? "agreed" : "did **not** agree"} with the verification; run score ${formatPercent(results.trust.score)} (${results.trust.agreed} of ${results.trust.total} claims agreed).`
    ].join("\n"),
    "### Evidence before",
    tests.length > 0 ? tests.map((t) => renderBefore(t, r, excerptChars)).join("\n\n") : "_The failing run's evidence is in results.json._",
    "### Verification after",
    kept ? renderVerification(kept) : "_No attempt recorded._",
    "### Attempts",
    renderAttemptTable(attempts),
    renderAgentNetwork(results, attempts, r),
    "### The agent's reasoning",
    kept ? renderReasoning(kept, r, reasoningChars) : "_No claim._",
    `---
<sub>${footer(results, options)}</sub>`
  ].filter((section) => section !== "");
  return `${withMarkers(sections.join("\n\n"), [groupMarker(groupId)])}
`;
}
function renderBefore(test, r, excerptChars) {
  const evidence = test.evidence;
  const headline = `${code(test.id)} ${code(r(test.title))}: ${code(r(evidence?.message ?? test.reason ?? "failed"))}`;
  if (!evidence) return headline;
  return `${headline}

${details(`${test.id} evidence`, evidenceBlock(evidence, r, excerptChars))}`;
}
function evidenceBlock(evidence, r, excerptChars) {
  const lines = evidence.summary.slice(0, 20).map(r).join("\n");
  const ending = evidence.reported ? code(r(howTestEnded(evidence))) : `exit code ${evidence.exitCode ?? "none"}${evidence.timedOut ? " \xB7 timed out" : ""}`;
  const parts = [`${ending} \xB7 ${formatDuration(evidence.durationMs)}`];
  if (lines) parts.push(codeBlock(lines));
  if (excerptChars > 0 && evidence.excerpt)
    parts.push(codeBlock(trimMiddle(r(evidence.excerpt), excerptChars)));
  return parts.join("\n\n");
}
function renderVerification(attempt) {
  const rows = Object.entries(attempt.verified.tests).map(([id, status]) => [
    STATUS_ICON[status],
    codeCell(id),
    status
  ]);
  const regressions = attempt.verified.regressions.length > 0 ? `**Regressions:** ${attempt.verified.regressions.map(code).join(", ")}` : "No regressions: every test that passed before still passes.";
  const intro = `The engine re-ran the group's tests itself after attempt ${attempt.attempt} (${code(attempt.strategy)}), then every test that passed before.`;
  return [intro, rows.length > 0 ? table(["", "Test", "Status"], rows) : "", regressions].filter(Boolean).join("\n\n");
}
function renderReasoning(attempt, r, maxChars) {
  const parts = [];
  if (attempt.claim) {
    parts.push(`**Root cause:** ${code(r(attempt.claim.root_cause))}`);
    if (attempt.claim.reasoning)
      parts.push(codeBlock(trimMiddle(r(attempt.claim.reasoning), maxChars)));
  } else {
    parts.push("_The agent gave no structured claim._");
  }
  const files = attempt.diffStat ? codeBlock(r(attempt.diffStat)) : attempt.filesChanged.map((f) => `- ${code(f)}`).join("\n");
  if (files) parts.push(`**Files changed:**

${files}`);
  return parts.join("\n\n");
}
function footer(results, options) {
  const where = options.runUrl ?? results.run?.runUrl;
  const from = where ? `[workflow run](${where})` : "a local run";
  const base = options.baseSha ?? results.run?.sha;
  return `Opened by fix-loop ${cell(results.tool.version)} from ${from}${base ? ` on ${code(base.slice(0, 12))}` : ""}. The engine verified the tests; a person reviews the change before merging.`;
}

// src/github/branches.ts
var FIX_BRANCH_FOLDER = "fix-loop/";
function fixBranchPrefix(groupId) {
  return `${FIX_BRANCH_FOLDER}${groupId}-`;
}
function fixBranchName(groupId, runId) {
  return `${fixBranchPrefix(groupId)}${runId}`;
}
function isFixBranch(ref) {
  return ref.startsWith(FIX_BRANCH_FOLDER);
}

// src/github/fix-pull-requests.ts
async function findOpenFixPullRequest(octokit, repository, groupId, base) {
  const pulls = await octokit.paginate(octokit.rest.pulls.list, {
    ...repository,
    state: "open",
    base,
    per_page: 100
  });
  const fullName = `${repository.owner}/${repository.repo}`.toLowerCase();
  const match = pulls.find(
    (pull) => pull.base.ref === base && pull.head.repo?.full_name.toLowerCase() === fullName && (readGroupMarker(pull.body) === groupId || pull.head.ref.startsWith(fixBranchPrefix(groupId)))
  );
  return match ? { number: match.number, url: match.html_url, headRef: match.head.ref } : null;
}
async function createFixPullRequest(octokit, repository, request) {
  const { data } = await octokit.rest.pulls.create({
    ...repository,
    ...request,
    maintainer_can_modify: true
  });
  return { number: data.number, url: data.html_url, headRef: data.head.ref };
}
async function updateFixPullRequest(octokit, repository, pull, content) {
  const { data } = await octokit.rest.pulls.update({
    ...repository,
    pull_number: pull.number,
    ...content
  });
  return { number: data.number, url: data.html_url, headRef: data.head.ref };
}

// src/action/modes/publish/fix-branch.ts
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
var BOT = {
  name: "github-actions[bot]",
  email: "41898282+github-actions[bot]@users.noreply.github.com"
};
async function commitFilesOnto(options) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "fix-loop-index-"));
  const env = {
    GIT_INDEX_FILE: path.join(scratch, "index"),
    GIT_AUTHOR_NAME: BOT.name,
    GIT_AUTHOR_EMAIL: BOT.email,
    GIT_COMMITTER_NAME: BOT.name,
    GIT_COMMITTER_EMAIL: BOT.email
  };
  try {
    await hardenedGit(options.cwd, ["read-tree", options.base], { env });
    await hardenedGit(options.cwd, ["add", "--all", "--", ...options.files], { env });
    const tree = (await hardenedGit(options.cwd, ["write-tree"], { env })).trim();
    const baseTree = (await hardenedGit(options.cwd, ["rev-parse", `${options.base}^{tree}`])).trim();
    if (tree === baseTree) {
      throw new Error(
        `the files of the verified fix (${options.files.join(", ")}) do not differ from ${options.base}`
      );
    }
    return (await hardenedGit(options.cwd, ["commit-tree", tree, "-p", options.base, "-F", "-"], {
      env,
      input: options.message
    })).trim();
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
async function pushFixBranch(options) {
  if (!isFixBranch(options.branch)) {
    throw new Error(
      `refusing to push to ${options.branch}: fix-loop pushes only to fix-loop/ branches`
    );
  }
  const target = options.url ?? (await hardenedGit(options.cwd, ["remote", "get-url", options.remote ?? "origin"])).trim();
  await hardenedGit(options.cwd, [
    ...authOptions(target, options.token),
    "push",
    "--force",
    "--quiet",
    target,
    `${options.commit}:refs/heads/${options.branch}`
  ]);
}
function authOptions(url, token) {
  if (!token || !/^https?:\/\//.test(url)) return [];
  const origin = new URL(url).origin;
  const basic = Buffer.from(`x-access-token:${token}`).toString("base64");
  return [
    "-c",
    `http.${origin}/.extraheader=`,
    "-c",
    `http.${origin}/.extraheader=AUTHORIZATION: basic ${basic}`
  ];
}

// src/action/modes/publish/publish-on-fix-branch.ts
async function publishOnFixBranch(publication, options) {
  const { group } = publication;
  const commit = await commitFilesOnto({
    cwd: options.cwd,
    base: options.baseSha,
    files: [...publication.files],
    message: publication.commitMessage
  });
  const found = await findOpenFixPullRequest(
    options.octokit,
    options.repository,
    group,
    options.baseBranch
  );
  const existing = found && isFixBranch(found.headRef) ? found : null;
  if (found && !existing) {
    options.log(
      `${group}: pull request #${found.number} carries the group's marker but its branch is not under fix-loop/; leaving it alone`
    );
  }
  const branch = existing?.headRef ?? fixBranchName(group, options.runId);
  await pushFixBranch({
    cwd: options.cwd,
    commit,
    branch,
    token: options.token,
    remote: options.remote,
    url: options.pushUrl
  });
  const pull = existing ? await updateFixPullRequest(options.octokit, options.repository, existing, publication.content) : await createFixPullRequest(options.octokit, options.repository, {
    ...publication.content,
    head: branch,
    base: options.baseBranch,
    draft: publication.draft
  });
  await addLabels(options.octokit, options.repository, pull.number, publication.labels);
  options.log(`${group}: ${existing ? "updated" : "opened"} ${pull.url} from ${branch}`);
  return { commit, url: pull.url, number: pull.number };
}

// src/action/modes/publish/fix-pull-request.ts
async function publishGroupFix(results, group, files, options) {
  const attempt = keptAttempt(results, group.id);
  const pull = await publishOnFixBranch(
    {
      group: group.id,
      files,
      commitMessage: commitMessage(group, attempt, options),
      content: {
        title: titleOf(group, options.redact),
        body: renderFixPullRequestBody(results, group.id, {
          redact: options.redact,
          runUrl: options.runUrl,
          baseSha: options.baseSha
        })
      },
      draft: options.draft,
      labels: [FIX_LOOP_LABEL, FIXED_LABEL]
    },
    options
  );
  return { commit: pull.commit, link: { group: group.id, url: pull.url, number: pull.number } };
}
function titleOf(group, redact) {
  const tests = group.tests.length <= 3 ? group.tests.join(", ") : `${group.tests.slice(0, 3).join(", ")} +${group.tests.length - 3}`;
  const signature = redact(group.signature).replace(/\s+/g, " ");
  const short = signature.length > 60 ? `${signature.slice(0, 57)}...` : signature;
  return `fix-loop: fix ${tests} (${short})`;
}
function commitMessage(group, attempt, options) {
  const how = attempt ? `Attempt ${attempt.attempt} (${options.redact(attempt.strategy)}), verified` : "Verified";
  return [
    `fix-loop: fix ${group.tests.join(", ")}`,
    "",
    `Root cause signature: ${options.redact(group.signature)}`,
    `Group: ${group.id}`,
    `${how} by the fix-loop engine${options.runUrl ? ` in ${options.runUrl}` : ""}.`,
    ""
  ].join("\n");
}

// src/action/modes/publish/review-pull-request.ts
var REVIEW_TESTS_LABEL = statusLabel("review-tests");
var MAX_BODY_CHARS = 6e4;
var CUT_NOTE = "\u2026 the rest of the review was cut to fit GitHub's limit; see the check job's summary.\n";
function reviewPullRequestBody(checkedReview, group, redact, options = {}) {
  const maxChars = options.maxChars ?? MAX_BODY_CHARS;
  const review = cutMarkdown(inertText(checkedReview, redact), maxChars, CUT_NOTE);
  return `${withMarkers(review, [groupMarker(group)])}
`;
}
async function publishReviewPullRequest(bundle, files, checkedReview, options) {
  const plan = bundle.manifest.plan;
  if (!plan) throw new Error("not a plan bundle");
  const group = bundle.manifest.group;
  const ids = plan.report.tests.filter((test) => test.status === "pending").map((test) => test.id);
  const pull = await publishOnFixBranch(
    {
      group,
      files,
      commitMessage: [
        `fix-loop plan: ${ids.length} generated test(s) for review`,
        "",
        `Written from ${options.redact(plan.report.plan)}: ${ids.join(", ")}.`,
        "Each is marked # REVIEW: pending; verify and fix skip it until a person accepts it",
        "(fix-loop plan --accept <id>).",
        ""
      ].join("\n"),
      content: {
        title: `fix-loop: ${ids.length} generated test(s) to review (${inertText(plan.report.plan, options.redact)})`,
        body: reviewPullRequestBody(checkedReview, group, options.redact)
      },
      draft: true,
      labels: [FIX_LOOP_LABEL, REVIEW_TESTS_LABEL]
    },
    options
  );
  return { group, url: pull.url, number: pull.number };
}

// src/action/modes/publish/run-publish.ts
async function runPublish(run, io, env) {
  const { head, verdict } = checkPublishInputs(run);
  const { inputs, context } = run;
  const top = await checkoutTop(run.cwd);
  const projectDir = path2.relative(top, run.cwd).split(path2.sep).join("/");
  const policy = await loadConfig(inputs.policyConfig, context.workspace);
  const rules = { protectedGlobs: policy.fix.protected, scriptGlobs: scriptGlobs(policy) };
  const folders = await findBundleFolders(
    path2.resolve(context.workspace, inputs.bundles)
  );
  const publishing = await publishingTarget(run, io, env, top, head);
  const links = [];
  const problems = [];
  for (const folder of folders) {
    io.startGroup(`Publish ${path2.basename(folder)}`);
    try {
      const { bundle, passed } = await applyForPublish(folder, verdict, {
        checkout: top,
        baseSha: head,
        ...rules,
        projectDir
      });
      const files = bundle.manifest.files.map((file) => file.path);
      if (bundle.manifest.plan) {
        if (!passed.review)
          throw new BundleRefusedError([
            "check's verdict for the plan bundle carries no review of its runs: run check with this version of fix-loop"
          ]);
        links.push(await publishReviewPullRequest(bundle, files, passed.review, publishing));
        continue;
      }
      const group = groupOf(bundle);
      links.push((await publishGroupFix(bundle.results, group, files, publishing)).link);
    } catch (error) {
      const why = error instanceof BundleRefusedError ? error.message : messageOf(error);
      problems.push(`${path2.basename(folder)}: ${run.redact(why)}`);
    } finally {
      await resetCheckout(top, head);
      io.endGroup();
    }
  }
  await reportPublished(io, links, problems);
}
function checkPublishInputs(run) {
  const { inputs, context } = run;
  const head = requireForMode(run, "publish", [
    {
      given: Boolean(inputs.bundles),
      what: "the input bundles (the folder the fix-loop-bundle-* artifacts were downloaded to)"
    },
    { given: Boolean(inputs.verdict), what: "the input verdict (toJSON(needs.check.outputs))" },
    { given: Boolean(context.repository), what: "GITHUB_REPOSITORY in the environment" },
    {
      given: Boolean(context.targetBranch),
      what: `a branch to publish into (the run's ref is ${context.ref ?? "unknown"})`
    }
  ]);
  try {
    return { head, verdict: parseVerdict(inputs.verdict, inputs.groups) };
  } catch (error) {
    if (error instanceof VerdictError) throw new UserError(`the verdict input: ${error.message}`);
    throw error;
  }
}
async function publishingTarget(run, io, env, top, head) {
  const { inputs, context } = run;
  const token = inputs.githubToken;
  const octokit = await createGitHubClient({
    token,
    baseUrl: context.apiUrl,
    warn: (text) => io.warning(text),
    paceWrites: env.FIX_LOOP_WRITE_INTERVAL_MS?.trim() !== "0"
  });
  return {
    octokit,
    repository: parseRepository(context.repository),
    cwd: top,
    baseSha: head,
    baseBranch: context.targetBranch,
    runId: context.runId,
    runUrl: context.runUrl,
    draft: inputs.draft,
    token,
    pushUrl: `${context.serverUrl}/${context.repository}.git`,
    redact: run.redact,
    log: (text) => io.info(text)
  };
}
async function reportPublished(io, links, problems) {
  io.setOutput("pr-urls", JSON.stringify(links.map((link) => link.url)));
  await io.appendSummary(
    [
      `## fix-loop publish: ${links.length} pull request(s), ${problems.length} bundle(s) not published`,
      ...links.map((link) => `- ${code(link.group)}: [#${link.number}](${link.url})`),
      "",
      ...problems.length > 0 ? ["Not published:", "", ...problems.map((p) => `- ${code(p)}`), ""] : []
    ].join("\n")
  );
  io.setOutput("outcome", problems.length === 0 ? "passed" : "failed");
  if (problems.length > 0) {
    io.setFailed(
      `fix-loop publish: ${problems.length} bundle(s) not published:
${problems.join("\n")}`
    );
  }
}
function groupOf(bundle) {
  const id = bundle.manifest.group;
  const group = bundle.results.groups.find((candidate) => candidate.id === id);
  if (!group) throw new BundleRefusedError([`the bundle's results have no group ${id}`]);
  return group;
}
export {
  runPublish
};
