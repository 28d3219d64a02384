import { describe, expect, it } from "vitest";
import { commandWithoutReport } from "../../src/junit/command-without-report.js";
import { runnerOf } from "../../src/runners/registry.js";

const REPORT = ["reports/junit.xml"];

describe("commandWithoutReport", () => {
  it("drops pytest's report option, in one word or two, and keeps everything else", () => {
    expect(
      commandWithoutReport(
        "python3 -m pytest -q --strict-markers --junitxml=reports/junit.xml tests/t.py::T::test_a",
        runnerOf("pytest").report,
        REPORT,
      ),
    ).toBe("python3 -m pytest -q --strict-markers tests/t.py::T::test_a");
    expect(
      commandWithoutReport(
        "pytest --junit-xml ./reports/junit.xml -x 'tests/t.py::test_b[1-2]'",
        runnerOf("pytest").report,
        REPORT,
      ),
    ).toBe("pytest -x 'tests/t.py::test_b[1-2]'");
  });

  it("drops vitest's junit reporter with its output file, so the default reporter prints", () => {
    expect(
      commandWithoutReport(
        "npx vitest run --reporter=junit --outputFile=reports/junit.xml test/a.test.ts -t '^ ?(?:adds)$'",
        runnerOf("vitest").report,
        REPORT,
      ),
    ).toBe("npx vitest run test/a.test.ts -t '^ ?(?:adds)$'");
  });

  it("drops node's junit reporter and only its own destination", () => {
    expect(
      commandWithoutReport(
        "node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter junit --test-reporter-destination reports/junit.xml test/",
        runnerOf("node").report,
        REPORT,
      ),
    ).toBe("node --test --test-reporter=spec --test-reporter-destination=stdout test/");
  });

  it("drops tap 16's xunit reporter and the redirect that writes its report, so tap prints", () => {
    expect(
      commandWithoutReport(
        "mkdir -p reports && npx tap --no-coverage -R xunit '--grep=^(?:basic)$' test/basic.js >reports/junit.xml",
        runnerOf("tap").report,
        REPORT,
      ),
    ).toBe("npx tap --no-coverage '--grep=^(?:basic)$' test/basic.js");
    expect(
      commandWithoutReport(
        "tap --reporter=xunit test/a.js > reports/junit.xml",
        runnerOf("tap").report,
        REPORT,
      ),
    ).toBe("tap test/a.js");
    // Another file, or the report appended to: the command stays whole.
    for (const other of [
      "tap -R xunit test/a.js > out/other.xml",
      "tap -R xunit >> reports/junit.xml",
    ])
      expect(commandWithoutReport(other, runnerOf("tap").report, REPORT)).toBe(other);
  });

  it("drops the mkdir that only made the report's folder, and keeps one of any other", () => {
    const node = "node --test --test-reporter=junit --test-reporter-destination=reports/junit.xml";
    expect(
      commandWithoutReport(`mkdir -p reports && ${node}`, runnerOf("node").report, REPORT),
    ).toBe("node --test");
    expect(
      commandWithoutReport(`mkdir -p reports fixtures && ${node}`, runnerOf("node").report, REPORT),
    ).toBe("mkdir -p reports fixtures && node --test");
    // The report options not found: the command stays whole, its mkdir too.
    const other = "mkdir -p reports && node --test --test-reporter-destination=out/other.xml";
    expect(commandWithoutReport(other, runnerOf("node").report, REPORT)).toBe(other);
  });

  it("leaves the command as it is when it does not spell the report out, or the runner is not known", () => {
    const other = "python3 -m pytest --junitxml=out/other.xml tests/t.py::test_a";
    expect(commandWithoutReport(other, runnerOf("pytest").report, REPORT)).toBe(other);
    const script = "./run-tests.sh --junitxml=reports/junit.xml";
    expect(commandWithoutReport(script, null, REPORT)).toBe(script);
  });

  it("drops jest's junit reporter and its settings, keeping the others or jest's default", () => {
    expect(
      commandWithoutReport(
        "JEST_JUNIT_OUTPUT_FILE=reports/junit.xml npx jest --reporters=jest-junit -t '^a$'",
        runnerOf("jest").report,
        REPORT,
      ),
    ).toBe("npx jest -t '^a$' --reporters=default");
    expect(
      commandWithoutReport(
        "npx jest --ci --reporters default jest-junit -t '^(?:a)$' test/a.test.js",
        runnerOf("jest").report,
        REPORT,
      ),
    ).toBe("npx jest --ci --reporters default -t '^(?:a)$' test/a.test.js");
    // A junit reporter named in jest's config is overridden: the run writes no report.
    expect(
      commandWithoutReport("npx jest -t '^(?:a)$' test/a.test.js", runnerOf("jest").report, REPORT),
    ).toBe("npx jest -t '^(?:a)$' test/a.test.js --reporters=default");
  });

  it("drops mocha's junit reporter with its options", () => {
    expect(
      commandWithoutReport(
        "npx mocha --reporter mocha-junit-reporter --reporter-options mochaFile=reports/junit.xml --grep '^(?:sum one)$' test/a.spec.js && echo done",
        runnerOf("mocha").report,
        REPORT,
      ),
    ).toBe("npx mocha --grep '^(?:sum one)$' test/a.spec.js --reporter=spec && echo done");
  });

  it("drops gotestsum's JUnit file, and cuts a go-junit-report pipeline to go test", () => {
    expect(
      commandWithoutReport(
        "gotestsum --junitfile reports/junit.xml -- -count=1 -run '^TestValidate$/^Valid_UUID$' github.com/google/uuid",
        runnerOf("go").report,
        REPORT,
      ),
    ).toBe("gotestsum -- -count=1 -run '^TestValidate$/^Valid_UUID$' github.com/google/uuid");
    expect(
      commandWithoutReport(
        "gotestsum --format testname --junitfile=reports/junit.xml -- -run '^TestSum$' example.com/calc",
        runnerOf("go").report,
        REPORT,
      ),
    ).toBe("gotestsum --format testname -- -run '^TestSum$' example.com/calc");
    expect(
      commandWithoutReport(
        "mkdir -p reports && go test -v -run '^TestSum$' example.com/calc 2>&1 | go run github.com/jstemmer/go-junit-report/v2@v2.1.0 -set-exit-code -iocopy -out reports/junit.xml",
        runnerOf("go").report,
        REPORT,
      ),
    ).toBe("go test -v -run '^TestSum$' example.com/calc");
    expect(
      commandWithoutReport(
        "go test -v -run '^TestSum$' ./calc 2>&1 | go-junit-report > reports/junit.xml",
        runnerOf("go").report,
        REPORT,
      ),
    ).toBe("go test -v -run '^TestSum$' ./calc");
  });
});
