// `npm run demo`: runs fix-loop on a scratch copy of examples/todo-api, a small API with one
// seeded bug. First `verify` (no model: a red run with its evidence), then, when a model is
// configured, `fix` (Claude Code attempts, verified by fix-loop's own re-runs).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cli = path.join(root, "dist", "cli.js");
if (!existsSync(cli)) {
  console.error("dist/cli.js is missing: run `npm run build` first");
  process.exit(2);
}

const project = mkdtempSync(path.join(tmpdir(), "fix-loop-demo-"));
cpSync(path.join(root, "examples", "todo-api"), project, { recursive: true });
const git = (...args) => spawnSync("git", args, { cwd: project, stdio: "ignore" });
git("init", "-q", "-b", "main");
git("add", "-A");
git(
  "-c",
  "user.name=fix-loop demo",
  "-c",
  "user.email=demo@fix-loop.invalid",
  "commit",
  "-qm",
  "todo-api with a seeded bug",
);

const run = (command) => {
  console.log(`\n$ fix-loop ${command} -C ${project}\n`);
  return spawnSync(process.execPath, [cli, command, "-C", project], { stdio: "inherit" }).status;
};

const verified = run("verify");
if (verified !== 1) {
  console.error(`\ndemo: expected verify to find the seeded bug (exit 1), got exit ${verified}`);
  process.exit(verified === 0 ? 1 : (verified ?? 1));
}

const modelConfigured = Boolean(process.env.ANTHROPIC_API_KEY || process.env.ANTHROPIC_AUTH_TOKEN);
if (!modelConfigured) {
  console.log(
    "\nno model configured: set ANTHROPIC_API_KEY (and optionally ANTHROPIC_BASE_URL) to let Claude Code fix the seeded bug;" +
      "\nverify needs no model, and that red run above is the evidence fix-loop would hand to the agent.",
  );
  process.exit(0);
}

const fixed = run("fix");
console.log(`\nthe scratch copy with the result: ${project}`);
process.exit(fixed ?? 1);
