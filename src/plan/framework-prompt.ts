import type { Config } from "../config/schema.js";
import type { FrameworkBatch } from "./framework-batch.js";
import { styleOf } from "./framework-style.js";
import type { PlanEntry } from "./parse-plan.js";
import { entryText, examples, services } from "./plan-prompt.js";

/** The brief of a session that writes tests in the tier's framework instead of scripts. */
export function frameworkPrompt(input: {
  entries: readonly PlanEntry[];
  framework: FrameworkBatch;
  config: Config;
}): string {
  const { framework: batch } = input;
  const style = styleOf(batch.framework);
  return [
    `You are writing ${batch.framework} tests for this project from its prose test plan. Each plan`,
    "entry below becomes exactly one test file; the project's test runner runs them many times, so",
    "each test must decide pass or fail by itself, without you.",
    "",
    "## Where to write",
    `Tier "${batch.tier}" runs: \`${batch.command}\``,
    `Write one new file per entry in ${batch.folder}/, named after its id in lower case so that command`,
    `collects it (such as ${style.fileExample}). Change no other file: not the existing tests, not the`,
    "code, not the config, no shared fixtures. Do not write a test for an id that is not listed below.",
    "",
    "## What each file holds",
    `- ${batch.framework} tests, written like the project's own tests below;`,
    `- every test's name starts with the entry's id, such as \`${style.testExample}\`:`,
    "  fix-loop reads the id from the JUnit report of running the file, so a test without it does",
    "  not count, and a file with tests of two ids is refused;",
    "- the test passes when the expected result holds and fails otherwise, with an assertion",
    "  message that says what was seen (the status, the body, the error);",
    "- with a service the entry requires stopped, the test must fail, never pass or skip on a",
    "  connection error. fix-loop checks this by stopping the services and running the file.",
    "- an entry that requires no service tests the project's code itself: call the functions it",
    "  names and assert their exact results, so a wrong implementation fails. fix-loop checks",
    "  this by running the file against small changes to those functions (a `<` made `<=`, a",
    "  negated condition, swapped arguments); a test none of them makes fail is refused.",
    "",
    "## The project",
    services(input.config),
    "",
    ...examples(batch.examples, `Existing ${batch.framework} tests of this project, as examples:`),
    "## The plan entries",
    ...input.entries.map(entryText),
  ].join("\n");
}
