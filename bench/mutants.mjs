// What the mutation operators (src/mutation) find in real code, and what plan's check against
// mutants (src/plan/mutant-check.ts) costs per test:
// - over real libraries (picomatch and yaml from node_modules, Python's json and textwrap from the
//   standard library): functions found, mutants per function (median, 90th percentile, max),
//   and how long mutantsOf takes per function;
// - a pytest project of one small library: the check of a test the first mutant kills, and of
//   one that asserts nothing, tried against the default cap of 10.
//
//   node bench/mutants.mjs
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fmt, importBundled, median, ROOT, tempProject } from "./lib.mjs";

const mutation = await importBundled("src/mutation/index.ts");

function filesUnder(folder, pattern) {
  const found = [];
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) found.push(...filesUnder(file, pattern));
    else if (pattern.test(name)) found.push(file);
  }
  return found;
}

const python = execFileSync(
  "python3",
  ["-c", "import json, os; print(os.path.dirname(os.path.dirname(json.__file__)))"],
  {
    encoding: "utf8",
  },
).trim();
const LIBRARIES = {
  picomatch: filesUnder(path.join(ROOT, "node_modules/picomatch/lib"), /\.js$/),
  yaml: filesUnder(path.join(ROOT, "node_modules/yaml/dist/parse"), /\.js$/),
  "python json": filesUnder(path.join(python, "json"), /\.py$/),
  "python textwrap": [path.join(python, "textwrap.py")],
};

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;

for (const [name, files] of Object.entries(LIBRARIES)) {
  const counts = [];
  const byOperator = {};
  let ms = 0;
  for (const file of files) {
    const language = mutation.languageOfFile(file);
    const source = readFileSync(file, "utf8");
    for (const functionName of mutation.definedNames(source, language)) {
      const started = performance.now();
      const mutants = mutation.mutantsOf(source, { functionName, language });
      ms += performance.now() - started;
      counts.push(mutants.length);
      for (const mutant of mutants)
        byOperator[mutant.operator] = (byOperator[mutant.operator] ?? 0) + 1;
    }
  }
  const total = counts.reduce((a, b) => a + b, 0);
  console.log(
    `${name}: ${files.length} files, ${counts.length} functions, ${total} mutants; per function median ${median(counts)}, p90 ${percentile(counts, 0.9)}, max ${Math.max(...counts)}; ${(ms / Math.max(1, counts.length)).toFixed(2)} ms per function`,
  );
  console.log(
    `  by operator: ${Object.entries(byOperator)
      .sort((a, b) => b[1] - a[1])
      .map(([operator, count]) => `${operator} ${count}`)
      .join(", ")}`,
  );
}

const { checkAgainstMutants } = await importBundled("src/plan/mutant-check.ts");
const { parsePlan } = await importBundled("src/plan/parse-plan.ts");
const root = tempProject({
  "prices.py": [
    "def label(cents):",
    "    if cents >= 100:",
    '        return "big"',
    '    return "small"',
    "",
    "",
    "def total(prices, discount=0):",
    "    kept = [price for price in prices if price > 0]",
    "    whole = sum(kept) - discount",
    "    if whole < 0 or len(kept) == 0:",
    "        return 0",
    "    return round(whole * 100 + 1) // 100",
    "",
  ].join("\n"),
  "tests/test_lib_1.py.pending":
    'from prices import label\n\n\ndef test_LIB_1():\n    assert label(100) == "big"\n',
  "tests/test_lib_2.py.pending":
    "from prices import total\n\n\ndef test_LIB_2():\n    total([1, 2])\n",
});
const tier = {
  tier: "unit",
  framework: "pytest",
  command: "python3 -m pytest -q -p no:cacheprovider tests --junitxml=reports/junit.xml",
  reports: ["reports/junit.xml"],
  timeoutMs: 60_000,
  requires: [],
};
const entries = parsePlan(
  "## LIB-1: a\nFunction: label\nExpected: x\n\n## LIB-2: b\nFunction: total\nExpected: y\n",
);
const context = {
  cwd: root,
  env: { ...process.env, PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1" },
  runAs: null,
};
for (const [id, file] of [
  ["LIB-1", "tests/test_lib_1.py.pending"],
  ["LIB-2", "tests/test_lib_2.py.pending"],
]) {
  const test = {
    id,
    file,
    title: id,
    tier: "unit",
    requires: [],
    timeoutMs: 60_000,
    planHash: null,
    expected: null,
    status: "pending",
    reasons: [],
    live: null,
    dead: null,
  };
  await checkAgainstMutants({ test, tier, entries }, context);
  const tried = test.mutants?.tried ?? [];
  const killer = tried.find((run) => run.outcome === "killed");
  console.log(
    `pytest ${id}: ${test.status}, ${tried.length} mutant(s) tried, ${fmt(test.mutants?.ms ?? 0)} (${fmt((test.mutants?.ms ?? 0) / (tried.length + 1))} per run, the unchanged run included)${killer ? `; killed by ${killer.operator} at ${killer.file}:${killer.line}` : ""}`,
  );
}
rmSync(root, { recursive: true, force: true });
