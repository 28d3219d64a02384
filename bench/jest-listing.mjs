// What listing a jest tier's tests before it runs costs (a run with a name filter nothing matches:
// files loaded, no test body or hook run), on generated projects of 40 files of 25 tests each,
// whose tests take no time, then 20 ms each (a test that waits on I/O):
// `verify --tests` with an unknown id (refused after the listing alone), with a known id (the
// listing, then that test alone), and the whole tier. Needs dist/ built; installs jest 30 and
// jest-junit 17 once into the temp dir (as test/support/jest-install.ts does).
//
//   node bench/jest-listing.mjs [--runs 3]
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { CLI, fmt, median, tempProject, timed } from "./lib.mjs";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const RUNS = Number(values.runs);
const FILES = 40;
const TESTS = 25;
const PACKAGES = ["jest@30.5.2", "jest-junit@17.0.0"];

function jestModules() {
  const kept = path.join(tmpdir(), `fix-loop-test-${PACKAGES.join("-").replace(/[@/]/g, "_")}`);
  const modules = path.join(kept, "node_modules");
  if (existsSync(path.join(modules, ".bin/jest"))) return modules;
  mkdirSync(kept, { recursive: true });
  execFileSync("npm", [
    "install",
    "--no-audit",
    "--no-fund",
    "--no-save",
    "--prefix",
    kept,
    ...PACKAGES,
  ]);
  return modules;
}

function project(bodyMs) {
  const files = {
    ".github/fix-loop.yml": [
      "tiers:",
      "  - name: unit",
      "    command: JEST_JUNIT_OUTPUT_FILE=reports/junit.xml node_modules/.bin/jest --ci --reporters=default --reporters=jest-junit",
      "    junit: reports/junit.xml",
      "",
    ].join("\n"),
    "package.json": '{ "private": true }',
    "src/sum.js": "module.exports = (a, b) => a + b;\n",
  };
  for (let f = 0; f < FILES; f++) {
    const tests = Array.from(
      { length: TESTS },
      (_, t) =>
        `  test("adds ${t}", async () => { await wait(${bodyMs}); expect(sum(${t}, 1)).toBe(${t + 1}); });`,
    );
    files[`test/file${f}.test.js`] = [
      'const sum = require("../src/sum.js");',
      "const wait = (ms) => new Promise((done) => setTimeout(done, ms));",
      `describe("file ${f}", () => {`,
      ...tests,
      "});",
      "",
    ].join("\n");
  }
  const root = tempProject(files);
  symlinkSync(jestModules(), path.join(root, "node_modules"));
  return root;
}

const cases = [
  ["verify --tests <unknown id> (listing, refused)", ["--tests", "file 7 adds 99"], 2],
  ["verify --tests <known id> (listing, then it alone)", ["--tests", "file 7 adds 3"], 0],
  ["verify (the whole tier)", [], 0],
];
for (const bodyMs of [0, 20]) {
  const root = project(bodyMs);
  const times = new Map(cases.map(([name]) => [name, []]));
  // Alternate the cases, so a busy machine slows each alike; the first round warms jest's cache.
  for (let run = 0; run <= RUNS; run++) {
    for (const [name, args, expected] of cases) {
      const result = timed(process.execPath, [CLI, "verify", "-C", root, ...args], {
        env: { ...process.env, CI: "true", NO_COLOR: "1" },
      });
      if (result.code !== expected)
        throw new Error(`${name}: exit ${result.code}, not ${expected}`);
      if (run > 0) times.get(name).push(result.ms);
    }
  }
  console.log(`jest 30, ${FILES} files of ${TESTS} tests of ${bodyMs} ms, median of ${RUNS}:`);
  for (const [name, ms] of times) console.log(`  ${name.padEnd(52)} ${fmt(median(ms))}`);
}
