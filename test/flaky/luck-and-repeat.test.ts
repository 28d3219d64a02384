import { describe, expect, it } from "vitest";
import { chanceOfLuckyPasses, luckWords } from "../../src/flaky/luck.js";
import { repeatPlan } from "../../src/flaky/repeat-command.js";
import { runnerOf } from "../../src/runners/registry.js";

describe("the chance a flaky test passes K runs by luck", () => {
  it("is (1 - rate)^K", () => {
    expect(chanceOfLuckyPasses(0.12, 20)).toBeCloseTo(0.0776, 4);
    expect(chanceOfLuckyPasses(0.5, 20)).toBeCloseTo(9.54e-7, 9);
    expect(chanceOfLuckyPasses(0, 20)).toBe(1);
    expect(chanceOfLuckyPasses(1, 20)).toBe(0);
  });

  it("is said in words and number", () => {
    expect(luckWords(0.12, 20)).toBe(
      "a test still flaking at the observed 12.0% would pass 20 runs in a row by luck 7.8% of the time (about 1 in 13)",
    );
    expect(luckWords(0.5, 20)).toBe(
      "a test still flaking at the observed 50.0% would pass 20 runs in a row by luck 0.000095% of the time (about 1 in 1.0 million)",
    );
    expect(luckWords(0, 5)).toContain("by luck 100.0% of the time (every time)");
  });
});

describe("repeating one test with its runner", () => {
  it("gives pytest --count (pytest-repeat), falling back to a loop on its usage error", () => {
    const plan = repeatPlan(
      runnerOf("pytest").repeat,
      "python -m pytest tests/test_a.py::test_b --junitxml=r.xml",
      20,
    );
    expect(plan).toMatchObject({
      command: "python -m pytest --count=20 tests/test_a.py::test_b --junitxml=r.xml",
      runs: 1,
      fallback: { onExitCode: 4, plan: { runs: 20 } },
    });
    expect(plan.fallback?.plan.command).toBe(
      "python -m pytest tests/test_a.py::test_b --junitxml=r.xml",
    );
  });

  it("gives go test -count, replacing a -count already there and before a pipe", () => {
    expect(
      repeatPlan(
        runnerOf("go").repeat,
        "go test -v -run '^TestRace$' ./pkg 2>&1 | go-junit-report > r.xml",
        20,
      ).command,
    ).toBe("go test -count=20 -v -run '^TestRace$' ./pkg 2>&1 | go-junit-report > r.xml");
    expect(
      repeatPlan(runnerOf("go").repeat, "go test -count=1 -run '^TestRace$' ./pkg", 7).command,
    ).toBe("go test -count=7 -run '^TestRace$' ./pkg");
  });

  it("gives playwright --repeat-each", () => {
    expect(
      repeatPlan(runnerOf("playwright").repeat, "npx playwright test e2e/a.spec.ts:12", 5),
    ).toMatchObject({
      command: "npx playwright test --repeat-each=5 e2e/a.spec.ts:12",
      runs: 1,
    });
  });

  it("runs the command K times for runners with no repeat option, scripts and unknown ones", () => {
    for (const runner of ["vitest", "jest", "mocha", "node", "tap"] as const)
      expect(runnerOf(runner).repeat).toBeUndefined();
    for (const repeat of [undefined, runnerOf("vitest").repeat]) {
      expect(repeatPlan(repeat, "cmd", 20)).toEqual({
        command: "cmd",
        runs: 20,
        how: "its command run 20 times",
      });
    }
  });
});
