import { chmod, mkdtemp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { hookVariables } from "../../process/hook-variables.js";
import type { RunAs } from "../../process/run-as.js";
import { shareFolder } from "../../process/share-files.js";
import type { CoverageTap } from "./coverage-runner.js";

/**
 * go test's own -exec hook, run as `keep BINARY ARGS...` in the package's folder: runs the
 * binary as go would have, and when its package failed keeps the binary (go deletes its build
 * folder at the end), listed with that folder. A hard link where it can (no copy of megabytes
 * per package), and only a failing package's: a large module's passing packages would fill
 * the disk, and triage's contrast tests in other packages are few (the runner builds those).
 */
const KEEP = (folder: string) => `#!/bin/sh
"$@"
status=$?
if [ "$status" -ne 0 ]; then
  copy=$(mktemp '${folder}/XXXXXXXX.test') &&
    { ln -f "$1" "$copy" 2>/dev/null || { cp "$1" "$copy" && chmod 755 "$copy"; }; } &&
    printf '%s\\t%s\\n' "$PWD" "$copy" >> '${folder}/index'
fi
exit "$status"
`;

/** Test binaries a go tier's first run kept, per project root: package folder -> binary. */
const kept = new Map<string, Map<string, string>>();

/**
 * Coverage for triage rides on a go tier's first run: its test binaries are built with
 * -coverpkg=./... (GOFLAGS, so the command is left as written) and a failing package's kept
 * through go test's -exec hook, so go's coverage runner (go-coverage.ts) runs the chosen tests against them
 * instead of building each package again, which costs as much as the first run itself. They
 * are the tier's own builds, with its tags and flags. Null when GOFLAGS already sets coverage
 * or an -exec of its own, or the folder's path would not fit in GOFLAGS (a space). For a
 * package without a kept binary (it passed, or go took its result from its cache) the runner
 * builds one.
 */
export async function goFirstRunTap(context: {
  cwd: string;
  env: NodeJS.ProcessEnv;
  scratch: string;
  runAs?: RunAs | null;
}): Promise<CoverageTap | null> {
  const goflags = context.env.GOFLAGS ?? "";
  if (/(?:^|\s)--?(?:cover\w*|exec)(?:[=\s]|$)/.test(goflags)) return null;
  const folder = await mkdtemp(path.join(context.scratch, "go-binaries-"));
  if (/[\s'"\\$`]/.test(folder)) return null;
  shareFolder(folder, context.runAs);
  const keep = path.join(folder, "keep");
  await writeFile(keep, KEEP(folder));
  await chmod(keep, 0o755);
  return {
    env: hookVariables(context.env, { GOFLAGS: `-coverpkg=./... -exec=${keep}` }),
    async read() {
      const index = await readFile(path.join(folder, "index"), "utf8").catch(() => "");
      const binaries = new Map<string, string>();
      for (const line of index.split("\n")) {
        const [dir, binary] = line.split("\t");
        if (dir && binary) binaries.set(path.resolve(dir), binary);
      }
      kept.set(path.resolve(context.cwd), binaries);
      return new Map();
    },
    // The binaries stay for triage; the session's scratch folder goes at its end.
    close: async () => {},
  };
}

/** The binaries the last first run kept for this project, left for triage (a re-run reads them). */
export function keptBinaries(root: string): ReadonlyMap<string, string> {
  return kept.get(path.resolve(root)) ?? new Map<string, string>();
}

/** A new first run: what an earlier one kept may no longer be the tree's. */
export function forgetKeptBinaries(root: string): void {
  kept.delete(path.resolve(root));
}

/** The binaries the first run kept for this project, once: a later run builds its own. */
export function takeKeptBinaries(root: string): Map<string, string> {
  const binaries = kept.get(path.resolve(root)) ?? new Map<string, string>();
  kept.delete(path.resolve(root));
  return binaries;
}
