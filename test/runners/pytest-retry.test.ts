import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withRunnerRetry } from "../../src/junit/runner-retry.js";
import { runProcess } from "../../src/process/run.js";
import { pytest } from "../../src/runners/pytest.js";
import { pytestFirstRunTap } from "../../src/runners/pytest-retry.js";
import { createTempProject, tempFolder } from "../support/temp-project.js";

/**
 * The retry plugin alone, on a real pytest run: what it records of each test's attempts, and
 * which tests' calls it records. tests/test_a.py has a passing test, then a failure, then five
 * passing tests; tests/test_b.py passes. Each test calls a function of its own in lib.py.
 */
const TESTS_A = ["before", "fails", "after0", "after1", "after2", "after3", "after4"];
const PROJECT = {
  "lib.py": [...TESTS_A, "b"].map((name) => `def f_${name}():\n    return 1\n`).join("\n"),
  "tests/test_a.py": [
    "import lib",
    ...TESTS_A.map((name) =>
      name === "fails"
        ? `def test_${name}():\n    lib.f_${name}()\n    assert lib.f_${name}() == 2, 'off by one'\n`
        : `def test_${name}():\n    lib.f_${name}()\n`,
    ),
  ].join("\n"),
  "tests/test_b.py": "import lib\n\ndef test_b():\n    lib.f_b()\n",
};

async function runWithRetry(limit: number) {
  const root = await createTempProject(PROJECT);
  const scratch = tempFolder("pytest-retry-scratch-");
  const context = { cwd: root, env: process.env, scratch };
  const tap = await pytestFirstRunTap(context, 1);
  if (!tap) throw new Error("no tap with a retry");
  const env = { ...process.env, ...tap.env, FIXLOOP_COVERAGE_LIMIT: String(limit) };
  const command = "PYTHONPATH=. python3 -m pytest -q -p no:cacheprovider tests";
  const retry = await withRunnerRetry(pytest, command, 1, scratch, env);
  if (!retry) throw new Error("pytest took no retry");
  const ran = await runProcess(retry.command, { cwd: root, env: retry.env });
  const attempts = JSON.parse(await readFile(retry.recordFile, "utf8"));
  const calls = JSON.parse(await readFile(tap.env.FIXLOOP_COVERAGE_OUT as string, "utf8"));
  await tap.close();
  return { root, ran, attempts, calls };
}

describe("pytest's in-run retry plugin", () => {
  it("retries the failure in the same session and records its failed attempts", async () => {
    const { root, ran, attempts } = await runWithRetry(20);
    expect(ran.exitCode).toBe(1);
    // The failed attempt counts as a rerun, not a failure.
    expect(Buffer.concat([ran.output.head, ran.output.tail]).toString()).toMatch(
      /1 failed, 7 passed, 1 rerun/,
    );
    expect(attempts.tests).toHaveLength(1);
    expect(attempts.tests[0]).toMatchObject({
      file: path.join(root, "tests/test_a.py"),
      name: "test_fails",
      state: "failed",
      retryCount: 1,
    });
    expect(attempts.tests[0].errors[0].message).toContain("off by one");
  });

  it("records the failure's retry and the passing tests after it in its file, thinned past the limit", async () => {
    const { calls } = await runWithRetry(2);
    expect(Object.keys(calls).sort()).toEqual([
      // Past the first 2 passing tests: one in two (the third, index 2), then one in four.
      "tests/test_a.py::test_after0",
      "tests/test_a.py::test_after1",
      "tests/test_a.py::test_after2",
      "tests/test_a.py::test_after4",
      "tests/test_a.py::test_fails",
    ]);
    expect(calls["tests/test_a.py::test_fails"]).toEqual([
      "lib.py:f_fails",
      "tests/test_a.py:test_fails",
    ]);
    expect(calls["tests/test_a.py::test_after0"]).toContain("lib.py:f_after0");
  });
});

describe("pytest's in-run retry plugin, on many failures", () => {
  it("records the retry of every failure: one without coverage would keep its signature's group", async () => {
    const root = await createTempProject({
      "tests/test_many.py": [
        "import pytest",
        "",
        "@pytest.mark.parametrize('n', range(60))",
        "def test_fails(n):",
        "    assert n < 0",
      ].join("\n"),
    });
    const scratch = tempFolder("pytest-retry-scratch-");
    const tap = await pytestFirstRunTap({ cwd: root, env: process.env, scratch }, 1);
    if (!tap) throw new Error("no tap with a retry");
    const command = "python3 -m pytest -q -p no:cacheprovider tests";
    const retry = await withRunnerRetry(pytest, command, 1, scratch, {
      ...process.env,
      ...tap.env,
    });
    if (!retry) throw new Error("pytest took no retry");
    await runProcess(retry.command, { cwd: root, env: retry.env });
    const attempts = JSON.parse(await readFile(retry.recordFile, "utf8"));
    const calls = JSON.parse(await readFile(tap.env.FIXLOOP_COVERAGE_OUT as string, "utf8"));
    await tap.close();
    expect(attempts.tests).toHaveLength(60);
    const recorded = Object.keys(calls).map((id) => Number(/\[(\d+)\]/.exec(id)?.[1]));
    expect(recorded.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n));
  });
});

describe("pytest's in-run retry plugin, on a failed assert of an object", () => {
  it("records what the test called, not the __repr__ pytest calls to word the failure", async () => {
    const root = await createTempProject({
      "lib.py": [
        "def describe(box):",
        "    return 'Box(%d)' % box.size",
        "",
        "class Box:",
        "    def __init__(self, size):",
        "        self.size = size",
        "    def __repr__(self):",
        "        return describe(self)",
        "",
        "def grow(box):",
        "    return Box(box.size + 2)  # seeded: + 1",
        "",
      ].join("\n"),
      "tests/test_box.py": [
        "import lib",
        "",
        "def test_grow():",
        "    assert lib.grow(lib.Box(1)).size == lib.Box(2).size and lib.grow(lib.Box(1)) is None",
        "",
      ].join("\n"),
    });
    const scratch = tempFolder("pytest-retry-scratch-");
    const tap = await pytestFirstRunTap({ cwd: root, env: process.env, scratch }, 1);
    if (!tap) throw new Error("no tap with a retry");
    const command = "PYTHONPATH=. python3 -m pytest -q -p no:cacheprovider tests";
    const retry = await withRunnerRetry(pytest, command, 1, scratch, {
      ...process.env,
      ...tap.env,
    });
    if (!retry) throw new Error("pytest took no retry");
    const ran = await runProcess(retry.command, { cwd: root, env: retry.env });
    const calls = JSON.parse(await readFile(tap.env.FIXLOOP_COVERAGE_OUT as string, "utf8"));
    await tap.close();
    // pytest worded the failure with the Box's repr ...
    expect(Buffer.concat([ran.output.head, ran.output.tail]).toString()).toContain("Box(3)");
    // ... which is no call of the test's. A method is named with its class, as Python qualifies it.
    expect(calls["tests/test_box.py::test_grow"]).toEqual([
      "lib.py:Box.__init__",
      "lib.py:grow",
      "tests/test_box.py:test_grow",
    ]);
  });
});
