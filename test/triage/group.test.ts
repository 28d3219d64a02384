import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupFailures } from "../../src/triage/group.js";
import { failedTest } from "./failed-test.js";

/** Five tests broken by one missing config file, each run in its own temp dir and port. */
function configMissing(index: number) {
  const port = 41_000 + index * 17;
  return failedTest(`BT-00${index}`, [
    `starting app on port ${port}`,
    `FAIL: config not found at /tmp/run-${index}x${port}/app-${port}/config.json (2026-03-0${index}T0${index}:1${index}:00Z)`,
  ]);
}

describe("groupFailures", () => {
  it("puts five tests with one root cause in one group", () => {
    const tests = [1, 2, 3, 4, 5].map(configMissing);
    const groups = groupFailures(tests);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      signature: "config not found at <tmp> (<time>)",
      tests: ["BT-001", "BT-002", "BT-003", "BT-004", "BT-005"],
      tier: "smoke",
      status: "open",
      reason: null,
    });
  });

  it("separates two root causes and orders lower tiers first, then bigger groups", () => {
    const refused = (id: string, tier: string) =>
      failedTest(
        id,
        ["FAIL: login", "curl: (7) Failed to connect to localhost port 8000: Connection refused"],
        { tier },
      );
    const tests = [
      failedTest("BT-020", ["FAIL: expected 3 to be 4"], { tier: "features" }),
      refused("BT-021", "features"),
      refused("BT-022", "features"),
      failedTest("BT-023", ["FAIL: totals differ"], { tier: "smoke" }),
      refused("BT-024", "smoke"),
    ];
    const groups = groupFailures(tests, ["health", "smoke", "features"]);
    expect(groups.map((group) => [group.signature, group.tier, group.tests])).toEqual([
      ["connection refused to localhost:8000", "smoke", ["BT-021", "BT-022", "BT-024"]],
      ["totals differ", "smoke", ["BT-023"]],
      ["expected <n> to be <n>", "features", ["BT-020"]],
    ]);
  });

  it("never sends flaky, blocked or skipped tests", () => {
    const tests = [
      failedTest("BT-030", ["FAIL: boom"], { status: "flaky" }),
      failedTest("BT-031", ["FAIL: boom"], { status: "blocked" }),
      failedTest("BT-032", ["FAIL: boom"], { status: "skipped" }),
    ];
    expect(groupFailures(tests)).toEqual([]);
  });
});

describe("group ids across processes", () => {
  let dir: string;
  let bundle: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "fix-loop-triage-"));
    const entry = join(dir, "entry.ts");
    await writeFile(
      entry,
      [
        `import { groupFailures } from ${JSON.stringify(join(process.cwd(), "src/triage/group.ts"))};`,
        "let input = '';",
        "process.stdin.on('data', (chunk) => { input += chunk; });",
        "process.stdin.on('end', () => {",
        "  const groups = groupFailures(JSON.parse(input));",
        "  process.stdout.write(JSON.stringify(groups.map((g) => g.id)));",
        "});",
      ].join("\n"),
    );
    bundle = join(dir, "triage.mjs");
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: "node",
      format: "esm",
      outfile: bundle,
      logLevel: "silent",
    });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("gives the same ids in separate processes with different clocks, temp dirs and folders", async () => {
    const tests = [
      configMissing(1),
      configMissing(2),
      failedTest("BT-040", ["Error: connect ECONNREFUSED 127.0.0.1:5432"]),
      failedTest("BT-041", ["TypeError: total.toFixed is not a function"]),
    ];
    const input = JSON.stringify(tests);
    const run = (env: NodeJS.ProcessEnv, cwd: string) =>
      execa("node", [bundle], { input, env, cwd }).then(
        (result) => JSON.parse(result.stdout) as string[],
      );

    const first = await run({ TZ: "UTC", TMPDIR: dir }, dir);
    const second = await run({ TZ: "Asia/Kolkata", TMPDIR: "/var/tmp", LANG: "de_DE.UTF-8" }, "/");
    expect(first).toHaveLength(3);
    expect(second).toEqual(first);
    expect(groupFailures(tests).map((group) => group.id)).toEqual(first);
  });
});
