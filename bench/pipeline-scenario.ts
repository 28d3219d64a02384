// The four-job pipeline on the bundled example (examples/todo-api), in-process: verify, fix
// (the real claude CLI against the scripted model), check on a fresh clone, publish to a bare
// remote through the fake GitHub. Prints the check job's wall time, the bundle's size, and the
// model requests made before and after fix (check and publish must add none).
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runActionInProcess } from "../test/action/support/run-action.js";
import { startFakeGitHub } from "../test/support/fake-github/index.js";
import { freePort } from "../test/support/net.js";
import { callTool, claim, startScriptedModel } from "../test/support/scripted-model/index.js";

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.invalid", ...args], {
    cwd,
    encoding: "utf8",
  }).trim();
}

/** `root` is the fix-loop checkout (this file runs bundled, away from it). */
export async function main(root: string): Promise<void> {
  const scratch = mkdtempSync(path.join(tmpdir(), "fix-loop-bench-pipeline-"));
  const port = await freePort();
  const work = path.join(scratch, "work");
  cpSync(path.join(root, "examples/todo-api"), work, {
    recursive: true,
  });
  const config = path.join(work, ".github/fix-loop.yml");
  writeFileSync(config, readFileSync(config, "utf8").replaceAll("8787", String(port)));
  const origin = path.join(scratch, "server", "acme", "widgets.git");
  mkdirSync(path.dirname(origin), { recursive: true });
  git(scratch, "init", "-q", "--bare", "-b", "main", origin);
  git(work, "init", "-q", "-b", "main");
  git(work, "add", "-A");
  git(work, "commit", "-qm", "seeded bug");
  git(work, "remote", "add", "origin", origin);
  git(work, "push", "-q", "origin", "main");
  const head = git(work, "rev-parse", "HEAD");
  const env = { TODO_API_URL: `http://127.0.0.1:${port}`, PORT: String(port) };
  const fresh = (name: string) => {
    const dir = path.join(scratch, name);
    git(scratch, "clone", "-q", origin, dir);
    git(dir, "checkout", "-q", "--detach", head);
    return dir;
  };
  const github = await startFakeGitHub();
  github.seedRepo({ owner: "acme", name: "widgets" });
  const stats = path.join(work, "src/stats.js");
  const model = await startScriptedModel([
    callTool("Read", { file_path: stats }),
    callTool("Edit", {
      file_path: stats,
      old_string: "stats.open / stats.total",
      new_string: "stats.done / stats.total",
    }),
    claim({
      status: "fixed",
      root_cause: "completionRate divided the open todos by the total",
      files_changed: ["src/stats.js"],
      tests_run: [],
      reasoning: "the rate is the share of finished todos",
    }),
  ]);
  try {
    const verify = await runActionInProcess({
      workspace: fresh("verify"),
      inputs: { mode: "verify" },
      env,
    });
    const groups = JSON.parse(verify.outputs.groups ?? "[]") as string[];
    const bundles = path.join(scratch, "bundles");
    const fix = await runActionInProcess({
      workspace: work,
      inputs: {
        mode: "fix",
        "anthropic-api-key": "sk-ant-bench-0000",
        groups: "",
        bundles,
      },
      env: { ...env, ...model.env },
    });
    const calls = () => model.requests.length + model.sideRequests.length;
    const afterFix = calls();
    const bundled = JSON.parse(fix.outputs["bundled-groups"] ?? "[]") as string[];
    if (bundled.length === 0) throw new Error(`fix bundled nothing: ${fix.failures.join("; ")}`);
    // The ids fix-loop's fix triage gave the groups; verify's should be the same (said if not).
    const fixResults = JSON.parse(readFileSync(fix.outputs.results ?? "", "utf8")) as {
      groups: { id: string; tests: string[] }[];
    };
    const fixIds = fixResults.groups.map((g) => g.id);
    const sameIds = JSON.stringify([...fixIds].sort()) === JSON.stringify([...groups].sort());
    const groupTests = sameIds
      ? (verify.outputs["group-tests"] ?? "")
      : JSON.stringify(Object.fromEntries(fixResults.groups.map((g) => [g.id, g.tests])));
    const folder = path.join(bundles, `fix-bundle-${bundled[0]}`);
    const sizes = ["manifest.json", "patch.diff", "results.json"].map(
      (f) => statSync(path.join(folder, f)).size,
    );
    const policy = path.join(scratch, "policy.yml");
    writeFileSync(policy, readFileSync(config, "utf8"));

    const started = performance.now();
    const check = await runActionInProcess({
      workspace: fresh("check"),
      inputs: {
        mode: "check",
        bundles,
        "policy-config": policy,
        "group-tests": groupTests,
        sha: head,
        setup: "npm install --no-audit --no-fund --offline",
      },
      env,
    });
    const checkMs = performance.now() - started;
    const publish = await runActionInProcess({
      workspace: fresh("publish"),
      inputs: {
        mode: "publish",
        "github-token": "ghs_bench",
        bundles,
        verdict: check.outputs.verdict ?? "",
        sha: head,
      },
      env: {
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: `file://${path.join(scratch, "server")}`,
        FIX_LOOP_WRITE_INTERVAL_MS: "0",
      },
    });
    console.log(
      `groups found by verify: ${groups.join(", ")}; bundled by fix: ${bundled.join(", ")}`,
    );
    if (!sameIds) {
      console.log(
        `NOTE: fix's triage named the groups ${fixIds.join(", ")}, not verify's: check was given fix's`,
      );
    }
    console.log(
      `check job wall time (apply, npm install, every tier, services): ${(checkMs / 1000).toFixed(2)} s (${check.failed ? "FAILED" : "passed"})`,
    );
    console.log(
      `bundle: manifest.json ${sizes[0]} B, patch.diff ${sizes[1]} B, results.json ${sizes[2]} B, ${sizes.reduce((a, b) => a + (b ?? 0), 0)} B in all`,
    );
    console.log(
      `model requests: ${afterFix} by the end of fix, ${calls()} after check and publish (added: ${calls() - afterFix})`,
    );
    console.log(
      `pull requests opened: ${JSON.parse(publish.outputs["pr-urls"] ?? "[]").length}${publish.failed ? ` (publish failed: ${publish.failures.join("; ")})` : ""}`,
    );
  } finally {
    await model.close();
    await github.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
