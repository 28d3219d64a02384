import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** pytest and what it imports: pure Python, so any python3 of the same minor version runs it. */
const MODULES = ["pytest", "_pytest", "pluggy", "iniconfig", "packaging", "pygments", "py"];

const WHERE = `import importlib, os
for name in ${JSON.stringify(MODULES)}:
    try:
        f = importlib.import_module(name).__file__
    except ImportError:
        continue
    print(os.path.dirname(f) if os.path.basename(f) == "__init__.py" else f)`;

export interface ReachablePytest {
  /** PYTHONPATH for a python3 of another user: the copy of pytest and its modules. */
  pythonPath: string;
  remove: () => void;
}

/**
 * pytest as a runner has it for every user: this machine's pytest may live in a version
 * manager's folder under a home no other user may enter (pyenv in /root), so tests that run
 * pytest as a throwaway user give it a copy of pytest's modules, in a folder every user may read,
 * on PYTHONPATH; that user's python3 is the first one on PATH it can reach.
 */
export function reachablePytest(): ReachablePytest {
  const found = spawnSync("python3", ["-c", WHERE], { encoding: "utf8" });
  if (found.status !== 0) throw new Error(`python3 cannot say where pytest is: ${found.stderr}`);
  const root = mkdtempSync(path.join(tmpdir(), "fix-loop-pytest-"));
  // Timestamps kept: a module's compiled __pycache__ file holds its source's mtime, so the copy
  // is imported from bytecode instead of compiled again by every run (that user cannot write
  // __pycache__): pytest's start as that user 0.30 s -> 0.17 s.
  for (const source of found.stdout.split("\n").filter(Boolean))
    cpSync(source, path.join(root, path.basename(source)), {
      recursive: true,
      preserveTimestamps: true,
    });
  spawnSync("chmod", ["-R", "a+rX", root]);
  chmodSync(root, 0o755);
  return { pythonPath: root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
