import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { runVerify } from "../../src/engine/verify.js";
import type { Results } from "../../src/results/schema.js";
import { SHOP_PROJECT } from "../support/shop-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * pytest retries a failing test in its first run (src/runners/pytest-retry.ts), with coverage
 * taken on the retry and on the passing tests after a file's first failure: verify of a red
 * suite starts pytest once. The shop project fails test_cents and test_label with two messages
 * (two signatures: triage needs coverage to see `cents` behind both), test_flaky fails its first
 * attempt only, and test_uses_service's module fixture raises the first time it is set up, with
 * a second test of that module after it (its error would stay cached for a retry in place).
 * conftest.py appends a line per pytest start to starts.log, so the test counts them.
 */
const PROJECT = {
  ...SHOP_PROJECT,
  "tests/conftest.py": [
    "import os",
    "",
    "ROOT = os.path.join(os.path.dirname(__file__), '..')",
    "",
    "def pytest_sessionstart(session):",
    "    with open(os.path.join(ROOT, 'starts.log'), 'a') as log:",
    "        log.write(str(os.getpid()) + '\\n')",
  ].join("\n"),
  "tests/test_flaky.py": [
    "import os",
    "",
    "def test_flaky():",
    "    marker = os.path.join(os.path.dirname(__file__), '..', 'flaky.seen')",
    "    if not os.path.exists(marker):",
    "        open(marker, 'w').close()",
    "        assert 'first attempt' == 'passes'",
  ].join("\n"),
  "tests/test_service.py": [
    "import os, pytest",
    "",
    "@pytest.fixture(scope='module')",
    "def service():",
    "    marker = os.path.join(os.path.dirname(__file__), '..', 'service.seen')",
    "    if not os.path.exists(marker):",
    "        open(marker, 'w').close()",
    "        raise ConnectionError('service not up yet')",
    "    return 'up'",
    "",
    "def test_uses_service(service):",
    "    assert service == 'up'",
    "",
    "def test_uses_service_again(service):",
    "    assert service == 'up'",
  ].join("\n"),
};

const PYTEST = "python3 -m pytest -q -p no:cacheprovider --junitxml=reports/junit.xml";

interface Verified {
  root: string;
  results: Results;
  starts: number;
}

async function verify(command: string, files: Record<string, string> = {}): Promise<Verified> {
  const root = await createTempProject({ ...PROJECT, ...files });
  const config = configSchema.parse({
    retries: 1,
    tiers: [{ name: "unit", command, junit: "reports/junit.xml" }],
  });
  const results = await runVerify({ cwd: root, config, configPath: "fix-loop.yml" });
  const starts = (await readFile(path.join(root, "starts.log"), "utf8")).trim().split("\n");
  return { root, results, starts: new Set(starts).size };
}

/** What verify decided: each test's status and runs, the groups and their culprits. */
function verdicts(results: Results) {
  return {
    tests: results.tests.map((test) => [test.id, test.status, test.runs]).sort(),
    groups: results.groups.map((group) => ({
      tests: [...group.tests].sort(),
      culprit: group.triage?.culprit
        ? `${group.triage.culprit.file}:${group.triage.culprit.function} (${group.triage.culprit.source})`
        : null,
    })),
  };
}

const EXPECTED = {
  tests: [
    ["tests.test_flaky > test_flaky", "flaky", 2],
    ["tests.test_prices > test_cents", "failed", 2],
    ["tests.test_prices > test_label", "failed", 2],
    ["tests.test_prices > test_tax", "passed", 1],
    ["tests.test_prices.TestMore > test_tax_zero", "passed", 1],
    ["tests.test_service > test_uses_service", "flaky", 2],
    ["tests.test_service > test_uses_service_again", "passed", 1],
  ],
  groups: [
    {
      tests: ["tests.test_prices > test_cents", "tests.test_prices > test_label"],
      culprit: "shop/prices.py:cents (coverage)",
    },
  ],
};

/**
 * The separate re-run's verdicts differ in one place: pytest keeps a module fixture's error for
 * every test of the module, so in the first run test_uses_service_again failed on it too, and
 * passed on the re-run. Retried in place, the fixture is set up afresh for the retry, and the
 * tests after it pass at once.
 */
const SEPARATE = {
  ...EXPECTED,
  tests: EXPECTED.tests.map((test) =>
    test[0] === "tests.test_service > test_uses_service_again" ? [test[0], "flaky", 2] : test,
  ),
};

let inRun: Verified;
let separate: Verified;
beforeAll(async () => {
  [inRun, separate] = await Promise.all([
    verify(PYTEST),
    // The engine's own re-run in a second pytest, as before (and as a project that blocks ours gets).
    verify(PYTEST.replace("-q", "-q -p no:fixloop_retry")),
  ]);
}, 120_000);

describe("verify of a red pytest suite", () => {
  it("starts pytest once: the flaky check and triage's coverage ride on the first run", () => {
    expect(inRun.starts).toBe(1);
    expect(inRun.results.phases?.coverageMs).toBe(0);
    // What recording took inside the runs: the first run's, or the engine's re-run's.
    expect(inRun.results.phases?.coverageInRunsMs).toBeGreaterThan(0);
    expect(separate.results.phases?.coverageInRunsMs).toBeGreaterThan(0);
    // The engine's re-run needs a second start.
    expect(separate.starts).toBe(2);
  });

  it("gives the verdicts and the coverage culprit the separate re-run gives", () => {
    expect(verdicts(inRun.results)).toEqual(EXPECTED);
    expect(verdicts(separate.results)).toEqual(SEPARATE);
  });

  it("keeps the failed attempt of a flaky test as its evidence, and says it passed in the same run", () => {
    const flaky = inRun.results.tests.find((test) => test.id === "tests.test_flaky > test_flaky");
    expect(flaky?.reason).toBe(
      "failed, then passed on re-run 1 of 1 (pytest's own retry, in the same run)",
    );
    expect(flaky?.evidence?.reported?.message).toContain("first attempt");
    const service = inRun.results.tests.find(
      (test) => test.id === "tests.test_service > test_uses_service",
    );
    expect(service?.evidence?.reported?.message).toContain("service not up yet");
  });

  it("keeps a real failure's first attempt as its evidence, as the separate re-run does", () => {
    const evidence = (verified: Verified) =>
      verified.results.tests.find((test) => test.id === "tests.test_prices > test_cents")?.evidence;
    expect(evidence(inRun)?.reported?.message).toContain("assert 151 == 150");
    expect(evidence(inRun)?.reported).toEqual(evidence(separate)?.reported);
  });

  it("leaves one testcase per test in the report, each with its last attempt", async () => {
    const report = await readFile(path.join(inRun.root, "reports/junit.xml"), "utf8");
    expect(report.match(/<testcase /g)).toHaveLength(7);
    expect(report.match(/<failure /g)).toHaveLength(2);
    expect(report).not.toContain("<error ");
  });
});

describe("verify of a pytest command that sets PYTHONPATH itself", () => {
  it("still retries in the first run", async () => {
    const { results, starts } = await verify(`PYTHONPATH=. ${PYTEST}`);
    expect(starts).toBe(1);
    expect(verdicts(results)).toEqual(EXPECTED);
  });
});

describe("verify of a project whose own plugin retries (pytest-rerunfailures' name)", () => {
  it("leaves the retries to the engine's re-run, as before", async () => {
    const { results, starts } = await verify(`PYTHONPATH=. ${PYTEST} -p rerunfailures`, {
      "rerunfailures.py": "# a project's retry plugin, as pytest-rerunfailures registers\n",
    });
    expect(starts).toBe(2);
    expect(verdicts(results)).toEqual(SEPARATE);
  });
});

describe("verify of a failing doctest in a text file (its report names no file)", () => {
  it("retries it in the first run too", async () => {
    const { results, starts } = await verify(`${PYTEST} --doctest-glob=*.rst`, {
      "docs/guide.rst": ["Adding:", "", "    >>> 1 + 1", "    3", ""].join("\n"),
    });
    expect(starts).toBe(1);
    const doctest = results.tests.find((test) => test.id.startsWith("docs.guide.rst"));
    expect(doctest).toMatchObject({ status: "failed", runs: 2 });
  });
});
