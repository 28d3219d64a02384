import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  NO_TRUST,
  observePullRequest,
  observeRun,
  PULL_REQUEST_WEIGHT,
  RUN_WEIGHT,
  repositoryTrustFormula,
  TRUST_PRIOR,
} from "../../src/trust/repository-trust.js";

const readme = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

describe("repository trust", () => {
  it("moves from the prior by each weight", () => {
    const run = observeRun(NO_TRUST, { agreed: 3, total: 4 }, "run 1", "t");
    expect(run.score).toBeCloseTo(TRUST_PRIOR + RUN_WEIGHT * (0.75 - TRUST_PRIOR));
    const merged = observePullRequest(run, true, "PR #1", "t");
    expect(merged.score).toBeCloseTo(
      (run.score ?? 0) + PULL_REQUEST_WEIGHT * (1 - (run.score ?? 0)),
    );
    expect(observeRun(run, { agreed: 0, total: 0 }, "no attempts", "t")).toBe(run);
  });

  it("is explained in words built from its constants, and the app README says the same", () => {
    const formula = repositoryTrustFormula();
    expect(formula).toContain(`weight ${RUN_WEIGHT}`);
    expect(formula).toContain(`weight ${PULL_REQUEST_WEIGHT}`);
    const app = readme("app/README.md").replace(/\s+/g, " ");
    expect(app).toContain(`(weight ${RUN_WEIGHT})`);
    expect(app).toContain(`(weight ${PULL_REQUEST_WEIGHT})`);
    expect(app).toContain(`starting from ${Math.round(TRUST_PRIOR * 100)}`);
  });
});
