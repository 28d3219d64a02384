import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJunitCommand } from "../../src/junit/run-junit-command.js";
import { identifyRunner } from "../../src/runners/registry.js";
import { runCli } from "../support/run-cli.js";

const recorded = path.join(import.meta.dirname, "../corpus/uuid/validate-panic/junit.xml");
const hasGotestsum = spawnSync("gotestsum", ["--version"]).status === 0;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "fix-loop-go-panic-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function tree(name: string, files: Record<string, string>): Promise<string> {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

/**
 * The recorded report of google/uuid whose Validate panics, as the tier's command writes it;
 * `run` is a `-run` the command names, as a run of chosen tests does.
 */
function replay(cwd: string, run?: string) {
  const selection = run === undefined ? "" : `: go test -run '${run}' && `;
  return runJunitCommand(
    {
      tier: "unit",
      requires: [],
      command: `${selection}mkdir -p reports && cp ${recorded} reports/junit.xml; exit 1`,
      reports: ["reports/junit.xml"],
    },
    { identify: identifyRunner, cwd, env: process.env, timeoutMs: 20_000, redact: (text) => text },
  );
}

const goTest = (names: string[], pkg = "uuid") =>
  [`package ${pkg}`, "", 'import "testing"', ""]
    .concat(names.map((name) => `func ${name}(t *testing.T) {}\n`))
    .join("\n");

describe("a go panic hides the tests after it", () => {
  it("says so on the recorded uuid report, which lists only the tests before it", async () => {
    const ran = await replay(await tree("no-source", { "keep.txt": "" }));
    expect(ran.tests.filter((test) => test.status === "failed")).toHaveLength(2);
    // No go.mod here: which tests are missing cannot be counted, only that some are.
    expect(ran.problem).toBe(
      "go stopped github.com/google/uuid at the panic in TestValidate/Valid_UUID_with_Braces: the tests after it did not run, and the report leaves them out, with the rest of TestValidate's subtests",
    );
  });

  it("names the test functions declared after the one that panicked that the report leaves out", async () => {
    const cwd = await tree("source", {
      "go.mod": "module github.com/google/uuid\n\ngo 1.19\n",
      // Declared before TestValidate and absent from the report: not the panic's doing.
      "a_test.go": goTest(["TestEarlier", "TestNew"]),
      "m_test.go": goTest(["TestValidate", "TestVersion6", "TestVersion7"]),
      // Built on Windows only: no word about it, as the report shows none of its tests ran.
      "w_windows_test.go": goTest(["TestWindowsPaths"]),
      // The external test package's tests run after the package's own.
      "b_external_test.go": goTest(["TestExample"], "uuid_test"),
      // Built by any go that builds the module (go 1.19): counted. One newer is not.
      "n_go113_test.go": `//go:build go1.13\n\n${goTest(["TestIs"])}`,
      "o_old_test.go": `// +build go1.13\n\n${goTest(["TestAs"])}`,
      "z_future_test.go": `//go:build go1.99\n\n${goTest(["TestFuture"])}`,
      // go runs the examples with an output comment, after every test.
      "x_example_test.go": [
        "package uuid_test",
        "",
        'import "fmt"',
        "",
        "func ExampleNew() {",
        '\tfmt.Println("x")',
        "\t// Output: x",
        "}",
        "",
        "func ExampleParse() {}",
        "",
        "func ExampleString() {",
        '\tfmt.Println("y")',
        "\t// Output:",
        "\t// y",
        "}",
        "",
      ].join("\n"),
    });
    const ran = await replay(cwd);
    expect(ran.problem).toBe(
      "go stopped github.com/google/uuid at the panic in TestValidate/Valid_UUID_with_Braces: the tests after it did not run, and the report leaves them out: 5 test functions (TestVersion6, TestVersion7, TestIs, TestAs, TestExample) and their subtests, with the rest of TestValidate's subtests, and 2 examples",
    );
  });

  it("names only the tests the command's -run chose, and nothing when the panic hid none of them", async () => {
    const cwd = await tree("chosen", {
      "go.mod": "module github.com/google/uuid\n\ngo 1.19\n",
      "m_test.go": goTest(["TestValidate", "TestVersion6", "TestVersion7"]),
    });
    const two = await replay(cwd, "^(?:TestValidate|TestVersion7)$/^Valid_UUID_with_Braces$");
    expect(two.problem).toBe(
      "go stopped github.com/google/uuid at the panic in TestValidate/Valid_UUID_with_Braces: the tests after it did not run, and the report leaves them out: 1 test function (TestVersion7) and their subtests, with the rest of TestValidate's subtests",
    );
    const one = await replay(cwd, "^TestValidate$");
    expect(one.tests.filter((test) => test.status === "failed")).toHaveLength(2);
    expect(one.problem).toBeNull();
  });

  it("says nothing of a failure without a panic", async () => {
    const cwd = await tree("no-panic", { "go.mod": "module github.com/google/uuid\n" });
    const text = (await readFile(recorded, "utf8")).replace(/panic: /g, "oops: ");
    await writeFile(path.join(cwd, "edited.xml"), text);
    const ran = await runJunitCommand(
      {
        tier: "unit",
        requires: [],
        command: "mkdir -p reports && cp edited.xml reports/junit.xml; exit 1",
        reports: ["reports/junit.xml"],
      },
      {
        identify: identifyRunner,
        cwd,
        env: process.env,
        timeoutMs: 20_000,
        redact: (line) => line,
      },
    );
    expect(ran.tests.filter((test) => test.status === "failed")).toHaveLength(2);
    expect(ran.problem).toBeNull();
  });

  it.skipIf(!hasGotestsum)(
    "puts the line in verify's log and in results.json, on a real gotestsum run",
    async () => {
      const cwd = await tree("real", {
        "go.mod": "module example.com/parse\n\ngo 1.19\n",
        "parse.go": [
          "package parse",
          "",
          "// Inner is what sits between the first and last byte. Seeded: one byte too far.",
          "func Inner(s string) string { return s[1 : len(s)+1] }",
          "",
        ].join("\n"),
        "parse_test.go": [
          "package parse",
          "",
          'import "testing"',
          "",
          'func TestFirst(t *testing.T) { if Inner("") == "x" { t.Fatal("never") } }',
          "",
          "func TestInner(t *testing.T) {",
          '\tif Inner("{a}") != "a" {',
          '\t\tt.Fatal("not the inner part")',
          "\t}",
          "}",
          "",
          "func TestLater(t *testing.T) {}",
          "",
          "func TestLast(t *testing.T) {}",
          "",
        ].join("\n"),
        ".github/fix-loop.yml": [
          "retries: 0",
          "tiers:",
          "  - name: unit",
          '    command: "gotestsum --junitfile reports/junit.xml -- ./..."',
          "    junit: reports/junit.xml",
          "",
        ].join("\n"),
      });
      const env = { ...process.env, GOPROXY: "off", GOFLAGS: "-mod=mod", CI: "true" };
      const cli = await runCli(["verify", "--plain"], { cwd, env });
      const line =
        "go stopped example.com/parse at the panic in TestFirst: the tests after it did not run, and the report leaves them out: 3 test functions (TestInner, TestLater, TestLast) and their subtests";
      expect(cli.stdout + cli.stderr).toContain(line);
      const results = JSON.parse(await readFile(path.join(cwd, ".fix-loop/results.json"), "utf8"));
      expect(results.tiers[0].reason).toBe(line);
      expect(results.tests.map((test: { id: string }) => test.id)).toEqual([
        "example.com/parse > TestFirst",
      ]);
      // "1 of 1 test failed" alone would read as the whole suite.
      expect(results.headline).toBe(
        `1 of 1 test failed (example.com/parse > TestFirst); tier unit: ${line}`,
      );
    },
  );
});
