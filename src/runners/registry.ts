import { go } from "./go.js";
import { jest } from "./jest.js";
import { mocha } from "./mocha.js";
import { node } from "./node.js";
import { playwright } from "./playwright.js";
import { pytest } from "./pytest.js";
import type { Runner } from "./runner.js";
import { tap } from "./tap.js";
import { vitest } from "./vitest.js";

/**
 * Every test runner fix-loop knows. Adding one is a file that implements Runner and a line here;
 * its name then joins Framework (and, with an `init`, InitRunner), and the compiler points at
 * anything that must handle it. The order is the order of recognition: node:test's report,
 * recognised by the loosest sign, comes last.
 */
export const RUNNERS = {
  pytest,
  vitest,
  jest,
  mocha,
  go,
  playwright,
  tap,
  node,
} as const satisfies Record<string, Runner>;

/** The name of a test runner fix-loop recognises: in reports, commands, plans and logs. */
export type Framework = keyof typeof RUNNERS;

/** The runners `fix-loop init` writes a JUnit tier for: those with an `init`. */
export type InitRunner = {
  [Name in Framework]: (typeof RUNNERS)[Name] extends { init: object } ? Name : never;
}[Framework];

/** The runners `fix-loop plan` writes tests in: those with a `plan` style. */
export type PlanRunner = {
  [Name in Framework]: (typeof RUNNERS)[Name] extends { plan: object } ? Name : never;
}[Framework];

export function isFramework(name: string | null | undefined): name is Framework {
  return name != null && Object.hasOwn(RUNNERS, name);
}

export function runnerOf(framework: Framework): Runner {
  return RUNNERS[framework];
}

const ALL: readonly [Framework, Runner][] = Object.entries(RUNNERS) as [Framework, Runner][];

/** The framework that wrote a report, from its first kilobytes. */
export function frameworkOfReport(head: string): Framework | null {
  return ALL.find(([, runner]) => runner.wroteReport(head))?.[0] ?? null;
}

/** The framework a command runs, when one of its simple commands starts a known runner. */
export function frameworkOfCommand(command: string): Framework | null {
  const words = command.split(/\s+/).map((word) => word.replace(/^['"]|['"]$/g, ""));
  const found = ALL.find(
    ([, { commandLine }]) =>
      commandLine.start(words) !== null || (commandLine.separatorAt?.(words) ?? null) !== null,
  );
  return found?.[0] ?? null;
}

/**
 * The runner that wrote a report (from its head), else the one the command runs: what
 * runJunitCommand is given to read a report with (src/junit/run-junit-command.ts).
 */
export function identifyRunner(reportHead: string | null, command: string): Runner | null {
  const name =
    (reportHead !== null ? frameworkOfReport(reportHead) : null) ?? frameworkOfCommand(command);
  return name ? RUNNERS[name] : null;
}

/** The runner of a framework name, or null for none. */
export function runnerNamed(framework: Framework | null): Runner | null {
  return framework ? RUNNERS[framework] : null;
}
