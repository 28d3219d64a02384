import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { runCli } from "../support/run-cli.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * A test module pytest cannot collect: extra/test_props.py imports a package the machine lacks
 * (here, one that raises on import), as jmespath's extra/test_hypothesis.py does without
 * hypothesis. pytest reports it as a testcase with no classname, its dotted path for a name,
 * and a traceback that starts in the standard library's importlib.
 */
const PROJECT = {
  ".github/fix-loop.yml": `tiers:
  - name: unit
    command: python3 -m pytest -p no:cacheprovider --junitxml=reports/junit.xml
    junit: reports/junit.xml
    env:
      PYTHONPATH: vendor
`,
  "calc.py": "def add(a, b):\n    return a + b\n",
  "tests/test_calc.py": "from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n",
  "extra/test_props.py": "import props\n\n\ndef test_props():\n    assert props\n",
  "vendor/props.py": 'raise ImportError("props needs a newer Python")\n',
};

async function results(root: string): Promise<Results> {
  const text = await readFile(path.join(root, ".fix-loop/results.json"), "utf8");
  return resultsSchema.parse(JSON.parse(text));
}

describe("a test module pytest could not collect", () => {
  it("is the module's file, fails at its import line, and its run: line collects that module again", async () => {
    const root = await createTempProject(PROJECT);
    const run = await runCli(["verify", "-C", root]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(1);
    const failed = (await results(root)).tests.filter((test) => test.status === "failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      file: "extra/test_props.py",
      runnerId: "extra/test_props.py",
      run: "PYTHONPATH=vendor python3 -m pytest -p no:cacheprovider extra/test_props.py",
      evidence: { location: { file: "extra/test_props.py", line: 1 } },
    });
    expect(run.stdout).not.toContain("importlib");

    const pasted = spawnSync("sh", ["-c", failed[0]?.run ?? "false"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(pasted.stdout).toContain("ImportError: props needs a newer Python");
    expect(pasted.stdout).toMatch(/1 error in/);
    expect(pasted.stdout).not.toContain("test_calc");
  });
});
