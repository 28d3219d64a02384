import { spawnSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "../../src/config/schema.js";
import { runVerify } from "../../src/engine/verify.js";
import { GO_JSON_TO_JUNIT } from "../support/go-json-junit.js";

const hasGo = spawnSync("go", ["version"]).status === 0;
const hasGotestsum = spawnSync("gotestsum", ["--version"]).status === 0;

/**
 * Two packages: Double is wrong (TestDouble fails every run), and TestOnce fails on its first run
 * only (a marker file), so only a re-run that really runs it makes it flaky.
 */
const FILES: Record<string, string> = {
  "go.mod": "module example.com/twice\n\ngo 1.19\n",
  "twice.go":
    "package twice\n\n// Double is seeded wrong.\nfunc Double(x int) int { return x + 2 }\n",
  "twice_test.go": [
    "package twice",
    "",
    'import (\n\t"os"\n\t"testing"\n)',
    "",
    "func TestDouble(t *testing.T) {",
    "\tif Double(3) != 6 {",
    '\t\tt.Fatalf("Double(3) = %d", Double(3))',
    "\t}",
    "}",
    "",
    "func TestOnce(t *testing.T) {",
    '\tmarker := os.Getenv("TWICE_MARKER")',
    "\tif _, err := os.Stat(marker); err != nil {",
    "\t\tos.WriteFile(marker, nil, 0o644)",
    '\t\tt.Fatal("first run")',
    "\t}",
    "}",
    "",
    "func TestZero(t *testing.T) {}",
    "",
  ].join("\n"),
  "half/half.go":
    "package half\n\n// Half is seeded wrong.\nfunc Half(x int) int { return x / 3 }\n",
  "half/half_test.go": [
    "package half",
    "",
    'import "testing"',
    "",
    "func TestHalf(t *testing.T) {",
    "\tif Half(6) != 3 {",
    '\t\tt.Fatal("half of six is not three")',
    "\t}",
    "}",
    "",
  ].join("\n"),
  // go runs every tool through this (-toolexec): each link of a binary (not go's `link -V=full`
  // version query) leaves a line.
  "tools/count.sh": `#!/bin/sh\ncase "$(basename "$1") $*" in "link "*" -o "*) echo "$*" >> "$LINK_LOG";; esac\nexec "$@"\n`,
  // The same shape as gotestsum's JUnit, for a machine without it.
  "tools/junit.mjs": GO_JSON_TO_JUNIT,
  // go-junit-report's reading of `go test -v`, in short: a package's tests end at its ok/FAIL line.
  "tools/text-junit.mjs": `
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
const cases = [];
let pending = [];
let current = null;
for (const line of readFileSync(0, "utf8").split("\\n")) {
  const run = /^=== RUN\\s+(\\S+)/.exec(line);
  const end = /^--- (PASS|FAIL|SKIP): (\\S+)/.exec(line);
  const pkg = /^(?:ok|FAIL)\\s+(\\S+)\\s+[\\d.]+s/.exec(line);
  if (run) current = { name: run[1], output: "" };
  else if (end) { pending.push({ name: end[2], status: end[1], output: current?.output ?? "" }); current = null; }
  else if (pkg) { for (const test of pending) cases.push({ ...test, pkg: pkg[1] }); pending = []; }
  else if (current) current.output += line + "\\n";
}
const xml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
const out = process.argv[2];
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, '<?xml version="1.0" encoding="UTF-8"?>\\n<testsuites><testsuite name="go">' +
  '<properties><property name="go.version" value="go1.19"></property></properties>' +
  cases.map((t) => '<testcase classname="' + xml(t.pkg) + '" name="' + xml(t.name) + '" time="0">' +
    (t.status === "FAIL" ? '<failure message="Failed" type="">' + xml(t.output) + "</failure>" : "") + "</testcase>").join("") +
  "</testsuite></testsuites>\\n");
`,
};

describe.skipIf(!hasGo)("the re-run of failing go tests", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "fix-loop-go-rerun-"));
  });
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  async function verifyWith(name: string, command: string, extra: Record<string, string> = {}) {
    const cwd = path.join(root, name);
    for (const [file, text] of Object.entries({ ...FILES, ...extra })) {
      await mkdir(path.dirname(path.join(cwd, file)), { recursive: true });
      await writeFile(path.join(cwd, file), text);
    }
    await chmod(path.join(cwd, "tools/count.sh"), 0o755);
    const log = path.join(cwd, "links.log");
    const env = {
      ...process.env,
      GOPROXY: "off",
      GOFLAGS: `-mod=mod -count=1 -short -toolexec=${path.join(cwd, "tools/count.sh")}`,
      LINK_LOG: log,
      TWICE_MARKER: path.join(cwd, "once.marker"),
    };
    const config = configSchema.parse({
      retries: 1,
      tiers: [{ name: "unit", command, junit: "reports/junit.xml" }],
    });
    const results = await runVerify({ cwd, config, configPath: "fix-loop.yml", env });
    const links = (await readFile(log, "utf8").catch(() => "")).split("\n").filter(Boolean);
    const status = (suffix: string) =>
      results.tests.find((test) => test.runnerId?.endsWith(suffix))?.status;
    return { results, links, status };
  }

  /** `more`: the project's files beside FILES, and the tests of them that are re-run too. */
  async function expectNoRelink(
    name: string,
    command: string,
    more: { files: Record<string, string>; rerun: number } = { files: {}, rerun: 0 },
  ) {
    const verified = await verifyWith(name, command, more.files);
    const { results, links, status } = verified;
    // Confirmed by a re-run that really ran them: the one that passes the second time is flaky.
    expect(status("twice.TestDouble")).toBe("failed");
    expect(status("half.TestHalf")).toBe("failed");
    expect(status("twice.TestOnce")).toBe("flaky");
    expect(status("twice.TestZero")).toBe("passed");
    const rerun = results.tests.filter((test) => test.runs === 2);
    expect(rerun).toHaveLength(3 + more.rerun);
    // One link per package, in the first run; the re-run and coverage reuse those binaries.
    expect(links).toHaveLength(2);
    expect(results.groups.map((group) => group.tests.length).sort()).toEqual([1, 1]);
    return verified;
  }

  it("runs them with go test -v's own text around them, for go-junit-report", async () => {
    await expectNoRelink(
      "text",
      "go test -v ./... 2>&1 | node tools/text-junit.mjs reports/junit.xml",
    );
  });

  it("runs the first run's test binaries, not a new link, under go test -json, with go test's flags from GOFLAGS and from the command", async () => {
    // Fails on its first run; on the re-run it passes only when -short and -timeout reached it.
    const flags = [
      "package twice",
      "",
      'import (\n\t"flag"\n\t"os"\n\t"testing"\n)',
      "",
      "func TestFlags(t *testing.T) {",
      '\tmarker := os.Getenv("TWICE_MARKER") + ".flags"',
      "\tif _, err := os.Stat(marker); err != nil {",
      "\t\tos.WriteFile(marker, nil, 0o644)",
      '\t\tt.Fatal("first run")',
      "\t}",
      '\tif !testing.Short() || flag.Lookup("test.timeout").Value.String() != "1m30s" {',
      '\t\tt.Fatal("the re-run lost a flag")',
      "\t}",
      "}",
      "",
    ].join("\n");
    const { status } = await expectNoRelink(
      "json",
      "go test -timeout 1m30s -json ./... | node tools/junit.mjs reports/junit.xml",
      { files: { "flags_test.go": flags }, rerun: 1 },
    );
    expect(status("twice.TestFlags")).toBe("flaky");
  });

  it.skipIf(!hasGotestsum)("runs them through gotestsum's raw command", async () => {
    await expectNoRelink(
      "gotestsum",
      "mkdir -p reports && gotestsum --junitfile reports/junit.xml -- ./...",
    );
  });
});
