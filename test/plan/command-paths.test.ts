import { describe, expect, it } from "vitest";
import { commandTestPaths, pathsTakeIn } from "../../src/plan/command-paths.js";

describe("what a tier's command gives its runner to collect", () => {
  it.each([
    [
      "python3 -m pytest -q -p no:cacheprovider tests --junitxml=reports/junit.xml",
      "pytest",
      ["tests"],
    ],
    [
      "cd . && pytest -k smoke tests/api tests/web/ --junitxml reports/j.xml",
      "pytest",
      ["tests/api", "tests/web/"],
    ],
    ["pytest --junitxml=reports/junit.xml", "pytest", []],
    ["npx vitest run --reporter=junit --outputFile reports/v.xml test/api", "vitest", ["test/api"]],
    ["npx jest --reporters default jest-junit -- test/e2e", "jest", ["test/e2e"]],
    ["npx playwright test --reporter=junit > reports/p.xml", "playwright", []],
    ["make test", "pytest", []],
  ] as const)("%s names %j", (command, framework, paths) => {
    expect(commandTestPaths(command, framework)).toEqual(paths);
  });

  it("takes in a file under a pytest path, or matching a vitest filter or a jest pattern", () => {
    expect(pathsTakeIn(["tests"], "tests/test_bt_1.py", "pytest")).toBe(true);
    expect(pathsTakeIn(["./tests/"], "tests/unit/test_bt_1.py", "pytest")).toBe(true);
    expect(pathsTakeIn(["tests"], "checks/test_bt_1.py", "pytest")).toBe(false);
    expect(pathsTakeIn(["tests"], "tests2/test_bt_1.py", "pytest")).toBe(false);
    expect(pathsTakeIn([], "anywhere/test_bt_1.py", "pytest")).toBe(true);
    expect(pathsTakeIn(["api"], "test/api/bt-1.test.ts", "vitest")).toBe(true);
    expect(pathsTakeIn(["test/e2e"], "test/unit/bt-1.test.js", "jest")).toBe(false);
    expect(pathsTakeIn(["e2e/.*\\.spec"], "e2e/bt-1.spec.ts", "playwright")).toBe(true);
  });
});
