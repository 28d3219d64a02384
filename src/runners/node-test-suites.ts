import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { JunitTestRef } from "../junit/command-line.js";
import type { RunReading } from "../junit/run-junit-command.js";
import type { Evidence } from "../results/schema.js";
import { nameFileEntriesFromRoot } from "./node-test-file-entries.js";
import { keepFormerNodeTestIds, nodeTestId } from "./node-test-ids.js";

/** The most files read for an answer; a bigger tree keeps every suite in the selection. */
const MOST_FILES = 5_000;
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/**
 * node:test's JUnit report writes a `describe` and a test holding subtests alike, as a
 * <testsuite>. To run one of its tests, node 20 needs the second in the name pattern (a
 * subtest runs only under a parent that ran) and not the first (a describe always runs);
 * either in the pattern runs every test under it. So the selection names each test's suite
 * (src/runners/node.ts), unless no test file of the project creates a subtest: a file that
 * loads node:test and never calls `test(` (the global, or a context's `t.test(`; describe/it
 * alone) has only describe suites. Then the suites are left out of the refs, and a failure's
 * re-run runs it and not the rest of its describe: jsdom/webidl-conversions' coverage re-run
 * of 3 failures and 19 passing tests ran 5,356 of its 6,976 tests, its run: lines 76 and 43.
 * An it() nested in an it() (a subtest too) is not looked for.
 */
export function readsNodeSuites(): RunReading {
  return {
    see() {},
    async finish(tests, refs, cwd) {
      keepFormerNodeTestIds(refs);
      for (const ref of refs) withQuotesAsWritten(ref);
      tests.forEach((test, at) => {
        const ref = refs[at];
        if (!ref) return;
        test.id = nodeTestId(ref.name, ref);
        test.title = withoutDoubledQuoteEscape(test.title);
        if (test.evidence) test.evidence = withMessageAsThrown(test.evidence);
      });
      nameFileEntriesFromRoot(tests, refs, cwd);
      // The report names no file: the reader's is a failure's first project frame (index.js),
      // no test file to select. The first run's record gives the real one (node-test-files.ts).
      for (const ref of refs) ref.file = null;
      if (!refs.some((ref) => ref.suite !== "")) return [];
      if ((await subtestsIn(cwd)) !== false) return [];
      for (const ref of refs) ref.suite = "";
      return [];
    },
  };
}

/**
 * Node 20's JUnit reporter escapes a `"` in an attribute twice (`&amp;quot;`): a report names
 * the test `a &quot;b&quot;` where its file says `a "b"`, so its `run:` line selected nothing,
 * and the first run's record, which has the real name, could not place it in its file
 * (jsdom/webidl-conversions: 63 tests, `should return \`0\` for \`""\``). Later Nodes escape
 * it once. The one name that cannot be told apart is one that holds `&quot;` itself.
 */
function withQuotesAsWritten(ref: JunitTestRef): void {
  ref.name = withoutDoubledQuoteEscape(ref.name);
  ref.suite = withoutDoubledQuoteEscape(ref.suite);
  if (ref.suites) ref.suites = ref.suites.map(withoutDoubledQuoteEscape);
}

/**
 * A failure's message attribute had its quotes escaped twice too (`expected &quot;a&quot;`),
 * and node drops its line breaks: an assertion's diff read "strictly equal:+ actual -
 * expected+ 'application/octet-stream'- 'image/png'". Its lines come back from the failure's
 * text, joined by spaces.
 */
function withMessageAsThrown(evidence: Evidence): Evidence {
  const { reported } = evidence;
  const lines = messageLines(evidence.excerpt);
  const spaced = (text: string | null) => {
    const plain = withoutDoubledQuoteEscape(text);
    return plain !== null && lines && lines.join("") === plain ? lines.join(" ") : plain;
  };
  return {
    ...evidence,
    summary: evidence.summary.map((line) => spaced(line) ?? line),
    message: spaced(evidence.message),
    ...(reported ? { reported: { ...reported, message: spaced(reported.message) } } : {}),
  };
}

/** The lines of the message node's failure text gives after `Error [ERR_TEST_FAILURE]: `. */
function messageLines(text: string): string[] | null {
  const start = text.indexOf(FAILURE_PREFIX);
  if (start === -1) return null;
  const lines: string[] = [];
  for (const line of text.slice(start + FAILURE_PREFIX.length).split("\n")) {
    if (/^\s+at /.test(line) || /^\s*\w+: /.test(line) || line.trimEnd().endsWith("{")) break;
    if (line.trim() !== "") lines.push(line.trim());
  }
  return lines.length > 0 ? lines : null;
}

const FAILURE_PREFIX = "Error [ERR_TEST_FAILURE]: ";

function withoutDoubledQuoteEscape<Text extends string | null>(text: Text): Text {
  return (text?.includes("&quot;") ? text.replaceAll("&quot;", '"') : text) as Text;
}

const answers = new Map<string, Promise<boolean | null>>();

/** Whether a node:test file of the tree may create subtests; null when it was too big to read. */
function subtestsIn(root: string): Promise<boolean | null> {
  let answer = answers.get(root);
  if (!answer) {
    answer = scan(root);
    answers.set(root, answer);
  }
  return answer;
}

async function scan(root: string): Promise<boolean | null> {
  const files: string[] = [];
  const folders = [root];
  while (folders.length > 0) {
    const folder = folders.pop() as string;
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) folders.push(full);
      else if (entry.isFile() && SOURCE.test(entry.name)) files.push(full);
    }
    if (files.length > MOST_FILES) return null;
  }
  for (const file of files) {
    const text = await readFile(file, "utf8").catch(() => "");
    if (/["']node:test["']/.test(text) && /\btest\s*\(/.test(text)) return true;
  }
  return false;
}
