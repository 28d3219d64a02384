import { describe, expect, it } from "vitest";
import { renderFlakiest } from "../../app/dashboard/flakiest.js";
import { mergeRunIntoGroup } from "../../app/groups/state.js";
import { renderGroupIssue } from "../../app/markdown/group-issue-body.js";
import { DEFAULT_SETTINGS } from "../../app/settings.js";
import { EMPTY_HISTORY } from "../../src/flaky/history.js";
import { withManualQuarantine } from "../../src/flaky/quarantine-rule.js";
import { group, results, testResult } from "../app/fixtures.js";
import { HOSTILE } from "../support/hostile-strings.js";
import { inspectRendered, renderedComments } from "../support/rendered-markdown.js";

const SETTINGS = { ...DEFAULT_SETTINGS, ladder: ["local", "web", "deep"] };

/** The flaky sections with a hostile string in each slot a test, a failure or CODEOWNERS fills. */
function bodies(h: string): string[] {
  const flakiest = renderFlakiest([
    {
      id: h,
      alias: "T-1A2B",
      rate: 0.1,
      lowerBound: 0.02,
      runs: 20,
      flakes: 2,
      firstFlakeAt: "2026-01-01T00:00:00Z",
      lastFlakeAt: "2026-01-02T00:00:00Z",
      quarantined: true,
      owners: [h, "@acme/qa"],
      lastFailure: { commit: "c0ffee0123456789", message: h, excerpt: `${h}\n${h}` },
    },
  ]);
  const red = results({ tests: [testResult(h, "failed", h)], groups: [group("g-1", [h], "open")] });
  const run = {
    id: "7",
    url: null,
    sha: "c0ffee0123456789",
    branch: "main",
    at: "2026-01-01T00:00:00Z",
    outcome: "failed",
  };
  const state = mergeRunIntoGroup(null, red.groups[0] as (typeof red.groups)[number], red, run);
  const history = { ...EMPTY_HISTORY, tests: { [h]: "PK" } };
  const quarantine = withManualQuarantine(history, h, "maintainer", run.at).quarantine;
  const issue = renderGroupIssue(state, "", SETTINGS, quarantine);
  return [flakiest, issue];
}

describe("the flaky sections fix-loop writes", () => {
  it("hold every hostile string only as text, and owners and logins never notify", () => {
    for (const h of HOSTILE) {
      for (const body of bodies(h)) {
        expect(inspectRendered(body), JSON.stringify(h).slice(0, 60)).toEqual([]);
        for (const comment of renderedComments(body)) expect(comment).toMatch(/^ \/?fix-loop:/);
      }
    }
    expect(bodies("x")[0]).toContain("`@acme/qa`");
    // The login in the reason is shown, not linked: a joiner follows the @.
    expect(bodies("x")[1]).toMatch(/quarantined by @\u200Dmaintainer/);
    expect(bodies("x")[1]).not.toContain("by @maintainer");
  });
});
