import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { openSession } from "../../src/engine/session.js";
import type { TierRun } from "../../src/engine/types.js";

/**
 * The first run fails two tests and leaves a marker; every later pytest start sees it and dies
 * before writing a report, as a re-run does whose command is broken for the selection.
 */
const PROJECT = {
  "tests/__init__.py": "",
  "tests/conftest.py": [
    "import os",
    "MARKER = os.path.join(os.path.dirname(__file__), '..', 'ran.once')",
    "if os.path.exists(MARKER):",
    "    os._exit(3)",
    "",
    "def pytest_sessionfinish(session):",
    "    open(MARKER, 'w').close()",
    "",
  ].join("\n"),
  "tests/test_math.py": [
    "def test_sum():",
    "    assert 1 + 1 == 3",
    "",
    "def test_double():",
    "    assert 2 * 2 == 5",
    "",
    "def test_fine():",
    "    assert True",
    "",
  ].join("\n"),
};

let root: string;
let ran: TierRun;
const notes: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "crashed-rerun-"));
  for (const [file, text] of Object.entries(PROJECT)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  const config = configSchema.parse({
    retries: 2,
    tiers: [
      {
        name: "unit",
        // A re-run in a pytest of its own (fix-loop's in-run retry blocked): the one that crashes.
        command:
          "python3 -m pytest -q -p no:cacheprovider -p no:fixloop_retry --junitxml=reports/junit.xml tests",
        junit: ["reports/junit.xml"],
      },
    ],
  });
  const session = await openSession({
    cwd: root,
    config,
    configPath: "fix-loop.yml",
    env: { ...process.env, PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1" },
    reporter: { note: (level, text) => notes.push(`${level}: ${text}`) },
  });
  try {
    ran = await session.runTiers();
  } finally {
    await session.close();
  }
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("a re-run that crashed", () => {
  it("is not counted as a confirmation: the failure keeps its first run, with a reason", () => {
    const failed = ran.tests.filter((test) => test.status === "failed");
    expect(failed.map((test) => test.id).sort()).toEqual([
      "tests.test_math > test_double",
      "tests.test_math > test_sum",
    ]);
    for (const test of failed) {
      expect(test.runs).toBe(1);
      expect(test.reason).toMatch(
        /^re-run 1 of 2 gave no result for it \(.+\): the first run's failure stands, not confirmed$/,
      );
      expect(test.evidence?.message).toContain("assert");
    }
    expect(ran.tests.find((test) => test.id.endsWith("test_fine"))?.status).toBe("passed");
  });

  it("says so in the log, once for the re-run, and tries no further re-run", () => {
    const warnings = notes.filter((note) => note.includes("gave no result"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^warning: unit: re-run 1 of 2 of 2 tests gave no result/);
  });
});
