import { describe, expect, it } from "vitest";
import { rerunCommand } from "../../src/junit/rerun-command.js";
import { splitShell } from "../../src/process/shell-words.js";
import {
  type Framework,
  frameworkOfCommand,
  frameworkOfReport,
  runnerOf,
} from "../../src/runners/registry.js";

const ref = (name: string, classname: string, file: string | null, line: number | null = null) => ({
  name,
  classname,
  suite: "",
  file,
  line,
});

describe("rerunCommand", () => {
  it("gives pytest node ids in place of the command's own paths, keeping its options", () => {
    const plan = rerunCommand({
      command: "python3 -m pytest -q tests --junitxml reports/junit.xml -k 'not slow'",
      template: null,
      runner: runnerOf("pytest"),
      tests: [
        ref("test_empty", "tests.test_util.ParseTests", "tests/test_util.py"),
        ref("test_sum[1-2]", "tests.test_math", "tests/test_math.py"),
      ],
    });
    expect(plan).toEqual({
      command:
        "python3 -m pytest -q --junitxml reports/junit.xml -k 'not slow' tests/test_util.py::ParseTests::test_empty 'tests/test_math.py::test_sum[1-2]'",
      selective: true,
      reason: null,
    });
  });

  it("selects vitest and jest tests by file and full name, replacing an existing -t", () => {
    const vitest = rerunCommand({
      command: "npx vitest run src --reporter=junit --outputFile=reports/junit.xml -t cart",
      template: null,
      runner: runnerOf("vitest"),
      tests: [
        ref("cart > checkout > rejects (an) empty cart", "src/cart.test.ts", "src/cart.test.ts"),
      ],
    });
    expect(vitest.command).toBe(
      "npx vitest run --reporter=junit --outputFile=reports/junit.xml src/cart.test.ts -t '^ ?(?:cart checkout rejects \\(an\\) empty cart)$'",
    );
    const jest = rerunCommand({
      command: "jest --ci --reporters=jest-junit",
      template: null,
      runner: runnerOf("jest"),
      tests: [
        ref("orders api BT-022 creates an order", "orders api BT-022 creates an order", null),
      ],
    });
    expect(jest.command).toBe(
      "jest --ci --reporters=jest-junit -t '^(?:orders api BT-022 creates an order)$'",
    );
  });

  it("puts jest's paths after every option, so a list option like --reporters does not take them", () => {
    const tests = [ref("Add Time days", "Add Time days", "test/manipulate.test.js")];
    const list = rerunCommand({
      command: "npx jest --ci --reporters=default --reporters=jest-junit",
      template: null,
      runner: runnerOf("jest"),
      tests,
    });
    expect(list.command).toBe(
      "npx jest --ci --reporters=default --reporters=jest-junit -t '^(?:Add Time days)$' test/manipulate.test.js",
    );
    const spaced = rerunCommand({
      command: "jest test --reporters default jest-junit --ci",
      template: null,
      runner: runnerOf("jest"),
      tests,
    });
    expect(spaced.command).toBe(
      "jest --reporters default jest-junit --ci -t '^(?:Add Time days)$' test/manipulate.test.js",
    );
  });

  it("runs one jest file after a `--` where the command ends in a list option (plan's run of a file)", () => {
    for (const command of [
      "npx jest --ci --reporters=default --reporters=jest-junit",
      "npx jest --ci --reporters default jest-junit",
    ]) {
      const file = rerunCommand({
        command,
        template: null,
        runner: runnerOf("jest"),
        tests: [],
        runnerIds: ["src/prices.test.js"],
      });
      expect(file.command).toBe(`${command} -- src/prices.test.js`);
    }
    const plain = rerunCommand({
      command: "npx jest --ci",
      template: null,
      runner: runnerOf("jest"),
      tests: [],
      runnerIds: ["src/prices.test.js"],
    });
    expect(plain.command).toBe("npx jest --ci src/prices.test.js");
  });

  it("gives jest no path when a test's file is the source its failure threw in", () => {
    const plan = rerunCommand({
      command: "npx jest --ci",
      template: null,
      runner: runnerOf("jest"),
      tests: [ref("encode trailing parts", "encode trailing parts", "src/encode.ts")],
    });
    expect(plan.command).toBe("npx jest --ci -t '^(?:encode trailing parts)$'");
  });

  it("puts options before a `--` and drops the paths after it", () => {
    const jest = rerunCommand({
      command: "npx jest --ci -- test/",
      template: null,
      runner: runnerOf("jest"),
      tests: [ref("a b", "a b", "test/a.test.js")],
    });
    expect(jest.command).toBe("npx jest --ci -t '^(?:a b)$' -- test/a.test.js");
    const pytest = rerunCommand({
      command: "pytest --junitxml=r.xml -- tests/",
      template: null,
      runner: runnerOf("pytest"),
      tests: [ref("test_a", "tests.test_a", "tests/test_a.py")],
    });
    expect(pytest.command).toBe("pytest --junitxml=r.xml -- tests/test_a.py::test_a");
  });

  it("selects mocha tests by full title and file, keeping its list options' values", () => {
    const plan = rerunCommand({
      command:
        "npx mocha --require ts-node/register --reporter mocha-junit-reporter --grep slow test/",
      template: null,
      runner: runnerOf("mocha"),
      tests: [ref("sum one", "one", "test/a.spec.js")],
    });
    expect(plan.command).toBe(
      "npx mocha --require ts-node/register --reporter mocha-junit-reporter --grep '^(?:sum one)$' test/a.spec.js",
    );
  });

  it("gives one mocha test's file in place of the folders after a setup file or reporter option", () => {
    // express's tier: mocha 9 and later read these folders as paths (one value per option), so
    // a re-run that kept them loaded every test file of the suite to run one test.
    const plan = rerunCommand({
      command:
        "npx mocha --require test/support/env --check-leaks --reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml test/ test/acceptance/",
      template: null,
      runner: runnerOf("mocha"),
      tests: [ref("app.router should run in order", "should run in order", "test/app.router.js")],
    });
    expect(plan.command).toBe(
      "npx mocha --require test/support/env --check-leaks --reporter=mocha-junit-reporter --reporter-option=mochaFile=reports/junit.xml --grep '^(?:app\\.router should run in order)$' test/app.router.js",
    );
    const setup = rerunCommand({
      command: "npx mocha --require should --require test/support/env test/app.options.js",
      template: null,
      runner: runnerOf("mocha"),
      tests: [ref("OPTIONS should only include each method once", "x", "test/app.options.js")],
    });
    expect((setup.command ?? "").split("test/app.options.js")).toHaveLength(2);
  });

  it("selects go tests with one -run per call and keeps a go-junit-report pipeline", () => {
    const plan = rerunCommand({
      command: "go test -v -count=1 ./... 2>&1 | go-junit-report > reports/junit.xml",
      template: null,
      runner: runnerOf("go"),
      tests: [
        ref("TestDiscount/BT-041_ten_percent", "example.com/shop/pricing", null),
        ref("TestTotal", "example.com/shop/pricing", null),
      ],
    });
    expect(plan.command).toBe(
      "go test -v -count=1 -run '^(?:TestDiscount|TestTotal)$' example.com/shop/pricing 2>&1 | go-junit-report >reports/junit.xml",
    );
  });

  it("selects go subtests level by level, as go prints their names", () => {
    const go = (command: string, names: string[]) =>
      rerunCommand({
        command,
        template: null,
        runner: runnerOf("go"),
        tests: names.map((name) => ref(name, "github.com/google/uuid", null)),
      }).command;
    expect(go("go test ./...", ["TestValidate/Valid_UUID_with_Braces"])).toBe(
      "go test -run '^TestValidate$/^Valid_UUID_with_Braces$' github.com/google/uuid",
    );
    // Fuzz seeds are subtests too; one alternation per level.
    expect(go("go test ./...", ["FuzzParse/seed#3", "FuzzParse/seed#12"])).toBe(
      "go test -run '^FuzzParse$/^(?:seed#3|seed#12)$' github.com/google/uuid",
    );
    // The parent with its subtest: the whole parent, none of its subtests dropped.
    expect(go("go test ./...", ["TestValidate", "TestValidate/Valid_UUID"])).toBe(
      "go test -run '^TestValidate$' github.com/google/uuid",
    );
    // Dots and slashes in a subtest's name: escaped within its level.
    expect(go("go test ./...", ["TestParse/v1.2/x"])).toBe(
      "go test -run '^TestParse$/^v1\\.2$/^x$' github.com/google/uuid",
    );
  });

  it("selects go tests through gotestsum, after its `--`, adding one when it has none", () => {
    const plan = (command: string) =>
      rerunCommand({
        command,
        template: null,
        runner: runnerOf("go"),
        tests: [ref("TestJSON", "github.com/google/uuid", null)],
      });
    expect(plan("gotestsum --junitfile reports/junit.xml -- -count=1 ./...")).toMatchObject({
      selective: true,
      command:
        "gotestsum --junitfile reports/junit.xml -- -count=1 -run '^TestJSON$' github.com/google/uuid",
    });
    expect(plan("gotestsum --format testname --junitfile reports/junit.xml ./...").command).toBe(
      "gotestsum --format testname --junitfile reports/junit.xml -- -run '^TestJSON$' github.com/google/uuid",
    );
    expect(plan("gotestsum --junitfile=reports/junit.xml").command).toBe(
      "gotestsum --junitfile=reports/junit.xml -- -run '^TestJSON$' github.com/google/uuid",
    );
    expect(frameworkOfCommand("gotestsum --junitfile r.xml -- ./...")).toBe("go");
    expect(frameworkOfCommand("gotestsum --junitfile r.xml ./...")).toBe("go");
  });

  it("gives gotestsum's --packages the selected packages (its --rerun-fails wants them there)", () => {
    const plan = (command: string) =>
      rerunCommand({
        command,
        template: null,
        runner: runnerOf("go"),
        tests: [
          ref("TestJSON", "github.com/google/uuid", null),
          ref("TestB", "github.com/google/uuid/sub", null),
        ],
      }).command;
    // Packages after `--` too would run every package of ./... again, filtered by name.
    expect(plan("gotestsum --junitfile r.xml --rerun-fails=1 --packages ./...")).toBe(
      "gotestsum --junitfile r.xml --rerun-fails=1 --packages 'github.com/google/uuid github.com/google/uuid/sub' -- -run '^(?:TestJSON|TestB)$'",
    );
    expect(plan("gotestsum --packages=./... --junitfile r.xml -- -count=1")).toBe(
      "gotestsum '--packages=github.com/google/uuid github.com/google/uuid/sub' --junitfile r.xml -- -count=1 -run '^(?:TestJSON|TestB)$'",
    );
    // A bare --rerun-fails takes no value: what follows it is gotestsum's next option.
    expect(plan("gotestsum --rerun-fails --packages ./... --junitfile r.xml")).toBe(
      "gotestsum --rerun-fails --packages 'github.com/google/uuid github.com/google/uuid/sub' --junitfile r.xml -- -run '^(?:TestJSON|TestB)$'",
    );
  });

  it("keeps the value of every runner option that takes one, not reading it as a test path", () => {
    const rerun = (name: Framework, command: string, file = "src/a.test.ts") =>
      rerunCommand({
        command,
        template: null,
        runner: runnerOf(name),
        tests: [ref("a b", "a b", file)],
      }).command;
    // ms: `jest --env node` ran as `jest --env -t ...`, which jest cannot read.
    expect(rerun("jest", "npx jest --ci --env node --testTimeout 9000")).toBe(
      "npx jest --ci --env node --testTimeout 9000 -t '^(?:a b)$' src/a.test.ts",
    );
    expect(rerun("vitest", "vitest run --environment jsdom --outputFile.junit reports/j.xml")).toBe(
      "vitest run --environment jsdom --outputFile.junit reports/j.xml src/a.test.ts -t '^ ?(?:a b)$'",
    );
    expect(rerun("mocha", "mocha --retries 2 -n expose-gc test/", "test/a.js")).toBe(
      "mocha --retries 2 -n expose-gc --grep '^(?:a b)$' test/a.js",
    );
    expect(
      rerun("node", "node --env-file .env --test --test-reporter=junit test/", "test/a.js"),
    ).toBe(
      "node '--test-name-pattern=^(?:a b)$' --env-file .env --test --test-reporter=junit test/a.js",
    );
  });

  it("adds a name pattern for node:test and keeps its files", () => {
    const plan = rerunCommand({
      command: "node --test --test-reporter=junit --test-reporter-destination=r.xml test/",
      template: null,
      runner: runnerOf("node"),
      tests: [ref("fails", "test", null)],
    });
    expect(plan.command).toBe(
      "node '--test-name-pattern=^(?:fails)$' --test --test-reporter=junit --test-reporter-destination=r.xml test/",
    );
  });

  it("uses file:line for playwright when it is known, else --grep", () => {
    const located = rerunCommand({
      command: "npx playwright test --reporter=junit",
      template: null,
      runner: runnerOf("playwright"),
      tests: [ref("checkout › BT-032 pays", "checkout.spec.ts", "checkout.spec.ts", 14)],
    });
    expect(located.command).toBe("npx playwright test --reporter=junit checkout.spec.ts:14");
    const grep = rerunCommand({
      command: "npx playwright test --reporter=junit",
      template: null,
      runner: runnerOf("playwright"),
      tests: [ref("checkout › BT-031 shows", "checkout.spec.ts", "checkout.spec.ts")],
    });
    expect(grep.command).toBe(
      "npx playwright test --reporter=junit checkout.spec.ts --grep '(?:checkout BT-031 shows)$'",
    );
  });

  it("runs a few tests without the runner's own coverage, which would overwrite the whole run's report", () => {
    const command = (base: string, framework: "jest" | "vitest" | "pytest", file: string) =>
      rerunCommand({
        command: base,
        template: null,
        runner: runnerOf(framework),
        tests: [ref("adds", framework === "pytest" ? "tests.test_cart" : file, file)],
      }).command;
    expect(
      command(
        "npx jest --ci --coverage --coverageProvider=v8 --reporters=default",
        "jest",
        "a.test.js",
      ),
    ).toBe("npx jest --ci --coverageProvider=v8 --reporters=default -t '^(?:adds)$' a.test.js");
    expect(command("npx jest --collectCoverage=true --coverage=false", "jest", "a.test.js")).toBe(
      "npx jest --coverage=false -t '^(?:adds)$' a.test.js",
    );
    expect(
      command("npx vitest run --coverage --coverage.reporter=text", "vitest", "a.test.ts"),
    ).toBe("npx vitest run --coverage.reporter=text a.test.ts -t '^ ?(?:adds)$'");
    expect(
      command("python3 -m pytest --cov src --cov-report=xml -q", "pytest", "tests/test_cart.py"),
    ).toBe("python3 -m pytest --cov-report=xml -q tests/test_cart.py::adds");
    expect(command("python3 -m pytest --cov=src -q", "pytest", "tests/test_cart.py")).toBe(
      "python3 -m pytest -q tests/test_cart.py::adds",
    );
  });

  it("runs the whole command, and says why, when it cannot select", () => {
    const tests = [ref("test_empty", "tests.test_util.ParseTests", "tests/test_util.py")];
    const npm = rerunCommand({
      command: "npm test",
      template: null,
      runner: runnerOf("pytest"),
      tests,
    });
    expect(npm).toEqual({
      command: "npm test",
      selective: false,
      reason: "the command does not call pytest directly (set rerun: on the tier to say how)",
    });
    const moved = rerunCommand({
      command: "cd api && pytest --junitxml=../r.xml",
      template: null,
      runner: runnerOf("pytest"),
      tests,
    });
    expect(moved.selective).toBe(false);
    const unknown = rerunCommand({ command: "make test", template: null, runner: null, tests });
    expect(unknown.reason).toBe("fix-loop does not know which test runner wrote the report");
    const noFile = rerunCommand({
      command: "pytest",
      template: null,
      runner: runnerOf("pytest"),
      tests: [ref("test_x", "weird", null)],
    });
    expect(noFile.reason).toBe("the report does not say enough to select these tests with pytest");
  });

  it("fills a tier's rerun: template", () => {
    const plan = rerunCommand({
      command: "npm test",
      template: "npm test -- {tests}",
      runner: runnerOf("pytest"),
      tests: [ref("test_empty", "tests.test_util.ParseTests", "tests/test_util.py")],
    });
    expect(plan).toEqual({
      command: "npm test -- tests/test_util.py::ParseTests::test_empty",
      selective: true,
      reason: null,
    });
  });
});

describe("frameworks", () => {
  it("knows the runner from its report, and from its command", () => {
    expect(frameworkOfReport('<testsuites name="pytest tests"><testsuite name="pytest"')).toBe(
      "pytest",
    );
    expect(frameworkOfReport('<testsuites name="vitest tests" tests="5">')).toBe("vitest");
    expect(frameworkOfReport('<testsuites name="jest tests" tests="4">')).toBe("jest");
    expect(frameworkOfReport('<properties><property name="go.version" value="go1.22">')).toBe("go");
    expect(frameworkOfReport('<testsuites id="" name="" tests="3">')).toBe("playwright");
    expect(
      frameworkOfReport('<testsuites>\n<testcase name="adds" time="0.1" classname="test"/>'),
    ).toBe("node");
    expect(frameworkOfReport("<testsuites><testsuite name='x'>")).toBeNull();
    expect(frameworkOfCommand("python3 -m pytest --junitxml=r.xml")).toBe("pytest");
    expect(frameworkOfCommand("go test ./... | go-junit-report")).toBe("go");
    expect(frameworkOfCommand("make test")).toBeNull();
  });

  it("splits only what it understands of sh", () => {
    expect(splitShell("a 'b c' \"d\" && e 2>&1 | f > out")).toEqual([
      { word: "a" },
      { word: "'b c'" },
      { word: '"d"' },
      { operator: "&&" },
      { word: "e" },
      { redirect: "2>&1" },
      { operator: "|" },
      { word: "f" },
      { redirect: ">out" },
    ]);
    expect(splitShell("pytest $(cat ids)")).toBeNull();
    expect(splitShell("(cd a; pytest)")).toBeNull();
  });
});
