import { describe, expect, it } from "vitest";
import { detectProject } from "../../src/init/detect-project.js";
import { nextSteps } from "../../src/init/next-steps.js";
import { frameworkOfCommand } from "../../src/runners/registry.js";
import { createTempProject, type ProjectFiles } from "../support/temp-project.js";

const detect = async (files: ProjectFiles) => detectProject(await createTempProject(files));
const pkg = (body: object) => JSON.stringify(body);

/** node-lru-cache's CI: setup-node given the matrix's versions, then its tests. */
const CI_MATRIX = [
  "on: push",
  "jobs:",
  "  build:",
  "    strategy:",
  "      matrix:",
  "        node-version: [24.x, 25.x]",
  "    runs-on: ubuntu-latest",
  "    steps:",
  "      - uses: actions/checkout@v4",
  "      - uses: actions/setup-node@v4",
  "        with:",
  `          node-version: \${{ matrix.node-version }}`,
  "      - run: npm install",
  "      - run: npm test",
  "",
].join("\n");

describe("fix-loop init reads a Node project", () => {
  it.each([
    ["the test script", { scripts: { test: "vitest run" } }, "vitest"],
    ["jest in devDependencies", { devDependencies: { jest: "^30.0.0" } }, "jest"],
    ["mocha in the test script", { scripts: { test: "mocha test/*.js" } }, "mocha"],
    ["node --test", { scripts: { test: "node --test" } }, "node"],
    // The script names the runner the project runs, whatever else it depends on.
    [
      "the script over other dependencies",
      { scripts: { test: "jest --coverage" }, devDependencies: { vitest: "1", jest: "1" } },
      "jest",
    ],
  ])("finds its runner from %s", async (_how, manifest, runner) => {
    expect((await detect({ "package.json": pkg(manifest) })).tier?.runner).toBe(runner);
  });

  it("finds jest behind kcd-scripts, and runs it through the wrapper's config without watching", async () => {
    // kentcdodds/match-sorter: jest is kcd-scripts' dependency, not the project's.
    const facts = await detect({
      "package.json": pkg({
        scripts: { test: "kcd-scripts test --findRelatedTests" },
        devDependencies: { "kcd-scripts": "^16.0.0" },
      }),
    });
    expect(facts.tier?.runner).toBe("jest");
    expect(facts.tier?.command).toBe(
      "JEST_JUNIT_OUTPUT_FILE=reports/junit.xml npx kcd-scripts test --no-watch --reporters=default --reporters=jest-junit --ci --findRelatedTests",
    );
    expect(facts.tier?.missing).toEqual(["jest-junit"]);
    // verify reads the tier's command as jest's: it selects, re-runs and hooks into it.
    expect(frameworkOfCommand(facts.tier?.command ?? "")).toBe("jest");
  });

  it("finds no runner in a package.json without one, and writes no tier for it", async () => {
    const facts = await detect({ "package.json": pkg({ scripts: { test: "echo none" } }) });
    expect(facts.tier).toBeNull();
    expect(facts.setup).toBe("npm install");
  });

  it.each([
    ["package-lock.json", {}, "npm ci"],
    ["pnpm-lock.yaml", {}, "corepack enable pnpm && pnpm install --frozen-lockfile"],
    ["yarn.lock", {}, "yarn install --frozen-lockfile"],
    ["yarn.lock", { ".yarnrc.yml": "" }, "corepack enable yarn && yarn install --immutable"],
  ])("installs with the tool of %s", async (lockfile, more, setup) => {
    const facts = await detect({ "package.json": pkg({}), [lockfile]: "", ...more });
    expect(facts.setup).toBe(setup);
  });

  it.each([
    [{ ".nvmrc": "v22.11.0\n" }, {}, "22.11.0"],
    [{ ".node-version": "20\n" }, {}, "20"],
    [{}, { engines: { node: ">=20.18.1" } }, "20"],
    // None pinned: the reusable workflow's default, never "" (which would skip setup-node).
    [{}, {}, "24"],
  ])("takes the Node version from %j or engines %j", async (files, manifest, version) => {
    const facts = await detect({ "package.json": pkg(manifest), ...files });
    expect(facts.nodeVersion).toBe(version);
  });

  it("gives the tier the environment the project's own CI runs its tests with", async () => {
    const workflow = [
      "on: push",
      "env: { LANG: en_US.utf8 }",
      "jobs:",
      "  lint:",
      "    env: { LINTING: yes }",
      "    steps: [{ run: npm run lint }]",
      "  test:",
      "    env:",
      "      TZ: America/New_York",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, as a workflow has it
      "      NODE_VERSION: ${{ matrix.node }}",
      "      FIX_LOOP_DEBUG: 1",
      "    steps:",
      "      - run: npm ci",
      "      - run: npm run test",
      "        env: { LIMIT_JEST: 2 }",
    ].join("\n");
    const facts = await detect({
      "package.json": pkg({ scripts: { test: "NODE_ENV=test jest" } }),
      ".github/workflows/test.yml": workflow,
    });
    expect(facts.tier?.env).toEqual({
      LANG: "en_US.utf8",
      TZ: "America/New_York",
      LIMIT_JEST: "2",
      NODE_ENV: "test",
    });
  });

  it.each([
    ["npm run build", "npm run pretest && npx mocha"],
    ["babel src -d lib", "npm run pretest && npx mocha"],
    ["eslint .", "npx mocha"],
    ["npm run lint && npm run build", "npx mocha"],
    // node-lru-cache's: the script it runs builds (tshy, a build.sh).
    ["npm run prepare", "npm run pretest && npx mocha"],
    // A script it runs lints: the tier would fail on a lint error.
    ["npm run check", "npx mocha"],
  ])(
    "runs a pretest that builds what the tests import before them (%s)",
    async (pretest, start) => {
      const facts = await detect({
        "package.json": pkg({
          scripts: {
            pretest,
            test: "mocha",
            prepare: "tshy && bash scripts/build.sh",
            check: "tsc --noEmit && eslint .",
          },
          devDependencies: { mocha: "10" },
        }),
      });
      expect(facts.tier?.command.startsWith(`${start} `)).toBe(true);
    },
  );

  it("installs with the flags the project's own CI cannot install without (validator.js: --legacy-peer-deps)", async () => {
    const workflow = [
      "on: push",
      "jobs:",
      "  test:",
      "    steps:",
      "      - run: npm install --legacy-peer-deps && npm run build",
      "      - run: npm test",
    ].join("\n");
    const facts = await detect({
      "package.json": pkg({ scripts: { test: "mocha" }, devDependencies: { mocha: "6" } }),
      ".github/workflows/ci.yml": workflow,
    });
    expect(facts.setup).toBe("npm install --legacy-peer-deps");
    expect(facts.addDevDependency).toBe("npm install --save-dev --legacy-peer-deps");
    const plain = await detect({ "package.json": pkg({ scripts: { test: "mocha" } }) });
    expect([plain.setup, plain.addDevDependency]).toEqual([
      "npm install",
      "npm install --save-dev",
    ]);
  });

  // jest 29 needs Node 14.15 though the project says >=12; nothing below GitHub's oldest cached Node.
  it.each([
    [
      "jest 29, not installed (the table)",
      { engines: { node: ">=12" }, devDependencies: { jest: "^29.7.0" } },
      {},
      "20",
    ],
    [
      "an installed runner's own engines",
      { engines: { node: ">=18" }, scripts: { test: "mocha" }, devDependencies: { mocha: "99" } },
      { "node_modules/mocha/package.json": pkg({ engines: { node: ">=22.12.0" } }) },
      "22",
    ],
    [
      "a project floor above the runner's",
      { engines: { node: ">=22" }, devDependencies: { jest: "29" } },
      {},
      "22",
    ],
    [
      "the oldest its own CI tests on, where newer (node-lru-cache: engines 20, CI 24 and 25)",
      { engines: { node: "20 || >=22" }, scripts: { test: "tap" }, devDependencies: { tap: "21" } },
      { ".github/workflows/ci.yml": CI_MATRIX },
      "24",
    ],
    [
      "without engines, the oldest its CI tests on that hosted runners keep (ajv-formats: 16 to 21)",
      { scripts: { test: "jest" }, devDependencies: { jest: "26" } },
      { ".github/workflows/ci.yml": CI_MATRIX.replace("[24.x, 25.x]", "[16, 18, 20, 21]") },
      "20",
    ],
    [
      "without engines nor a CI that names one, the default: recent enough for any runner",
      { scripts: { test: "jest" }, devDependencies: { jest: "26" } },
      {},
      "24",
    ],
    [
      "one whose node --test expands the quoted glob its script passes (hosted-git-info)",
      {
        engines: { node: "^20.17.0 || >=22.9.0" },
        scripts: { test: "node --test './test/**/*.js'" },
      },
      {},
      "22",
    ],
    [
      "the floor, where its CI tests older Nodes too",
      { engines: { node: ">=20" }, scripts: { test: "tap" }, devDependencies: { tap: "21" } },
      { ".github/workflows/ci.yml": CI_MATRIX.replace("[24.x, 25.x]", "[18, 20, 22]") },
      "20",
    ],
  ])("picks a Node the runner supports: %s", async (_how, manifest, files, version) => {
    const facts = await detect({ "package.json": pkg(manifest), ...files });
    expect(facts.nodeVersion).toBe(version);
  });

  it("asks for the reporter package a runner needs when the project lacks it", async () => {
    const facts = await detect({ "package.json": pkg({ devDependencies: { mocha: "11" } }) });
    expect(facts.tier?.missing).toEqual(["mocha-junit-reporter"]);
    expect(nextSteps(facts, false)).toContain("npm install --save-dev mocha-junit-reporter");
    const pnpm = await detect({
      "package.json": pkg({ devDependencies: { jest: "30" } }),
      "pnpm-lock.yaml": "",
    });
    expect(nextSteps(pnpm, false)).toContain("pnpm add -D jest-junit");
    const withIt = await detect({
      "package.json": pkg({ devDependencies: { jest: "30", "jest-junit": "17" } }),
    });
    expect(withIt.tier?.missing).toEqual([]);
  });

  it("keeps node --test's own paths after the reporter options", async () => {
    const facts = await detect({
      "package.json": pkg({ scripts: { test: "node --test test/unit/" } }),
    });
    expect(facts.tier?.command).toMatch(
      /--test-reporter-destination=reports\/junit\.xml test\/unit\/$/,
    );
  });

  // The script's variables go to the tier's env:, which every run of the tier gets (re-runs too).
  it.each([
    [
      "cross-env TZ=UTC vitest run --coverage --config vitest.unit.ts --reporter=verbose src/",
      "npx vitest run --config vitest.unit.ts src/ --reporter=junit --outputFile=reports/junit.xml",
      { TZ: "UTC" },
    ],
    [
      "NODE_ENV=test jest --runInBand --watch --coverage --reporters default test/unit",
      "JEST_JUNIT_OUTPUT_FILE=reports/junit.xml npx jest --reporters=default --reporters=jest-junit --ci --runInBand test/unit",
      { NODE_ENV: "test" },
    ],
    [
      "NODE_ENV=test mocha --require test/support/env --reporter spec --bail --check-leaks test/ test/acceptance/",
      "npx mocha --require test/support/env --check-leaks test/ test/acceptance/ --reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml",
      { NODE_ENV: "test" },
    ],
    [
      "cross-env NODE_ENV=test DEBUG='app:*' mocha test/",
      "DEBUG='app:*' npx mocha test/ --reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml",
      { NODE_ENV: "test" },
    ],
  ])("keeps the test script's arguments and environment: %s", async (script, command, env) => {
    const facts = await detect({ "package.json": pkg({ scripts: { test: script } }) });
    expect(facts.tier?.command).toBe(command);
    expect(facts.tier?.env).toEqual(env);
  });

  // A run of a few tests under the project's own coverage fails on its thresholds.
  it.each([
    [
      "vitest",
      {
        "vitest.config.ts":
          "export default { test: { coverage: { enabled: true, thresholds: { lines: 90 } } } }",
      },
      "npx vitest run --reporter=junit --outputFile=reports/junit.xml --coverage.enabled=false",
    ],
    [
      "jest",
      {
        "jest.config.js":
          "module.exports = { collectCoverage: true, coverageThreshold: { global: { lines: 90 } } };",
      },
      "JEST_JUNIT_OUTPUT_FILE=reports/junit.xml npx jest --reporters=default --reporters=jest-junit --ci --coverage=false",
    ],
    [
      "jest",
      { "jest.config.js": "module.exports = { collectCoverage: false };" },
      "JEST_JUNIT_OUTPUT_FILE=reports/junit.xml npx jest --reporters=default --reporters=jest-junit --ci",
    ],
  ])(
    "turns off the coverage a %s config collects on every run",
    async (runner, config, command) => {
      const facts = await detect({
        "package.json": pkg({
          scripts: { test: runner },
          devDependencies: { [runner]: "3", "jest-junit": "16" },
        }),
        ...config,
      });
      expect(facts.tier?.command).toBe(command);
    },
  );

  // ms's own package.json: its test script runs jest only through two other scripts.
  // A build step of the script goes before the tests, as `npm test` runs it; a lint does not.
  it.each([
    ["pnpm run test:nodejs && pnpm run test:edge", ""],
    ["npm run lint && npm run-script test:nodejs", ""],
    ["yarn build && yarn test:nodejs", "yarn build && "],
    ["pnpm unit", ""],
  ])(
    "follows %s to the script that runs the runner, and keeps its arguments",
    async (test, build) => {
      const scripts = {
        test,
        lint: "biome lint",
        build: "tsdown",
        unit: "pnpm run test:nodejs",
        "test:nodejs": "jest --env node",
        "test:edge": "jest --env @edge-runtime/jest-environment --no-coverage",
      };
      const facts = await detect({
        "package.json": pkg({ scripts, devDependencies: { jest: "29", "jest-junit": "16" } }),
      });
      expect(facts.tier?.runner).toBe("jest");
      expect(facts.tier?.command).toBe(
        `${build}JEST_JUNIT_OUTPUT_FILE=reports/junit.xml npx jest --reporters=default --reporters=jest-junit --ci --env node`,
      );
    },
  );

  it("names the test script's steps the tier leaves out (lint, type tests)", async () => {
    const facts = await detect({
      "package.json": pkg({
        scripts: { pretest: "eslint .", test: "pnpm lint && pnpm test:types && vitest run" },
        devDependencies: { vitest: "4" },
      }),
    });
    expect(facts.tier?.leftOut).toEqual(["pretest: eslint .", "pnpm lint", "pnpm test:types"]);
    expect(facts.tier?.command.startsWith("npx vitest run")).toBe(true);
    // A type-test step runs tests of its own: the line says only that fix-loop does not run it.
    expect(nextSteps(facts, false)).toContain(
      "also runs `pretest: eslint .`, `pnpm lint` and `pnpm test:types`; fix-loop does not run them and leaves them to your CI",
    );
  });

  // superstruct: `npm run build && npm run test:types && npm run test:vitest`, whose tests import
  // ../src. The tier builds first, as the script does; the next steps said nothing of it, and a
  // newcomer met a missing rollup plugin before a test ran.
  it("says the tier builds first, as the test script does, and when to take the build out", async () => {
    const facts = await detect({
      "package.json": pkg({
        scripts: {
          build: "rollup --config ./rollup.config.js",
          "test:vitest": "vitest run",
          test: "npm run build && npm run test:vitest",
        },
        devDependencies: { vitest: "1" },
      }),
    });
    expect(facts.tier?.command.startsWith("npm run build && npx vitest run")).toBe(true);
    expect(nextSteps(facts, false)).toContain(
      "know what the tier runs first: `npm run build`, as your test script does, so every run and every `run:` line builds first (and needs what the build needs installed); where the tests import the source, not the build, take it out of the tier's command",
    );
  });

  it("leaves a type check out of the tier: tsc --noEmit builds nothing the tests load", async () => {
    const facts = await detect({
      "package.json": pkg({
        scripts: {
          lint: "eslint . && prettier -c src test",
          "test:types": "tsc --noEmit",
          test: "pnpm lint && pnpm test:types && vitest run --coverage",
        },
        devDependencies: { vitest: "2" },
      }),
    });
    expect(facts.tier?.leftOut).toEqual(["pnpm lint", "pnpm test:types"]);
    expect(facts.tier?.command.startsWith("npx vitest run")).toBe(true);
  });

  it("names what the test script wraps its runner in (fastify's c8 --100), not a package runner", async () => {
    const facts = await detect({
      "package.json": pkg({
        scripts: { test: "npm run test:unit", "test:unit": "c8 --100 node --test" },
      }),
    });
    expect(facts.tier?.runner).toBe("node");
    expect(facts.tier?.leftOut).toEqual(["c8 --100 (around node)"]);
    expect(nextSteps(facts, false)).toContain(
      "your test script also runs `c8 --100` (around node)",
    );
    for (const test of [
      "npx vitest run",
      "cross-env TZ=UTC vitest run",
      "NODE_ENV=test pnpm exec vitest",
    ]) {
      const plain = await detect({
        "package.json": pkg({ scripts: { test }, devDependencies: { vitest: "3" } }),
      });
      expect(plain.tier?.leftOut, test).toEqual([]);
    }
  });

  it("says the tier runs the listed runner by itself when the test script is a tool init does not read (type-is's ts-scripts)", async () => {
    const facts = await detect({
      "package.json": pkg({
        scripts: { test: "ts-scripts test", build: "ts-scripts build" },
        devDependencies: { "@borderless/ts-scripts": "0.15", vitest: "3" },
      }),
    });
    expect(facts.tier?.runner).toBe("vitest");
    expect(facts.tier?.behind).toBe("ts-scripts test");
    expect(nextSteps(facts, false)).toContain(
      "your test script runs `ts-scripts test`, which init does not read, so the tier runs vitest by itself;",
    );
    // A script that names the runner, or npm's placeholder, is no such tool.
    for (const test of ["vitest run", 'echo "Error: no test specified" && exit 1']) {
      const plain = await detect({
        "package.json": pkg({ scripts: { test }, devDependencies: { vitest: "3" } }),
      });
      expect(plain.tier?.behind).toBeUndefined();
      expect(nextSteps(plain, false)).not.toContain("which init does not read");
    }
  });

  // semver's: tap 16 has no junit reporter; its xunit one (test/runners/tap16.test.ts) writes to stdout.
  it.each([
    ["^16.3.0", "mkdir -p reports && npx tap test/ --no-coverage -R xunit > reports/junit.xml"],
    [
      "^18.7.0",
      "mkdir -p reports && npx tap test/ --reporter=junit --reporter-file=reports/junit.xml --disable-coverage",
    ],
    [
      "latest",
      "mkdir -p reports && npx tap test/ --reporter=junit --reporter-file=reports/junit.xml --disable-coverage",
    ],
  ])("writes tap %s the reporter it has", async (range, command) => {
    const facts = await detect({
      "package.json": pkg({
        scripts: { test: "tap -R spec test/" },
        devDependencies: { tap: range },
      }),
    });
    expect(facts.tier?.command).toBe(command);
  });

  it("stops at a script that runs itself, and at a chain that names no runner", async () => {
    const loop = await detect({
      "package.json": pkg({
        scripts: { test: "npm run a", a: "npm run b", b: "npm run a" },
        devDependencies: { vitest: "3" },
      }),
    });
    expect(loop.tier?.command).toBe(
      "npx vitest run --reporter=junit --outputFile=reports/junit.xml",
    );
  });
});

describe("fix-loop init reads a Python project", () => {
  it.each([
    ["pytest.ini", { "pytest.ini": "[pytest]\n" }],
    ["pyproject.toml", { "pyproject.toml": "[tool.pytest.ini_options]\n" }],
    ["setup.cfg", { "setup.cfg": "[tool:pytest]\ntestpaths = tests\n" }],
    ["tox.ini", { "tox.ini": "[pytest]\naddopts = -q\n" }],
    [
      "tox.ini's deps",
      { "tox.ini": "[testenv]\ndeps =\n    pytest-cov\ncommands = coverage run\n" },
    ],
    [
      "tox.ini's commands",
      { "tox.ini": "[testenv]\ncommands =\n    py.test --basetemp={envtmpdir}\n" },
    ],
  ])("finds pytest through %s", async (_file, files) => {
    const facts = await detect(files);
    expect(facts.tier?.command).toBe("python3 -m pytest --junitxml=reports/junit.xml");
    expect(facts.nodeVersion).toBeNull();
  });

  it("names what CI does before its tests that the setup does not (humanize's translations)", async () => {
    const workflow = [
      "on: [push]",
      "jobs:",
      "  test:",
      "    runs-on: ubuntu-latest",
      "    steps:",
      "      - uses: actions/checkout@v4",
      "      - uses: actions/setup-python@v5",
      "      - name: Install dependencies",
      "        run: |",
      "          sudo apt-get install -y gettext",
      "          python -m pip install -U pip",
      "          python -m pip install -U tox",
      "          python --version",
      "      - name: Generate translation binaries",
      "        run: scripts/generate-translation-binaries.sh",
      "      - run: tox -e py",
      "      - run: scripts/after-tests.sh",
      "",
    ].join("\n");
    const facts = await detect({
      "tox.ini": "[testenv]\nextras = tests\ncommands =\n    pytest {posargs}\n",
      ".github/workflows/test.yml": workflow,
    });
    expect(facts.preparation).toEqual([
      "sudo apt-get install -y gettext",
      "scripts/generate-translation-binaries.sh",
    ]);
    expect(nextSteps(facts, false)).toContain(
      "know what your CI does before its tests that the workflow's `setup:` does not: `sudo apt-get install -y gettext` and `scripts/generate-translation-binaries.sh`;",
    );
    // A CI that only installs and prints before its tests: nothing to say.
    const plain = await detect({
      "tox.ini": "[testenv]\ncommands =\n    pytest {posargs}\n",
      ".github/workflows/test.yml": workflow
        .replace("          sudo apt-get install -y gettext\n", "")
        .replace(/ {6}- name: Generate[^\n]*\n[^\n]*\n/, ""),
    });
    expect(plain.preparation).toBeUndefined();
  });

  it("names a step whose lines are one script by the step, and leaves out linters and npm's settings", async () => {
    const workflow = [
      "on: [push]",
      "jobs:",
      "  test:",
      "    runs-on: ubuntu-latest",
      "    steps:",
      "      - uses: actions/checkout@v4",
      "      - name: Configure npm",
      "        run: |",
      '          if [[ "$(npm config get package-lock)" == "true" ]]; then',
      "            npm config set package-lock false",
      "          else",
      "            npm config set shrinkwrap false",
      "          fi",
      "      - name: Generate fixtures",
      "        run: |",
      "          for file in fixtures/*.in; do",
      '            node scripts/expand.js "$file"',
      "          done",
      "      - run: bandit --recursive --skip B311 .",
      "      - run: codespell",
      "      - run: mkdir --parents --verbose .mypy_cache",
      "      - run: 'npm -s ls ||:'",
      `      - run: (npm -s ls --depth=0 ||:) | awk -F'[ @]' '{ print "::set-output name=" $2 "::" $3 }'`,
      "      - run: npm test",
      "",
    ].join("\n");
    const facts = await detect({
      "package.json": JSON.stringify({
        scripts: { test: "mocha" },
        devDependencies: { mocha: "^10" },
      }),
      ".github/workflows/ci.yml": workflow,
    });
    expect(facts.preparation).toEqual(['the step "Generate fixtures"']);
    expect(nextSteps(facts, false)).toContain(
      'know what your CI does before its tests that the workflow\'s `setup:` does not: the step "Generate fixtures";',
    );
  });

  it("gives the tier tox's test environment variables, where CI's workflow sets none of its own (cachetools' THREADING_TESTS)", async () => {
    const facts = await detect({
      "tox.ini":
        "[testenv]\nsetenv =\n    THREADING_TESTS = 1\ncommands =\n    py.test {posargs}\n",
    });
    expect(facts.tier?.env).toEqual({ THREADING_TESTS: "1" });
  });

  it("finds no test runner in a tox.ini that names none", async () => {
    const facts = await detect({ "tox.ini": "[testenv]\ncommands = python setup.py check\n" });
    expect(facts.tier).toBeNull();
  });

  it.each([
    ["tox.ini", { "tox.ini": "[testenv]\ncommands = python -m unittest\n" }],
    [
      "pyproject.toml's tox section",
      {
        "pyproject.toml": '[tool.tox.env_run_base]\ncommands = [["python", "-m", "unittest"]]\n',
        "src/tomlish/__init__.py": "",
      },
    ],
    [
      "a test file that imports it",
      {
        "setup.py": "",
        "tests/test_parse.py": "import unittest\n\nclass T(unittest.TestCase): ...\n",
      },
    ],
  ])(
    "runs a unittest suite (found through %s) with pytest, which writes JUnit",
    async (_how, files) => {
      const facts = await detect(files);
      expect(facts.tier?.command).toBe("python3 -m pytest --junitxml=reports/junit.xml");
      expect(facts.setup).toMatch(/^python3 -m pip install pytest\b/);
    },
  );

  it("puts src on the path of a unittest suite in a src layout (hukkin/tomli)", async () => {
    const facts = await detect({
      "pyproject.toml":
        '[project]\nname = "tomlish"\n[tool.tox.env_run_base]\ncommands = [["python", "-m", "unittest"]]\n',
      "src/tomlish/__init__.py": "",
      "tests/test_data.py": "import unittest\n",
    });
    expect(facts.tier?.env).toEqual({ PYTHONPATH: "src" });
  });

  it("puts src on the path of a src layout, unless pytest's own pythonpath does", async () => {
    const layout = { "src/shop/__init__.py": "", "src/shop/prices.py": "", "tests/test_p.py": "" };
    const plain = await detect({ ...layout, "pyproject.toml": "[tool.pytest.ini_options]\n" });
    expect(plain.tier?.env).toEqual({ PYTHONPATH: "src" });
    const configured = await detect({
      ...layout,
      "pyproject.toml": '[tool.pytest.ini_options]\npythonpath = ["src"]\n',
    });
    expect(configured.tier?.env).toEqual({});
    const flat = await detect({ "shop/__init__.py": "", "pytest.ini": "[pytest]\n" });
    expect(flat.tier?.env).toEqual({});
  });

  it.each([
    [">=3.2", "3.9"],
    [">=3.11", "3.11"],
  ])(
    "takes requires-python %s as a floor, never below GitHub's oldest Python",
    async (range, version) => {
      const facts = await detect({ "pyproject.toml": `[project]\nrequires-python = "${range}"\n` });
      expect(facts.pythonVersion).toBe(version);
    },
  );

  it("installs the extras tox's test environment asks for (humanize: freezegun in `tests`)", async () => {
    const facts = await detect({
      "pyproject.toml": "[project]\nname = 'humanize'\n",
      "tox.ini": "[testenv]\nextras =\n    tests\n    dev\ncommands = pytest {posargs}\n",
    });
    expect(facts.setup).toBe("python3 -m pip install pytest -e '.[tests,dev]'");
  });

  it("installs its requirements and the project itself, at its pinned Python", async () => {
    const facts = await detect({
      "pytest.ini": "[pytest]\n",
      "requirements.txt": "requests\n",
      "setup.py": "",
      ".python-version": "3.12.4\n",
    });
    expect(facts.setup).toBe("python3 -m pip install pytest -r requirements.txt -e .");
    expect(facts.pythonVersion).toBe("3.12.4");
  });

  it("collects what the project's CI has pytest collect (jmespath: `cd tests/ && py.test`, not extra/'s slow suite)", async () => {
    const ci = (run: string) =>
      `on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pip install -r requirements.txt\n      - run: |\n          ${run}\n`;
    const tree = {
      "setup.py": "",
      "tests/test_parser.py": "def test_parse():\n    pass\n",
      "tests/unit/test_lexer.py": "def test_lex():\n    pass\n",
      "extra/test_hypothesis.py": "import hypothesis\n",
      "tox.ini": "[testenv]\ncommands = py.test {posargs}\n",
    };
    const command = async (run: string | null) =>
      (await detect(run === null ? tree : { ...tree, ".github/workflows/ci.yml": ci(run) })).tier
        ?.command;
    expect(await command("cd tests/ && py.test --cov jmespath --cov-report term-missing")).toBe(
      "python3 -m pytest tests --junitxml=reports/junit.xml",
    );
    expect(await command("python -m pytest -x -k 'not slow' tests/unit extra/absent.py")).toBe(
      "python3 -m pytest tests/unit --junitxml=reports/junit.xml",
    );
    // The whole tree, or no pytest command to read: pytest collects from the root, as before.
    expect(await command("pytest --cov")).toBe("python3 -m pytest --junitxml=reports/junit.xml");
    expect(await command(null)).toBe("python3 -m pytest --junitxml=reports/junit.xml");
    // Options that choose the tests stay, their values as written.
    expect(await command("pytest --doctest-modules -m 'not slow' --maxfail 3 tests")).toBe(
      "python3 -m pytest --doctest-modules -m 'not slow' tests --junitxml=reports/junit.xml",
    );
  });

  it("reads tox.ini's pytest command where the CI runs tox (boltons: its docstrings' 153 tests)", async () => {
    const facts = await detect({
      "setup.py": "",
      "boltons/__init__.py": "",
      "boltons/urlutils.py": "",
      "tests/test_urlutils.py": "",
      "tox.ini": [
        "[tox]",
        "envlist = py39,py313",
        "",
        "[testenv]",
        "changedir = .tox",
        "commands = pytest --doctest-modules {env_site_packages_dir}/boltons {tox_root}/tests {posargs}",
        "",
      ].join("\n"),
      ".github/workflows/tests.yaml":
        "on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pip install tox\n      - run: tox -e py313\n",
    });
    expect(facts.tier?.command).toBe(
      "python3 -m pytest --doctest-modules boltons tests --junitxml=reports/junit.xml",
    );
  });
});

describe("fix-loop init reads a Go module", () => {
  it("runs go test through go-junit-report, at go.mod's Go version", async () => {
    const facts = await detect({ "go.mod": "module example.com/m\n\ngo 1.22.3\n" });
    expect(facts.tier?.runner).toBe("go");
    expect(facts.tier?.command).toMatch(/^mkdir -p reports && go test -v \.\/\.\.\. 2>&1 \| /);
    expect(facts).toMatchObject({ setup: "go mod download", goVersion: "1.22.3" });
  });
});

describe("fix-loop init in a project whose runner it reads no report of", () => {
  it("names the runner and a tier command that writes JUnit, where it wrote only a starter check", async () => {
    // sindresorhus/p-limit: "no test runner found", and the starter check passed.
    const facts = await detect({
      "package.json": pkg({
        scripts: { test: "xo && ava && tsd" },
        devDependencies: { ava: "^6.4.1" },
      }),
    });
    expect(facts.tier).toBeNull();
    const steps = nextSteps(facts, false);
    expect(steps).toContain("your tests run with ava, whose report fix-loop does not read");
    expect(steps).toContain("`npx ava --tap | npx tap-junit -o reports -n junit.xml`");
    expect(steps).toContain("npm install --save-dev tap-junit");
    expect(steps).not.toContain("no test runner found");
  });
});

describe("fix-loop init in an empty folder", () => {
  it("finds nothing, and says to edit the tiers", async () => {
    const facts = await detect({});
    expect(facts).toEqual({
      tier: null,
      setup: null,
      addDevDependency: null,
      nodeVersion: null,
      pythonVersion: null,
      goVersion: null,
    });
    expect(nextSteps(facts, false)).toMatch(/no test runner found/);
  });
});
