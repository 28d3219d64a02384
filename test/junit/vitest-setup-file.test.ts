import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { hookFolder } from "../../src/junit/hook-folder.js";
import { withRunnerRetry } from "../../src/junit/runner-retry.js";
import { runnerOf } from "../../src/runners/registry.js";
import { VITEST_HOOKS } from "../../src/triage/spectrum/one-run-hooks.js";

/**
 * fix-loop's vitest reporters add the coverage setup file to each project in onInit, but not to
 * a project whose tests run in a browser: the setup file needs Node's inspector there is none of.
 * The projects are what onInit receives, as vitest resolves them.
 */
function projects() {
  return [
    { config: { setupFiles: ["./own-setup.ts"] } },
    { config: { setupFiles: [], browser: { enabled: true } } },
  ];
}

async function onInitOf(
  file: string,
  vitestProjects: ReturnType<typeof projects>,
  config: Record<string, unknown> = {},
) {
  const { default: Reporter } = await import(`${pathToFileURL(file).href}?${Date.now()}`);
  new Reporter().onInit({ projects: vitestProjects, config });
}

const before = process.env.FIX_LOOP_COVERAGE_OUT;
afterEach(() => {
  if (before === undefined) delete process.env.FIX_LOOP_COVERAGE_OUT;
  else process.env.FIX_LOOP_COVERAGE_OUT = before;
});

describe("the setup file fix-loop's vitest reporters add", () => {
  it("goes into a Node project after its own setup files, never into a browser project", async () => {
    const folder = hookFolder(VITEST_HOOKS.files);
    const given = projects();
    await onInitOf(path.join(folder, "coverage-reporter.mjs"), given);
    expect(given[0]?.config.setupFiles).toEqual([
      "./own-setup.ts",
      path.join(folder, "coverage-setup.mjs"),
    ]);
    expect(given[1]?.config.setupFiles).toEqual([]);
  });

  // With the setup that notes the test each worker is in (a run killed at its timeout names it).
  it("comes with the retry reporter only when coverage is wanted", async () => {
    const retry = await withRunnerRetry(
      runnerOf("vitest"),
      "vitest run --reporter=junit --outputFile=r.xml",
      1,
      "/tmp",
      {},
    );
    const reporter = retry?.command.match(/--reporter=(\S+fix-loop-retries\.mjs)/)?.[1] ?? "";
    delete process.env.FIX_LOOP_COVERAGE_OUT;
    const without = projects();
    await onInitOf(reporter, without);
    expect(without[0]?.config.setupFiles).toEqual(["./own-setup.ts"]);
    process.env.FIX_LOOP_COVERAGE_OUT = "/tmp/coverage.jsonl";
    const wanted = projects();
    await onInitOf(reporter, wanted);
    const folder = path.dirname(reporter);
    const running = path.join(folder, "fix-loop-running-setup.mjs");
    const coverage = path.join(folder, "fix-loop-coverage-setup.mjs");
    expect(wanted[0]?.config.setupFiles).toEqual(["./own-setup.ts", running, coverage]);
    expect(wanted[1]?.config.setupFiles).toEqual([]);
    // The run's own V8 coverage (--coverage, vitest's default provider) keeps its counts.
    const ownV8 = projects();
    await onInitOf(reporter, ownV8, { coverage: { enabled: true } });
    expect(ownV8[0]?.config.setupFiles).toEqual(["./own-setup.ts", running]);
    const ownIstanbul = projects();
    await onInitOf(reporter, ownIstanbul, { coverage: { enabled: true, provider: "istanbul" } });
    expect(ownIstanbul[0]?.config.setupFiles).toEqual(["./own-setup.ts", running, coverage]);
  });
});
