import picomatch from "picomatch";
import { show } from "./refusal.js";

export interface PathPolicy {
  /** The project root inside the repository (the Action's working-directory); "" for the top. */
  projectDir: string;
  /** Globs relative to the project root, from the default branch's `fix.protected`. */
  protectedGlobs: readonly string[];
}

/** Normalises a working-directory input ("." , "./app/", "app") to "" or "app". */
export function normaliseProjectDir(dir: string | undefined): string {
  const trimmed = (dir ?? "").replace(/^\.\/+/, "").replace(/\/+$/, "");
  return trimmed === "." ? "" : trimmed;
}

/**
 * Returns a checker giving every reason a repository path may not be changed by a fix bundle.
 * Matching ignores case: on a case-insensitive file system `Tests/x` is `tests/x`, and
 * `.GIT/config` is `.git/config`.
 */
export function pathChecker(policy: PathPolicy): (path: string) => string[] {
  const projectDir = normaliseProjectDir(policy.projectDir);
  const matchers = policy.protectedGlobs.map((glob) => ({
    glob,
    test: picomatch(glob, { dot: true, nocase: true }),
  }));
  return (path) => {
    const shape = shapeProblem(path);
    if (shape) return [`${show(path)} ${shape}`];
    const reasons: string[] = [];
    const dotGit = dotGitProblem(path);
    if (dotGit) reasons.push(`${show(path)} ${dotGit}`);
    const inProject = projectRelative(path, projectDir);
    if (inProject === null) {
      reasons.push(
        `${show(path)} is outside the project root ${show(projectDir)}, where fix.protected cannot speak for it`,
      );
    } else {
      const hit = matchers.find((matcher) => matcher.test(inProject));
      if (hit) reasons.push(`${show(path)} is protected (fix.protected ${show(hit.glob)})`);
    }
    return reasons;
  };
}

/** A path that is not a plain relative path inside the repository. */
function shapeProblem(path: string): string | null {
  if (path.length === 0) return "is empty";
  if ([...path].some(isControl)) return "holds a control character";
  if (path.includes("\\")) return "holds a backslash (a path separator on Windows)";
  if (path.startsWith("/")) return "is absolute";
  const parts = path.split("/");
  if (parts.includes("..")) return "escapes the repository (..)";
  if (parts.some((part) => part === "" || part === ".")) return "is not a normalised path";
  // Windows drops a trailing dot or space (`tests./t.sh` is `tests/t.sh`) and reads a colon as a
  // drive or a stream; refused so a check on any runner sees the path the file system will.
  if (parts.some((part) => /[. ]$/.test(part))) return "has a name ending in a dot or space";
  if (path.includes(":")) return "holds a colon (a drive or stream name on Windows)";
  return null;
}

function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** `.git*` anywhere (the repository itself, hooks, .gitmodules, .gitattributes) and `.github/`. */
function dotGitProblem(path: string): string | null {
  const parts = path.toLowerCase().split("/");
  if (parts[0] === ".github") return "is under .github/ (workflows and fix-loop's own config)";
  const part = parts.find((name) => name.startsWith(".git") || /^git~\d+$/.test(name));
  return part === undefined
    ? null
    : `has a .git* component (${show(part)}), which only git may write`;
}

function projectRelative(path: string, projectDir: string): string | null {
  if (projectDir === "") return path;
  return path.startsWith(`${projectDir}/`) ? path.slice(projectDir.length + 1) : null;
}
