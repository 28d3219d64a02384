import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { runVerify } from "../../src/engine/verify.js";

const hasGotestsum = spawnSync("gotestsum", ["--version"]).status === 0;

/** Two packages; sub calls a function that does not exist, so its tests never build. */
const FILES: Record<string, string> = {
  "go.mod": "module example.com/builds\n\ngo 1.19\n",
  "add.go": "package builds\n\nfunc Add(a, b int) int { return a + b }\n",
  "add_test.go":
    'package builds\n\nimport "testing"\n\nfunc TestAdd(t *testing.T) {\n\tif Add(1, 2) != 3 {\n\t\tt.Fatal("bad")\n\t}\n}\n',
  "sub/sub.go":
    "package sub\n\nfunc Mul(a, b int) int { return a * b }\n\nfunc broken() { undefinedThing() }\n",
  "sub/sub_test.go":
    'package sub\n\nimport "testing"\n\nfunc TestMul(t *testing.T) {\n\tif Mul(2, 3) != 6 {\n\t\tt.Fatal("bad")\n\t}\n}\n',
};

describe.skipIf(!hasGotestsum)("a go package whose tests do not build", () => {
  let cwd: string;
  beforeAll(async () => {
    cwd = await mkdtemp(path.join(tmpdir(), "fix-loop-go-build-"));
    for (const [file, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(cwd, file)), { recursive: true });
      await writeFile(path.join(cwd, file), text);
    }
  });
  afterAll(async () => {
    if (cwd) await rm(cwd, { recursive: true, force: true });
  });

  it("is reported by the compiler's error and its place, not gotestsum's closing count", async () => {
    const config = configSchema.parse({
      tiers: [
        {
          name: "unit",
          command: "mkdir -p reports && gotestsum --junitfile reports/junit.xml -- ./...",
          junit: "reports/junit.xml",
        },
      ],
    });
    const env = { ...process.env, GOPROXY: "off", GOFLAGS: "-count=1" };
    const results = await runVerify({ cwd, config, configPath: "fix-loop.yml", env });
    const failed = results.tests.filter((test) => test.status === "failed");
    expect(failed).toHaveLength(1);
    const evidence = failed[0]?.evidence;
    expect(evidence?.message).toMatch(/^sub\/sub\.go:5(?::\d+)?: undefined: undefinedThing$/);
    expect(evidence?.location).toEqual({ file: "sub/sub.go", line: 5 });
    expect(results.tiers[0]?.reason).toMatch(/^go could not build the tests: sub\/sub\.go:5/);
    expect(results.groups[0]?.signature).toContain("undefined: undefinedThing");
    expect(results.groups[0]?.signature).not.toContain("DONE");
  }, 120_000);
});
