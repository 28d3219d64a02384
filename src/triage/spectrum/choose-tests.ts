import { createHash } from "node:crypto";
import type { TestResult } from "../../results/schema.js";
import { cheapSample, oneRunTestMs } from "../cheap-sample.js";

/** What coverage localisation may cost: it re-runs tests, so it is bounded three ways. */
export interface CoverageLimits {
  /** Failing tests re-run with coverage (the rest are blamed by their signature alone). */
  maxFailing: number;
  /** Passing tests re-run for contrast: half from the failing tests' files, half from elsewhere. */
  maxPassing: number;
  /** Wall time for all coverage runs together; what is not done by then is not used. */
  timeLimitMs: number;
  /** Each tier's own time, by name, where known: what a top-up may cost (top-up-cost.ts). */
  tierMs?: Readonly<Record<string, number>>;
}

export const DEFAULT_COVERAGE_LIMITS: CoverageLimits = {
  maxFailing: 50,
  maxPassing: 20,
  timeLimitMs: 120_000,
};

/**
 * The tests to re-run with coverage. Failing: the ones a retry re-runs (src/triage/cheap-sample.ts),
 * so a retry that takes coverage on the way leaves nothing to re-run; a failure left out joins
 * its signature's group (merge-groups.ts). Passing: a sample that is the same on every run of
 * the same suite, taken in the order of a hash of their ids, not at random, so a stored corpus
 * and a live run pick the same ones; tests far slower than most are left out.
 */
export function chooseCoverageTests(
  failing: readonly TestResult[],
  passed: readonly TestResult[],
  limits: CoverageLimits,
  root?: string,
): { failing: TestResult[]; passing: TestResult[] } {
  const sample = cheapSample(failing, oneRunTestMs([...failing, ...passed]), root);
  const chosenFailing = sample.chosen.slice(0, limits.maxFailing);
  const files = new Set(chosenFailing.map((test) => test.file));
  const quick = runningAlone(withoutSlowest(passed), limits.maxPassing);
  const huge = hugeFiles([...failing, ...passed]);
  const small = quick.filter((test) => !huge.has(test.file));
  const near = byHash(small.filter((test) => files.has(test.file)));
  const far = byHashInFewestFiles(small.filter((test) => !files.has(test.file)));
  const half = Math.ceil(limits.maxPassing / 2);
  const passing = [...near.slice(0, half), ...far.slice(0, limits.maxPassing - half)];
  // Too few near (or far) tests: the other side fills the sample up to the cap, and a huge file
  // of the failures' only when the others cannot.
  const fill = [...near.slice(half), ...far.slice(limits.maxPassing - half)];
  passing.push(...byHash(fill).slice(0, limits.maxPassing - passing.length));
  const hugeNear = quick.filter((test) => huge.has(test.file) && files.has(test.file));
  passing.push(...byHash(hugeNear).slice(0, limits.maxPassing - passing.length));
  return { failing: chosenFailing, passing };
}

/**
 * The tests whose `run:` line runs them alone, where there are enough for the sample. One whose
 * line runs more drags the rest in: node --test selects by name, and a name in several files
 * starts each of them (jsdom/webidl-conversions: 20 passing tests started 5 files, one of 6,372
 * tests, whose enumeration under coverage took 1.7 s of a 3.4 s re-run).
 */
function runningAlone(tests: readonly TestResult[], wanted: number): readonly TestResult[] {
  const alone = tests.filter((test) => test.runsAlone !== false);
  return alone.length >= wanted ? alone : tests;
}

/**
 * Below this a passing test is never too slow for the sample. A loaded machine stretches a quick
 * suite's tests unevenly: at load 20, 24 of fast-json-stringify's tests went past 100 ms (1 on
 * a quiet run), the hash order then reached other tests, and the culprit changed with them.
 */
export const SLOW_FLOOR_MS = 1_000;

/** A passing test slower than four times the median (and SLOW_FLOOR_MS) would cost more than it tells. */
function withoutSlowest(tests: readonly TestResult[]): TestResult[] {
  const times = tests.map((test) => test.durationMs).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const limit = Math.max(SLOW_FLOOR_MS, 4 * median);
  return tests.filter((test) => test.durationMs <= limit);
}

/**
 * A file holding this many tests or fewer is never too big to start for the sample: none of the
 * real-projects benchmark's fourteen libraries has one above it.
 */
export const HUGE_FILE_FLOOR = 1_000;

/**
 * Files that hold far more tests than most (more than four times the median, and
 * HUGE_FILE_FLOOR). A runner collects a whole file to run one of its tests: jshttp/cookie's
 * generated file of 63,528 tests took 16-19 s to start for passing tests, when 29 of its bug's
 * 35 failures were in a 30-test file.
 */
function hugeFiles(tests: readonly TestResult[]): Set<string> {
  const counts = new Map<string, number>();
  for (const test of tests) counts.set(test.file, (counts.get(test.file) ?? 0) + 1);
  const sorted = [...counts.values()].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const limit = Math.max(HUGE_FILE_FLOOR, 4 * median);
  return new Set([...counts].filter(([, count]) => count > limit).map(([file]) => file));
}

/** In the order of the hashes of `parts` (the id alone by default): the same on every run. */
function byHash(
  tests: readonly TestResult[],
  parts: (test: TestResult) => readonly string[] = (test) => [test.id],
): TestResult[] {
  const hash = (text: string) => createHash("sha256").update(text).digest("hex");
  return [...tests]
    .map((test) => ({ test, key: parts(test).map(hash).join("") }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ test }) => test);
}

/**
 * The tests in the order of a hash of their file, then of their ids: the far half of the sample
 * comes from as few other files as it can. A runner that re-runs by file (node --test, pytest,
 * tap) starts each file the sample names; ten tests hashed across the suite named ten files
 * (fast-json-stringify: 13 files started for 5-7 failing ones).
 */
function byHashInFewestFiles(tests: readonly TestResult[]): TestResult[] {
  return byHash(tests, (test) => [test.file, test.id]);
}

/**
 * Failing and passing tests taken in turn: a runner that goes one test at a time and runs out
 * of time has then covered some of each, and Ochiai needs both.
 */
export function alternate<T>(first: readonly T[], second: readonly T[]): T[] {
  const out: T[] = [];
  for (let index = 0; index < Math.max(first.length, second.length); index++) {
    if (index < first.length) out.push(first[index] as T);
    if (index < second.length) out.push(second[index] as T);
  }
  return out;
}
