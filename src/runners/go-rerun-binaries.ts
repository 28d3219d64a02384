import path from "node:path";
import { goModulePath, goPackageDir } from "../junit/go-module.js";
import {
  joinShell,
  quoteShell,
  type ShellPart,
  splitShell,
  unquote,
} from "../process/shell-words.js";
import { keptBinaries } from "../triage/spectrum/go-first-run.js";
import { afterProgram } from "./command-words.js";

/** go test's flags the test binary takes as `-test.<name>`. */
const TEST_FLAGS = new Set([
  "run",
  "count",
  "timeout",
  "short",
  "v",
  "parallel",
  "cpu",
  "failfast",
  "shuffle",
  "skip",
]);
/** go test's flags that shaped the build the kept binary already is (or go test's own output). */
const BUILD_FLAGS = new Set([
  "tags",
  "race",
  "mod",
  "p",
  "vet",
  "gcflags",
  "ldflags",
  "trimpath",
  "json",
  "toolexec",
  "buildvcs",
  "modcacherw",
  "modfile",
  "asmflags",
  "overlay",
  "pgo",
]);
/** Of those, the ones whose value is the next word when written without `=`. */
const TAKES_VALUE = new Set([
  "run",
  "count",
  "timeout",
  "parallel",
  "cpu",
  "shuffle",
  "skip",
  "tags",
  "mod",
  "p",
  "vet",
  "gcflags",
  "ldflags",
]);

/**
 * A re-run of failing go tests right after their first run, through the test binaries that run
 * kept (go-first-run.ts) instead of `go test -run`, which links each package's binary again: on
 * spf13/pflag that relink is most of a re-run, and as long as the first run. Each package's
 * binary runs in its folder under `go tool test2json -p <package>`, as `go test -json` runs it,
 * so the pipeline reads the events it would have: gotestsum through its `--raw-command`, or
 * the converter a `go test -json | ...` command pipes to; for `go test -v | go-junit-report`,
 * the binary's own `-test.v` text and go test's `ok`/`FAIL` line after it. Null (the selected
 * command runs as it is) when a package has no kept binary, or the command has a flag this does
 * not translate.
 */
export async function goRerunFromBinaries(
  command: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<string | null> {
  const binaries = keptBinaries(cwd);
  if (binaries.size === 0) return null;
  const parts = splitShell(command);
  const module = await goModulePath(cwd);
  if (!parts || !module) return null;
  for (const [index, part] of parts.entries()) {
    // Each simple command once, from its first word.
    if (!("word" in part) || (index > 0 && "word" in (parts[index - 1] ?? {}))) continue;
    const end = parts.findIndex((later, at) => at > index && !("word" in later));
    const segment = parts.slice(index, end === -1 ? parts.length : end) as { word: string }[];
    const plain = segment.map((each) => unquote(each.word));
    const call = goTestCall(plain);
    if (!call) continue;
    // go test takes test flags from GOFLAGS too (-count=1, -short): before the command's own.
    const assigned = plain.slice(0, call.keep).find((word) => word.startsWith("GOFLAGS="));
    const goflags = (assigned?.slice("GOFLAGS=".length) ?? env.GOFLAGS ?? "")
      .split(/\s+/)
      .filter(Boolean);
    const args = testArgs(
      [...goflags.filter((word) => word.startsWith("-")), ...plain.slice(call.start)],
      (pkg) => {
        const dir = goPackageDir(pkg, module);
        return dir === null ? undefined : binaries.get(path.join(path.resolve(cwd), dir));
      },
      cwd,
      module,
    );
    if (!args) return null;
    const script = call.json ? eventsScript(args) : textScript(args);
    const replaced: ShellPart[] = [
      ...segment.slice(0, call.keep),
      ...(call.gotestsum ? [{ word: "--raw-command" }, { word: "--" }] : []),
      ...["sh", "-c", quoteShell(script)].map((word) => ({ word })),
    ];
    parts.splice(index, segment.length, ...replaced);
    return joinShell(parts);
  }
  return null;
}

/**
 * Where go test's own words start, how many words before them stay (gotestsum's options, its
 * `--` dropped for `--raw-command --`; or the assignments before `go test`), and what go test
 * prints: events (`-json`, gotestsum) or `-v` text (go-junit-report). Null for any other call.
 */
function goTestCall(words: readonly string[]): GoTestCall | null {
  const gotestsum = afterProgram(words, "gotestsum");
  if (gotestsum !== null) {
    const separator = words.indexOf("--", gotestsum);
    // Its own re-runs (--rerun-fails) and --watch call go test again: they stay with it.
    const own = words.slice(gotestsum, separator);
    if (separator === -1 || own.some((word) => /^--(?:raw-command|rerun-fails|watch)/.test(word)))
      return null;
    return { start: separator + 1, keep: separator, gotestsum: true, json: true };
  }
  const go = afterProgram(words, "go", "test");
  if (go === null) return null;
  const own = words.slice(go);
  const json = own.includes("-json");
  if (!json && !own.some((word) => /^--?v(?:=true)?$/.test(word))) return null;
  return { start: go, keep: go - 2, gotestsum: false, json };
}

interface GoTestCall {
  start: number;
  keep: number;
  gotestsum: boolean;
  json: boolean;
}

interface PackageRun {
  pkg: string;
  dir: string;
  binary: string;
}

/** go test's arguments as each package's binary takes them, or null for one not translated. */
function testArgs(
  words: readonly string[],
  binaryOf: (pkg: string) => string | undefined,
  cwd: string,
  module: string,
): BinaryRuns | null {
  const flags: string[] = [];
  const runs: PackageRun[] = [];
  let timeout = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? "";
    if (!word.startsWith("-")) {
      const binary = binaryOf(word);
      const dir = goPackageDir(word, module);
      if (!binary || dir === null) return null;
      runs.push({ pkg: word, dir: path.join(cwd, dir), binary });
      continue;
    }
    const [name = "", ...rest] = word.replace(/^--?/, "").split("=");
    let value = rest.length > 0 ? rest.join("=") : null;
    if (value === null && TAKES_VALUE.has(name)) value = words[++i] ?? "";
    if (TEST_FLAGS.has(name)) {
      flags.push(value === null ? `-test.${name}` : `-test.${name}=${value}`);
      timeout ||= name === "timeout";
    } else if (!BUILD_FLAGS.has(name)) return null;
  }
  if (runs.length === 0) return null;
  // What go test adds: a panic on os.Exit(0) and the default 10-minute timeout.
  return {
    flags: [
      "-test.v=true",
      "-test.paniconexit0",
      ...(timeout ? [] : ["-test.timeout=10m0s"]),
      ...flags,
    ],
    runs,
  };
}

/** Each package in turn, in its folder; the exit status is 1 when any failed, as go test's. */
function eventsScript({ flags, runs }: BinaryRuns): string {
  const lines = runs.map(
    (run) =>
      `(cd ${quoteShell(run.dir)} && exec go tool test2json -t -p ${quoteShell(run.pkg)} ${quoteShell(run.binary)} ${flags.map(quoteShell).join(" ")}) || status=1`,
  );
  return ["status=0", ...lines, 'exit "$status"'].join("\n");
}

/** As eventsScript, in `go test -v`'s text: each package's output closed by its `ok` or `FAIL` line. */
function textScript({ flags, runs }: BinaryRuns): string {
  const lines = runs.map(
    (run) =>
      `if (cd ${quoteShell(run.dir)} && exec ${quoteShell(run.binary)} ${flags.map(quoteShell).join(" ")}); then printf 'ok  \\t%s\\t0.000s\\n' ${quoteShell(run.pkg)}; else printf 'FAIL\\t%s\\t0.000s\\n' ${quoteShell(run.pkg)}; status=1; fi`,
  );
  return ["status=0", ...lines, 'exit "$status"'].join("\n");
}

interface BinaryRuns {
  flags: string[];
  runs: PackageRun[];
}
