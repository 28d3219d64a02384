import { execFileSync } from "node:child_process";
import { access, mkdir, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { jestModules } from "../support/jest-install.js";
import { PRICES_JEST, PRICES_JEST_COMMAND, PRICES_VITEST } from "../support/prices-project.js";
import { runCli } from "../support/run-cli.js";
import { apiError, startScriptedModel } from "../support/scripted-model/index.js";
import { createTempProject } from "../support/temp-project.js";

const CLAUDE = path.resolve(import.meta.dirname, "../../node_modules/.bin/claude");

function junitConfig(command: string): string {
  return `tiers:\n  - name: unit\n    command: ${command}\n    junit: reports/junit.xml\n`;
}

async function results(root: string): Promise<Results> {
  const text = await readFile(path.join(root, ".fix-loop/results.json"), "utf8");
  return resultsSchema.parse(JSON.parse(text));
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** A node_modules with jest and all it needs, but not jest-junit: links into a full install. */
async function jestWithoutReporter(root: string): Promise<void> {
  const full = await jestModules();
  const modules = path.join(root, "node_modules");
  await mkdir(modules);
  for (const entry of await readdir(full)) {
    if (entry !== "jest-junit") await symlink(path.join(full, entry), path.join(modules, entry));
  }
}

/** What every missing tool must give: exit 3 before any test, no group, the install command. */
async function expectToolGate(
  root: string,
  run: { code: number | null; stdout: string; stderr: string },
  install: string,
) {
  expect(run.code).toBe(3);
  expect(`${run.stdout}${run.stderr}`).toContain(install);
  const written = await results(root);
  expect(written.outcome).toBe("blocked");
  expect(written.groups).toEqual([]);
  expect(written.tests.every((test) => test.runs === 0)).toBe(true);
  expect(written.preflight.problems.map((problem) => problem.message).join("\n")).toContain(
    install,
  );
}

describe("a missing runner or reporter is a gate, never a failing test", () => {
  it("jest without jest-junit: exit 3 before any test, with the install command", async () => {
    const root = await createTempProject({
      ...PRICES_JEST,
      ".github/fix-loop.yml": junitConfig(PRICES_JEST_COMMAND),
    });
    await jestWithoutReporter(root);
    const run = await runCli(["verify", "-C", root]);
    await expectToolGate(root, run, "npm install --save-dev jest-junit");
    expect(run.stdout).not.toContain("root cause");
    // The test file was never loaded: jest did not start.
    expect(await exists(path.join(root, "loads.log"))).toBe(false);
  });

  it("fix stops at the same gate: no group, no request to the model", async () => {
    const root = await createTempProject({
      ...PRICES_JEST,
      ".github/fix-loop.yml": junitConfig(PRICES_JEST_COMMAND),
    });
    const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "ignore" });
    git("init", "-q", "-b", "main");
    git("add", "-A");
    git("-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-qm", "project");
    await jestWithoutReporter(root);
    const model = await startScriptedModel(() => apiError(500, "never asked"));
    try {
      const run = await runCli(["fix", "-C", root], {
        env: { ...model.env, FIX_LOOP_CLAUDE: CLAUDE },
      });
      await expectToolGate(root, run, "npm install --save-dev jest-junit");
      expect((await results(root)).attempts).toEqual([]);
      expect(model.requests).toHaveLength(0);
    } finally {
      await model.close();
    }
  });

  it("a runner not installed (vitest): exit 3, with the install command", async () => {
    const root = await createTempProject({
      ...PRICES_VITEST,
      ".github/fix-loop.yml": junitConfig(
        "node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml",
      ),
    });
    const run = await runCli(["verify", "-C", root]);
    await expectToolGate(root, run, "npm install --save-dev vitest");
  });

  it("a runner package.json lists but a fresh clone has not installed: exit 3, with the project's install", async () => {
    const root = await createTempProject({
      ...PRICES_VITEST,
      "package.json": JSON.stringify({ type: "module", devDependencies: { vitest: "^4.0.0" } }),
      ".github/fix-loop.yml": junitConfig(
        "node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml",
      ),
    });
    const run = await runCli(["verify", "-C", root]);
    await expectToolGate(root, run, "npm install (package.json lists vitest");
    expect(run.stdout).not.toContain("--save-dev");
  });

  it("a reporter program not on PATH (go-junit-report): exit 3, with the go install command", async () => {
    const root = await createTempProject({
      "go.mod": "module example.com/prices\n\ngo 1.21\n",
      "prices_test.go": 'package prices\n\nimport "testing"\n\nfunc TestCents(t *testing.T) {}\n',
      ".github/fix-loop.yml": junitConfig(
        "go test -v ./... 2>&1 | go-junit-report > reports/junit.xml",
      ),
    });
    const run = await runCli(["verify", "-C", root]);
    await expectToolGate(root, run, "go install github.com/jstemmer/go-junit-report/v2@latest");
  });

  it("a python without pytest (a fresh venv): exit 3, with its pip command", async () => {
    const root = await createTempProject({
      "test_prices.py": "def test_cents():\n    assert 1 == 1\n",
      ".github/fix-loop.yml": "",
    });
    // A venv sees none of the system's packages: python3 runs, pytest is not there.
    execFileSync("python3", ["-m", "venv", "--without-pip", path.join(root, "venv")]);
    const python = path.join(root, "venv/bin/python3");
    await writeFile(
      path.join(root, ".github/fix-loop.yml"),
      junitConfig(`${python} -m pytest --junitxml=reports/junit.xml`),
    );
    const run = await runCli(["verify", "-C", root]);
    await expectToolGate(root, run, `${python} -m pip install pytest`);
  });
});
