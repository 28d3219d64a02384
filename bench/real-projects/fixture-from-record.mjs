// A test fixture (test/triage/spectrum/fixtures/real-mutants/) from one triage record of the
// benchmark (FIX_LOOP_TRIAGE_RECORD): the failed tests, the passing tests coverage saw, the
// coverage each test had (taken on the run and answered by coverage runs), and the source files
// that coverage and the stacks name, read from the record's tree. Only for trees whose licence
// lets their files travel in a fixture.
//
//   node bench/real-projects/fixture-from-record.mjs RECORD.json OUT.json
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const [recordFile, out] = process.argv.slice(2);
if (!recordFile || !out) {
  console.error("usage: fixture-from-record.mjs RECORD.json OUT.json");
  process.exit(2);
}
const record = JSON.parse(readFileSync(recordFile, "utf8"));
const coverage = new Map((record.taken ?? []).map(([id, functions]) => [id, functions]));
for (const run of record.runs)
  for (const [id, functions] of run.answered) if (!coverage.has(id)) coverage.set(id, functions);

const tests = record.tests.filter(
  (test) => test.status === "failed" || (test.status === "passed" && coverage.has(test.id)),
);
const functions = [...new Set(tests.flatMap((test) => coverage.get(test.id) ?? []))].sort();
const index = new Map(functions.map((fn, at) => [fn, at]));
const files = new Set(functions.map((fn) => fn.slice(0, fn.lastIndexOf(":"))));
// Files the failures' stacks name, relative to the tree (frames outside it are left out).
for (const test of tests) {
  const text = `${test.evidence?.excerpt ?? ""}\n${(test.evidence?.summary ?? []).join("\n")}`;
  for (const match of text.matchAll(/([\w./-]+\.(?:[cm]?[jt]sx?|py|go)):\d+/g)) {
    const file = match[1].startsWith(record.root) ? path.relative(record.root, match[1]) : match[1];
    if (!file.startsWith("..") && !path.isAbsolute(file)) files.add(file);
  }
}
// Triage reads no test file's source: a stack's frame there is never a culprit.
const TEST_FILE =
  /(?:^|\/)(?:tests?|__tests__)\/|[._](?:spec|test)\.[cm]?[jt]sx?$|(?:^|\/)test_[^/]*\.py$/;
const sources = {};
for (const file of [...files].sort()) {
  const full = path.join(record.root, file);
  if (!file.includes("node_modules") && !TEST_FILE.test(file) && existsSync(full))
    sources[file] = readFileSync(full, "utf8");
}
const fixture = {
  tierOrder: record.tierOrder,
  functions,
  coverage: Object.fromEntries(
    tests
      .filter((test) => coverage.has(test.id))
      .map((test) => [test.id, coverage.get(test.id).map((fn) => index.get(fn))]),
  ),
  tests,
  sources,
  // Which of them verify's run took on the way: the rest came from triage's own coverage runs.
  taken: (record.taken ?? []).map(([id]) => id).filter((id) => coverage.has(id)),
};
writeFileSync(out, `${JSON.stringify(fixture)}\n`);
console.log(
  `${out}: ${tests.length} tests (${tests.filter((t) => t.status === "failed").length} failed), ${functions.length} functions, sources ${Object.keys(sources).join(", ")}`,
);
