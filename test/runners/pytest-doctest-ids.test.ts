import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { aliasOf } from "../../src/ids/aliases.js";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { runCli } from "../support/run-cli.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * A tier that collects doctests (`--doctest-modules`, as toolz's CI runs): the listing that
 * checks `--tests` ids before the run must collect them too, or a doctest's id, its alias and
 * pytest's own node id are refused as unknown (toolz: "no test has the id
 * toolz.itertoolz > toolz.itertoolz.take").
 */
const PROJECT = {
  ".github/fix-loop.yml": `tiers:
  - name: unit
    command: python3 -m pytest -p no:cacheprovider --doctest-modules lib tests --junitxml=reports/junit.xml
    junit: reports/junit.xml
`,
  "lib/__init__.py": "",
  "lib/take.py": [
    "def take(n, seq):",
    '    """The first n items.',
    "",
    "    >>> take(2, [10, 20, 30])",
    "    [10, 20]",
    '    """',
    "    return list(seq)[:n]",
    "",
  ].join("\n"),
  "tests/test_take.py": [
    "from lib.take import take",
    "",
    "",
    "def test_none():",
    "    assert take(0, [1]) == []",
    "",
  ].join("\n"),
};

const DOCTEST = "lib.take > lib.take.take";

async function verifyTests(root: string, wanted: string) {
  const run = await runCli(["verify", "--tests", wanted, "-C", root]);
  const text = await readFile(path.join(root, ".fix-loop/results.json"), "utf8").catch(() => "");
  const results: Results | null = text ? resultsSchema.parse(JSON.parse(text)) : null;
  return { run, ran: results?.tests.map((test) => test.id) ?? [] };
}

describe("--tests with a doctest of a tier that collects them", () => {
  it("takes the doctest's id, its alias and pytest's node id on a green tree, and runs it alone", async () => {
    const root = await createTempProject(PROJECT);
    for (const wanted of [DOCTEST, aliasOf("test", DOCTEST), "lib/take.py::lib.take.take"]) {
      const { run, ran } = await verifyTests(root, wanted);
      expect(run.stderr, wanted).not.toContain("no test has the id");
      expect(run.code, wanted).toBe(0);
      expect(ran, wanted).toEqual([DOCTEST]);
    }
  }, 60_000);

  it("words a failed doctest by its example, what it expected and what it got", async () => {
    const root = await createTempProject({
      ...PROJECT,
      "lib/take.py": PROJECT["lib/take.py"].replace("[:n]", "[: n - 1]"),
    });
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const results = resultsSchema.parse(
      JSON.parse(await readFile(path.join(root, ".fix-loop/results.json"), "utf8")),
    );
    const doctest = results.tests.find((test) => test.id === DOCTEST);
    expect(doctest?.evidence?.message).toBe("take(2, [10, 20, 30]): expected [10, 20], got [10]");
    expect(run.stdout).toContain("take(2, [10, 20, 30]): expected [10, 20], got [10]");
    // The closing block says that, not the docstring's source lines pytest's message holds.
    expect(run.stdout).toContain(
      "  the test runner reported a failure: take(2, [10, 20, 30]): expected [10, 20], got [10]",
    );
    expect(doctest?.evidence?.summary).toEqual([
      "take(2, [10, 20, 30]): expected [10, 20], got [10]",
    ]);
  }, 60_000);

  it("words one whose example printed nothing, where doctest says `Got nothing`", async () => {
    const root = await createTempProject({
      ...PROJECT,
      "lib/take.py": PROJECT["lib/take.py"].replace(">>> take(", ">>> _ = take("),
    });
    await runCli(["verify", "-C", root]);
    const results = resultsSchema.parse(
      JSON.parse(await readFile(path.join(root, ".fix-loop/results.json"), "utf8")),
    );
    const doctest = results.tests.find((test) => test.id === DOCTEST);
    // Not the listing's first line number ("125" for humanize's naturaldelta).
    expect(doctest?.evidence?.message).toBe(
      "_ = take(2, [10, 20, 30]): expected [10, 20], got nothing",
    );
  }, 60_000);
});

describe("a text file's doctests (--doctest-glob)", () => {
  it("are re-run by their file alone: the line a person pastes runs that one item", async () => {
    const root = await createTempProject({
      ".github/fix-loop.yml": `tiers:
  - name: docs
    command: python3 -m pytest -p no:cacheprovider --doctest-glob='*.rst' docs tests --junitxml=reports/junit.xml
    junit: reports/junit.xml
`,
      "docs/intro.rst": ["Adding", "======", "", ">>> 1 + 1", "3", ""].join("\n"),
      "tests/test_other.py": "def test_other():\n    assert True\n",
    });
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const text = await readFile(path.join(root, ".fix-loop/results.json"), "utf8");
    const failed = resultsSchema
      .parse(JSON.parse(text))
      .tests.filter((test) => test.status === "failed");
    expect(failed.map((test) => [test.id, test.runsAlone])).toEqual([
      ["docs.intro.rst > intro.rst", true],
    ]);
    expect(failed[0]?.run).toMatch(/ docs\/intro\.rst$/);
    const pasted = spawnSync("sh", ["-c", failed[0]?.run ?? "false"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(pasted.stdout).toMatch(/\b1 failed\b/);
    expect(pasted.stdout).not.toMatch(/passed/);
  }, 60_000);
});
