import { describe, expect, it } from "vitest";
import { commandWithoutReport } from "../../src/junit/command-without-report.js";

const REPORT = ["reports/junit.xml"];

describe("commandWithoutReport", () => {
  it("drops pytest's report option, in one word or two, and keeps everything else", () => {
    expect(
      commandWithoutReport(
        "python3 -m pytest -q --strict-markers --junitxml=reports/junit.xml tests/t.py::T::test_a",
        "pytest",
        REPORT,
      ),
    ).toBe("python3 -m pytest -q --strict-markers tests/t.py::T::test_a");
    expect(
      commandWithoutReport(
        "pytest --junit-xml ./reports/junit.xml -x 'tests/t.py::test_b[1-2]'",
        "pytest",
        REPORT,
      ),
    ).toBe("pytest -x 'tests/t.py::test_b[1-2]'");
  });

  it("drops vitest's junit reporter with its output file, so the default reporter prints", () => {
    expect(
      commandWithoutReport(
        "npx vitest run --reporter=junit --outputFile=reports/junit.xml test/a.test.ts -t '^(?:adds)$'",
        "vitest",
        REPORT,
      ),
    ).toBe("npx vitest run test/a.test.ts -t '^(?:adds)$'");
  });

  it("drops node's junit reporter and only its own destination", () => {
    expect(
      commandWithoutReport(
        "node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter junit --test-reporter-destination reports/junit.xml test/",
        "node",
        REPORT,
      ),
    ).toBe("node --test --test-reporter=spec --test-reporter-destination=stdout test/");
  });

  it("leaves the command as it is when it does not spell the report out, or the runner is not known", () => {
    const other = "python3 -m pytest --junitxml=out/other.xml tests/t.py::test_a";
    expect(commandWithoutReport(other, "pytest", REPORT)).toBe(other);
    const jest =
      "JEST_JUNIT_OUTPUT_FILE=reports/junit.xml npx jest --reporters=jest-junit -t '^a$'";
    expect(commandWithoutReport(jest, "jest", REPORT)).toBe(jest);
    const script = "./run-tests.sh --junitxml=reports/junit.xml";
    expect(commandWithoutReport(script, null, REPORT)).toBe(script);
  });
});
