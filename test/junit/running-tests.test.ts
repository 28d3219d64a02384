import { symlink } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { jestModules } from "../support/jest-install.js";
import { installedModules } from "../support/npm-install.js";
import { runCli } from "../support/run-cli.js";
import { readResults } from "../support/runner-project.js";
import { createTempProject } from "../support/temp-project.js";

/**
 * A test that never ends, in a loop that never yields (a mutant's `i <= n`): the tier's command
 * is killed at its timeout, with no report and output that names no test. What verify says
 * must name the test it was in. The JS tests block their thread without burning a core.
 */
const NEVER_YIELDS = "Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000)";

const tier = (command: string, timeout: string) => `tiers:
  - name: unit
    command: ${command}
    junit: reports/junit.xml
    timeout: ${timeout}
`;

async function hungRun(
  root: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ message: string; stdout: string }> {
  const run = await runCli(["verify", "-C", root], { env });
  expect(run.code).toBe(1);
  const [test] = (await readResults(root)).tests;
  expect(test?.id).toBe("unit:command");
  expect(test?.evidence?.timedOut).toBe(true);
  const message = test?.evidence?.message ?? "";
  // The printed tier problem says it too.
  expect(run.stdout).toContain(message.slice(message.indexOf("still running")));
  return { message, stdout: run.stdout };
}

const hungLine = async (root: string) => (await hungRun(root)).message;

describe.concurrent("a tier killed at its timeout names the test still running", () => {
  let jest: string;
  let mocha: string;
  beforeAll(async () => {
    [jest, mocha] = await Promise.all([
      jestModules(),
      installedModules(["mocha@11.7.6", "mocha-junit-reporter@2.2.1"], "mocha"),
    ]);
  }, 240_000);

  it("pytest: its node id, with how long it ran; the heartbeat names it while it runs", async () => {
    const root = await createTempProject({
      ".github/fix-loop.yml": tier(
        "python3 -m pytest -q -p no:cacheprovider tests --junitxml=reports/junit.xml",
        "3s",
      ),
      "tests/test_cache.py": [
        "import time",
        "def test_fills(): assert 1",
        "def test_expires():",
        "    time.sleep(60)",
        "def test_after(): assert 1",
      ].join("\n"),
    });
    const { message, stdout } = await hungRun(root, { FIX_LOOP_HEARTBEAT_SECONDS: "1" });
    expect(message).toMatch(
      /; still running when it was killed: tests\/test_cache\.py::test_expires \(running for \d(?:\.\d)?s\)$/,
    );
    expect(stdout).toMatch(
      /^unit: still running after [\d.]+ m?s; no test result yet; now in tests\/test_cache\.py::test_expires \(running for [\d.]+m?s\)$/m,
    );
  });

  it("mocha: its file and full title", async () => {
    const root = await createTempProject({
      "package.json": '{ "private": true }\n',
      ".github/fix-loop.yml": tier(
        "npx mocha --reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml",
        "3s",
      ),
      "test/cache.test.js": `describe("cache", () => {
  it("fills", () => {});
  it("expires", () => { ${NEVER_YIELDS}; });
});
`,
    });
    await symlink(mocha, path.join(root, "node_modules"));
    expect(await hungLine(root)).toMatch(
      /still running when it was killed: test\/cache\.test\.js > cache expires \(running for /,
    );
  });

  it("vitest: its file and name path, in a worker thread of its own", async () => {
    const root = await createTempProject({
      "package.json": '{ "type": "module", "private": true }\n',
      ".github/fix-loop.yml": tier(
        "npx vitest run --reporter=junit --outputFile=reports/junit.xml",
        "4s",
      ),
      "test/a.test.js": `import { test } from "vitest";\ntest("fills", () => {});\n`,
      "test/cache.test.js": `import { describe, test } from "vitest";
describe("cache", () => {
  test("fills", () => {});
  test("expires", () => { ${NEVER_YIELDS}; });
});
`,
    });
    await symlink(
      path.join(import.meta.dirname, "../../node_modules"),
      path.join(root, "node_modules"),
    );
    expect(await hungLine(root)).toMatch(
      /still running when it was killed: test\/cache\.test\.js > cache > expires \(running for [^)]*\)$/,
    );
  });

  it("jest: its file and name, in a worker of its own", async () => {
    const root = await createTempProject({
      "package.json": '{ "private": true }\n',
      ".github/fix-loop.yml": tier(
        "JEST_JUNIT_OUTPUT_FILE=reports/junit.xml npx jest --ci --reporters=default --reporters=jest-junit",
        "5s",
      ),
      "test/a.test.js": `test("fills", () => {});\n`,
      "test/cache.test.js": `describe("cache", () => {
  test("fills", () => {});
  test("expires", () => { ${NEVER_YIELDS}; });
});
`,
    });
    await symlink(jest, path.join(root, "node_modules"));
    const message = await hungLine(root);
    // The other file's worker ended its test: only the hung one is named.
    expect(message).toMatch(
      /still running when it was killed: test\/cache\.test\.js > cache expires \(running for [^)]*\)$/,
    );
  });
});
