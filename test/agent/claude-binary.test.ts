import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClaudeNotFoundError, claudeVersion, resolveClaudeBinary } from "../../src/agent/index.js";
import { CLAUDE } from "./git-project.js";

const FIX_LOOP_ROOT = path.resolve(path.dirname(CLAUDE), "../..");

describe("resolveClaudeBinary", () => {
  let root: string;
  let project: string;
  let onPath: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "fix-loop-resolve-"));
    project = path.join(root, "project");
    onPath = path.join(root, "bin");
    await fakeClaude(path.join(project, "node_modules", ".bin"));
    await fakeClaude(path.join(project, "tools"));
    await fakeClaude(onPath);
    await mkdir(path.join(root, "bare"), { recursive: true });
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it("takes fix.claude.path first, relative to the project", async () => {
    const binary = await resolveClaudeBinary({
      configPath: "tools/claude",
      env: { FIX_LOOP_CLAUDE: "/nope" },
      cwd: project,
    });
    expect(binary).toEqual({ path: path.join(project, "tools", "claude"), source: "config" });
  });

  it("then FIX_LOOP_CLAUDE, where a bare name is looked up on PATH", async () => {
    const binary = await resolveClaudeBinary({
      env: { FIX_LOOP_CLAUDE: "claude", PATH: onPath },
      cwd: path.join(root, "bare"),
    });
    expect(binary).toEqual({ path: path.join(onPath, "claude"), source: "FIX_LOOP_CLAUDE" });
  });

  it("then the project's node_modules/.bin, before PATH", async () => {
    const binary = await resolveClaudeBinary({ env: { PATH: onPath }, cwd: project });
    expect(binary).toEqual({
      path: path.join(project, "node_modules", ".bin", "claude"),
      source: "project",
    });
  });

  it("then PATH", async () => {
    const binary = await resolveClaudeBinary({
      env: { PATH: onPath },
      cwd: path.join(root, "bare"),
    });
    expect(binary.source).toBe("PATH");
  });

  it("and last the one installed with fix-loop itself", async () => {
    const binary = await resolveClaudeBinary({ env: { PATH: "" }, cwd: path.join(root, "bare") });
    expect(binary).toEqual({
      path: path.join(FIX_LOOP_ROOT, "node_modules", ".bin", "claude"),
      source: "fix-loop",
    });
  });

  it("says what to do when a configured path is wrong", async () => {
    const attempt = resolveClaudeBinary({ configPath: "./missing/claude", env: {}, cwd: project });
    await expect(attempt).rejects.toBeInstanceOf(ClaudeNotFoundError);
    await expect(attempt).rejects.toThrow(
      `Claude Code was not found: fix.claude.path is "./missing/claude", but ${path.join(project, "missing", "claude")} is not an executable file. ` +
        "Fix fix.claude.path, or install Claude Code with `npm i -D @anthropic-ai/claude-code`, or set fix.claude.path / FIX_LOOP_CLAUDE.",
    );
    await expect(
      resolveClaudeBinary({
        env: { FIX_LOOP_CLAUDE: "claude-nightly", PATH: onPath },
        cwd: project,
      }),
    ).rejects.toThrow(
      'FIX_LOOP_CLAUDE is "claude-nightly", but claude-nightly (looked up on PATH) is not an executable file',
    );
  });
});

describe("claudeVersion", () => {
  it("reads the version of the real binary", async () => {
    expect(await claudeVersion(CLAUDE)).toMatch(/^2\.\d+\.\d+$/);
  });

  it("is null for something that is not Claude Code", async () => {
    expect(await claudeVersion("/bin/false")).toBeNull();
    expect(await claudeVersion("/nonexistent/claude")).toBeNull();
  });
});

async function fakeClaude(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, "claude");
  await writeFile(file, "#!/bin/sh\necho '9.9.9 (Claude Code)'\n");
  await chmod(file, 0o755);
}
