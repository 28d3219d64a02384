import { mkdtemp } from "node:fs/promises";
import path from "node:path";
import { readRunOutput } from "../files/read-run-output.js";
import type { JunitTestRef } from "../junit/command-line.js";
import { hookFolder } from "../junit/hook-folder.js";
import { withoutControlCharacters } from "../junit/parse-junit.js";
import { removeSharedFolder, shareFolder } from "../process/share-files.js";
import { joinShell, quoteShell, splitShell, unquote } from "../process/shell-words.js";
import { placeTests, type RecordEvent } from "./node-test-places.js";
import type { RunnerTestFiles, TapContext, TestFilesRecord } from "./runner.js";

const FILE = "fix-loop-node-test-files.mjs";
/** The end of a test file's stderr kept for its failure: node's JUnit report leaves it out. */
const PRINTED_CHARS = 4_000;

/**
 * A node:test reporter (ESM, plain syntax: it runs in the project's Node) that writes, one JSON
 * line each, every test file node starts and ends (a test named after its file), and each test
 * that passed or failed: its name, the file that declared it, its depth, and whether it is a
 * describe; a file that fails as a whole (it threw while loading) with the end of its stderr. A
 * reporter sees the run's events in the runner's own process: nothing is loaded into the test
 * files'. What the lines tell, in their order: node-test-places.ts.
 */
const REPORTER = `export default async function* fixLoopTestFiles(source) {
  const printed = new Map();
  for await (const event of source) {
    const { name, file, nesting, details, message } = event.data ?? {};
    if (typeof file !== "string") continue;
    const ownFile = nesting === 0 && name === file;
    if (event.type === "test:enqueue" && ownFile) yield JSON.stringify({ ran: file }) + "\\n";
    else if (event.type === "test:complete" && ownFile) yield JSON.stringify({ done: file }) + "\\n";
    else if (event.type === "test:stderr" && typeof message === "string")
      printed.set(file, ((printed.get(file) ?? "") + message).slice(-${PRINTED_CHARS}));
    else if (event.type === "test:pass" || event.type === "test:fail") {
      const suite = details?.type === "suite";
      const stderr = event.type === "test:fail" && ownFile ? printed.get(file) : undefined;
      yield JSON.stringify({ file, names: [name], nesting, suite, stderr }) + "\\n";
    }
  }
}
`;

/**
 * node:test's JUnit report names no file, so a re-run of some tests (`--test-name-pattern`)
 * started every test file of the command again: on fastify/fast-json-stringify, 55 files for 12
 * failures in 7 of them, ~9 s after a 13 s run. Its first run now takes a second reporter of
 * ours beside the command's (REPORTER), and each test's ref gets the files that ran a test of
 * its name (its file, when one did): the selection then names those files (src/runners/node.ts).
 * A name no file's run had keeps none, and a selection holding it runs the command's files as
 * before. The reporter is added only where the command pairs each of its reporters with a
 * destination (node pairs them by position; a lone reporter may go to stdout without one).
 */
export function nodeTestFiles(start: (words: readonly string[]) => number | null): RunnerTestFiles {
  return { record: (command, context) => withRecorder(command, start, context) };
}

async function withRecorder(
  command: string,
  runnerStart: (words: readonly string[]) => number | null,
  { scratch, runAs }: TapContext,
): Promise<TestFilesRecord | null> {
  const parts = splitShell(command);
  if (!parts) return null;
  const words = parts.map((part) => ("word" in part ? unquote(part.word) : ""));
  const start = runnerStart(words);
  if (start === null) return null;
  const end = parts.findIndex((part, at) => at >= start && !("word" in part));
  const own = words.slice(start, end === -1 ? words.length : end);
  const count = (option: string) =>
    own.filter((word) => word === option || word.startsWith(`${option}=`)).length;
  const reporters = count("--test-reporter");
  if (reporters === 0 || reporters !== count("--test-reporter-destination")) return null;
  const folder = await mkdtemp(path.join(scratch, "node-test-files-"));
  shareFolder(folder, runAs);
  const out = path.join(folder, "files.jsonl");
  const reporter = path.join(hookFolder({ [FILE]: REPORTER }), FILE);
  const added = [`--test-reporter=${reporter}`, `--test-reporter-destination=${out}`];
  return {
    command: joinShell([
      ...parts.slice(0, start),
      ...added.map((word) => ({ word: quoteShell(word) })),
      ...parts.slice(start),
    ]),
    async fill(refs, cwd) {
      const text = await readRunOutput(out);
      await removeSharedFolder(folder).catch(() => {});
      placeRefs([...refs], text, cwd);
    },
  };
}

/**
 * Each ref's files: those node ran a test of its name in (a re-run by name runs them all), and
 * its own file when the record tells which one ran it. The record's testcases of a name, in
 * order, are the report's of that name, in order: both reporters read node's events as they come.
 * A name the record cannot place everywhere keeps no file (a re-run runs the command's files);
 * a file outside the project, or one node would read as an option (`-` first: the files go last
 * on its command line), is never named.
 */
export function placeRefs(refs: readonly JunitTestRef[], text: string, cwd: string): void {
  const placed = new Map<string, string[][]>();
  const unplaced = new Set<string>();
  const events = recordEvents(text);
  const printed = new Map(
    events.flatMap((event) =>
      event.kind === "test" && event.stderr ? [[event.name, event.stderr]] : [],
    ),
  );
  for (const ref of refs) {
    const stderr = printed.get(ref.name);
    if (stderr) ref.stderr = stderr;
  }
  readDescribes(refs, events);
  // Thousands of tests run in a few files, and many share a name (a table's cases in each suite).
  const inProject = new Map<string, string | null>();
  const projectFileOf = (file: string) => {
    let relative = inProject.get(file);
    if (relative === undefined) {
      relative = projectFile(file, cwd);
      inProject.set(file, relative);
    }
    return relative;
  };
  for (const test of placeTests(events)) {
    if (test.ranIn.length === 0) unplaced.add(test.name);
    const files = test.ranIn.flatMap((file) => projectFileOf(file) ?? []);
    pushTo(placed, test.name, files);
  }
  const named = new Map<string, JunitTestRef[]>();
  for (const ref of refs) pushTo(named, ref.name, ref);
  for (const [name, same] of named) {
    const each = placed.get(name) ?? [];
    const all = [...new Set(each.flat())].sort();
    if (all.length === 0 || unplaced.has(name)) continue;
    for (const [at, ref] of same.entries()) {
      if (ref.file !== null) continue;
      ref.files = all;
      const own = each.length === same.length ? (each[at] as string[]) : all;
      if (own.length === 1) ref.file = own[0] as string;
    }
  }
}

/**
 * A test's suite stays in its selection only where it is a test with subtests, which must run
 * for them to: a describe runs whatever the pattern says, and named in it, runs every test under
 * it (node-test-suites.ts). The record tells one from the other where the source could not: a
 * project whose api.js calls `test(` inside a describe kept every suite of its sniff.js, and
 * the run: line of "image sniffing > should detect PNG" ran the 7 tests of that describe. A name
 * the record shows as both keeps its suite. A testcase the record knows only as a describe is one
 * that held no test (whatwg-mimetype's two empty describes made 138 tests of node's 136).
 */
function readDescribes(refs: readonly JunitTestRef[], events: readonly RecordEvent[]): void {
  const describes = new Set<string>();
  const tests = new Set<string>();
  for (const event of events)
    if (event.kind === "test") (event.suite ? describes : tests).add(event.name);
  const describeOnly = (name: string) => describes.has(name) && !tests.has(name);
  for (const ref of refs) {
    if (ref.suite && describeOnly(ref.suite)) ref.suite = "";
    // A describe with tests is the report's <testsuite>; as a testcase, it held none.
    if (describeOnly(ref.name)) ref.emptyDescribe = true;
  }
}

function pushTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A recorded file relative to `cwd`, or null when it is outside it, the root, or option-like. */
function projectFile(file: string, cwd: string): string | null {
  const relative = path.relative(cwd, file).split(path.sep).join("/");
  const outside = relative.startsWith("../") || path.isAbsolute(relative);
  return !relative || outside || relative.startsWith("-") ? null : relative;
}

/** The record's lines, each checked: the record is the test run's to write. */
export function recordEvents(text: string): RecordEvent[] {
  return text.split("\n").flatMap((line) => recordEvent(line) ?? []);
}

function recordEvent(line: string): RecordEvent | null {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  if (typeof value.ran === "string") return { kind: "ran", file: value.ran };
  if (typeof value.done === "string") return { kind: "done", file: value.done };
  const [name] = Array.isArray(value.names) ? value.names : [];
  if (typeof value.file !== "string" || !value.file || typeof name !== "string") return null;
  return {
    kind: "test",
    file: value.file,
    // As the JUnit report's reader reads the name: a control character in it (data-urls' test
    // "data:;base64,ab\fcd") is U+FFFD there.
    name: withoutControlCharacters(name),
    nesting: Number.isInteger(value.nesting) ? (value.nesting as number) : null,
    suite: value.suite === true,
    ...(typeof value.stderr === "string" && value.stderr
      ? { stderr: value.stderr.slice(-PRINTED_CHARS) }
      : {}),
  };
}
