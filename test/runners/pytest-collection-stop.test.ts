import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { runVerify } from "../../src/engine/verify.js";

const hasPytest = spawnSync("python3", ["-m", "pytest", "--version"]).status === 0;

const FILES: Record<string, string> = {
  "tests/test_a.py": "def test_one():\n    assert 1 == 1\n\n\ndef test_two():\n    assert 2 == 2\n",
  "tests/test_b.py": "import does_not_exist_xyz\n\n\ndef test_three():\n    assert 3 == 3\n",
};

describe.skipIf(!hasPytest)("a pytest run stopped by a module it could not collect", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "fix-loop-pytest-collection-"));
  });
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  async function verify(name: string, command: string) {
    const cwd = path.join(root, name);
    for (const [file, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(cwd, file)), { recursive: true });
      await writeFile(path.join(cwd, file), text);
    }
    const config = configSchema.parse({
      tiers: [{ name: "unit", command, junit: "reports/junit.xml" }],
    });
    return runVerify({ cwd, config, configPath: "fix-loop.yml", env: process.env });
  }

  it("says that none of the tier's tests ran, beside the one failure its report holds", async () => {
    const results = await verify("stopped", "python3 -m pytest --junitxml=reports/junit.xml");
    expect(results.tests.map((test) => test.status)).toEqual(["failed"]);
    const [tier] = results.tiers;
    expect(tier?.reason).toContain("pytest stopped at collection, so none of the tier's tests ran");
    expect(tier?.reason).toContain("(tests/test_b.py)");
    expect(results.headline).toContain("1 of 1 test failed");
    expect(results.headline).toContain("none of the tier's tests ran");
  }, 60_000);

  it("says nothing of it where pytest went on and ran the other modules' tests", async () => {
    const results = await verify(
      "went-on",
      "python3 -m pytest --continue-on-collection-errors --junitxml=reports/junit.xml",
    );
    expect(results.tests.filter((test) => test.status === "passed")).toHaveLength(2);
    expect(results.tiers[0]?.reason ?? "").not.toContain("stopped at collection");
  }, 60_000);
});
