import { describe, expect, it } from "vitest";
import { UserError } from "../../src/errors.js";
import { rerunCommand } from "../../src/junit/rerun-command.js";
import { go } from "../../src/runners/go.js";
import { jest } from "../../src/runners/jest.js";
import { pytest } from "../../src/runners/pytest.js";
import { vitest } from "../../src/runners/vitest.js";
import { parseLeg } from "../../src/shards/leg.js";
import { splitByTime, spreadOf } from "../../src/shards/split.js";

describe("splitByTime", () => {
  const units = Array.from({ length: 20 }, (_, i) => `test/f${String(i).padStart(2, "0")}.test.js`);
  const times = new Map(units.map((unit, i) => [unit, 100 + ((i * 37) % 11) * 90]));

  it("puts every unit in exactly one leg, the same from every leg's call", () => {
    const legs = splitByTime(units, times, 4);
    expect(legs.flatMap((leg) => leg.units).sort()).toEqual(units);
    expect(splitByTime([...units].reverse(), times, 4)).toEqual(legs);
  });

  it("balances by the known times: the slowest leg within 15 % of the mean", () => {
    const legs = splitByTime(units, times, 4);
    expect(spreadOf(legs.map((leg) => leg.expectedMs))).toBeLessThanOrEqual(0.15);
  });

  it("counts a unit with no known time as the mean, and splits by count with no times at all", () => {
    const byCount = splitByTime(units, new Map(), 4);
    expect(byCount.map((leg) => leg.units.length)).toEqual([5, 5, 5, 5]);
    const withNew = splitByTime([...units, "test/new.test.js"], times, 4);
    expect(withNew.flatMap((leg) => leg.units)).toContain("test/new.test.js");
  });

  it("leaves legs empty when there are fewer units than legs", () => {
    expect(splitByTime(["a"], new Map(), 3).map((leg) => leg.units)).toEqual([["a"], [], []]);
  });
});

describe("parseLeg", () => {
  it("reads i/N", () => expect(parseLeg("2/4")).toEqual({ index: 2, total: 4 }));
  it.each(["0/4", "5/4", "two/4", "4", "1/0"])("refuses %s with what it expects", (text) => {
    expect(() => parseLeg(text)).toThrow(UserError);
    expect(() => parseLeg(text)).toThrow(/--shard takes i\/N/);
  });
});

describe("the runners' shard parts", () => {
  it("give vitest and jest their own --shard, which a re-run of one test drops", () => {
    const leg = { index: 2, total: 4 };
    const command = "npx vitest run --reporter=junit --outputFile=r.xml";
    const sharded = vitest.shard.withOption(command, leg);
    expect(sharded).toBe("npx vitest run --shard=2/4 --reporter=junit --outputFile=r.xml");
    const rerun = rerunCommand({
      command: sharded ?? "",
      template: null,
      runner: vitest,
      tests: [
        {
          name: "prices > cents",
          classname: "test/a.test.js",
          suite: "",
          file: "test/a.test.js",
          line: null,
        },
      ],
    });
    expect(rerun.command).not.toContain("--shard");
    expect(rerun.selective).toBe(true);
    expect(jest.shard.withOption("npx jest --ci", leg)).toBe("npx jest --shard=2/4 --ci");
  });

  it("split pytest by the files of its node ids, handed to it as paths", () => {
    const listed = {
      ids: new Set<string>(),
      runnerIds: [
        "tests/test_b.py::test_one",
        "tests/test_a.py::Cls::test_two",
        "tests/test_b.py::test_three",
      ],
    };
    expect(pytest.shard.units.of(listed)).toEqual(["tests/test_a.py", "tests/test_b.py"]);
    const leg = rerunCommand({
      command: "python3 -m pytest -q --junitxml=r.xml tests",
      template: null,
      runner: pytest,
      tests: [],
      runnerIds: ["tests/test_b.py"],
    });
    expect(leg).toMatchObject({
      command: "python3 -m pytest -q --junitxml=r.xml tests/test_b.py",
      selective: true,
    });
  });

  it("split go by package, from go's listing and from an earlier run's ids", () => {
    const listed = {
      ids: new Set<string>(),
      runnerIds: ["example.com/m/b.TestY", "example.com/m/a.TestX", "example.com/m/a.ExampleZ"],
    };
    expect(go.shard.units.of(listed)).toEqual(["example.com/m/a", "example.com/m/b"]);
    expect(go.shard.unitOf({ file: "", runnerId: "example.com/m/a.TestX/case_1.5" })).toBe(
      "example.com/m/a",
    );
    const leg = rerunCommand({
      command: "go test -v ./... 2>&1 | go-junit-report > r.xml",
      template: null,
      runner: go,
      tests: [],
      runnerIds: ["example.com/m/b"],
    });
    expect(leg.command).toBe("go test -v example.com/m/b 2>&1 | go-junit-report >r.xml");
  });
});
