import { afterEach, describe, expect, it } from "vitest";
import { createBundle } from "../../src/bundle/create.js";
import {
  applyBundle,
  BundleRefusedError,
  type CheckOptions,
  PLAN_GROUP,
  readBundle,
} from "../../src/bundle/index.js";
import { configSchema } from "../../src/config/schema.js";
import { scriptGlobs } from "../../src/plan/script-globs.js";
import { emptyPlanReport } from "../../src/results/plan-report.js";
import { stampFrameworkTest } from "../../src/script-tests/pending-framework-tests.js";
import { stampScript } from "../../src/script-tests/review-marker.js";
import { failedResults } from "../report/results-fixture.js";
import {
  freshCheckout,
  git,
  removeTempDirs,
  repositoryWith,
  tempDir,
  writeFiles,
} from "./support.js";

afterEach(removeTempDirs);

const PROTECTED = ["tests/**", ".fix-loop/**", ".github/**"];
const START = {
  "server.js": "console.log('up');\n",
  "tests/smoke/old.sh": "#!/bin/sh\n# TEST: OPS-1 - up\ntrue\n",
};
const REPORT = emptyPlanReport("PLAN.md");

const script = (id: string) => `#!/bin/sh\n# TEST: ${id} - checks\n# TIER: smoke\nexit 1\n`;
const pending = (id: string) => stampScript(script(id), "abc123", "pending");

/** A plan bundle made honestly (createBundle) of `files` after writing `edits`. */
async function planBundle(edits: Record<string, string>, scriptGlobs = ["tests/smoke/*.sh"]) {
  const repo = await repositoryWith(START);
  await writeFiles(repo.dir, edits);
  const created = await createBundle({
    cwd: repo.dir,
    baseSha: repo.base,
    results: failedResults({ mode: "verify", outcome: "passed" }),
    group: PLAN_GROUP,
    outDir: await tempDir(),
    files: Object.keys(edits),
    plan: { report: REPORT, review: "# review" },
  });
  const checkout = await freshCheckout(repo.dir, repo.base);
  const options: CheckOptions = {
    checkout,
    baseSha: repo.base,
    protectedGlobs: PROTECTED,
    scriptGlobs,
  };
  return { dir: created.dir, options };
}

async function refusalOf(bundle: { dir: string; options: CheckOptions }): Promise<string[]> {
  const error = await applyBundle(await readBundle(bundle.dir), bundle.options).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BundleRefusedError);
  return [...(error as BundleRefusedError).reasons];
}

describe("the plan rule", () => {
  it("applies new pending scripts under a tier's glob, though tests/** is protected", async () => {
    const bundle = await planBundle({
      "tests/smoke/bt-1.sh": pending("BT-1"),
      "tests/smoke/bt-2.sh": pending("BT-2"),
    });
    const applied = await applyBundle(await readBundle(bundle.dir), bundle.options);
    expect(applied.files.map((file) => [file.path, file.change])).toEqual([
      ["tests/smoke/bt-1.sh", "added"],
      ["tests/smoke/bt-2.sh", "added"],
    ]);
    expect(await git(bundle.options.checkout, "diff", "--cached", "--name-only")).toBe(
      "tests/smoke/bt-1.sh\ntests/smoke/bt-2.sh",
    );
  });

  it("refuses a plan bundle that changes anything else, or adds outside the tiers' globs", async () => {
    const reasons = await refusalOf(
      await planBundle({
        "tests/smoke/bt-1.sh": pending("BT-1"),
        "server.js": "console.log('changed');\n",
        "tests/smoke/old.sh": pending("OPS-1"),
        "tools/bt-3.sh": pending("BT-3"),
      }),
    );
    expect(reasons).toEqual(
      expect.arrayContaining([
        '"server.js" is modified: a plan bundle only adds new scripts',
        '"tests/smoke/old.sh" is modified: a plan bundle only adds new scripts',
        '"tools/bt-3.sh" is not under a tier\'s script glob (tests/smoke/*.sh)',
      ]),
    );
    expect(reasons.join("\n")).not.toContain("bt-1.sh");
  });

  it("refuses a script that does not wait for review, or has no TEST header", async () => {
    const reasons = await refusalOf(
      await planBundle({
        "tests/smoke/bt-1.sh": script("BT-1"),
        "tests/smoke/bt-2.sh": stampScript(script("BT-2"), "abc", "refused", "passes dead"),
        "tests/smoke/bt-3.sh": "#!/bin/sh\n# REVIEW: pending\nexit 1\n",
      }),
    );
    expect(reasons).toEqual([
      '"tests/smoke/bt-1.sh" is not marked # REVIEW: pending: a plan bundle holds only scripts waiting for review',
      '"tests/smoke/bt-2.sh" is marked # REVIEW: refused: a plan bundle holds only scripts waiting for review',
      '"tests/smoke/bt-3.sh" has no # TEST: header',
    ]);
  });

  it("refuses a plan bundle when the policy names no script glob", async () => {
    const reasons = await refusalOf(
      await planBundle({ "tests/smoke/bt-1.sh": pending("BT-1") }, []),
    );
    expect(reasons[0]).toMatch(/tiers name no script glob/);
  });

  it("applies a pytest test held as .pending when the policy's tier runs pytest, and refuses one not waiting for review", async () => {
    const policy = configSchema.parse({
      tiers: [
        {
          name: "unit",
          command: "python3 -m pytest tests --junitxml=reports/junit.xml",
          junit: "reports/junit.xml",
        },
      ],
    });
    const globs = scriptGlobs(policy);
    expect(globs).toEqual(["**/test_*.py.pending", "**/*_test.py.pending"]);
    const test = "def test_BT_1_up():\n    assert False\n";
    const held = (state: "pending" | "refused") =>
      stampFrameworkTest(test, "#", { id: "BT-1", hash: "abc123", state, why: "" });
    const good = await planBundle({ "tests/test_bt_1.py.pending": held("pending") }, globs);
    const applied = await applyBundle(await readBundle(good.dir), good.options);
    expect(applied.files.map((file) => file.path)).toEqual(["tests/test_bt_1.py.pending"]);
    const reasons = await refusalOf(
      await planBundle(
        {
          "tests/test_bt_2.py.pending": held("refused"),
          "tests/test_bt_3.py.pending": test,
          "tests/test_bt_4.py": held("pending"),
        },
        globs,
      ),
    );
    expect(reasons).toEqual([
      '"tests/test_bt_4.py" is not under a tier\'s script glob (**/test_*.py.pending, **/*_test.py.pending)',
    ]);
    const content = await refusalOf(
      await planBundle(
        { "tests/test_bt_2.py.pending": held("refused"), "tests/test_bt_3.py.pending": test },
        globs,
      ),
    );
    expect(content).toEqual([
      '"tests/test_bt_2.py.pending" is marked REVIEW: refused: a plan bundle holds only tests waiting for review',
      '"tests/test_bt_3.py.pending" has no PLAN-TEST: line',
      '"tests/test_bt_3.py.pending" is not marked REVIEW: pending: a plan bundle holds only tests waiting for review',
    ]);
  });
});
