import { isTestPath, normalisePath } from "../../files/test-paths.js";
import { GO_TOOLCHAIN } from "../../junit/source-location.js";

/**
 * Whether a path is the project's own non-test code: not a test, not a dependency, not the
 * language's standard library or runtime. Paths come as stack traces print them, so a relative
 * path is taken to be inside the project.
 */

const DEPENDENCY =
  /(?:^|\/)(?:node_modules|site-packages|dist-packages|\.venv|venv|vendor|\.yarn|\.pnpm)\//;
/**
 * What tools write into a project's tree as they run: a bundle a test built (fast-json-stringify's
 * webpack test writes `.cache/webpacktest.js`, and a failure ran it), framework and bundler
 * caches, Python's bytecode. No one fixes a bug there.
 */
const TOOL_OUTPUT =
  /(?:^|\/)(?:\.cache|\.next|\.nuxt|\.svelte-kit|\.output|\.turbo|\.parcel-cache|\.vite|\.angular|__pycache__|\.pytest_cache|\.mypy_cache|\.tox|\.nox)\//;
const RUNTIME = [
  /^node:/,
  /^internal\//,
  /^<[^>]*>$/, // <frozen importlib._bootstrap>, <string>, <anonymous>
  /(?:^|\/)lib\/python\d+(?:\.\d+)?\//, // CPython's standard library (site-packages left above)
  GO_TOOLCHAIN,
  /^(?:java|javax|jdk|sun|com\/sun|kotlin|scala|org\/junit|junit|org\/opentest4j|org\/gradle|org\/apache\/maven|org\/testng)\//,
  /(?:^|\/)_pytest\//,
  /(?:^|\/)pluggy\//,
];
export function isProjectCode(file: string, root?: string): boolean {
  const path = projectPath(file, root);
  return path !== null && !isTestPath(path);
}

/** Whether a path is one of the project's own tests (or their helpers). */
export function isTestCode(file: string, root?: string): boolean {
  const path = projectPath(file, root);
  return path !== null && isTestPath(path);
}

/** The path of a file of the project's own, tests included; null for anyone else's. */
function projectPath(file: string, root?: string): string | null {
  if (file === "") return null;
  const path = normalisePath(file, root);
  // An absolute path left after removing the root is outside the project.
  if (root && (path.startsWith("/") || /^[A-Za-z]:\//.test(path))) return null;
  if (DEPENDENCY.test(path) || TOOL_OUTPUT.test(path)) return null;
  if (RUNTIME.some((pattern) => pattern.test(path))) return null;
  return path;
}

/**
 * The part of a path that names the same file on every machine. Under a known root, the path
 * relative to it: "/home/runner/work/app/app/src/impl/x.js" (a stack's) and "src/impl/x.js"
 * (coverage's) are both "src/impl/x.js", the form `culprit.file` has too. With no root, or a
 * path the root does not hold, its last two segments.
 */
export function stablePath(file: string, root?: string): string {
  const path = normalisePath(file, root);
  if (root && !path.startsWith("/") && !path.startsWith("../") && !/^[A-Za-z]:\//.test(path))
    return path;
  const parts = path.split("/").filter((part) => part !== "");
  return parts.slice(-2).join("/");
}
