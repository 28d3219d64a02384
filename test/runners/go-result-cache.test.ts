import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { runVerify } from "../../src/engine/verify.js";
import { GO_JSON_TO_JUNIT } from "../support/go-json-junit.js";

const hasGo = spawnSync("go", ["version"]).status === 0;

/** Two packages whose tests pass; go may cache their results. */
const FILES: Record<string, string> = {
  "go.mod": "module example.com/cached\n\ngo 1.19\n",
  "sum.go": "package cached\n\nfunc Sum(a, b int) int { return a + b }\n",
  "sum_test.go":
    'package cached\n\nimport "testing"\n\nfunc TestSum(t *testing.T) {\n\tif Sum(2, 3) != 5 {\n\t\tt.Fatal("sum")\n\t}\n}\n',
  "neg/neg.go": "package neg\n\nfunc Neg(a int) int { return -a }\n",
  "neg/neg_test.go":
    'package neg\n\nimport "testing"\n\nfunc TestNeg(t *testing.T) {\n\tif Neg(2) != -2 {\n\t\tt.Fatal("neg")\n\t}\n}\n',
  "tools/junit.mjs": GO_JSON_TO_JUNIT,
};

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

describe.skipIf(!hasGo)("a green go tier", () => {
  it("keeps go's result cache: a second verify of the same tree takes every package's result from it", async () => {
    const cwd = await mkdtemp(path.join(tmpdir(), "fix-loop-go-cache-"));
    roots.push(cwd);
    for (const [file, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(cwd, file)), { recursive: true });
      await writeFile(path.join(cwd, file), text);
    }
    const config = configSchema.parse({
      tiers: [
        {
          name: "unit",
          command:
            "go test -json ./... | tee -a events.log | node tools/junit.mjs reports/junit.xml",
          junit: "reports/junit.xml",
        },
      ],
    });
    const env = { ...process.env, GOPROXY: "off", GOFLAGS: "-mod=mod" };
    const verify = () => runVerify({ cwd, config, configPath: "fix-loop.yml", env });
    expect((await verify()).tests.map((test) => test.status)).toEqual(["passed", "passed"]);
    await rm(path.join(cwd, "events.log"));
    expect((await verify()).tests.map((test) => test.status)).toEqual(["passed", "passed"]);
    // go says "(cached)" for a package whose result it took from its cache (and replays what the
    // run it cached printed).
    const events = (await readFile(path.join(cwd, "events.log"), "utf8")).trim().split("\n");
    const said = events.map((line) => JSON.parse(line) as { Action: string; Output?: string });
    const cached = said.filter((event) => event.Output?.includes("(cached)"));
    expect(cached.map((event) => event.Output?.split("\t")[1]).sort()).toEqual([
      "example.com/cached",
      "example.com/cached/neg",
    ]);
  });
});
