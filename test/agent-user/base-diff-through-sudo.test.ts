import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/results/schema.js";
import { commitAllOnMain } from "../support/commit-all.js";
import {
  canLayOutRunner,
  type HostedRunner,
  layOutHostedRunner,
} from "../support/hosted-runner.js";
import { type ReachableInstall, reachableInstall } from "../support/reachable-install.js";
import { createTempProject } from "../support/temp-project.js";

// `verify --base` reads `git diff` in the checkout. A repository's own config may name programs
// git would start for that: an fsmonitor hook, an external diff, a text conversion. Played as a
// hosted runner's user (not root, passwordless sudo, its group opening docker.sock's stand-in):
// each such program would copy the socket's secret out, where the checkout's owner can read it.

let install: ReachableInstall;
let runner: HostedRunner;
let root: string;
let run: { status: number | null; stdout: string; stderr: string };

const PROJECT = {
  "package.json": JSON.stringify({ name: "prices", private: true }),
  ".github/fix-loop.yml": `tiers:
  - name: tests
    command: "mkdir -p reports && node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml"
    junit: reports/junit.xml
`,
  ".gitignore": "reports/\n.fix-loop/\nstolen\n",
  "lib/round.js": "exports.round = (n) => Math.round(n * 100) / 100;\n",
  "lib/price.js": `const { round } = require("./round.js");
exports.total = (items) => round(items.reduce((sum, item) => sum + item, 0));
`,
  "test/price.test.js": `const test = require("node:test");
const assert = require("node:assert");
const { total } = require("../lib/price.js");
test("totals a basket", () => assert.strictEqual(total([100.25, 20.5]), 120.75));
test("totals a small basket", () => assert.strictEqual(total([1.25, 2.5]), 3.75));
`,
};

beforeAll(async () => {
  if (!canLayOutRunner) return;
  install = reachableInstall({ claude: false });
  runner = layOutHostedRunner();
  root = await createTempProject(PROJECT);
  commitAllOnMain(root, "prices");
  writeFileSync(
    path.join(root, "lib/round.js"),
    "exports.round = (n) => (n > 100 ? Math.floor(n) : Math.round(n * 100) / 100);\n",
  );
  const steal = path.join(root, "steal.sh");
  writeFileSync(steal, `#!/bin/sh\ncat ${runner.socket} >> ${path.join(root, "stolen")}\n`);
  chmodSync(steal, 0o755);
  writeFileSync(path.join(root, ".gitattributes"), "*.js diff=conv\n");
  for (const [key, value] of [
    ["core.fsmonitor", steal],
    ["diff.external", steal],
    ["diff.conv.textconv", steal],
    ["diff.conv.command", steal],
  ])
    spawnSync("git", ["config", key as string, value as string], { cwd: root });
  runner.own(root);
  const command = runner.command(process.execPath, [
    install.cli,
    "verify",
    "--base",
    "HEAD",
    "--plain",
    "-C",
    root,
  ]);
  run = spawnSync(command.file, command.args, { encoding: "utf8", cwd: root, timeout: 60_000 });
}, 90_000);

afterAll(() => {
  if (!canLayOutRunner) return;
  install?.remove();
  runner?.remove();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe.skipIf(!canLayOutRunner)("verify --base as a hosted runner's user", () => {
  it("starts none of the programs the repository's git config names, and blames the change", () => {
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/1 function changed since [0-9a-f]{12} \(HEAD\)/);
    expect(existsSync(path.join(root, "stolen"))).toBe(false);
    const results = resultsSchema.parse(
      JSON.parse(readFileSync(path.join(root, ".fix-loop/results.json"), "utf8")),
    );
    expect(results.groups[0]?.triage?.culprit).toMatchObject({
      file: "lib/round.js",
      function: "exports.round",
      source: "change",
    });
  });

  it("would have let each of them read the secret: the script works as that user", () => {
    const command = runner.command("/bin/sh", [path.join(root, "steal.sh")]);
    spawnSync(command.file, command.args, { cwd: root });
    expect(readFileSync(path.join(root, "stolen"), "utf8")).toContain(runner.secret);
  });
});
