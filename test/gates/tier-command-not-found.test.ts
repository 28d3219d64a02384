import { execFileSync, spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { runCli } from "../support/run-cli.js";
import { apiError, startScriptedModel } from "../support/scripted-model/index.js";
import { createTempProject } from "../support/temp-project.js";

const CLAUDE = path.resolve(import.meta.dirname, "../../node_modules/.bin/claude");

function junitConfig(command: string, env = ""): string {
  return `tiers:\n  - name: unit\n    command: ${command}\n    junit: reports/junit.xml\n${env}`;
}

async function results(root: string): Promise<Results> {
  const text = await readFile(path.join(root, ".fix-loop/results.json"), "utf8");
  return resultsSchema.parse(JSON.parse(text));
}

/** A config mistake is a gate: exit 3, the tier and the word named, how to fix it, no group. */
async function expectCommandGate(
  root: string,
  run: { code: number | null; stdout: string; stderr: string },
  said: RegExp,
) {
  const printed = `${run.stdout}${run.stderr}`;
  expect(printed).toMatch(said);
  expect(printed).toContain("correct the unit tier's command in .github/fix-loop.yml");
  expect(printed).not.toContain("root cause");
  expect(run.code).toBe(3);
  const written = await results(root);
  expect(written.outcome).toBe("blocked");
  expect(written.groups).toEqual([]);
  expect(written.tests.filter((test) => test.status === "failed")).toEqual([]);
  expect(written.preflight.ok).toBe(false);
  expect(written.preflight.problems.map((problem) => problem.message).join("\n")).toMatch(said);
  // The preflight passed ("preflight ok" is printed before the tier runs): the headline says
  // what the tier found, not that the preflight failed.
  expect(written.headline).toMatch(/^the unit tier's command /);
  expect(printed).not.toContain("preflight failed");
}

describe("a tier whose own command cannot start is a gate, never a failing test", () => {
  it("a misspelled program (sh exits 127): exit 3, naming the tier and the word", async () => {
    const root = await createTempProject({
      ".github/fix-loop.yml": junitConfig("gotestsun --junitfile reports/junit.xml -- ./..."),
    });
    const run = await runCli(["verify", "-C", root]);
    await expectCommandGate(
      root,
      run,
      /the unit tier's command gotestsun was not found \(the shell exited with code 127\): install gotestsun/,
    );
  });

  it("a script the command names that is not there: exit 3, saying to create it", async () => {
    const root = await createTempProject({
      ".github/fix-loop.yml": junitConfig("./scripts/run-tests.sh --junit reports/junit.xml"),
    });
    const run = await runCli(["verify", "-C", root]);
    await expectCommandGate(
      root,
      run,
      /the unit tier's command \.\/scripts\/run-tests\.sh was not found \(the shell exited with code 127\): create it/,
    );
  });

  it("python -m with a module python does not have: exit 3, with its pip command", async () => {
    const root = await createTempProject({
      "test_prices.py": "def test_cents():\n    assert 1 == 1\n",
      ".github/fix-loop.yml": junitConfig("python3 -m pytset --junitxml=reports/junit.xml"),
    });
    const run = await runCli(["verify", "-C", root]);
    await expectCommandGate(root, run, /python3 has no module pytset.*python3 -m pip install/);
  });

  it("go run pkg@version whose module go cannot fetch: exit 3, with go's own words", async () => {
    const root = await createTempProject({
      "go.mod": "module example.com/prices\n\ngo 1.19\n",
      "prices_test.go": 'package prices\n\nimport "testing"\n\nfunc TestCents(t *testing.T) {}\n',
      ".github/fix-loop.yml": junitConfig(
        "go run example.invalid/gotestsum@v1.12.0 --junitfile reports/junit.xml -- ./...",
        '    env:\n      GOPROXY: "off"\n      GOFLAGS: -mod=mod\n',
      ),
    });
    const run = await runCli(["verify", "-C", root]);
    await expectCommandGate(
      root,
      run,
      /go run example\.invalid\/gotestsum@v1\.12\.0, and go could not fetch that module \(go: example\.invalid\/gotestsum@v1\.12\.0: .*GOPROXY=off/,
    );
  });

  it.skipIf(spawnSync("gotestsum", ["--version"]).status !== 0)(
    "go run of go-junit-report offline, where gotestsum is installed: the gate says how to use it",
    async () => {
      const root = await createTempProject({
        "go.mod": "module example.com/prices\n\ngo 1.19\n",
        "prices_test.go": 'package prices\n\nimport "testing"\n\nfunc TestCents(t *testing.T) {}\n',
        ".github/fix-loop.yml": junitConfig(
          "go test -v ./... 2>&1 | go run example.invalid/go-junit-report/v2@v2.1.0 -set-exit-code > reports/junit.xml",
          '    env:\n      GOPROXY: "off"\n      GOFLAGS: -mod=mod\n',
        ),
      });
      const run = await runCli(["verify", "-C", root]);
      await expectCommandGate(
        root,
        run,
        /gotestsum is installed here and writes the report itself: mkdir -p reports && gotestsum --junitfile reports\/junit\.xml -- \.\/\.\.\./,
      );
    },
  );

  it("fix stops at the same gate: no group, no session with the model", async () => {
    const root = await createTempProject({
      ".github/fix-loop.yml": junitConfig("gotestsun --junitfile reports/junit.xml -- ./..."),
    });
    const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "ignore" });
    git("init", "-q", "-b", "main");
    git("add", "-A");
    git("-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-qm", "project");
    const model = await startScriptedModel(() => apiError(500, "never asked"));
    try {
      const run = await runCli(["fix", "-C", root], {
        env: { ...model.env, FIX_LOOP_CLAUDE: CLAUDE },
      });
      await expectCommandGate(root, run, /the unit tier's command gotestsun was not found/);
      expect((await results(root)).attempts).toEqual([]);
      expect(model.requests).toHaveLength(0);
    } finally {
      await model.close();
    }
  });

  it("a program missing inside the tier's script, or a forged shell line, is still a failing test", async () => {
    const root = await createTempProject({
      "run-tests.sh": "#!/bin/sh\nmkdir -p reports\ngotestsun --junitfile reports/junit.xml\n",
      "forge.sh": "#!/bin/sh\necho 'sh: 1: sh: not found'\nexit 127\n",
      ".fix-loop/tests/inner.sh":
        "#!/bin/sh\n# TEST: IN-001 - a script whose own command is missing\n# TIER: scripts\nnosuchprogram --check\n",
      ".github/fix-loop.yml": `tiers:
  - name: scripts
    on-failure: continue
    tests: .fix-loop/tests/*.sh
  - name: unit
    on-failure: continue
    command: ./run-tests.sh
    junit: reports/junit.xml
  - name: forged
    on-failure: continue
    command: sh ./forge.sh
    junit: reports/forged.xml
`,
    });
    const run = await runCli(["verify", "-C", root]);
    expect(run.code).toBe(1);
    const written = await results(root);
    expect(written.preflight.ok).toBe(true);
    const failed = written.tests.filter((test) => test.status === "failed").map((test) => test.id);
    expect(failed.sort()).toEqual(["IN-001", "forged:command", "unit:command"]);
    expect(written.groups.length).toBeGreaterThan(0);
  });
});
