import { describe, expect, it } from "vitest";
import type { JunitTestRef, Selection } from "../../src/junit/command-line.js";
import { commandWithoutReport } from "../../src/junit/command-without-report.js";
import { withSelection } from "../../src/junit/rerun-command.js";
import { bySelectionShape } from "../../src/junit/selection-shape-memo.js";
import { type Framework, runnerOf } from "../../src/runners/registry.js";

const ref = (name: string, classname: string, file: string | null): JunitTestRef => ({
  name,
  classname,
  suite: "",
  file,
  line: null,
});

/** Names that quote, escape or look like options once they are a selection's words. */
const NAMES = [
  "adds two numbers",
  "it's quoted 'twice'",
  'a "double" quote',
  "regex (a|b)* [x] $1 ^y",
  "--reporter=junit looks like an option",
  "key=value and a\\backslash",
  "spaces   in  a row",
  "tab\tand unicode ✓",
  // A title shaped like a placeholder: the tag is drawn anew in each process, so a test's author
  // cannot name one, and a title that looks like one stays as it was written.
  "FIXLOOP000000000000o0x",
  "--test-name-pattern=FIXLOOP000000000000p0x",
];

const CASES: { framework: Framework; command: string; reports: string[]; files: string[] }[] = [
  {
    framework: "vitest",
    command:
      "mkdir -p reports && npx vitest run src --reporter=junit --outputFile=reports/junit.xml -t cart",
    reports: ["reports/junit.xml"],
    files: ["src/a.test.ts", "src/with space.test.ts"],
  },
  {
    framework: "jest",
    command: "npx jest --ci --env node --reporters=default --reporters=jest-junit",
    reports: ["junit.xml"],
    files: ["test/a.test.js", "test/b.test.js"],
  },
  {
    framework: "mocha",
    command:
      "npx mocha --require ts-node/register --reporter mocha-junit-reporter --reporter-option mochaFile=reports/junit.xml test/",
    reports: ["reports/junit.xml"],
    files: ["test/a.spec.js"],
  },
  {
    framework: "node",
    command:
      "node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=junit --test-reporter-destination=reports/junit.xml",
    reports: ["reports/junit.xml"],
    files: ["test/a.js", "test/b.js"],
  },
  {
    framework: "pytest",
    command: "python3 -m pytest -q tests --junitxml reports/junit.xml -k 'not slow'",
    reports: ["reports/junit.xml"],
    files: ["tests/test_a.py"],
  },
  {
    framework: "go",
    command: "gotestsum --junitfile r.xml --rerun-fails=1 --packages ./...",
    reports: ["r.xml"],
    files: [],
  },
];

function selectionsOf(framework: Framework, files: readonly string[]): Selection[] {
  const commandLine = runnerOf(framework).commandLine;
  const refs =
    framework === "go"
      ? [
          [ref("TestJSON", "github.com/google/uuid", null)],
          [ref("TestA", "github.com/google/uuid", null), ref("TestB", "example.com/x/sub", null)],
          [ref("TestParse/case_1", "example.com/x", null)],
        ]
      : NAMES.flatMap((name, index) => {
          const file = files[index % files.length] ?? null;
          const classname = framework === "pytest" ? "tests.test_a" : (file ?? name);
          return [[ref(name, classname, file)], [ref(name, classname, null)]];
        });
  return refs.flatMap((tests) => commandLine.select(tests) ?? []);
}

describe("bySelectionShape", () => {
  for (const { framework, command, reports, files } of CASES) {
    it(`gives ${framework}'s run lines as building each one would`, () => {
      const commandLine = runnerOf(framework).commandLine;
      let builds = 0;
      const build = (selection: Selection) => {
        builds += 1;
        const selected = withSelection(command, commandLine, selection);
        return selected === null
          ? null
          : commandWithoutReport(selected, runnerOf(framework).report, reports);
      };
      const direct = (selection: Selection) => {
        const selected = withSelection(command, commandLine, selection);
        return selected === null
          ? null
          : commandWithoutReport(selected, runnerOf(framework).report, reports);
      };
      const remembered = bySelectionShape(build);
      const selections = selectionsOf(framework, files);
      expect(selections.length).toBeGreaterThan(2);
      for (const selection of selections) expect(remembered(selection)).toBe(direct(selection));
      const shapes = new Set(selections.map((s) => `${s.options.length}/${s.paths.length}`));
      // Two builds for a shape's first line; then none, but where a shape's lines differ.
      expect(builds).toBeLessThan(selections.length + shapes.size);
    });
  }

  it("builds a shape's lines one by one where its words do not stay apart (two paths in one)", () => {
    const commandLine = runnerOf("go").commandLine;
    let builds = 0;
    const build = (selection: Selection) => {
      builds += 1;
      return withSelection("gotestsum --packages=./... -- -count=1", commandLine, selection);
    };
    const remembered = bySelectionShape(build);
    const two = (a: string, b: string) =>
      commandLine.select([ref("TestA", a, null), ref("TestB", b, null)]) as Selection;
    expect(remembered(two("example.com/a", "example.com/b"))).toBe(
      "gotestsum '--packages=example.com/a example.com/b' -- -count=1 -run '^(?:TestA|TestB)$'",
    );
    expect(remembered(two("example.com/c", "example.com/d"))).toBe(
      "gotestsum '--packages=example.com/c example.com/d' -- -count=1 -run '^(?:TestA|TestB)$'",
    );
    // The first line was built twice (directly and with placeholders), the second directly.
    expect(builds).toBe(3);
  });

  it("builds each further line of a shape from the first, not again", () => {
    let builds = 0;
    const remembered = bySelectionShape((selection) => {
      builds += 1;
      return `run ${selection.options.join(" ")} -- ${selection.paths.join(" ")}`;
    });
    const lines = ["a", "b c", "d'e"].map((name) =>
      remembered({ options: ["-t", name], paths: ["x.js"] }),
    );
    expect(lines).toEqual(["run -t a -- x.js", "run -t 'b c' -- x.js", "run -t 'd'\\''e' -- x.js"]);
    expect(builds).toBe(2);
  });
});
