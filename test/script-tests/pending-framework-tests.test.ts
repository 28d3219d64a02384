import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isFrameworkTestFile } from "../../src/plan/framework-style.js";
import {
  acceptFrameworkTest,
  collectedPathOf,
  pendingFrameworkTests,
  pendingPathOf,
  readFrameworkStamp,
  stampFrameworkTest,
} from "../../src/script-tests/pending-framework-tests.js";
import { tempFolder } from "../support/temp-project.js";

const VITEST = 'import { test } from "vitest";\ntest("BT-001 health", () => {});\n';

describe("a generated framework test waiting for review", () => {
  it("waits under a name no runner collects, and goes back to the collected one", () => {
    expect(pendingPathOf("tests/test_bt_001.py")).toBe("tests/test_bt_001.py.pending");
    expect(collectedPathOf("tests/test_bt_001.py.pending")).toBe("tests/test_bt_001.py");
    expect(isFrameworkTestFile("pytest", "tests/test_bt_001.py")).toBe(true);
    expect(isFrameworkTestFile("pytest", "test_bt_001.py")).toBe(true);
    expect(isFrameworkTestFile("pytest", "tests/test_bt_001.py.pending")).toBe(false);
    expect(isFrameworkTestFile("vitest", "test/bt-001-health.test.ts")).toBe(true);
    expect(isFrameworkTestFile("vitest", "test/bt-001-health.test.ts.pending")).toBe(false);
    expect(isFrameworkTestFile("vitest", "src/health.ts")).toBe(false);
  });

  it("is stamped in the file's own comments, replacing an earlier stamp, and accepting keeps the id and hash", () => {
    const once = stampFrameworkTest(VITEST, "//", {
      id: "BT-001",
      hash: "000000000000",
      state: "refused",
      why: "it passes\nwith api stopped",
    });
    const stamped = stampFrameworkTest(once, "//", {
      id: "BT-001",
      hash: "abcdef012345",
      state: "pending",
      why: "",
    });
    expect(once).toContain(
      "// REVIEW: refused (it passes with api stopped) - fix-loop plan --accept",
    );
    expect(stamped.split("\n").slice(0, 4)).toEqual([
      "// PLAN-TEST: BT-001",
      "// PLAN-HASH: abcdef012345",
      "// REVIEW: pending - fix-loop plan --accept",
      'import { test } from "vitest";',
    ]);
    expect(readFrameworkStamp(stamped)).toEqual({
      id: "BT-001",
      planHash: "abcdef012345",
      review: "pending",
    });
    const accepted = acceptFrameworkTest(stamped);
    expect(readFrameworkStamp(accepted)).toEqual({
      id: "BT-001",
      planHash: "abcdef012345",
      review: null,
    });
    expect(accepted).toBe(`// PLAN-TEST: BT-001\n// PLAN-HASH: abcdef012345\n${VITEST}`);
  });

  it("keeps a shebang first, and reads Python's comments", () => {
    const stamped = stampFrameworkTest("#!/usr/bin/env python3\ndef test_BT_001(): pass\n", "#", {
      id: null,
      hash: "none",
      state: "refused",
      why: "invented",
    });
    expect(stamped.split("\n").slice(0, 3)).toEqual([
      "#!/usr/bin/env python3",
      "# PLAN-HASH: none",
      "# REVIEW: refused (invented) - fix-loop plan --accept",
    ]);
    expect(readFrameworkStamp(stamped)).toMatchObject({ id: null, review: "refused" });
  });
});

describe("the framework tests listed as waiting for review", () => {
  it("are found in the project's folders, not in a virtual environment, a cache or fix-loop's own folder", async () => {
    const root = tempFolder("fix-loop-pending-");
    const waiting = stampFrameworkTest("def test_BT_001(): pass\n", "#", {
      id: "BT-001",
      hash: "abcdef012345",
      state: "pending",
      why: "",
    });
    const places = [
      "tests/test_bt_001.py.pending",
      ".venv/lib/python3.12/site-packages/pkg/test_x.py.pending",
      "venv/lib/test_y.py.pending",
      ".tox/py312/test_z.py.pending",
      "tests/__pycache__/test_w.py.pending",
      ".fix-loop/copy/tests/test_v.py.pending",
    ];
    for (const place of places) {
      await mkdir(path.dirname(path.join(root, place)), { recursive: true });
      await writeFile(path.join(root, place), waiting);
    }
    expect(await pendingFrameworkTests(root)).toEqual(["tests/test_bt_001.py.pending"]);
  });
});
