import { describe, expect, it } from "vitest";
import { parseFixCommand } from "../../app/commands/fix-command.js";
import {
  capRefusal,
  dispatchedText,
  inProgressRefusal,
  invalidText,
  statusText,
  unknownTestsRefusal,
} from "../../app/commands/replies.js";
import { renderBoundedDashboard } from "../../app/dashboard/dashboard.js";
import type { DashboardState } from "../../app/dashboard/state.js";
import { mergeRunIntoGroup, type RunFacts } from "../../app/groups/state.js";
import {
  evidenceOf,
  groupIssueTitle,
  renderEvidence,
  renderGroupIssue,
} from "../../app/markdown/group-issue-body.js";
import { renderSummary } from "../../app/markdown/pull-request-summary.js";
import { DEFAULT_SETTINGS, type Settings } from "../../app/settings.js";
import { renderCheckSummary } from "../../src/action/modes/check/check-summary.js";
import { reviewPullRequestBody } from "../../src/action/modes/publish/review-pull-request.js";
import { resolveStrategies } from "../../src/agent/strategies.js";
import { EVIDENCE_END, EVIDENCE_START, groupMarker } from "../../src/github/markers.js";
import { inertText } from "../../src/github/untrusted-text.js";
import { checkedReview, reviewSummary } from "../../src/plan/review-summary.js";
import { renderFixPullRequestBody } from "../../src/report/fix-pull-request-body.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import type { GeneratedTest, PlanReport } from "../../src/results/plan-report.js";
import type { Results } from "../../src/results/schema.js";
import { attempt, failedResults, failingTest } from "../report/results-fixture.js";
import { HOSTILE, HOSTILE_MARKDOWN } from "../support/hostile-strings.js";
import {
  inspectRendered,
  renderedComments,
  renderedStructure,
} from "../support/rendered-markdown.js";

/**
 * Every body, comment and summary fix-loop writes, with a hostile string in every slot that holds
 * text fix-loop did not write (test ids and titles, failure messages and evidence, JUnit file
 * attributes, the agent's claim, plan titles and output), rendered by a real CommonMark + GFM
 * renderer: nothing in them links, loads, notifies or runs, and the markers are fix-loop's own.
 */

const GROUP = "g1a2b3c4d5e6";
const RUN_URL = "https://github.example/acme/shop/actions/runs/7";
const PULL_URL = "https://github.example/acme/shop/pull/3";
const ISSUE_URL = "https://github.example/acme/shop/issues/5";
const OWN_LINKS = [RUN_URL, PULL_URL, ISSUE_URL, "https://github.example/acme/shop/actions"];

/** Results whose every untrusted slot holds `h`. */
function hostileResults(h: string): Results {
  const test = failingTest(`BT-002 ${h}`, { title: h, reason: h });
  if (test.evidence) {
    test.evidence.message = h;
    test.evidence.summary = [`FAIL: ${h}`, `EVIDENCE: ${h}`];
    test.evidence.excerpt = `before\n${h}\nafter`;
    test.evidence.location = { file: h, line: 7 };
  }
  const blocked = failingTest(`BT-003 ${h}`, {
    title: h,
    status: "blocked",
    evidence: null,
    reason: h,
  });
  return failedResults({
    mode: "fix",
    headline: h,
    preflight: { ok: false, problems: [{ kind: "env", name: h, message: h }] },
    services: [
      {
        name: h,
        probe: h,
        healthy: false,
        started: true,
        waitedMs: 10,
        error: h,
        outputTail: h,
      },
    ],
    tiers: [
      {
        name: "features",
        gate: "soft",
        status: "failed",
        durationMs: 300,
        counts: { passed: 0, failed: 1, blocked: 1, flaky: 0, skipped: 0, fixed: 0, deferred: 0 },
        reason: h,
      },
    ],
    tests: [
      { ...test, tier: "features" },
      { ...blocked, tier: "features" },
    ],
    groups: [
      {
        id: GROUP,
        signature: h,
        tier: "features",
        tests: [test.id],
        status: "fixed",
        reason: h,
        triage: {
          culprit: {
            file: h,
            function: h,
            source: "coverage",
            score: 0.5,
            closeBehind: [{ file: h, function: h, score: 0.48 }],
          },
          merged: [h],
          signatures: [],
          keptApart: h,
        },
      },
    ],
    attempts: [
      attempt(GROUP, 1, {
        claim: { status: "fixed", root_cause: h, files_changed: [h], tests_run: [h], reasoning: h },
        detail: h,
        filesChanged: [h],
        diffStat: h,
        verified: { passed: true, tests: { [test.id]: "passed" }, regressions: [h] },
        // Hosts come from the agent's own requests to the model proxy.
        network: {
          reached: [h],
          blocked: [{ target: h, reason: "not in fix.network.allow" }],
          unroutable: 2,
        },
      }),
      attempt(GROUP, 2, { diffStat: undefined, filesChanged: [h] }),
    ],
    trust: { score: 0.5, agreed: 1, total: 2 },
    breaker: { state: "open", reason: h },
    run: {
      repository: "acme/shop",
      sha: "0123456789abcdef0123456789abcdef01234567",
      ref: "refs/heads/main",
      runId: "7",
      runUrl: RUN_URL,
      pullRequest: null,
      fixPullRequests: [{ group: GROUP, url: PULL_URL, number: 3 }],
    },
  } as Partial<Results>);
}

function hostileTest(h: string): GeneratedTest {
  const run = {
    exitCode: 0,
    timedOut: false,
    summary: [`PASS: ${h}`, h],
    command: h,
    stopped: ["api"],
  };
  return {
    id: `BT-101 ${h}`,
    file: h,
    title: h,
    tier: h,
    requires: [h],
    timeoutMs: null,
    planHash: null,
    expected: h,
    status: "pending",
    reasons: [h],
    live: run,
    dead: { ...run, exitCode: 1 },
    framework: h,
    mutants: {
      functions: [h],
      tried: [hostileMutant(h, "survived"), hostileMutant(h, "killed")],
      ms: 1,
    },
  };
}

/** A run against a mutant: the function, file and description come from the project's code. */
function hostileMutant(h: string, outcome: "killed" | "survived") {
  return { function: h, operator: h, file: h, line: 1, description: h, outcome, evidence: h };
}

function hostileReport(h: string): PlanReport {
  return {
    version: 1,
    plan: h,
    tests: [
      hostileTest(h),
      {
        ...hostileTest(h),
        status: "refused",
        mutants: { functions: [h], tried: [hostileMutant(h, "survived")], ms: 1 },
      },
    ],
    missing: [{ id: h, title: h }],
    unchanged: [h],
    kept: [{ id: h, file: h }],
    sessions: [
      {
        tier: h,
        ids: [h],
        costUsd: 0.1,
        turns: 2,
        toolCalls: 3,
        error: h,
        guards: { mode: "block", fired: {} },
      },
    ],
  };
}

const SETTINGS: Settings = {
  ...DEFAULT_SETTINGS,
  ladder: resolveStrategies(undefined).map((s) => s.name),
};

function run(h: string): RunFacts {
  return {
    id: "7",
    url: RUN_URL,
    sha: "0123456789abcdef",
    branch: h,
    at: "2025-03-01T10:05:00.000Z",
    outcome: "failed",
  };
}

interface Body {
  name: string;
  text: string;
  /** The markers fix-loop puts on its last line, when the body carries any. */
  markers?: RegExp;
}

const bodiesByText = new Map<string, Body[]>();

/** Every body fix-loop writes, made from text holding `h` everywhere it can be (once for each h). */
function bodies(h: string): Body[] {
  let made = bodiesByText.get(h);
  if (!made) {
    made = madeBodies(h);
    bodiesByText.set(h, made);
  }
  return made;
}

function madeBodies(h: string): Body[] {
  const results = hostileResults(h);
  const group = results.groups[0] as Results["groups"][number];
  const state = mergeRunIntoGroup(null, group, results, run(h));
  const evidence = renderEvidence(group, results);
  const record = {
    issue: { number: 5, htmlUrl: ISSUE_URL },
    state,
  };
  const dashboard: DashboardState = {
    v: 1,
    trust: { score: 0.5, history: [] },
    knownTests: { [h]: "2025-03-01T10:05:00.000Z" },
    groups: { [GROUP]: { issue: 5, url: ISSUE_URL, status: "failing", attempts: 2, tests: [h] } },
    seen: [],
    unissued: { run: "7", groups: [{ id: GROUP, tests: [h] }] },
  };
  const review = checkedReview(h, [hostileTest(h)]);
  return [
    { name: "job summary", text: renderMarkdown(results) },
    {
      name: "fix pull request",
      text: renderFixPullRequestBody(results, GROUP),
      markers: /^<!-- fix-loop:group=g1a2b3c4d5e6 -->$/,
    },
    {
      name: "fix pull request, cut to its limit",
      text: renderFixPullRequestBody(results, GROUP, { maxChars: 3_000 }),
      markers: /^<!-- fix-loop:group=g1a2b3c4d5e6 -->$/,
    },
    { name: "plan review summary", text: reviewSummary(hostileReport(h)) },
    {
      name: "review pull request",
      text: reviewPullRequestBody(review, "plan", (text) => text),
      markers: /^<!-- fix-loop:group=plan -->$/,
    },
    {
      name: "review pull request, cut to its limit",
      text: reviewPullRequestBody(review.repeat(20), "plan", (text) => text, { maxChars: 3_000 }),
      markers: /^<!-- fix-loop:group=plan -->$/,
    },
    {
      name: "check summary",
      text: renderCheckSummary({
        sandbox: "setup and the tests run as this user",
        isolated: false,
        bundles: [
          {
            folder: h,
            group: h,
            sha256: h,
            outcome: "refused",
            tests: [{ id: h, status: "failed" }],
            problem: h,
            review,
          },
        ],
        verdictOutput: "verdict-0",
        verdict: [{ group: h, sha256: h, review }],
        killed: 1,
      }),
    },
    {
      name: "group issue",
      text: renderGroupIssue(state, evidence, SETTINGS),
      markers: /^<!-- fix-loop:group=g1a2b3c4d5e6 --><!-- fix-loop:state \{.*\} -->$/,
    },
    {
      name: "pull request summary comment",
      text: renderSummary({
        results,
        run: run(h),
        records: new Map([[GROUP, record as never]]),
        trust: { score: 0.5, history: [] },
        settings: SETTINGS,
      }),
      markers: /^<!-- fix-loop:summary --><!-- fix-loop:state \{.*\} -->$/,
    },
    {
      name: "dashboard",
      text: renderBoundedDashboard(dashboard, SETTINGS).body,
      markers: /^<!-- fix-loop:dashboard --><!-- fix-loop:state \{.*\} -->$/,
    },
    {
      name: "/fix status reply",
      text: statusText(
        dashboard,
        { v: 1, sha: null, run: "7", at: null, groups: [] },
        [{ sha: "0123456789abcdef", tests: [h], at: "2025-03-01T10:05:00.000Z" }],
        SETTINGS,
      ),
    },
    { name: "/fix unknown tests reply", text: unknownTestsRefusal("octo", [h], [h, h]) },
    ...[`/fix ${h}`, `/fix BT-1 --strategy ${h}`, `/fix all ${h}`].flatMap((comment) => {
      const command = parseFixCommand(comment, SETTINGS);
      return command?.kind === "invalid"
        ? [
            {
              name: `/fix reply to ${JSON.stringify(comment)}`,
              text: invalidText(command.problem, SETTINGS),
            },
          ]
        : [];
    }),
    { name: "/fix cap reply", text: capRefusal("octo", [{ tests: [h], attempts: 3 }], 3) },
    {
      name: "/fix in progress reply",
      text: inProgressRefusal("octo", [h], "0123456789abcdef", OWN_LINKS[3] as string),
    },
    {
      name: "/fix dispatched reply",
      text: dispatchedText(
        "octo",
        { tests: [h], sha: "0123456789abcdef", ref: h, strategy: h, skipped: [{ tests: [h] }] },
        OWN_LINKS[3] as string,
        3,
      ),
    },
  ];
}

const plainByText = new Map<string, Map<string, string>>();

/** bodies(plain) by name, made once for each plain text. */
function plainBodies(plain: string): Map<string, string> {
  let named = plainByText.get(plain);
  if (!named) {
    named = new Map(madeBodies(plain).map((body) => [body.name, body.text]));
    plainByText.set(plain, named);
  }
  return named;
}

/** fix-loop's own words outside code that GitHub links on purpose: the replies' @login, its issue. */
const OWN_TEXT = ["@octo,", "#5"];

describe("every body fix-loop writes, rendered as GitHub would", () => {
  for (const [index, h] of HOSTILE.entries()) {
    it(`holds hostile string ${index} only as text: ${JSON.stringify(h).slice(0, 60)}`, () => {
      for (const body of bodies(h)) {
        const findings = inspectRendered(body.text, { ownLinks: OWN_LINKS, ownText: OWN_TEXT });
        expect(findings, body.name).toEqual([]);
        if (body.markers) {
          const lines = body.text.trimEnd().split("\n");
          expect(lines.at(-1), body.name).toMatch(body.markers);
          // Every comment the reader's renderer sees is one of fix-loop's markers.
          const comments = renderedComments(body.text);
          for (const comment of comments) expect(comment, body.name).toMatch(/^ \/?fix-loop:/);
        }
      }
    });
  }

  it("gets the same structure from each as from plain text of the same shape", () => {
    for (const h of HOSTILE) {
      // A letter where the hostile string has anything but a line break: nothing to parse, the
      // same lines, and the strings of one shape share their plain bodies (rendered once).
      const plain = h.replace(/[^\r\n]+/g, "x");
      const expected = plainBodies(plain);
      for (const body of bodies(h)) {
        // A cut lands where the text's length puts it; breaking mentions changes the length.
        // A /fix command made of letters may parse where the hostile one did not.
        const plainBody = expected.get(body.name);
        if (body.name.includes("cut") || plainBody === undefined) continue;
        const same = renderedStructure(plainBody);
        expect(renderedStructure(body.text), `${body.name}: ${JSON.stringify(h)}`).toEqual(same);
      }
    }
  });

  it("cuts the bodies it says are cut", () => {
    for (const body of bodies(HOSTILE.join("\n")).filter((each) => each.name.includes("cut")))
      expect(body.text, body.name).toMatch(/cut to fit|was cut|left out/);
  });

  it("holds all of them at once, one per line, only as text", () => {
    for (const body of bodies(HOSTILE.join("\n"))) {
      expect(
        inspectRendered(body.text, { ownLinks: OWN_LINKS, ownText: OWN_TEXT }),
        body.name,
      ).toEqual([]);
    }
  });

  it("titles issues and review pull requests with no mention or reference", () => {
    for (const h of HOSTILE_MARKDOWN) {
      const results = hostileResults(h);
      const group = results.groups[0] as Results["groups"][number];
      const title = groupIssueTitle(mergeRunIntoGroup(null, group, results, run(h)));
      expect(title).not.toMatch(/@[A-Za-z0-9]|#\d|GH-\d|<!--/i);
      expect(inertText(h)).not.toMatch(/@[A-Za-z0-9]|#\d|GH-\d|<!--/i);
    }
  });
});

describe("the group issue's evidence section", () => {
  it("is read back whole, whatever a JUnit file attribute or the output holds", () => {
    for (const h of [
      EVIDENCE_END,
      `x ${EVIDENCE_END} y`,
      `${EVIDENCE_START}\n${EVIDENCE_END}`,
      ...HOSTILE,
    ]) {
      const results = hostileResults(h);
      const group = results.groups[0] as Results["groups"][number];
      const evidence = renderEvidence(group, results);
      const body = renderGroupIssue(
        mergeRunIntoGroup(null, group, results, run(h)),
        evidence,
        SETTINGS,
      );
      expect(evidenceOf(body), JSON.stringify(h)).toBe(evidence);
    }
  });
});

describe("a fix pull request's marker", () => {
  it("is the group's own, on the last line", () => {
    const body = renderFixPullRequestBody(hostileResults(HOSTILE.join("\n")), GROUP);
    expect(body.trimEnd().split("\n").at(-1)).toBe(groupMarker(GROUP));
  });
});
