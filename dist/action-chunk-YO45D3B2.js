import { createRequire as __fixLoopCreateRequire } from 'node:module';
const require = __fixLoopCreateRequire(import.meta.url);
import {
  require_picomatch
} from "./action-chunk-SLG3UUXN.js";
import {
  redactSecretShapes
} from "./action-chunk-DRGHGIZG.js";
import {
  __toESM
} from "./action-chunk-NSKS7F4O.js";

// src/bundle/refusal.ts
var BundleRefusedError = class extends Error {
  constructor(reasons) {
    super(`fix bundle refused:
${reasons.map((reason) => `- ${reason}`).join("\n")}`);
    this.reasons = reasons;
  }
  reasons;
  name = "BundleRefusedError";
};
var MAX_SHOWN = 200;
function show(text) {
  const cut = text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}\u2026` : text;
  return JSON.stringify(redactSecretShapes(cut));
}

// src/bundle/path-rules.ts
var import_picomatch = __toESM(require_picomatch(), 1);
function normaliseProjectDir(dir) {
  const trimmed = (dir ?? "").replace(/^\.\/+/, "").replace(/\/+$/, "");
  return trimmed === "." ? "" : trimmed;
}
function pathChecker(policy) {
  const projectDir = normaliseProjectDir(policy.projectDir);
  const matchers = policy.protectedGlobs.map((glob) => ({
    glob,
    test: (0, import_picomatch.default)(glob, { dot: true, nocase: true })
  }));
  return (path) => {
    const shape = shapeProblem(path);
    if (shape) return [`${show(path)} ${shape}`];
    const reasons = [];
    const dotGit = dotGitProblem(path);
    if (dotGit) reasons.push(`${show(path)} ${dotGit}`);
    const inProject = projectRelative(path, projectDir);
    if (inProject === null) {
      reasons.push(
        `${show(path)} is outside the project root ${show(projectDir)}, where fix.protected cannot speak for it`
      );
    } else {
      const hit = matchers.find((matcher) => matcher.test(inProject));
      if (hit) reasons.push(`${show(path)} is protected (fix.protected ${show(hit.glob)})`);
    }
    return reasons;
  };
}
function shapeProblem(path) {
  if (path.length === 0) return "is empty";
  if ([...path].some(isControl)) return "holds a control character";
  if (path.includes("\\")) return "holds a backslash (a path separator on Windows)";
  if (path.startsWith("/")) return "is absolute";
  const parts = path.split("/");
  if (parts.includes("..")) return "escapes the repository (..)";
  if (parts.some((part) => part === "" || part === ".")) return "is not a normalised path";
  if (parts.some((part) => /[. ]$/.test(part))) return "has a name ending in a dot or space";
  if (path.includes(":")) return "holds a colon (a drive or stream name on Windows)";
  return null;
}
function isControl(char) {
  const code = char.charCodeAt(0);
  return code < 32 || code === 127;
}
function dotGitProblem(path) {
  const parts = path.toLowerCase().split("/");
  if (parts[0] === ".github") return "is under .github/ (workflows and fix-loop's own config)";
  const part = parts.find((name) => name.startsWith(".git") || /^git~\d+$/.test(name));
  return part === void 0 ? null : `has a .git* component (${show(part)}), which only git may write`;
}
function projectRelative(path, projectDir) {
  if (projectDir === "") return path;
  return path.startsWith(`${projectDir}/`) ? path.slice(projectDir.length + 1) : null;
}

export {
  BundleRefusedError,
  show,
  normaliseProjectDir,
  pathChecker
};
