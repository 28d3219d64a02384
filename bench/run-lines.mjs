// The `run:` line verify writes for every test of a JUnit tier (results.json keeps one per test,
// passing ones too): the runner's selection added to the tier's command, the report options
// taken out, the tier's variables put in front. Each of those reads the command with
// splitShell. Prints the time to split luxon-sized work (1,208 tests, three splits each) and to
// build the whole lines through the jest plug-in, median of 7 rounds after a warm-up.
import { importBundledTogether } from "./lib.mjs";

const { splitShell, rerunCommand, commandWithoutReport, withAssignments, runnerNamed } =
  await importBundledTogether("run-lines", [
    "src/process/shell-words.ts",
    "src/junit/rerun-command.ts",
    "src/junit/command-without-report.ts",
    "src/process/hook-variables.ts",
    "src/runners/registry.ts",
  ]);

const TESTS = 1208;
const command =
  "JEST_JUNIT_OUTPUT_FILE=/tmp/fix-loop-session-TRc9oD/tests/reports/junit.xml node_modules/.bin/jest --reporters=default --reporters=jest-junit --ci";
const reports = ["/tmp/fix-loop-session-TRc9oD/tests/reports/junit.xml"];
const env = { LANG: "en_US.utf8", TZ: "America/New_York" };
const jest = runnerNamed("jest");
const refs = Array.from({ length: TESTS }, (_, index) => ({
  name: `DateTime.fromFormat() maintains offset that belongs to time zone during overlap ${index}`,
  classname: `DateTime.fromFormat() maintains offset that belongs to time zone during overlap ${index}`,
  suite: "",
  file: "test/datetime/tokenParse.test.js",
  line: null,
}));

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function timed(work) {
  work();
  const rounds = [];
  for (let round = 0; round < 7; round++) {
    const started = performance.now();
    work();
    rounds.push(performance.now() - started);
  }
  return median(rounds).toFixed(1);
}

const lines = refs.map((ref) => {
  const plan = rerunCommand({ command, template: null, runner: jest, tests: [ref] });
  return withAssignments(env, commandWithoutReport(plan.command, jest.report, reports));
});
console.log(
  `splitShell, ${TESTS * 3} splits of run lines: ${timed(() => {
    for (const line of lines) for (let k = 0; k < 3; k++) splitShell(line);
  })} ms`,
);
console.log(
  `run lines of ${TESTS} jest tests: ${timed(() => {
    for (const ref of refs) {
      const plan = rerunCommand({ command, template: null, runner: jest, tests: [ref] });
      withAssignments(env, commandWithoutReport(plan.command, jest.report, reports));
    }
  })} ms`,
);
