import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Config, configSchema } from "../../src/config/schema.js";
import { discoverScripts, TestDiscoveryError } from "../../src/script-tests/discover.js";
import { makeScriptFolder, type ScriptFolder } from "../fixtures/scripts/temp-scripts.js";

let folder: ScriptFolder;
beforeEach(async () => {
  folder = await makeScriptFolder();
});
afterEach(async () => {
  await folder.remove();
});

function config(input: unknown): Config {
  return configSchema.parse(input);
}

async function problemsOf(
  promise: Promise<unknown>,
): Promise<{ file?: string; message: string }[]> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TestDiscoveryError);
  return (error as TestDiscoveryError).problems;
}

describe("discoverScripts", () => {
  it("finds each tier's scripts in sorted order with their headers", async () => {
    await folder.write(
      "t/health/b.sh",
      "#!/usr/bin/env bash\n# TEST: BT-002 - Second\n# TIMEOUT: 2m\nexit 0\n",
    );
    await folder.write(
      "t/health/a.sh",
      "#!/usr/bin/env bash\n# TEST: BT-001 - First\n# REQUIRES: api, redis\nexit 0\n",
    );
    await folder.write("t/smoke/.hidden.sh", "#!/bin/sh\nexit 0\n");
    await folder.write("t/smoke/test_login_flow.sh", "#!/bin/sh\nexit 0\n");
    const scripts = await discoverScripts({
      cwd: folder.root,
      config: config({
        services: {
          api: { health: "http://127.0.0.1:1/" },
          redis: { health: "tcp://127.0.0.1:1" },
        },
        tiers: [
          { name: "health", tests: "t/health/*.sh" },
          { name: "smoke", tests: ["t/smoke/*.sh"] },
        ],
      }),
    });
    expect(scripts.map((s) => [s.id, s.title, s.tier, s.file])).toEqual([
      ["BT-001", "First", "health", "t/health/a.sh"],
      ["BT-002", "Second", "health", "t/health/b.sh"],
      [".hidden", ".hidden", "smoke", "t/smoke/.hidden.sh"],
      ["test_login_flow", "login flow", "smoke", "t/smoke/test_login_flow.sh"],
    ]);
    expect(scripts[0]).toMatchObject({
      kind: "script",
      requires: ["api", "redis"],
      timeoutMs: null,
    });
    expect(scripts[0]?.absolutePath).toBe(`${folder.root}/t/health/a.sh`);
    expect(scripts[1]?.timeoutMs).toBe(120_000);
  });

  it("takes the tier of top-level scripts from their # TIER: header, by number or name", async () => {
    await folder.write("tests/x.sh", "#!/bin/sh\n# TEST: X-1\n# TIER: 1\n");
    await folder.write(
      "tests/y.js",
      "#!/usr/bin/env node\n// TEST: Y-1 - node style\n// TIER: health\n",
    );
    await folder.write("tests/deep/z.sh", "#!/bin/sh\n# TIER: e2e\n");
    const scripts = await discoverScripts({
      cwd: folder.root,
      config: config({ tests: "tests/**/*" }),
    });
    expect(scripts.map((s) => [s.id, s.tier])).toEqual([
      ["Y-1", "health"],
      ["X-1", "smoke"],
      ["z", "e2e"],
    ]);
  });

  it("numbers tiers after the configured ones when there are some", async () => {
    await folder.write("tests/x.sh", "#!/bin/sh\n# TIER: 1\n");
    const scripts = await discoverScripts({
      cwd: folder.root,
      config: config({ tests: "tests/*.sh", tiers: [{ name: "first" }, { name: "second" }] }),
    });
    expect(scripts.map((s) => s.tier)).toEqual(["second"]);
  });

  it("reports every problem at once", async () => {
    await folder.write("tests/plain.sh", "#!/bin/sh\n# TIER: 0\n", { executable: false });
    await folder.write("tests/bare.sh", "# TIER: 0\necho hi\n");
    await folder.write("tests/one.sh", "#!/bin/sh\n# TEST: SAME-1\n# TIER: 0\n");
    await folder.write("tests/two.sh", "#!/bin/sh\n# TEST: SAME-1 - again\n# TIER: 0\n");
    await folder.write("tests/nowhere.sh", "#!/bin/sh\n# TIER: nightly\n");
    await folder.write("tests/far.sh", "#!/bin/sh\n# TIER: 9\n");
    await folder.write("tests/untiered.sh", "#!/bin/sh\n# TEST: U-1\n");
    await folder.write("tests/slow.sh", "#!/bin/sh\n# TIER: 0\n# TIMEOUT: forever\n");
    await folder.write("tests/dos.sh", "#!/bin/sh\r\n# TIER: 0\r\n");
    const problems = await problemsOf(
      discoverScripts({
        cwd: folder.root,
        config: config({ tests: "tests/*.sh", tiers: [{ name: "health", tests: "health/*.sh" }] }),
      }),
    );
    expect(problems.map((p) => p.message).sort()).toEqual(
      [
        'tier "health" glob "health/*.sh" matches no file',
        "tests/plain.sh is not executable: run chmod +x tests/plain.sh",
        "tests/bare.sh has no shebang line: add one such as #!/usr/bin/env bash as its first line",
        'duplicate test id "SAME-1" in tests/one.sh and tests/two.sh',
        "tests/nowhere.sh: # TIER: nightly names no tier: use one of health, smoke, features, integration, e2e",
        "tests/far.sh: # TIER: 9 is out of range: tiers are numbered 0 to 0 (health)",
        'tests/untiered.sh: no # TIER: header; a script found through the top-level tests: glob needs one (such as "# TIER: 0" or "# TIER: smoke")',
        'tests/slow.sh: # TIMEOUT: "forever" is not a duration: write seconds (10) or with a unit ("10s", "2m")',
        "tests/dos.sh has Windows line endings (CRLF): convert it with dos2unix tests/dos.sh (or sed -i 's/\\r$//' tests/dos.sh)",
      ].sort(),
    );
    expect(problems.find((p) => p.message.startsWith("duplicate"))?.file).toBe("tests/two.sh");
  });

  it("reports a script matched by two tiers", async () => {
    await folder.write("t/a.sh", "#!/bin/sh\n");
    const problems = await problemsOf(
      discoverScripts({
        cwd: folder.root,
        config: config({
          tiers: [
            { name: "one", tests: "t/*.sh" },
            { name: "two", tests: "t/a.sh" },
          ],
        }),
      }),
    );
    expect(problems).toEqual([
      {
        file: "t/a.sh",
        message:
          't/a.sh is matched by both the tests of tier "one" and the tests of tier "two": list each script in one place',
      },
    ]);
  });

  it("ignores a script matched twice by the same tier", async () => {
    await folder.write("t/a.sh", "#!/bin/sh\n");
    const scripts = await discoverScripts({
      cwd: folder.root,
      config: config({ tiers: [{ name: "one", tests: ["t/*.sh", "t/a.sh"] }] }),
    });
    expect(scripts).toHaveLength(1);
  });

  it("names the top-level glob when it matches nothing", async () => {
    const problems = await problemsOf(
      discoverScripts({ cwd: folder.root, config: config({ tests: "nope/*.sh" }) }),
    );
    expect(problems).toEqual([{ message: 'tests: glob "nope/*.sh" matches no file' }]);
  });
});
