import { appendFile, readFile, symlink } from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { type Results, resultsSchema } from "../../src/results/schema.js";
import { runCli } from "./run-cli.js";
import { createTempProject } from "./temp-project.js";

/** A temp project of `files` whose node_modules is `modules` (an installedModules folder). */
export async function linkedProject(
  files: Record<string, string>,
  modules: string,
): Promise<string> {
  const root = await createTempProject(files);
  await symlink(modules, path.join(root, "node_modules"));
  return root;
}

/** A tier running this repository's vitest (ourVitestProject links it) with a JUnit report. */
const OUR_VITEST_TIER = [
  "tiers:",
  "  - name: unit",
  "    command: node_modules/.bin/vitest run --reporter=junit --outputFile=reports/junit.xml",
  "    junit: reports/junit.xml",
];

/**
 * A temp project of `files` whose one tier runs this repository's vitest (its node_modules
 * linked); `settings` are the config's lines before `tiers:` (`retries: 1`).
 */
export async function ourVitestProject(
  files: Record<string, string>,
  settings: string[] = [],
): Promise<string> {
  const root = await createTempProject({
    ...files,
    ".github/fix-loop.yml": [...settings, ...OUR_VITEST_TIER].join("\n"),
  });
  await symlink(
    path.join(import.meta.dirname, "../../node_modules"),
    path.join(root, "node_modules"),
  );
  return root;
}

/** The project's .fix-loop/results.json, parsed. */
export async function readResults(root: string): Promise<Results> {
  const text = await readFile(path.join(root, ".fix-loop/results.json"), "utf8");
  return resultsSchema.parse(JSON.parse(text));
}

/** `fix-loop init`, then the config it wrote. */
export async function initConfig(root: string): Promise<string> {
  const init = await runCli(["init", "-C", root]);
  expect(init.stderr).toBe("");
  return readFile(path.join(root, ".github/fix-loop.yml"), "utf8");
}

/**
 * One `verify --tests` given every one of `given` (the printed id, its alias, the runner's own
 * id) runs that one failing test and no other. One run proves each: a given that names no test
 * is exit 2, one that names another test brings that test into the results. What it ran is its
 * first run's: the config (.github/fix-loop.yml) gets `retries: 0` unless it sets retries, as a
 * retry would run the same selection again (for tap and a renamed jest, a runner start more).
 */
export async function expectRerunAlone(
  root: string,
  given: readonly string[],
  id: string,
): Promise<void> {
  const configFile = path.join(root, ".github/fix-loop.yml");
  if (!/^retries:/m.test(await readFile(configFile, "utf8")))
    await appendFile(configFile, "retries: 0\n");
  const again = await runCli(["verify", "-C", root, ...given.flatMap((each) => ["--tests", each])]);
  expect(again.stderr).toBe("");
  expect(again.code).toBe(1);
  expect((await readResults(root)).tests.map((test) => [test.id, test.status])).toEqual([
    [id, "failed"],
  ]);
}
