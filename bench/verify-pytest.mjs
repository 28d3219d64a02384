// `fix-loop verify` (default retries: 1) on a 300-test pytest suite with one seeded bug, next to
// plain pytest on the same suite. A red run re-runs only the failed tests, with pytest's own node
// ids, and its failures make one group, so triage re-runs nothing with coverage: verify should
// stay within 1.1 x of pytest. Needs python3 with pytest, and dist/ built.
import { readFileSync, rmSync } from "node:fs";
import { CLI, fmt, measured, median, tempProject, timed } from "./lib.mjs";

const MODULES = 10;
const TESTS_PER_MODULE = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// hypothesis's pytest plugin, when installed, imports hypothesis at the end of every failing
// session (~1.5 s CPU here): a cost of the machine, not of the suite, so both runs switch it off.
const PYTEST =
  "python3 -m pytest -q -p no:cacheprovider -p no:hypothesispytest --junitxml=reports/junit.xml";

/** A small library with one bug: window() drops the last window (an off-by-one). */
const files = {
  "textkit/__init__.py": "",
  "textkit/core.py": [
    "def window(items, size):",
    "    return [tuple(items[i:i + size]) for i in range(len(items) - size)]  # seeded: + 1 missing",
    "",
    "def checksum(text):",
    "    total = 0",
    "    for round_ in range(5000):",
    "        for char in text:",
    "            total = (total * 31 + ord(char) + round_) % 1_000_003",
    "    return total",
    "",
  ].join("\n"),
  "tests/__init__.py": "",
  ".github/fix-loop.yml": [
    "tiers:",
    "  - name: unit",
    `    command: ${PYTEST}`,
    "    junit: reports/junit.xml",
    "    timeout: 300",
    "",
  ].join("\n"),
};
for (let m = 0; m < MODULES; m++) {
  const lines = ["from textkit.core import checksum, window", ""];
  for (let t = 0; t < TESTS_PER_MODULE; t++) {
    // Every module has one test of the buggy function; the rest do a little real work.
    if (t === 0) {
      lines.push(`def test_window_${m}():`, `    assert window([1, 2, 3, 4], 2)[-1] == (3, 4)`, "");
    } else {
      lines.push(
        `def test_checksum_${m}_${t}():`,
        `    assert checksum("module ${m} test ${t}" * 4) == checksum("module ${m} test ${t}" * 4)`,
        "",
      );
    }
  }
  files[`tests/test_mod_${m}.py`] = lines.join("\n");
}

if (timed("python3", ["-m", "pytest", "--version"]).code !== 0) {
  console.log("skipped: python3 -m pytest is not installed here");
  process.exit(0);
}
const root = tempProject(files);
try {
  const pytest = [];
  const verify = [];
  for (let run = 0; run < RUNS; run++) {
    const plain = measured("sh", ["-c", PYTEST], { cwd: root });
    if (plain.code !== 1) throw new Error(`pytest should fail on the seeded bug (${plain.code})`);
    pytest.push(plain);
    const engine = measured(process.execPath, [CLI, "verify", "--plain"], {
      cwd: root,
      env: { ...process.env, CI: "true" },
    });
    if (engine.code !== 1) throw new Error(`verify should report failures (${engine.code})`);
    verify.push(engine);
  }
  const results = JSON.parse(readFileSync(`${root}/.fix-loop/results.json`, "utf8"));
  const reran = results.tests.filter((test) => test.runs > 1).length;
  const wall = (runs) => median(runs.map((run) => run.ms));
  const cpu = (runs) => median(runs.map((run) => run.cpuMs));
  const ratio = (of) => (of(verify) / of(pytest)).toFixed(2);
  const tests = MODULES * TESTS_PER_MODULE;
  console.log(
    `pytest suite: ${tests} tests, ${MODULES} fail from one seeded bug; ${RUNS} runs each`,
  );
  console.log(`verify re-ran the ${reran} failed tests alone (pytest node ids), not the suite`);
  console.log("                               wall (median)  CPU (median)");
  console.log(`plain pytest                   ${fmt(wall(pytest))}        ${fmt(cpu(pytest))}`);
  console.log(`fix-loop verify (retries: 1)   ${fmt(wall(verify))}        ${fmt(cpu(verify))}`);
  console.log(
    `ratio verify / pytest          ${ratio(wall)} x         ${ratio(cpu)} x  (target <= 1.10)`,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
