import { execa } from "execa";
import { loadConfig } from "../../../src/config/load.js";
import type { EngineOptions } from "../../../src/engine/types.js";
import { claim } from "../../support/scripted-model/index.js";
import { createTempProject, type ProjectFiles, scriptTest } from "../../support/temp-project.js";

const CONFIG = [
  "tests: tests/*.sh",
  "retries: 0",
  "fix:",
  "  max-attempts: 3",
  "  protected: ['tests/**', '.github/**']",
  "",
].join("\n");

/** sumProject's sum(), fixed. */
export const SUM_RIGHT = "export function sum(a, b) {\n  return a + b;\n}\n";

/** The claim of a session that fixed sumProject's sum(). */
export const SUM_FIXED = claim({
  status: "fixed",
  root_cause: "sum subtracted",
  files_changed: ["src/sum.js"],
  tests_run: [],
  reasoning: "a + b",
});

/** A node module whose sum() subtracts, one failing test for it, and one passing test for format(). */
export function sumProject(): ProjectFiles {
  return {
    "package.json": '{ "name": "sum-bug", "type": "module" }\n',
    ".github/fix-loop.yml": CONFIG,
    "src/sum.js": "export function sum(a, b) {\n  return a - b;\n}\n",
    "src/format.js": "export function format(total) {\n  return 'total: ' + total;\n}\n",
    "tests/sum.sh": scriptTest(
      { id: "BT-001", title: "sum adds two numbers", tier: "smoke" },
      [
        "actual=$(node --input-type=module -e \"import { sum } from './src/sum.js'; console.log(sum(2, 2))\")",
        'if [ "$actual" != "4" ]; then',
        '  echo "FAIL: sum(2, 2)"',
        '  echo "EVIDENCE: expected $actual to be 4"',
        "  exit 1",
        "fi",
        'echo "PASS: sum(2, 2) is 4"',
      ].join("\n"),
    ),
    "tests/format.sh": scriptTest(
      { id: "BT-002", title: "format prints the total", tier: "smoke" },
      [
        "actual=$(node --input-type=module -e \"import { format } from './src/format.js'; console.log(format(4))\")",
        'if [ "$actual" != "total: 4" ]; then',
        '  echo "FAIL: format(4)"',
        '  echo "EVIDENCE: expected \\"$actual\\" to be \\"total: 4\\""',
        "  exit 1",
        "fi",
        'echo "PASS: format(4)"',
      ].join("\n"),
    ),
  };
}

/** Five tests that all load a config module with the same bug, each printing its own FAIL line. */
export function fiveTestsOneCauseProject(): ProjectFiles {
  const files: ProjectFiles = {
    "package.json": '{ "name": "config-bug", "type": "module" }\n',
    ".github/fix-loop.yml": CONFIG,
    "src/config.js":
      "const settings = undefined;\nexport function port() {\n  return settings.port;\n}\n",
  };
  for (const n of [1, 2, 3, 4, 5]) {
    files[`tests/route-${n}.sh`] = scriptTest(
      { id: `BT-10${n}`, title: `route ${n} answers`, tier: "features" },
      [
        `node --input-type=module -e "import { port } from './src/config.js'; if (port() !== 8080) process.exit(3)" 2>&1 || {`,
        `  echo "FAIL: route ${n} could not read its port"`,
        "  exit 1",
        "}",
        `echo "PASS: route ${n}"`,
      ].join("\n"),
    );
  }
  return files;
}

/** The files in a temp folder, committed to a fresh git repository. */
export async function createGitProject(files: ProjectFiles): Promise<string> {
  const root = await createTempProject(files, "fix-loop-fix-");
  const git = (...args: string[]) => execa("git", args, { cwd: root });
  await git("init", "-q", "-b", "main");
  await git("config", "user.email", "dev@example.com");
  await git("config", "user.name", "Dev");
  await git("add", "-A");
  await git("commit", "-q", "-m", "project with a bug");
  return root;
}

export async function engineOptions(cwd: string): Promise<EngineOptions> {
  const configPath = ".github/fix-loop.yml";
  return { cwd, config: await loadConfig(configPath, cwd), configPath };
}
