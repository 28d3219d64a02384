import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";

export interface ProjectRepo {
  /** The checkout the Action runs in (GITHUB_WORKSPACE). */
  dir: string;
  /** A bare repository on disk, the checkout's `origin`. */
  origin: string;
  /** The commit checked out. */
  head: string;
  remove(): void;
}

export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.com",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.com",
    },
  }).trim();
}

/**
 * The project's .github/fix-loop.yml: one soft smoke tier of the scripts, no retries, one
 * attempt; `top` lines go before the tiers, `fix` lines under `fix:` (indented there).
 */
export function projectConfig(
  options: { top?: readonly string[]; fix?: readonly string[]; maxAttempts?: number } = {},
): string {
  return [
    ...(options.top ?? []),
    "tiers:",
    "  - name: smoke",
    "    gate: soft",
    "    tests: .fix-loop/tests/*.sh",
    "retries: 0",
    "fix:",
    `  max-attempts: ${options.maxAttempts ?? 1}`,
    ...(options.fix ?? []).map((line) => `  ${line}`),
    "",
  ].join("\n");
}

/**
 * BT-002's script: what `read` (a shell command) prints must be 42; the evidence line says
 * `where` followed by it.
 */
export function answerTest(read = "cat src/answer.txt", where = "src/answer.txt holds"): string {
  return [
    "#!/usr/bin/env bash",
    "# TEST: BT-002 - The answer is 42",
    `value="$(${read})"`,
    `echo "EVIDENCE: ${where} $value"`,
    'if [ "$value" != "42" ]; then',
    '  echo "FAIL: answer is $value, expected 42 at answer.sh:6"',
    "  exit 1",
    "fi",
    "echo 'PASS: answer is 42'",
    "",
  ].join("\n");
}

/**
 * A small project with one passing and one failing script test (src/answer.txt should say 42),
 * committed and pushed to a bare origin, checked out on main.
 */
export function createProjectRepo(
  extraFiles: Record<string, string> = {},
  subdir = ".",
): ProjectRepo {
  const root = mkdtempSync(path.join(os.tmpdir(), "fix-loop-action-"));
  const dir = path.join(root, "work");
  const origin = path.join(root, "origin.git");
  mkdirSync(dir);
  const files: Record<string, string> = {
    ".github/fix-loop.yml": projectConfig(),
    ".fix-loop/tests/greeting.sh": [
      "#!/usr/bin/env bash",
      "# TEST: BT-001 - Greeting is there",
      "test -s src/greeting.txt && echo 'PASS: greeting present'",
      "",
    ].join("\n"),
    ".fix-loop/tests/answer.sh": answerTest(),
    "src/greeting.txt": "hello\n",
    "src/answer.txt": "41\n",
    ...extraFiles,
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, subdir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (name.endsWith(".sh")) chmodSync(file, 0o755);
  }
  git(dir, "init", "-q", "-b", "main");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "initial");
  const head = committedHead(dir);
  // What `init --bare`, `remote add` and a push of main would leave, in one git start: the
  // origin a bare clone (its objects hard-linked), the checkout's remote and its origin/main.
  git(root, "clone", "-q", "--bare", dir, origin);
  // An origin made by init --bare has no remote of its own.
  const originConfig = path.join(origin, "config");
  writeFileSync(
    originConfig,
    readFileSync(originConfig, "utf8").replace(/^\[remote "origin"\]\n(\t.*\n)*/m, ""),
  );
  appendFileSync(
    path.join(dir, ".git", "config"),
    `[remote "origin"]\n\turl = ${origin}\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n`,
  );
  mkdirSync(path.join(dir, ".git", "refs", "remotes", "origin"), { recursive: true });
  writeFileSync(path.join(dir, ".git", "refs", "remotes", "origin", "main"), `${head}\n`);
  return {
    dir,
    origin,
    head,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** The commit main points at, read from its ref file (asked of git only if there is none). */
function committedHead(dir: string): string {
  try {
    return readFileSync(path.join(dir, ".git", "refs", "heads", "main"), "utf8").trim();
  } catch {
    return git(dir, "rev-parse", "HEAD");
  }
}
