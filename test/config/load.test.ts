import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseConfigText } from "../../src/config/load.js";
import { configuredOnFailure } from "../../src/config/schema.js";
import { tempFolder } from "../support/temp-project.js";

function problemsOf(text: string) {
  try {
    parseConfigText(text, "fix-loop.yml");
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("reads the contract shape from the issue, with defaults filled in", () => {
    const config = parseConfigText(
      `preflight:
  env: [DATABASE_URL]
  files: [backend/app/main.py]
services:
  api:
    start: node server.js
    health: http://127.0.0.1:8787/health
    timeout: 10
tiers:
  - name: health
    gate: hard
    tests: .fix-loop/tests/tier0_health/*.sh
  - name: features
    gate: soft
    command: npx vitest run --reporter=junit --outputFile=reports/junit.xml
    junit: reports/junit.xml
fix:
  max-attempts: 3
  protected: ["tests/**", ".fix-loop/**", ".github/**"]
`,
      "f.yml",
    );
    expect(config.services.api?.timeout).toBe(10_000);
    expect(config.tiers[0]?.tests).toEqual([".fix-loop/tests/tier0_health/*.sh"]);
    expect(config.tiers[1]?.junit).toEqual(["reports/junit.xml"]);
    expect(config.fix["max-attempts"]).toBe(3);
    expect(config.retries).toBe(1);
  });

  it("fills duration defaults in milliseconds", () => {
    const config = parseConfigText(
      "services:\n  db:\n    health: tcp://127.0.0.1:5432\ntests: t/*.sh\n",
      "f.yml",
    );
    expect(config.timeout).toBe(60_000);
    expect(config.services.db?.timeout).toBe(30_000);
  });

  it("accepts durations with units", () => {
    const config = parseConfigText(
      "services:\n  db:\n    health: tcp://127.0.0.1:5432\n    timeout: 2m\ntests: t/*.sh\n",
      "f.yml",
    );
    expect(config.services.db?.timeout).toBe(120_000);
  });

  it("reads a tier's on-failure, and gate: as its older name", () => {
    const config = parseConfigText(
      "tiers:\n  - name: a\n    on-failure: continue\n    tests: t/*.sh\n  - name: b\n    gate: hard\n    tests: t/*.sh\n  - name: c\n    gate: soft\n    tests: t/*.sh\n  - name: d\n    tests: t/*.sh\n",
      "f.yml",
    );
    expect(config.tiers.map(configuredOnFailure)).toEqual([
      "continue",
      "stop",
      "continue",
      undefined,
    ]);
  });

  it("refuses a tier whose gate: contradicts its on-failure:", () => {
    expect(
      problemsOf("tiers:\n  - name: a\n    on-failure: stop\n    gate: soft\n    tests: t/*.sh\n"),
    ).toEqual([
      {
        path: "tiers[0].gate",
        line: 4,
        message:
          "gate: soft (the older name of on-failure) contradicts on-failure: stop; keep on-failure alone",
      },
    ]);
  });

  it("names the key path and line of a misspelled key and suggests the right one", () => {
    const problems = problemsOf(
      "tiers:\n  - name: health\n    gtae: hard\n    tests: t/*.sh\nservcies: {}\n",
    );
    expect(problems).toEqual([
      { path: "tiers[0].gtae", line: 3, message: 'unknown key "gtae" (did you mean "gate"?)' },
      { path: "servcies", line: 5, message: 'unknown key "servcies" (did you mean "services"?)' },
    ]);
  });

  it("suggests tiers for teirs (two letters swapped are one slip), and says it alone", () => {
    expect(problemsOf("preflight:\n  env: []\nteirs:\n  - name: a\n    tests: t/*.sh\n")).toEqual([
      { path: "teirs", line: 3, message: 'unknown key "teirs" (did you mean "tiers"?)' },
    ]);
  });

  it("suggests a plural key for its singular, three edits away (retry for retries)", () => {
    expect(problemsOf("retry: 2\ntests: t/*.sh\n")).toEqual([
      { path: "retry", line: 1, message: 'unknown key "retry" (did you mean "retries"?)' },
    ]);
  });

  it("lists the valid keys when an unknown key is not a near miss", () => {
    const [problem] = problemsOf("tests: t/*.sh\npreflight:\n  zebra: 1\n");
    expect(problem?.message).toBe('unknown key "zebra" (valid keys here: env, files, commands)');
    expect(problem?.line).toBe(3);
  });

  it("reports invalid YAML with its line", () => {
    const [problem] = problemsOf("tiers:\n  - name: a\n    tests: [x\n");
    expect(problem?.message).toMatch(/^invalid YAML/);
    expect(problem?.line).toBeGreaterThanOrEqual(3);
  });

  it("rejects a bad health probe, a bad duration and a command tier without junit, all at once", () => {
    const problems = problemsOf(
      'services:\n  api:\n    health: ftp://x\n    timeout: soon\ntiers:\n  - name: f\n    command: "npm test"\n',
    );
    expect(problems.map((p) => [p.path, p.line])).toEqual([
      ["services.api.health", 3],
      ["services.api.timeout", 4],
      ["tiers[0].junit", 6],
    ]);
  });

  it("fills fix.copy and fix.caps, and refuses an include outside the repository", () => {
    const config = parseConfigText("tests: t/*.sh\n", "fix-loop.yml");
    expect(config.fix.copy).toEqual({ include: [] });
    expect(config.fix.caps).toEqual({
      files: 200,
      "file-bytes": 5 * 1024 * 1024,
      "total-bytes": 20 * 1024 * 1024,
    });
    const problems = problemsOf("tests: t/*.sh\nfix:\n  copy:\n    include: [.env.test, ../up]\n");
    expect(problems).toEqual([
      {
        path: "fix.copy.include[1]",
        line: 4,
        message: "must be a path inside the repository, relative to its top (no leading / or ..)",
      },
    ]);
  });

  it("rejects a tier that requires an undeclared service", () => {
    const [problem] = problemsOf("tiers:\n  - name: a\n    tests: t/*.sh\n    requires: [db]\n");
    expect(problem).toMatchObject({
      path: "tiers[0].requires[0]",
      message: 'no service named "db" under services:',
    });
  });

  it("rejects a tier that runs nothing, unless a top-level tests: glob can fill it", () => {
    const [problem] = problemsOf("tiers:\n  - name: a\n");
    expect(problem).toMatchObject({ path: "tiers[0]", line: 2 });
    expect(problem?.message).toContain('tier "a" runs nothing');
    expect(() =>
      parseConfigText("tests: t/*.sh\ntiers:\n  - name: a\n", "fix-loop.yml"),
    ).not.toThrow();
  });

  it("names the allowed values of a misspelled one and suggests the nearest", () => {
    const [problem] = problemsOf("tiers:\n  - name: a\n    tests: t/*.sh\n    on-failure: stpo\n");
    expect(problem).toMatchObject({
      path: "tiers[0].on-failure",
      line: 4,
      message: '"stpo" is not one of: stop, continue (did you mean "stop"?)',
    });
  });

  it("says how to start when the file is missing", async () => {
    const dir = tempFolder("fix-loop-config-");
    await expect(loadConfig(".github/fix-loop.yml", dir)).rejects.toThrow(/fix-loop init/);
  });

  it("rejects a file that is not a mapping", async () => {
    const dir = tempFolder("fix-loop-config-");
    await writeFile(path.join(dir, "c.yml"), "- a\n- b\n");
    await expect(loadConfig("c.yml", dir)).rejects.toThrow(/must be a YAML mapping/);
  });
});
