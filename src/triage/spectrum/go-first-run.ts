import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { readRunOutput } from "../../files/read-run-output.js";
import { goModulePath, goPackageDir, goTestOf } from "../../junit/go-module.js";
import { hookVariables } from "../../process/hook-variables.js";
import type { RunAs } from "../../process/run-as.js";
import { shareFolder } from "../../process/share-files.js";
import type { TestResult } from "../../results/schema.js";
import type { CoverageTap } from "./coverage-runner.js";

/**
 * go's -toolexec hook, `keep TOOL ARGS...`: runs each tool of the build as go asked (through
 * the tier's own -toolexec, `inner`, when GOFLAGS set one), and after a link of a test binary
 * (`-o .../<name>.test`) keeps a hard link to it (go deletes its build folder at the end),
 * listed with the package's import path (the first `.test` line of the link's importcfg).
 * go runs the hook only for what its caches do not answer, and keeps no tool's name in their
 * keys: a package whose result go cached is not linked, and its result stays cached.
 */
const KEEP = (folder: string, inner: string) => `#!/bin/sh
case "$1" in
*/link) ;;
*) exec ${inner}"$@" ;;
esac
${inner}"$@"
status=$?
[ "$status" -eq 0 ] || exit "$status"
out=; cfg=; prev=
for arg in "$@"; do
  case "$prev" in -o) out=$arg ;; -importcfg) cfg=$arg ;; esac
  prev=$arg
done
case "$out" in *.test) ;; *) exit 0 ;; esac
pkg=$(sed -n 's/^packagefile \\(.*\\)\\.test=.*/\\1/p' "$cfg" | head -n 1)
[ -n "$pkg" ] || exit 0
copy=$(mktemp '${folder}/XXXXXXXX.test') &&
  { ln -f "$out" "$copy" 2>/dev/null || { cp "$out" "$copy" && chmod 755 "$copy"; }; } &&
  printf '%s\t%s\n' "$pkg" "$copy" >> '${folder}/index'
exit 0
`;

/** Test binaries a go tier's first run kept, per project root: package folder -> binary. */
const kept = new Map<string, Map<string, string>>();

/**
 * Coverage for triage rides on a go tier's first run: its test binaries are built with
 * -coverpkg=./... (GOFLAGS, so the command is left as written) and kept through go's -toolexec
 * hook, so go's coverage runner (go-coverage.ts) and a retry (go-rerun-binaries.ts) run a
 * failing package's binary instead of linking it again. Only the binaries of packages with a
 * failing test stay after the run. Both flags leave go's result cache alone: a green run of
 * packages whose results go cached (CI that keeps GOCACHE) runs none of their tests again,
 * where go test's -exec hook, which this used, made go run every package's tests (spf13/pflag,
 * warm caches: plain go test 0.29 s, with -exec 0.49 s, now 0.36 s). They are the tier's own
 * builds, with its tags and flags. Null when GOFLAGS already sets coverage or -exec, or the
 * folder's path would not fit in GOFLAGS (a space). A package without a kept binary (it passed,
 * or go took its result from its cache) gets one built by the runner.
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
  // The tier's own hook goes on inside ours (the last -toolexec in GOFLAGS is the one go uses).
  const own = [...goflags.matchAll(/(?:^|\s)--?toolexec=(\S+)/g)].pop()?.[1];
  if (own && /['\\]/.test(own)) return null;
  shareFolder(folder, context.runAs);
  const keep = path.join(folder, "keep");
  await writeFile(keep, KEEP(folder, own ? `'${own}' ` : ""));
  await chmod(keep, 0o755);
  return {
    env: hookVariables(context.env, { GOFLAGS: `-coverpkg=./... -toolexec=${keep}` }),
    async read(tests) {
      kept.set(
        path.resolve(context.cwd),
        await failingPackagesBinaries(folder, context.cwd, tests),
      );
      return new Map();
    },
    // The binaries stay for triage; the session's scratch folder goes at its end.
    close: async () => {},
  };
}

/**
 * The kept binaries of the packages with a failing test, by package folder; the others are
 * removed (a large module's passing packages would fill the disk). Only what the hook made is
 * read or removed: a name it gave, directly in `folder`. Where the agent's user runs the tests
 * the folder is shared with it, and an index line of its own naming a file elsewhere would
 * otherwise be removed by fix-loop, or run as a test binary.
 */
async function failingPackagesBinaries(
  folder: string,
  cwd: string,
  tests: readonly TestResult[],
): Promise<Map<string, string>> {
  const module = await goModulePath(cwd);
  if (!module) return new Map();
  const failing = new Set(
    tests.flatMap((test) => {
      const dir = test.status === "failed" ? goTestOf(test.runnerId, module)?.dir : undefined;
      return dir === undefined ? [] : [dir];
    }),
  );
  const index = await readRunOutput(path.join(folder, "index"));
  const binaries = new Map<string, string>();
  for (const line of index.split("\n")) {
    const [pkg, binary] = line.split("\t");
    if (
      !pkg ||
      !binary ||
      path.dirname(binary) !== folder ||
      !KEPT_NAME.test(path.basename(binary))
    )
      continue;
    const dir = goPackageDir(pkg, module);
    const where = dir !== null && failing.has(dir) ? path.join(path.resolve(cwd), dir) : null;
    if (where === null || binaries.has(where)) await rm(binary, { force: true });
    else binaries.set(where, binary);
  }
  return binaries;
}

/** What the hook's `mktemp XXXXXXXX.test` names a kept binary. */
const KEPT_NAME = /^[A-Za-z0-9]{8}\.test$/;

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
