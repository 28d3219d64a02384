import { execFileSync } from "node:child_process";

/** Makes `dir` a git repository on main holding everything in it as one commit, `message`. */
export function commitAllOnMain(dir: string, message: string): void {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "ignore" });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-qm", message);
}
