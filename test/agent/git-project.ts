import { execFileSync } from "node:child_process";
import { createTempProject, type ProjectFiles } from "../support/temp-project.js";

/** A temp project with the files committed, so the agent starts from a clean git work tree. */
export async function createGitProject(files: ProjectFiles): Promise<string> {
  const root = await createTempProject(files, "fix-loop-agent-");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "ignore" });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git(
    "-c",
    "user.name=fix-loop",
    "-c",
    "user.email=fix-loop@example.invalid",
    "commit",
    "-q",
    "-m",
    "start",
  );
  return root;
}

export const CLAUDE = new URL("../../node_modules/.bin/claude", import.meta.url).pathname;
