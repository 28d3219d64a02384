import { spawnSync } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { aliasOf } from "../../src/ids/aliases.js";
import { resultsSchema } from "../../src/results/schema.js";
import { runCli } from "../support/run-cli.js";
import { createTempProject } from "../support/temp-project.js";

const hasGotestsum = spawnSync("gotestsum", ["--version"]).status === 0;

/** Each test body leaves its name in $MARKS: what go really ran, whatever the results say. */
const mark = [
  "func mark(t *testing.T) {",
  '\tf, _ := os.OpenFile(os.Getenv("MARKS"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)',
  '\tf.WriteString(t.Name() + "\\n")',
  "\tf.Close()",
  "}",
].join("\n");

/** A package at the module's root (as mitchellh/mapstructure has it) and one below it. */
const SHOP = {
  ".github/fix-loop.yml": `tiers:
  - name: unit
    command: "gotestsum --junitfile reports/junit.xml -- ./..."
    junit: reports/junit.xml
`,
  "go.mod": "module example.com/shop\n\ngo 1.19\n",
  "shop_test.go": [
    "package shop",
    "",
    'import (\n\t"os"\n\t"testing"\n)',
    "",
    mark,
    "",
    "func TestCents(t *testing.T) {",
    "\tmark(t)",
    '\tt.Run("half", func(t *testing.T) { mark(t) })',
    '\tt.Run("struct => struct", func(t *testing.T) { mark(t) })',
    "}",
    "",
    "func TestLabel(t *testing.T) { mark(t) }",
    "",
  ].join("\n"),
  "tax/tax_test.go": [
    "package tax",
    "",
    'import (\n\t"os"\n\t"testing"\n)',
    "",
    mark,
    "",
    "func TestRate(t *testing.T) { mark(t) }",
    "",
    "func TestRound(t *testing.T) { mark(t) }",
    "",
  ].join("\n"),
};

/** verify --tests ID as a user runs it: what go ran (the marks) and the tests results.json lists. */
async function verifyOne(root: string, id: string): Promise<{ ran: string[]; tests: string[][] }> {
  const marks = path.join(root, "marks.log");
  await rm(marks, { force: true });
  const run = await runCli(["verify", "-C", root, "--tests", id], {
    env: { GOPROXY: "off", GOFLAGS: "-mod=mod", MARKS: marks },
  });
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  const text = await readFile(path.join(root, ".fix-loop/results.json"), "utf8");
  const results = resultsSchema.parse(JSON.parse(text));
  return {
    ran: (await readFile(marks, "utf8")).split("\n").filter(Boolean).sort(),
    tests: results.tests.map((test) => [test.id, test.runnerId ?? ""]),
  };
}

describe.skipIf(!hasGotestsum)("verify --tests on a go tier through gotestsum", () => {
  it("runs the named test alone (its package, -run anchored to it), by its id, its alias or go's own id; a subtest by go's id with its parent only", async () => {
    const root = await createTempProject(SHOP);

    // fix-loop's id: the test and its subtests, not TestLabel, not the other package's.
    expect(await verifyOne(root, "example.com/shop > TestCents")).toEqual({
      ran: ["TestCents", "TestCents/half", "TestCents/struct_=>_struct"],
      tests: [["example.com/shop > TestCents", "example.com/shop.TestCents"]],
    });
    // go's own id.
    expect((await verifyOne(root, "example.com/shop.TestLabel")).ran).toEqual(["TestLabel"]);
    // The alias, of a test in a package below the root.
    expect((await verifyOne(root, aliasOf("test", "example.com/shop/tax > TestRate"))).ran).toEqual(
      ["TestRate"],
    );
    // A subtest by the runnerId results.json gives it: accepted, run with its parent only.
    expect(await verifyOne(root, "example.com/shop.TestCents/struct_=>_struct")).toEqual({
      ran: ["TestCents", "TestCents/struct_=>_struct"],
      tests: [
        [
          "example.com/shop > TestCents/struct_=>_struct",
          "example.com/shop.TestCents/struct_=>_struct",
        ],
      ],
    });
    // The same subtest by fix-loop's id.
    expect((await verifyOne(root, "example.com/shop > TestCents/half")).ran).toEqual([
      "TestCents",
      "TestCents/half",
    ]);
    // The test's bare name, as `go test -run` takes it, where no other test has it.
    expect((await verifyOne(root, "TestRate")).tests).toEqual([
      ["example.com/shop/tax > TestRate", "example.com/shop/tax.TestRate"],
    ]);
  });

  it("runs ids the last run printed with no `go test -list` first: the id says the package and the test", async () => {
    const root = await createTempProject(SHOP);
    const env = { GOPROXY: "off", GOFLAGS: "-mod=mod", MARKS: path.join(root, "all.log") };
    expect((await runCli(["verify", "-C", root], { env })).code).toBe(0);
    const marks = path.join(root, "marks.log");
    const one = await runCli(
      ["verify", "-C", root, "--tests", "example.com/shop/tax > TestRound"],
      {
        env: { ...env, MARKS: marks },
      },
    );
    expect(one.code).toBe(0);
    expect(one.stdout).not.toContain("listing");
    expect((await readFile(marks, "utf8")).split("\n").filter(Boolean)).toEqual(["TestRound"]);
  });

  it("takes a subtest by its bare name, as `go test -run` does, before any run learned subtests", async () => {
    const root = await createTempProject(SHOP);
    expect(await verifyOne(root, "TestCents/half")).toEqual({
      ran: ["TestCents", "TestCents/half"],
      tests: [["example.com/shop > TestCents/half", "example.com/shop.TestCents/half"]],
    });
  });

  it("refuses a subtest of no listed test, naming the nearest", async () => {
    const root = await createTempProject(SHOP);
    const run = await runCli(["verify", "-C", root, "--tests", "example.com/shop.TestCentz/half"], {
      env: { GOPROXY: "off", GOFLAGS: "-mod=mod" },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no test has the id "example.com/shop.TestCentz/half"');
    // By fix-loop's id, with its alias: go's own (example.com/shop.TestCents) names the same test.
    expect(run.stderr).toContain("(nearest: example.com/shop > TestCents [T-");
  });
});
