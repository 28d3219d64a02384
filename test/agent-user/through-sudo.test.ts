import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { createGitProject, sumProject } from "../fix/support/projects.js";
import {
  canLayOutRunner,
  type HostedRunner,
  layOutHostedRunner,
} from "../support/hosted-runner.js";
import { type ReachableInstall, reachableInstall } from "../support/reachable-install.js";
import {
  callTool,
  claim,
  type ScriptedModel,
  startScriptedModel,
  toolOutput,
} from "../support/scripted-model/index.js";

// The path a GitHub-hosted runner takes: fix-loop runs as a user that is not root but has
// passwordless sudo, so it makes the agent user, switches to it and sweeps it through `sudo -n`.
// The machine runs the tests as root: the runner is laid out by test/support/hosted-runner.ts.

let install: ReachableInstall;
const SLEEPER = "sleep 4757.5";
let runner: HostedRunner;
let home: string;
let root: string;
let model: ScriptedModel;
let run: { code: number | null; stdout: string; stderr: string };
let results: Results;

const saw = (toolUseId: string) => toolOutput(model, toolUseId);

/** `fix-loop fix --agent-user auto` as the runner-like user. */
function fixAsRunner(): Promise<typeof run> {
  const cli = ["fix", "--agent-user", "auto", "--plain", "-C", root];
  const command = runner.command(process.execPath, [install.cli, ...cli]);
  const env = {
    ...model.env,
    HOME: home,
    CLAUDE_CONFIG_DIR: path.join(home, ".claude"),
    FIX_LOOP_CLAUDE: install.claude,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(command.file, command.args, { env, cwd: root });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  if (!canLayOutRunner) return;
  install = reachableInstall({ claude: true });
  runner = layOutHostedRunner();
  home = runner.home;
  // As on a runner: a checkout it owns.
  root = await createGitProject(sumProject());
  runner.own(root);
  model = await startScriptedModel([
    callTool(
      "Bash",
      {
        command: 'echo "uid $(id -u)"; sudo -n true 2>&1; echo "sudo exit $?"',
        description: "who",
      },
      "toolu_who",
    ),
    callTool("Bash", {
      command: `( env -i setsid nohup ${SLEEPER} > /dev/null 2>&1 & ) ; echo started`,
      description: "leave",
    }),
    callTool("Write", {
      file_path: path.join(root, "src/sum.js"),
      content: "export function sum(a, b) {\n  return a + b;\n}\n",
    }),
    claim({
      status: "fixed",
      root_cause: "sum subtracted",
      files_changed: ["src/sum.js"],
      tests_run: [],
      reasoning: "a + b",
    }),
  ]);
  run = await fixAsRunner();
  results = resultsSchema.parse(
    JSON.parse(readFileSync(path.join(root, ".fix-loop/results.json"), "utf8")),
  );
}, 120_000);

afterAll(async () => {
  if (!canLayOutRunner) return;
  await model?.close();
  install?.remove();
  runner?.remove();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe.skipIf(!canLayOutRunner)(
  "fix --agent-user auto, not root but with passwordless sudo",
  () => {
    it("makes a throwaway user with a group of its own, and the agent fixes the tree as that user", () => {
      expect(run.stderr).toMatch(/run as the throwaway user (fix-loop-agent-[0-9a-f]{8})/);
      expect(run.code).toBe(0);
      expect(results.attempts[0]).toMatchObject({ verified: { passed: true }, rejected: null });
      const who = saw("toolu_who");
      const uid = Number(/uid (\d+)/.exec(who)?.[1]);
      expect(uid).not.toBe(runner.uid);
      expect(uid).not.toBe(0);
      expect(who).toMatch(/sudo exit [1-9]/);
    });

    it("kills what it left running, through sudo, and lists it", () => {
      // The sweep may catch the chain before it exec'd into sleep: any stage names the sleeper.
      const killed = results.attempts[0]?.killedProcesses ?? [];
      expect(killed.some((process) => process.command.includes(SLEEPER))).toBe(true);
      expect(execFileSync("ps", ["-eo", "args"], { encoding: "utf8" })).not.toContain(SLEEPER);
    });

    it("gives the tree back to the runner user and deletes the agent user", () => {
      const made = /throwaway user (fix-loop-agent-[0-9a-f]{8})/.exec(run.stderr)?.[1] ?? "";
      expect(execFileSync("getent", ["passwd"], { encoding: "utf8" })).not.toContain(`${made}:`);
      const notBack: string[] = [];
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          if (dir === root && name === ".git") continue;
          const file = path.join(dir, name);
          const stat = statSync(file);
          if (stat.uid !== runner.uid || (stat.mode & 0o2020) !== 0) notBack.push(file);
          if (stat.isDirectory()) walk(file);
        }
      };
      walk(root);
      expect(notBack).toEqual([]);
      expect(readFileSync(path.join(root, "src/sum.js"), "utf8")).toContain("a + b");
    });

    it("gives the agent a network namespace and a token, through sudo, and the key to the model only", () => {
      expect(run.stderr).not.toContain("no network namespace");
      expect(results.agentNetwork).toMatch(/could reach the model through fix-loop's proxy/);
      expect(model.requests.length).toBeGreaterThan(0);
      for (const request of model.requests) expect(request.headers["x-api-key"]).toBe("dummy");
      // Other test files' runs may hold a namespace now; none may be left by a run that ended.
      const left = execFileSync("ip", ["netns", "list"], { encoding: "utf8" })
        .split("\n")
        .map((line) => /^fix-loop-(\d+)-/.exec(line)?.[1])
        .filter((pid): pid is string => pid !== undefined && !existsSync(`/proc/${pid}`));
      expect(left).toEqual([]);
    });
  },
);
