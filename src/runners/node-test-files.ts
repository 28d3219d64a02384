import { constants } from "node:fs";
import { mkdtemp, open } from "node:fs/promises";
import path from "node:path";
import { hookFolder } from "../junit/hook-folder.js";
import { removeSharedFolder, shareFolder } from "../process/share-files.js";
import { joinShell, quoteShell, splitShell, unquote } from "../process/shell-words.js";
import type { RunnerTestFiles, TapContext, TestFilesRecord } from "./runner.js";

const FILE = "fix-loop-node-test-files.mjs";

/**
 * A node:test reporter (ESM, plain syntax: it runs in the project's Node) that writes, per test
 * that passed or failed, its name and the file that ran it, one JSON line each. A reporter sees
 * the run's events in the runner's own process: nothing is loaded into the test files'.
 */
const REPORTER = `export default async function* fixLoopTestFiles(source) {
  for await (const event of source) {
    if (event.type !== "test:pass" && event.type !== "test:fail") continue;
    const { name, file } = event.data;
    if (typeof file === "string") yield JSON.stringify({ file, names: [name] }) + "\\n";
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
      const text = await readRecord(out);
      await removeSharedFolder(folder).catch(() => {});
      const files = filesByName(text, cwd);
      for (const ref of refs) {
        const found = [...(files.get(ref.name) ?? [])].sort();
        if (ref.file !== null || found.length === 0) continue;
        ref.files = found;
        if (found.length === 1) ref.file = found[0] as string;
      }
    },
  };
}

/** The most of the record read: a test run (the agent's own, in `fix`) writes it. */
const MOST_BYTES = 64 * 1024 * 1024;

/**
 * The record as the run left it, read up to MOST_BYTES; "" when absent or not a plain file. A
 * link is not followed, and a fifo the run left in its place does not hold the read open (it
 * opens without waiting for a writer, and is no plain file).
 */
export async function readRecord(file: string): Promise<string> {
  const flags = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
  const handle = await open(file, flags).catch(() => null);
  if (!handle) return "";
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return "";
    const { size } = stat;
    const buffer = Buffer.alloc(Math.min(size, MOST_BYTES));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString("utf8");
  } finally {
    await handle.close();
  }
}

/**
 * Each recorded test name and the files (relative to `cwd`) that ran a test of that name. The
 * record is the test run's to write: a file outside the project, or one node would read as an
 * option (`-` first: the files go last on its command line), is never named.
 */
export function filesByName(text: string, cwd: string): Map<string, Set<string>> {
  const files = new Map<string, Set<string>>();
  for (const line of text.split("\n")) {
    const record = parsed(line);
    if (!record?.file) continue;
    const relative = path.relative(cwd, record.file).split(path.sep).join("/");
    if (
      !relative ||
      relative.startsWith("../") ||
      relative.startsWith("-") ||
      path.isAbsolute(relative)
    )
      continue;
    for (const name of record.names) {
      const into = files.get(name) ?? new Set<string>();
      into.add(relative);
      files.set(name, into);
    }
  }
  return files;
}

function parsed(line: string): { file: string; names: string[] } | null {
  try {
    const value = JSON.parse(line) as { file?: unknown; names?: unknown };
    if (typeof value.file !== "string" || !Array.isArray(value.names)) return null;
    return { file: value.file, names: value.names.filter((name) => typeof name === "string") };
  } catch {
    return null;
  }
}
