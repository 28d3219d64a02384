/** One line of the record node-test-files.ts's reporter writes, parsed. */
export type RecordEvent =
  /** node started a test file (its own test, named after the file). */
  | { kind: "ran"; file: string }
  /** That file's process ended. */
  | { kind: "done"; file: string }
  /** A test passed or failed; `file` is where it was declared, not always the file node ran. */
  | {
      kind: "test";
      file: string;
      name: string;
      nesting: number | null;
      suite: boolean;
      /** The end of the file's stderr, for a file that failed as a whole. */
      stderr?: string;
    };

/** The most files a test may have run in for a re-run to name them (else: none, it runs all). */
const MOST_FILES = 32;

/** A test the report writes as a testcase, and the files node may have run it in. */
export interface PlacedTest {
  name: string;
  /** The test files node ran of which one ran it: one, when the record tells. */
  ranIn: string[];
}

/**
 * Each testcase of the run (a test with no subtests, not a describe), in the order node reported
 * them, with the file node ran it in. node gives a test the file it was declared in: a test a
 * helper declares (fast-json-stringify's test/json-schema-test-suite/util.js, which its three
 * draft*.test.js call) names the helper, which run alone runs none of them. Node runs each file
 * in a process of its own and reports each file's tests together, the files in the order it
 * started them; a file's "done" follows its tests when they were reported as they ran, and
 * precedes them when they waited for an earlier file. So a test declared in the file node ran
 * places itself, and a helper's test lies in one of the files from the last one placed to the
 * next: its `ranIn` holds them all when no "done" tells them apart (none past MOST_FILES: the
 * record is the test run's to write). Without files started (no process per file), the
 * declared file is the one given.
 */
export function placeTests(events: readonly RecordEvent[]): PlacedTest[] {
  const order = events.flatMap((event) => (event.kind === "ran" ? [event.file] : []));
  const position = new Map(order.map((file, at) => [file, at]));
  // A file that reported itself as its test declares none: a test naming it is a helper's.
  const empty = new Set(
    events.flatMap((event) =>
      event.kind === "test" && event.name === event.file ? [event.file] : [],
    ),
  );
  const placed: PlacedTest[] = [];
  const waiting: PlacedTest[] = [];
  // A parent's pass or fail follows its subtests': a test whose last one went a level deeper
  // holds subtests (the report's <testsuite>). A file's tests are reported together.
  let lastDepth: number | null = null;
  let flowing = 0;
  const settle = (upTo: number) => {
    // Beyond a few files, naming them costs more than running the command's own.
    const files = upTo - flowing < MOST_FILES ? order.slice(flowing, upTo + 1) : [];
    for (const test of waiting.splice(0)) test.ranIn = files;
  };
  for (const event of events) {
    if (event.kind === "ran") continue;
    if (event.kind === "done") {
      // The file whose tests were flowing ended: the tests since belong to it.
      if (position.get(event.file) !== flowing) continue;
      settle(flowing);
      flowing += 1;
      continue;
    }
    const at = position.get(event.file);
    // A file's own test (it failed as a whole, or declared none) comes after the file's end.
    const itself = at !== undefined && event.name === event.file;
    const own = itself || (at !== undefined && at >= flowing && !empty.has(event.file));
    if (own && at >= flowing) {
      settle(at);
      flowing = at;
    }
    const parent = event.suite || (event.nesting !== null && lastDepth === event.nesting + 1);
    lastDepth = event.nesting;
    if (parent) continue;
    const test = { name: event.name, ranIn: [event.file] };
    placed.push(test);
    if (order.length > 0 && !own) waiting.push(test);
  }
  settle(order.length - 1);
  return placed;
}
